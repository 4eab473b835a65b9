/** A night by its evening's date (`YYYY-MM-DD`), short and in the reader's language, e.g. `17. 4.` or `17 Apr`. */
export function formatNight(night: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'cs', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return format.format(new Date(`${night.slice(0, 10)}T00:00:00Z`));
}
