import { TOURNAMENT_TIME_ZONE, parseConfigDateTime } from './config-value';

/*
 * Rolling a tournament edition into the next year: dates move by the days between the two
 * tournaments' first days, birth-year limits by the years between the editions.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** An ISO date moved by whole days. */
export function addDays(isoDate: string, days: number): string {
  return isoDay(dayNumber(isoDate) + days);
}

/** A birth date moved by whole years; 29 February becomes 28 February in a common year. */
export function addYears(isoDate: string, years: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  const year = Number(match[1]) + years;
  const month = Number(match[2]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const day = month === 2 && match[3] === '29' && !leap ? '28' : match[3];
  return `${String(year).padStart(4, '0')}-${match[2]}-${day}`;
}

const wallClock = new Map<string, Intl.DateTimeFormat>();

function wallClockParts(instant: Date, timeZone: string) {
  let format = wallClock.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClock.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year.padStart(4, '0')}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** The instant as the zone's wall-clock time with its offset then, e.g. `2026-04-17T08:00:00+02:00`. */
function zonedIso(instant: Date, timeZone: string): string {
  const { date, time } = wallClockParts(instant, timeZone);
  const offsetMinutes = Math.round((Date.parse(`${date}T${time}Z`) - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${date}T${time}${sign}${hh}:${mm}`;
}

/**
 * A configured date-time moved by whole days on the tournament's calendar: the same wall-clock
 * time in Prague, with the offset of the new day (a deadline at 23:59 stays at 23:59 across a change
 * of summer time). Null when the value is not a date-time.
 */
export function moveConfigDateTime(value: string, days: number, timeZone = TOURNAMENT_TIME_ZONE): string | null {
  const instant = parseConfigDateTime(value, { timeZone });
  if (!instant) return null;
  const { date, time } = wallClockParts(instant, timeZone);
  const moved = parseConfigDateTime(`${addDays(date, days)}T${time}`, { timeZone });
  return moved ? zonedIso(moved, timeZone) : null;
}
