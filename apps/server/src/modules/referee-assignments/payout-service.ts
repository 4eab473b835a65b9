import type { RefereeBankDetailsRow } from '@tms/domain/contract/referee-office';
import type { RefereePayout, RefereePayoutQuery } from '@tms/domain/contract/referee-assignments';
import type { Currency } from '@tms/domain/money';
import { toDecimalString } from '@tms/domain/money';
import {
  DEFAULT_REFEREE_PAYOUT_RATES,
  type RefereePayoutRates,
  daysPresent,
  refereeCurrency,
  refereePayout,
  refereePayoutRates,
} from '@tms/domain/referee-assignment/payout';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  configurations,
  countries,
  matchReferees,
  matchStages,
  matches,
  referees,
  teamCategories,
} from '../../db/schema/index';
import type { ExportColumn } from '../../lib/admin-list';
import { bankDetailsExport, loadBankDetailsRows } from '../referee-office/list-service';
import { tournamentDays } from '../referee-office/registration-service';

// Payouts: from the finished matches a referee actually refereed (the match's referees, so a
// change at the table counts, not the office's plan) and the days he was present, priced by the
// configured rates in his currency.

export async function loadPayoutRates(db: DbOrTx): Promise<RefereePayoutRates> {
  const [row] = await db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.key, 'referee_payout.rates'));
  try {
    const parsed = refereePayoutRates.safeParse(JSON.parse(row?.value ?? ''));
    if (parsed.success) return parsed.data;
  } catch {
    // A broken value falls back to the defaults; the configuration screen shows what is stored.
  }
  return DEFAULT_REFEREE_PAYOUT_RATES;
}

/** What each approved referee is owed (one currency when asked), by surname. */
export async function loadPayouts(
  db: DbOrTx,
  query: Pick<RefereePayoutQuery, 'currency'>,
  refereeId?: number,
): Promise<RefereePayout[]> {
  const [rates, days, people, finished] = await Promise.all([
    loadPayoutRates(db),
    tournamentDays(db),
    db
      .select({
        id: referees.id,
        firstName: referees.firstName,
        lastName: referees.lastName,
        paymentType: referees.paymentType,
        countryCode: countries.countryCode,
        arrivalDate: referees.arrivalDate,
        departureDate: referees.departureDate,
      })
      .from(referees)
      .innerJoin(countries, eq(countries.id, referees.countryId))
      .where(
        and(
          eq(referees.registrationState, 'approved'),
          refereeId === undefined ? undefined : eq(referees.id, refereeId),
        ),
      )
      .orderBy(asc(referees.lastName), asc(referees.firstName), asc(referees.id)),
    db
      .select({
        refereeId: matchReferees.refereeId,
        position: matchReferees.position,
        category: teamCategories.code,
        day: matches.day,
      })
      .from(matchReferees)
      .innerJoin(matches, eq(matches.id, matchReferees.matchId))
      .innerJoin(matchStages, eq(matchStages.id, matches.competitionMatchStageId))
      .innerJoin(teamCategories, eq(teamCategories.id, matches.teamCategoryId))
      .where(
        and(
          eq(matchStages.code, 'finished'),
          refereeId === undefined ? undefined : eq(matchReferees.refereeId, refereeId),
        ),
      ),
  ]);
  const byReferee = new Map<number, typeof finished>();
  for (const f of finished) byReferee.set(f.refereeId, [...(byReferee.get(f.refereeId) ?? []), f]);
  const out: RefereePayout[] = [];
  for (const p of people) {
    const currency = refereeCurrency(p.paymentType, p.countryCode);
    if (query.currency && currency !== query.currency) continue;
    const own = byReferee.get(p.id) ?? [];
    const present = daysPresent(
      p.arrivalDate,
      p.departureDate,
      days,
      own.map((m) => m.day),
    );
    const amounts = refereePayout(rates, {
      currency,
      countryCode: p.countryCode,
      matches: own.map((m) => ({ categoryCode: m.category, role: m.position })),
      days: present,
    });
    out.push({
      refereeId: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      currency,
      matches: own.length,
      days: present,
      matchesAmount: toDecimalString(amounts.matches),
      allowanceAmount: toDecimalString(amounts.allowance),
      travelAmount: toDecimalString(amounts.travel),
      amount: toDecimalString(amounts.total),
    });
  }
  return out;
}

export type PayoutExportRow = RefereePayout & Partial<RefereeBankDetailsRow>;

/** The payout file of one currency: what each referee is owed beside his bank details. */
export async function loadPayoutExportRows(db: DbOrTx, currency: Currency): Promise<PayoutExportRow[]> {
  const [payouts, bank] = await Promise.all([
    loadPayouts(db, { currency }),
    loadBankDetailsRows(db, { currency, sort: 'lastName', page: 1, pageSize: 25 }, null),
  ]);
  const bankOf = new Map(bank.rows.map((r) => [r.id, r]));
  return payouts.map((p) => ({ ...bankOf.get(p.refereeId), ...p }));
}

const column = (
  key: string,
  type: ExportColumn<PayoutExportRow>['type'],
  value: ExportColumn<PayoutExportRow>['value'],
) => ({
  header: `refereePayoutExport.columns.${key}`,
  type,
  value,
});

export function payoutExportColumns(currency: Currency): ExportColumn<PayoutExportRow>[] {
  const bank = bankDetailsExport(currency) as unknown as ExportColumn<PayoutExportRow>[];
  return [
    column('refereeId', 'integer', (r) => r.refereeId),
    column('name', 'text', (r) => `${r.firstName} ${r.lastName}`),
    column('matches', 'integer', (r) => r.matches),
    column('days', 'integer', (r) => r.days),
    column('matchesAmount', 'money', (r) => r.matchesAmount),
    column('allowanceAmount', 'money', (r) => r.allowanceAmount),
    column('travelAmount', 'money', (r) => r.travelAmount),
    column('amount', 'money', (r) => r.amount),
    column('currency', 'text', (r) => r.currency),
    // The bank details as in the back-office's payout file (id and name are above already).
    ...bank.slice(2),
  ];
}
