import { PrintLink } from '@/components/print-link';
import { QrCodeButton } from '@/components/qr-code-button';
import { useTranslation } from 'react-i18next';
import { absolutePageUrl, printLanguage, printPaths } from '@/api/print-paths';
import { teamPath } from '../lib/paths';

/** The team's printable schedule and the QR code of its page. */
export function TeamPrintActions({ teamId, teamName }: { teamId: number; teamName: string }) {
  const { t, i18n } = useTranslation('resultsDashboard');
  return (
    <>
      <PrintLink
        href={printPaths.teamSchedule(teamId, printLanguage(i18n.resolvedLanguage))}
        data-testid="team-schedule-link"
      >
        {t('print.teamSchedule')}
      </PrintLink>
      <QrCodeButton url={absolutePageUrl(teamPath(teamId))} title={teamName} />
    </>
  );
}
