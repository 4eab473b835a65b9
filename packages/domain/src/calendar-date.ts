// Calendar dates (`YYYY-MM-DD`) without time or zone. Stays, birthdays and tournament days are
// days on the organiser's calendar; going through `Date` in a local zone would shift them by one
// around midnight or a daylight-saving change, so everything here is plain integer arithmetic.

export type CalendarDate = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `YYYY-MM-DD` as its parts; null for any other text or a day that does not exist (2025-02-29). */
export function parseCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Days since 1970-01-01 (proleptic Gregorian), exact for every parseable date. */
function dayNumber(date: CalendarDate): number {
  const instant = new Date(Date.UTC(2000, date.month - 1, date.day));
  instant.setUTCFullYear(date.year, date.month - 1, date.day);
  return Math.round(instant.getTime() / DAY_MS);
}

/**
 * Nights of a stay: whole days between arrival and departure (0 when equal). Null when a date is
 * missing or invalid, or when departure is before arrival: a stay that cannot be priced.
 */
export function nights(arrival: string | null | undefined, departure: string | null | undefined): number | null {
  const from = parseCalendarDate(arrival);
  const to = parseCalendarDate(departure);
  if (!from || !to) return null;
  const count = dayNumber(to) - dayNumber(from);
  return count < 0 ? null : count;
}

/**
 * Completed years of age on a day: the birthday itself counts as reached. Someone born on
 * 29 February reaches the new age on 1 March in common years. Null for invalid dates.
 */
export function ageOn(birthDate: string | null | undefined, day: string | null | undefined): number | null {
  const birth = parseCalendarDate(birthDate);
  const on = parseCalendarDate(day);
  if (!birth || !on) return null;
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** Year of a `YYYY-MM-DD` date; null when invalid. */
export function yearOf(value: string | null | undefined): number | null {
  return parseCalendarDate(value)?.year ?? null;
}
