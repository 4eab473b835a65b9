import type { ClubDetail, Finance } from '@tms/domain/contract/club-registration';
import { formatMoney, type MoneyLocale, moneyFromDecimal } from '@tms/domain/money';

export type ClubState = 'new' | 'approved' | 'declined' | 'processed' | 'unknown';

export const STATE_COLORS: Record<ClubState, string> = {
  new: 'orange',
  approved: 'green',
  declined: 'red',
  processed: 'blue',
  unknown: 'gray',
};

export function clubState(value: string): ClubState {
  return value === 'new' || value === 'approved' || value === 'declined' || value === 'processed' ? value : 'unknown';
}

/** An exact decimal amount of the API ('1234.50') in the language with its currency. */
export function amountText(currency: Finance['currency'], value: string, locale: MoneyLocale): string {
  const amount = moneyFromDecimal(currency, value);
  return amount ? formatMoney(amount, locale) : value;
}

/** To pay, paid and rest of the club's bill, formatted. */
export function financeAmounts(finance: Finance, locale: MoneyLocale) {
  return {
    toPay: amountText(finance.currency, finance.toPay, locale),
    paid: amountText(finance.currency, finance.paid, locale),
    rest: amountText(finance.currency, finance.rest, locale),
  };
}

/** A date (and time) of the API in the language; date-only values stay on their calendar day. */
export function dateText(value: string, locale: string, withTime = false): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T12:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(withTime && !dateOnly ? { timeStyle: 'short' } : {}),
  }).format(date);
}

/** The roster shortcut of the club or of one team (the club roster screen filtered by team). */
export function rosterPath(clubId: number, teamId?: number): string {
  return teamId === undefined ? `/club/${clubId}/roster` : `/club/${clubId}/roster?teamId=${teamId}`;
}

/** Why the teams card is empty: the club has none, or the user administers none of them. */
export function emptyTeamsText(detail: Pick<ClubDetail, 'teams' | 'isClubAdmin'>): 'empty' | 'noPermission' | null {
  if (detail.teams.length > 0) return null;
  return detail.isClubAdmin ? 'empty' : 'noPermission';
}
