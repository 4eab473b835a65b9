// Exact money. Amounts are integers in the smallest unit (haléř, euro cent): a bill of 700 teams
// summed in floating point drifts by cents, and an invoice, its QR payment and the bank statement
// must agree to the cent. Decimals exist only at the edges: parsing input and formatting output.

export const CURRENCIES = ['CZK', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** An amount in one currency, `minor` in hundredths (haléře, cents); always a safe integer. */
export type Money = { readonly currency: Currency; readonly minor: number };

export type MoneyLocale = 'cs' | 'en';

/** A discount in hundredths of a percent: 12.5 % is 1250; 0..10000. */
export type PercentHundredths = number;

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;
const MAX = BigInt(Number.MAX_SAFE_INTEGER);

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

function checkedMinor(minor: bigint | number): number {
  const big = typeof minor === 'bigint' ? minor : BigInt(minor);
  if (big > MAX || big < -MAX) throw new RangeError('Amount out of the safe range');
  return Number(big);
}

/** Money from hundredths; throws RangeError unless `minor` is a safe integer (a programming error). */
export function money(currency: Currency, minor: number): Money {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole number of hundredths: ${minor}`);
  return { currency, minor: minor === 0 ? 0 : minor };
}

export function zero(currency: Currency): Money {
  return { currency, minor: 0 };
}

/**
 * A decimal with at most 2 significant decimals as hundredths: '1234.5' -> 123450, 139 -> 13900,
 * '12.340' -> 1234. Null for anything more precise ('12.345', 0.1 + 0.2), exponents, commas,
 * blanks or values beyond the safe range: silently rounding a price would bill the wrong amount.
 */
export function parseMinor(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = DECIMAL.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const minor = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if (minor > MAX) return null;
  return sign === '-' && minor !== 0n ? -Number(minor) : Number(minor);
}

/** Money from a decimal (see parseMinor); null when the value is not exact to the hundredth. */
export function moneyFromDecimal(currency: Currency, value: string | number | null | undefined): Money | null {
  const minor = parseMinor(value);
  return minor === null ? null : { currency, minor };
}

/** The amount as a plain decimal with 2 places and a dot: '1234.50', '-0.05'. For payloads and display. */
export function toDecimalString(amount: Money): string {
  const negative = amount.minor < 0;
  const abs = BigInt(Math.abs(amount.minor));
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`Cannot combine ${a.currency} with ${b.currency}`);
}

/** a + b; throws RangeError for different currencies: converting is never implicit. */
export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { currency: a.currency, minor: checkedMinor(BigInt(a.minor) + BigInt(b.minor)) };
}

export function subtractMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { currency: a.currency, minor: checkedMinor(BigInt(a.minor) - BigInt(b.minor)) };
}

/** Sum of amounts that must all be in `currency` (zero for none); throws on a foreign amount. */
export function sumMoney(currency: Currency, amounts: readonly Money[]): Money {
  return amounts.reduce((total, amount) => addMoney(total, amount), zero(currency));
}

/** One total per currency present, in CURRENCIES order; an empty list gives no totals. */
export function sumByCurrency(amounts: readonly Money[]): Money[] {
  return CURRENCIES.filter((currency) => amounts.some((a) => a.currency === currency)).map((currency) =>
    sumMoney(
      currency,
      amounts.filter((a) => a.currency === currency),
    ),
  );
}

/** amount × a whole quantity. */
export function multiplyMoney(amount: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Quantity must be a whole number: ${quantity}`);
  return { currency: amount.currency, minor: checkedMinor(BigInt(amount.minor) * BigInt(quantity)) };
}

/**
 * A discount percentage 0..100 with at most 2 decimals, in hundredths of a percent (12.5 -> 1250).
 * Missing or blank means no discount (0); anything else invalid is null.
 */
export function parsePercent(value: string | number | null | undefined): PercentHundredths | null {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return 0;
  const hundredths = parseMinor(value);
  return hundredths === null || hundredths < 0 || hundredths > 10_000 ? null : hundredths;
}

/**
 * `percent` % of the amount, rounded half-up (half away from zero) to the hundredth: the
 * commercial rounding an accountant expects on each invoice line.
 */
export function percentOf(amount: Money, percent: PercentHundredths): Money {
  if (!Number.isSafeInteger(percent)) throw new RangeError(`Percent must be in hundredths: ${percent}`);
  const product = BigInt(amount.minor) * BigInt(percent);
  const quotient = product / 10_000n;
  const remainder = product % 10_000n;
  const absRemainder = remainder < 0n ? -remainder : remainder;
  const rounded = absRemainder * 2n >= 10_000n ? quotient + (product < 0n ? -1n : 1n) : quotient;
  return { currency: amount.currency, minor: checkedMinor(rounded) };
}

/** One invoice line: quantity × unit price, the discount on it (rounded once, per line) and the rest. */
export type PricedLine = { gross: Money; discount: Money; total: Money };

export function priceLine(unitPrice: Money, quantity: number, discountPercent: PercentHundredths = 0): PricedLine {
  const gross = multiplyMoney(unitPrice, quantity);
  const discount = percentOf(gross, discountPercent);
  return { gross, discount, total: subtractMoney(gross, discount) };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Localised amount with its currency ('1 234,50 Kč', '€1,234.50'); display only, from the exact decimal. */
export function formatMoney(amount: Money, locale: MoneyLocale): string {
  const cacheKey = `${locale}:${amount.currency}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: amount.currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(cacheKey, formatter);
  }
  // A decimal string is formatted exactly (no binary rounding of large amounts).
  return formatter.format(toDecimalString(amount) as `${number}`);
}
