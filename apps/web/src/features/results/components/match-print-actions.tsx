import { Group } from '@mantine/core';
import type { MatchDetail } from '@tms/domain/contract/competition';
import { useTranslation } from 'react-i18next';
import { PrintLink } from '@/components/print-link';
import { QrCodeButton } from '@/components/qr-code-button';
import { absolutePageUrl, printLanguage, printPaths } from '@/api/print-paths';
import { type EditionYear, editionPath } from '@/lib/edition';
import { hasLink } from '@/lib/links';
import { resultsPaths } from '../lib/paths';

/**
 * The match's printed documents and the QR code of its page: the official report once the match is
 * approved (public), the sheet to fill in for whoever may report the match (its hall's reporter, admins;
 * the same `createMatchEvent` link that offers the reporter screen). A past edition's match (`edition`)
 * has the QR code of its page only: the documents are printed from the current edition.
 */
export function MatchPrintActions({
  detail,
  title,
  edition,
}: {
  detail: MatchDetail;
  title: string;
  edition?: EditionYear;
}) {
  const { t, i18n } = useTranslation('resultsDashboard');
  const lang = printLanguage(i18n.resolvedLanguage);
  const { match } = detail;
  // The server prints the report of an approved match only (stage finished), never before.
  const finished = edition === undefined && detail.meta.stageCode === 'finished';
  return (
    <Group gap="sm" justify="center" role="group" aria-label={t('print.label')}>
      {finished && (
        <PrintLink href={printPaths.matchReport(match.id, lang)} size="sm" data-testid="match-report-link">
          {t('print.matchReport')}
        </PrintLink>
      )}
      {edition === undefined && hasLink(detail, 'createMatchEvent') && (
        <PrintLink href={printPaths.matchSheet(match.id, lang)} size="sm" data-testid="match-sheet-link">
          {t('print.matchSheet')}
        </PrintLink>
      )}
      <QrCodeButton size="sm" url={absolutePageUrl(editionPath(resultsPaths.match(match.id), edition))} title={title} />
    </Group>
  );
}
