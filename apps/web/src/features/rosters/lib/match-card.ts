import type { TeamMatchPlan } from '@tms/domain/contract/match-rosters';

type PlanMatch = TeamMatchPlan['matches'][number];

/** The hall's name in the language shown, else in the other, else its code. */
export function hallName(hall: PlanMatch['hall'], locale: string): string {
  return hall.names[locale] ?? Object.values(hall.names)[0] ?? hall.code ?? `#${hall.id}`;
}

/** `Fri 18. 4.` / `Fri, 4/18`: the match day in the language shown (the day is the tournament's local date). */
export function dayText(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}
