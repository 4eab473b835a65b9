import { Badge, Checkbox, Table, Text } from '@mantine/core';
import type { MatchStatus } from '@tms/domain/payment-matching';
import { isCurrency } from '@tms/domain/money';
import { useTranslation } from 'react-i18next';
import type { StatementPreview } from '../api/bank-statements';
import { formatAmount, formatDate } from '@/lib/amounts';

const COLORS: Record<MatchStatus, string> = {
  matched: 'green',
  partial: 'yellow',
  overpaid: 'orange',
  unmatched: 'red',
  wrongCurrency: 'red',
  duplicate: 'gray',
  alreadyBooked: 'gray',
  outgoing: 'gray',
  invalid: 'red',
};

type Props = { preview: StatementPreview; chosen: ReadonlySet<number>; onToggle: (row: number) => void };

/** The statement's lines with the proposal for each; bookable ones carry a checkbox. */
export function StatementLines({ preview, chosen, onToggle }: Props) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const money = (value: string | null, currency: string) =>
    value === null ? '–' : isCurrency(currency) ? formatAmount(value, currency, locale) : `${value} ${currency}`;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table fz="sm" verticalSpacing={4} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('bankStatements.line.book')}</Table.Th>
            <Table.Th scope="col">{t('bankStatements.line.row')}</Table.Th>
            <Table.Th scope="col">{t('bankStatements.line.date')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('bankStatements.line.amount')}
            </Table.Th>
            <Table.Th scope="col">{t('bankStatements.line.symbol')}</Table.Th>
            <Table.Th scope="col">{t('bankStatements.line.from')}</Table.Th>
            <Table.Th scope="col">{t('bankStatements.line.club')}</Table.Th>
            <Table.Th scope="col">{t('bankStatements.line.status')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('bankStatements.line.rest')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.lines.map((line) => (
            <Table.Tr key={line.row} data-statement-row={line.row} data-status={line.status}>
              <Table.Td>
                {line.bookable ? (
                  <Checkbox
                    checked={chosen.has(line.row)}
                    onChange={() => onToggle(line.row)}
                    aria-label={t('bankStatements.bookLine', { row: line.row })}
                  />
                ) : null}
              </Table.Td>
              <Table.Td>{line.row}</Table.Td>
              <Table.Td>{formatDate(line.date, locale)}</Table.Td>
              <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {money(line.amount, line.currency)}
              </Table.Td>
              <Table.Td>{line.variableSymbol ?? '–'}</Table.Td>
              <Table.Td>
                <Text size="sm">{line.counterpartyName ?? '–'}</Text>
                {line.message ? (
                  <Text size="xs" c="dimmed">
                    {line.message}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{line.clubName ?? '–'}</Table.Td>
              <Table.Td>
                <Badge color={COLORS[line.status]} variant="light">
                  {t(`bankStatements.status.${line.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {money(line.restAfter, line.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
