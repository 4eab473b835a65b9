import type { LiveMatch, MatchStageCode } from '@tms/domain/contract/competition';
import { isPlayStage } from '@tms/domain/match-stages';

export const NEXT_COUNT = 3;
export const RESULT_COUNT = 3;

/** Today in Prague as YYYY-MM-DD: match days are Prague calendar days. */
export function pragueDay(now: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date(now));
}

function byTime(a: LiveMatch, b: LiveMatch): number {
  return a.day.localeCompare(b.day) || a.time.localeCompare(b.time) || a.matchNumber - b.matchNumber;
}

export type HallDay = {
  day: string | null;
  /** The match in play in the hall, else null. */
  current: LiveMatch | null;
  next: LiveMatch[];
  /** Newest first. */
  results: LiveMatch[];
  /** Groups playing in the hall that day, in the order of their first match. */
  groupIds: number[];
};

/**
 * What a hall's screen shows. The day is the one with a match in play, else today, else the hall's
 * next match day (a screen set up the evening before), else its last one.
 */
export function hallDay(
  matches: readonly LiveMatch[],
  hallId: number,
  stageOf: (match: LiveMatch) => MatchStageCode | undefined,
  today: string,
): HallDay {
  const hall = matches.filter((match) => match.placeId === hallId).sort(byTime);
  const live = hall.find((match) => isPlayStage(stageOf(match)));
  const days = [...new Set(hall.map((match) => match.day))];
  const day = live?.day ?? days.find((d) => d >= today) ?? days.at(-1) ?? null;
  const dayMatches = hall.filter((match) => match.day === day);
  const upcoming = (match: LiveMatch) => !match.walkOver && (stageOf(match) ?? 'not_started') === 'not_started';
  const next = dayMatches.filter((match) => match !== live && upcoming(match)).slice(0, NEXT_COUNT);
  const results = dayMatches
    .filter((match) => match !== live && !upcoming(match) && !isPlayStage(stageOf(match)))
    .reverse()
    .slice(0, RESULT_COUNT);
  const groupIds = [...new Set(dayMatches.map((match) => match.competitionGroupId))];
  return { day, current: live ?? null, next, results, groupIds };
}

/** Live matches of every hall, paged for the lobby screen. */
export function livePages<T>(items: readonly T[], pageSize: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += pageSize) pages.push(items.slice(i, i + pageSize));
  return pages;
}

/** `?rotate=` in seconds, 5 to 300; anything else is the default 15 s. */
export function rotateSeconds(raw: string | null): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 5 && value <= 300 ? value : 15;
}
