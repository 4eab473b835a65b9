import { z } from 'zod';
import { type Currency, type Money, addMoney, moneyFromDecimal, multiplyMoney, zero } from '../money';

// What a referee is owed: a rate per finished match by category and role (referee 1 or 2), a
// daily allowance per day present and travel once by his country's zone, in his currency
// (configuration `referee_payout.rates`, JSON). One function prices every payout.

const amount = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/);
const both = z.object({ CZK: amount, EUR: amount });

export const refereePayoutRates = z.object({
  /** `category` a category code or `*` (any); `role` 1 or 2 or 0 (either). The most specific row wins. */
  match: z.array(
    both.extend({ category: z.string().min(1).max(8), role: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
  ),
  dailyAllowance: both,
  /** `countries` ISO codes or `*` (any other country). */
  travel: z.array(both.extend({ zone: z.string().min(1).max(40), countries: z.array(z.string().min(1).max(3)) })),
});
export type RefereePayoutRates = z.infer<typeof refereePayoutRates>;

export const DEFAULT_REFEREE_PAYOUT_RATES: RefereePayoutRates = {
  match: [
    { category: '*', role: 0, CZK: '250.00', EUR: '10.00' },
    { category: 'MA', role: 0, CZK: '300.00', EUR: '12.00' },
    { category: 'WA', role: 0, CZK: '300.00', EUR: '12.00' },
  ],
  dailyAllowance: { CZK: '400.00', EUR: '16.00' },
  travel: [
    { zone: 'domestic', countries: ['CZ'], CZK: '500.00', EUR: '20.00' },
    { zone: 'neighbours', countries: ['SK', 'PL', 'DE', 'AT'], CZK: '1500.00', EUR: '60.00' },
    { zone: 'europe', countries: ['*'], CZK: '3000.00', EUR: '120.00' },
  ],
};

/** The referee's currency: his payment type's, else CZK for Czech referees and EUR for the others. */
export function refereeCurrency(paymentType: string | null, countryCode: string): Currency {
  if (paymentType === 'czk_payment') return 'CZK';
  if (paymentType === 'foreign_eur_payment') return 'EUR';
  return countryCode === 'CZ' ? 'CZK' : 'EUR';
}

function price(row: { CZK: string; EUR: string }, currency: Currency): Money {
  return moneyFromDecimal(currency, row[currency]) ?? zero(currency);
}

/** The rate of one match: category and role, then category, then role, then any. */
export function matchRate(rates: RefereePayoutRates, categoryCode: string, role: number, currency: Currency): Money {
  const score = (r: RefereePayoutRates['match'][number]) =>
    (r.category === categoryCode ? 2 : r.category === '*' ? 0 : -10) + (r.role === role ? 1 : r.role === 0 ? 0 : -10);
  let best: RefereePayoutRates['match'][number] | undefined;
  for (const r of rates.match) if (score(r) >= 0 && (!best || score(r) > score(best))) best = r;
  return best ? price(best, currency) : zero(currency);
}

export function travelRate(rates: RefereePayoutRates, countryCode: string, currency: Currency): Money {
  const row =
    rates.travel.find((t) => t.countries.includes(countryCode)) ?? rates.travel.find((t) => t.countries.includes('*'));
  return row ? price(row, currency) : zero(currency);
}

export type RefereePayoutInput = {
  currency: Currency;
  countryCode: string;
  /** The finished matches he refereed: category and role (position). */
  matches: readonly { categoryCode: string; role: number }[];
  days: number;
};

export type RefereePayoutAmounts = { matches: Money; allowance: Money; travel: Money; total: Money };

export function refereePayout(rates: RefereePayoutRates, input: RefereePayoutInput): RefereePayoutAmounts {
  const { currency } = input;
  let matches = zero(currency);
  for (const m of input.matches) matches = addMoney(matches, matchRate(rates, m.categoryCode, m.role, currency));
  const allowance = multiplyMoney(price(rates.dailyAllowance, currency), input.days);
  // Travel is paid to referees who came, i.e. were present on at least one day.
  const travel = input.days > 0 ? travelRate(rates, input.countryCode, currency) : zero(currency);
  return { matches, allowance, travel, total: addMoney(addMoney(matches, allowance), travel) };
}

/** Days present: arrival to departure, both included, within the tournament's days. */
export function daysPresent(
  arrival: string | null,
  departure: string | null,
  tournamentDays: readonly string[],
  matchDays: readonly string[],
): number {
  if (!arrival || !departure) return new Set(matchDays).size;
  return tournamentDays.filter((d) => d >= arrival && d <= departure).length;
}

/** Whether a configuration value of `referee_payout.rates` is JSON of the rates' shape. */
export function isValidPayoutRates(value: string | null): boolean {
  if (!value) return false;
  try {
    return refereePayoutRates.safeParse(JSON.parse(value)).success;
  } catch {
    return false;
  }
}
