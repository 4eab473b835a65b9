import { type Currency, formatMoney, moneyFromDecimal } from '@tms/domain/money';

/** An exact amount of the API ('1234.50') as the locale writes it with its currency. */
export function formatAmount(value: string, currency: Currency, locale: string): string {
  const money = moneyFromDecimal(currency, value);
  return money ? formatMoney(money, locale === 'en' ? 'en' : 'cs') : `${value} ${currency}`;
}

/** A date or time of the API in the locale's medium style. */
export function formatDate(value: string | null | undefined, locale: string, withTime = false): string {
  if (!value) return '–';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(
    locale,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(date);
}
