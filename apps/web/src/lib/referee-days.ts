/** A referee's match as his schedule shows it: the day, the start time and the minutes it lasts. */
export type TimedMatch = { day: string; time: string; minutes?: number | null };

export type RefereeDayEntry<T extends TimedMatch> = {
  match: T;
  /** Minutes between the end of his previous match that day and this one's start; null for the first. */
  breakMinutes: number | null;
  /** The match starts before his previous one has ended (a double booking the office must see). */
  overlaps: boolean;
};

export type RefereeDay<T extends TimedMatch> = { day: string; entries: RefereeDayEntry<T>[] };

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * A referee's matches laid out day by day in start order, each with the break before it. Days are in
 * calendar order; a match without its length counts as lasting no time (the break is then an upper bound).
 */
export function refereeDays<T extends TimedMatch>(matches: readonly T[]): RefereeDay<T>[] {
  const byDay = new Map<string, T[]>();
  for (const match of matches) {
    const list = byDay.get(match.day) ?? [];
    list.push(match);
    byDay.set(match.day, list);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => {
      const sorted = [...list].sort((a, b) => minutesOf(a.time) - minutesOf(b.time));
      let previousEnd: number | null = null;
      const entries = sorted.map((match) => {
        const start = minutesOf(match.time);
        const breakMinutes = previousEnd === null ? null : start - previousEnd;
        const end = start + (match.minutes ?? 0);
        previousEnd = previousEnd === null ? end : Math.max(previousEnd, end);
        return { match, breakMinutes, overlaps: breakMinutes !== null && breakMinutes < 0 };
      });
      return { day, entries };
    });
}
