export type ConfigDataType = 'string' | 'integer' | 'float' | 'datetime' | 'boolean';
export type ConfigValue = string | number | boolean | Date | null;

/**
 * Configured dates without an offset are the organiser's wall-clock time in Prague; reading them in the
 * server's or browser's own zone would move deadlines by hours depending on where the code runs.
 */
export const TOURNAMENT_TIME_ZONE = 'Europe/Prague';

export type ParseConfigOptions = { timeZone?: string };

const INTEGER = /^[+-]?\d+$/;
const FLOAT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;
const PRIMARY_COLOR = /^#?[0-9a-f]{6}$/i;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// Date.UTC maps years 0..99 to 1900s; setUTCFullYear does not.
function utc(year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number) {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, ms));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** Milliseconds the zone is ahead of UTC at the instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  const wall = utc(
    Number(parts.year),
    Number(parts.month),
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
    0,
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * ISO 8601 date or date-time ('2025-04-18', '2025-04-18 09:30', '2025-04-18T09:30:00+02:00').
 * Without an offset the value is wall-clock time in options.timeZone (default Prague). Null when invalid.
 */
export function parseConfigDateTime(value: string | null | undefined, options: ParseConfigOptions = {}): Date | null {
  if (value == null) return null;
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  // Year 0 would need era handling in the zone lookup, and no tournament deadline lies there.
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wall = utc(year, month, day, hour, minute, second, ms);
  if (offset) {
    if (offset === 'Z' || offset === 'z') return new Date(wall);
    const sign = offset.startsWith('-') ? -1 : 1;
    const digits = offset.slice(1).replace(':', '');
    const offsetHours = Number(digits.slice(0, 2));
    const offsetMinutes = Number(digits.slice(2) || '0');
    if (offsetHours > 23 || offsetMinutes > 59) return null;
    return new Date(wall - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
  }
  const timeZone = options.timeZone ?? TOURNAMENT_TIME_ZONE;
  // The offset depends on the instant we are looking for; a second pass settles daylight-saving edges.
  let instant = wall - zoneOffset(wall, timeZone);
  instant = wall - zoneOffset(instant, timeZone);
  return new Date(instant);
}

/**
 * boolean: true only when the text is exactly 'true'; integer/float: null when not a valid number
 * (integer rejects decimals); datetime: Date or null when invalid; string: as is; null/undefined value
 * -> null (except boolean -> false).
 */
export function parseConfigValue(
  dataType: ConfigDataType,
  value: string | null | undefined,
  options: ParseConfigOptions = {},
): ConfigValue {
  if (dataType === 'boolean') return value === 'true';
  if (value == null) return null;
  switch (dataType) {
    case 'string':
      return value;
    case 'integer': {
      const text = value.trim();
      if (!INTEGER.test(text)) return null;
      const n = Number(text);
      return Number.isSafeInteger(n) ? n : null;
    }
    case 'float': {
      const text = value.trim();
      if (!FLOAT.test(text)) return null;
      const n = Number(text);
      return Number.isFinite(n) ? n : null;
    }
    case 'datetime':
      return parseConfigDateTime(value, options);
  }
}

export function isValidPrimaryColor(value: string | null | undefined): boolean {
  return value != null && PRIMARY_COLOR.test(value.trim());
}

export function normalizePrimaryColor(value: string | null | undefined): string | null {
  if (!isValidPrimaryColor(value)) return null;
  const hex = value!.trim().replace('#', '').toLowerCase();
  return `#${hex}`;
}

/** Keys only super admins may change (PRODUCT_SPEC §2 "Translations"). */
export const SUPER_ADMIN_CONFIGURATION_KEYS: readonly string[] = ['web.translations', 'style_primary_color'];

/**
 * Why a new value does not fit the entry's data type (null when it fits or is empty): integers and
 * floats must parse, datetimes must be ISO dates, booleans the words true or false, and the theme
 * colour #RRGGBB. Translation overrides are checked against the default texts separately.
 */
export function configValueProblem(
  key: string,
  dataType: ConfigDataType,
  value: string | null,
): {
  key:
    | 'configIntegerInvalid'
    | 'configFloatInvalid'
    | 'configDateTimeInvalid'
    | 'configBooleanInvalid'
    | 'primaryColorInvalid';
} | null {
  if (key === 'style_primary_color') return isValidPrimaryColor(value) ? null : { key: 'primaryColorInvalid' };
  if (value === null || value.trim() === '') return null;
  switch (dataType) {
    case 'integer':
      return parseConfigValue('integer', value) === null ? { key: 'configIntegerInvalid' } : null;
    case 'float':
      return parseConfigValue('float', value) === null ? { key: 'configFloatInvalid' } : null;
    case 'datetime':
      return parseConfigDateTime(value) === null ? { key: 'configDateTimeInvalid' } : null;
    case 'boolean':
      return value === 'true' || value === 'false' ? null : { key: 'configBooleanInvalid' };
    case 'string':
      return null;
  }
}
