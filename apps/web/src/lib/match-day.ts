const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      style === 'short'
        ? { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' }
        : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
    );
    formatters.set(key, format);
  }
  return format;
}

/**
 * A match day ('2025-04-18') as 'Fri 18/04' or 'Friday 18 April 2025' in the locale. The day is a
 * calendar date of the tournament, so it is formatted in UTC and never shifts with the viewer's zone.
 */
export function formatMatchDay(day: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return formatter(locale, style).format(date);
}
