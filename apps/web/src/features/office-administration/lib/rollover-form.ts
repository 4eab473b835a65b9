import { TOURNAMENT_TIME_ZONE, parseConfigDateTime } from '@tms/domain/config-value';
import { type Edition, type RolloverInput, rolloverInput } from '@tms/domain/contract/editions';
import { addDays } from '@tms/domain/editions';
import { z } from 'zod';

/** The rollover form: the request's rules, with the year as the number its input holds. */
export const rolloverForm = rolloverInput.safeExtend({ year: z.number().int().min(2000).max(2100) });

/** The form's values as the user may leave them (an emptied year is undefined until the check). */
export type RolloverFormValues = z.input<typeof rolloverForm>;

/** Days between one year's tournament and the next's on the same weekday (52 weeks). */
export const NEXT_YEAR_DAYS = 364;

/**
 * The next year's edition after `current`: the next year, the name with the year replaced (or as it
 * is when it does not name it), the days moved by 52 weeks so they fall on the same weekdays.
 */
export function nextEditionValues(current: Pick<Edition, 'year' | 'name' | 'startsOn' | 'endsOn'>): RolloverInput {
  const year = current.year + 1;
  const name = current.name.replace(new RegExp(`\\b${current.year}\\b`, 'g'), String(year));
  return {
    year,
    name,
    startsOn: addDays(current.startsOn, NEXT_YEAR_DAYS),
    endsOn: addDays(current.endsOn, NEXT_YEAR_DAYS),
  };
}

/** True when the form still holds the values a preview was made of (else the preview is out of date). */
export function sameRollover(values: Partial<RolloverFormValues>, previewed: RolloverInput): boolean {
  return (
    values.year === previewed.year &&
    (values.name ?? '').trim() === previewed.name &&
    values.startsOn === previewed.startsOn &&
    values.endsOn === previewed.endsOn
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A configured date or date-time in the locale, on the tournament's clock (Prague): a date alone as
 * a date, a date-time with its time; anything else as it is.
 */
export function formatConfigDate(value: string, locale: string): string {
  const instant = parseConfigDateTime(value);
  if (!instant) return value;
  const dateOnly = ISO_DATE.test(value.trim());
  return new Intl.DateTimeFormat(locale, {
    timeZone: TOURNAMENT_TIME_ZONE,
    dateStyle: 'medium',
    ...(dateOnly ? {} : { timeStyle: 'short' }),
  }).format(instant);
}

/** An edition's days in the locale, e.g. "17.–20. 4. 2026" or "Apr 17 – 20, 2026". */
export function formatEditionDays(startsOn: string, endsOn: string, locale: string): string {
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    noon(startsOn),
    noon(endsOn),
  );
}

/** A day (YYYY-MM-DD) in the locale's medium style, whatever the browser's time zone. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}
