import { readStatement, statementLines } from '@tms/domain/bank-statement';
import type { ColumnMapping } from '@tms/domain/statement-fields';
import type { statementFileInput, StatementPreview } from '@tms/domain/contract/payments';
import { toDecimalString } from '@tms/domain/money';
import { BOOKABLE_STATUSES, type LineMatch, matchStatementLines } from '@tms/domain/payment-matching';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema/index';
import { invalid } from '../../lib/http-error';
import { loadCompetitionDates, tournamentYear } from '../lookup-lists/competition-dates';
import { type ClubDueWithName, loadClubDues } from './club-dues';

export type StatementFile = z.output<typeof statementFileInput>;

const decimal = (minor: number | null, currency = 'CZK') =>
  minor === null ? null : toDecimalString({ currency: currency === 'EUR' ? 'EUR' : 'CZK', minor });

/** The file read under the user's (or the guessed) format and mapping, each line matched to a club. */
export async function readAndMatch(db: DbOrTx, file: StatementFile) {
  const bytes = Buffer.from(file.content, 'base64');
  if (bytes.length === 0) throw invalid({ content: { key: 'required' } }, 'The file is empty');
  const read = readStatement(bytes, {
    delimiter: file.delimiter ?? undefined,
    headerRow: file.headerRow ?? undefined,
  });
  const mapping: ColumnMapping = file.mapping ?? read.suggestedMapping;
  const width = read.header.length;
  for (const [field, column] of Object.entries(mapping)) {
    if (column !== undefined && column >= Math.max(width, 1)) {
      throw invalid({ [`mapping.${field}`]: { key: 'max', params: { max: width - 1 } } }, 'No such column');
    }
  }
  const mappingComplete = mapping.date !== undefined && mapping.amount !== undefined;
  const lines = mappingComplete ? statementLines(read, mapping, { currency: file.currency }) : [];
  const keys = lines.map((line) => line.key);
  const [dues, booked, dates] = await Promise.all([
    loadClubDues(db),
    keys.length === 0
      ? []
      : db
          .select({ key: payments.bankTransactionKey })
          .from(payments)
          .where(inArray(payments.bankTransactionKey, keys)),
    loadCompetitionDates(db),
  ]);
  const matches = matchStatementLines(lines, {
    year: tournamentYear(dates),
    clubs: dues,
    bookedKeys: new Set(booked.map((row) => row.key ?? '')),
    supplierId: file.supplierId,
  });
  return { read, mapping, mappingComplete, lines, matches, dues };
}

function lineView(
  line: ReturnType<typeof statementLines>[number],
  match: LineMatch,
  dues: ReadonlyMap<number, ClubDueWithName>,
) {
  const club = match.clubId === null ? undefined : dues.get(match.clubId);
  return {
    row: line.row,
    key: line.key,
    date: line.date,
    amount: decimal(line.amountMinor, line.currency),
    currency: line.currency,
    variableSymbol: line.variableSymbol,
    counterpartyName: line.counterpartyName,
    counterpartyAccount: line.counterpartyAccount,
    message: line.message,
    status: match.status,
    clubId: match.clubId,
    clubName: club?.name ?? null,
    invoiceId: match.invoiceId,
    restBefore: decimal(match.restBeforeMinor, club?.currency),
    restAfter: decimal(match.restAfterMinor, club?.currency),
    bookable: BOOKABLE_STATUSES.includes(match.status),
  };
}

/** POST /admin/bank-statements/preview: how the file reads and what each line would book; writes nothing. */
export async function previewStatement(db: DbOrTx, file: StatementFile): Promise<StatementPreview> {
  const { read, mapping, mappingComplete, lines, matches, dues } = await readAndMatch(db, file);
  const counts: StatementPreview['counts'] = {};
  for (const match of matches) counts[match.status] = (counts[match.status] ?? 0) + 1;
  return {
    format: read.format,
    header: read.header,
    mapping,
    mappingComplete,
    lines: lines.map((line, i) => lineView(line, matches[i], dues)),
    counts,
  };
}
