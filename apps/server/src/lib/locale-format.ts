import { TOURNAMENT_TIME_ZONE } from '@tms/domain/config-value';

// Dates and times in what the server writes for people (exports, printed documents) in the
// reader's language: 3. 7. 2026 14:30 in Czech, 3 Jul 2026, 14:30 in English. One place, so a CSV,
// a PDF and a spreadsheet's number format say the same.

export type TextLocale = 'cs' | 'en';

// The formats, made once: each one holds ICU's calendar and patterns in native memory, freed only
// when the JavaScript object is collected, and a day's match sheets format dates thousands of times.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formatters.get(key);
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

const intlLocale = (locale: TextLocale) => (locale === 'cs' ? 'cs-CZ' : 'en-GB');
/** ICU writes narrow no-break spaces that some spreadsheet programs and PDF readers show as boxes. */
const plainSpaces = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

/** `YYYY-MM-DD` as a Date at midnight UTC; null for any other text. */
function calendarDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date (`YYYY-MM-DD`, no zone): "3. 7. 2026", "3 Jul 2026"; any other text as it is. */
export function formatDate(day: string, locale: TextLocale): string {
  const date = calendarDate(day);
  if (!date) return day;
  return plainSpaces(
    formatter(
      `date ${locale}`,
      () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }),
    ).format(date),
  );
}

/** A tournament day (`YYYY-MM-DD`) with its weekday: "pátek 18. 4. 2025", "Friday 18 April 2025". */
export function formatDay(day: string, locale: TextLocale): string {
  const date = calendarDate(day);
  if (!date) return day;
  const weekday = formatter(
    `weekday ${locale}`,
    () => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
  ).format(date);
  const [d, m, y] = [date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear()];
  if (locale === 'cs') return `${weekday} ${d}. ${m}. ${y}`;
  const month = formatter('month en', () => new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' })).format(
    date,
  );
  return `${weekday} ${d} ${month} ${y}`;
}

/** A tournament day's weekday alone: "sobota", "Saturday"; any other text as it is. */
export function formatWeekday(day: string, locale: TextLocale): string {
  const date = calendarDate(day);
  if (!date) return day;
  return formatter(
    `weekday ${locale}`,
    () => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
  ).format(date);
}

/** A moment in the tournament's time zone: "3. 7. 2026 14:30", "3 Jul 2026, 14:30"; unreadable text as it is. */
export function formatMoment(moment: Date | string, locale: TextLocale): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return String(moment);
  return plainSpaces(
    formatter(
      `moment ${locale}`,
      () =>
        new Intl.DateTimeFormat(intlLocale(locale), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: TOURNAMENT_TIME_ZONE,
        }),
    ).format(date),
  );
}

/** A moment as the tournament's wall clock, `2025-04-18 09:30` (for spreadsheet cells, which have no zone). */
export function tournamentWallTime(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    formatter(
      'wall',
      () =>
        new Intl.DateTimeFormat('en-GB', {
          timeZone: TOURNAMENT_TIME_ZONE,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }),
    )
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Spreadsheet number formats that show a date cell as `formatDate` and `formatMoment` write it. */
export const SPREADSHEET_DATE_FORMATS: Record<TextLocale, { date: string; datetime: string }> = {
  cs: { date: 'd. m. yyyy', datetime: 'd. m. yyyy h:mm' },
  en: { date: 'd mmm yyyy', datetime: 'd mmm yyyy, hh:mm' },
};
