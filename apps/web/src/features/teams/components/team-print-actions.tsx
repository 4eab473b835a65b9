import { PrintLink } from '@/components/print-link';
import { QrCodeButton } from '@/components/qr-code-button';
import { useTranslation } from 'react-i18next';
import { absolutePageUrl, printLanguage, printPaths } from '@/api/print-paths';
import { useEdition, useEditionPath } from '@/lib/edition';
import { teamPath } from '../lib/paths';

/** The team's printable schedule (current edition only) and the QR code of its page. */
export function TeamPrintActions({ teamId, teamName }: { teamId: number; teamName: string }) {
  const { t, i18n } = useTranslation('resultsDashboard');
  const edition = useEdition();
  const href = useEditionPath();
  return (
    <>
      {edition === undefined && (
        <PrintLink
          href={printPaths.teamSchedule(teamId, printLanguage(i18n.resolvedLanguage))}
          data-testid="team-schedule-link"
        >
          {t('print.teamSchedule')}
        </PrintLink>
      )}
      <QrCodeButton url={absolutePageUrl(href(teamPath(teamId)))} title={teamName} />
    </>
  );
}
