/** The match days of the tournament, in order, once each. */
export function matchDays(matches: readonly { day: string }[]): string[] {
  return [...new Set(matches.map((match) => match.day))].sort();
}

/** The day the bulk print starts on: today while the tournament runs, otherwise its first day. */
export function defaultPrintDay(days: readonly string[], today: string): string | null {
  if (days.includes(today)) return today;
  return days.find((day) => day > today) ?? days[0] ?? null;
}
