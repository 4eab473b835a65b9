import type { RoundLevelName } from './lookup-lists';

/** Tournament days (Friday-Monday) and hall opening hours. */
export const TOURNAMENT_DAYS = ['2025-04-18', '2025-04-19', '2025-04-20', '2025-04-21'] as const;
export const HALL_OPENS = 8 * 60;
export const HALL_CLOSES = 20 * 60;
/** Minimum time between the end of a team's match and the start of its next one. */
export const MIN_REST_MINUTES = 60;
/** Time between two matches in one hall. */
export const HALL_BREAK_MINUTES = 5;
const STEP = 5;

const at = (day: number, hour: number, minute = 0) => day * 1440 + hour * 60 + minute;

/** Earliest start per round level: the format's days (main groups from Saturday, play-offs from Sunday). */
const EARLIEST: Record<RoundLevelName, number> = {
  preliminary: at(0, 8),
  main: at(1, 8),
  placement_group: at(1, 8),
  round_of_16: at(2, 8),
  quarter_final: at(2, 8),
  semi_final: at(3, 8),
  third_place: at(3, 10),
  final: at(3, 10),
};

const LEVEL_ORDER: Record<RoundLevelName, number> = {
  preliminary: 1,
  main: 2,
  round_of_16: 3,
  quarter_final: 4,
  semi_final: 5,
  third_place: 6,
  final: 7,
  placement_group: 8,
};

export type ScheduleInput = {
  category: string;
  categoryWeight: number;
  groupLabel: string;
  groupWeight: number;
  level: RoundLevelName;
  round: number;
  /** Keys of the two group slots that play (team identities not known in advance). */
  homeSlot: string;
  awaySlot: string;
  length: number;
};

export type ScheduleOptions = {
  hallCount: number;
  hallsByCategory: ReadonlyMap<string, readonly number[]>;
  /** Halls of the 3rd place matches and finals on Monday. */
  finalHalls: readonly number[];
  /** Slot key -> label of the group whose final ranks fill it. */
  slotSources: ReadonlyMap<string, string>;
};

/** Minutes since Friday 00:00. */
export type ScheduledMatch = { start: number; hall: number };

export function toDayTime(start: number): { day: string; time: string } {
  const dayIndex = Math.floor(start / 1440);
  const minutes = start % 1440;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { day: TOURNAMENT_DAYS[dayIndex], time };
}

export function fromDayTime(day: string, time: string): number {
  const dayIndex = TOURNAMENT_DAYS.indexOf(day as (typeof TOURNAMENT_DAYS)[number]);
  const [h, m] = time.split(':').map(Number);
  return dayIndex * 1440 + h * 60 + m;
}

/**
 * List scheduling in 5-minute steps: whenever a hall is free, it takes the most urgent match of its
 * categories whose two slots are rested and whose predecessor groups have all their matches played
 * (plus the rest time), so no team can play twice within the rest time whatever the results are.
 */
export function scheduleTournament(matches: readonly ScheduleInput[], options: ScheduleOptions): ScheduledMatch[] {
  const result: (ScheduledMatch | null)[] = matches.map(() => null);
  const remaining = new Map<string, number>();
  const groupEnd = new Map<string, number>();
  for (const m of matches) remaining.set(m.groupLabel, (remaining.get(m.groupLabel) ?? 0) + 1);

  const slotReady = new Map<string, number>();
  const successorSlots = new Map<string, string[]>();
  for (const m of matches) {
    for (const slot of [m.homeSlot, m.awaySlot]) {
      if (slotReady.has(slot)) continue;
      const source = options.slotSources.get(slot);
      slotReady.set(slot, source ? Number.POSITIVE_INFINITY : 0);
      if (source) successorSlots.set(source, [...(successorSlots.get(source) ?? []), slot]);
    }
  }

  const order = matches
    .map((m, index) => ({ m, index }))
    .sort(
      (a, b) =>
        LEVEL_ORDER[a.m.level] - LEVEL_ORDER[b.m.level] ||
        a.m.round - b.m.round ||
        a.m.categoryWeight - b.m.categoryWeight ||
        a.m.groupWeight - b.m.groupWeight ||
        a.index - b.index,
    );
  const isFinalLevel = (level: RoundLevelName) => level === 'third_place' || level === 'final';
  const candidates: number[][] = Array.from({ length: options.hallCount }, () => []);
  for (const { m, index } of order) {
    const halls = isFinalLevel(m.level) ? options.finalHalls : (options.hallsByCategory.get(m.category) ?? []);
    for (const hall of halls) candidates[hall].push(index);
  }

  const hallFree = Array.from({ length: options.hallCount }, () => 0);
  let left = matches.length;
  for (let day = 0; day < TOURNAMENT_DAYS.length && left > 0; day++) {
    const close = at(day, 0) + HALL_CLOSES;
    for (let t = at(day, 0) + HALL_OPENS; t < close && left > 0; t += STEP) {
      for (let hall = 0; hall < options.hallCount; hall++) {
        if (hallFree[hall] > t) continue;
        const list = candidates[hall];
        for (let i = 0; i < list.length; i++) {
          const index = list[i];
          const m = matches[index];
          if (result[index]) {
            list.splice(i, 1);
            i--;
            continue;
          }
          if (EARLIEST[m.level] > t || t + m.length > close) continue;
          if (slotReady.get(m.homeSlot)! > t || slotReady.get(m.awaySlot)! > t) continue;
          result[index] = { start: t, hall };
          left--;
          list.splice(i, 1);
          const end = t + m.length;
          hallFree[hall] = Math.ceil((end + HALL_BREAK_MINUTES) / STEP) * STEP;
          slotReady.set(m.homeSlot, end + MIN_REST_MINUTES);
          slotReady.set(m.awaySlot, end + MIN_REST_MINUTES);
          groupEnd.set(m.groupLabel, Math.max(groupEnd.get(m.groupLabel) ?? 0, end));
          const rest = remaining.get(m.groupLabel)! - 1;
          remaining.set(m.groupLabel, rest);
          if (rest === 0) {
            for (const slot of successorSlots.get(m.groupLabel) ?? []) {
              slotReady.set(slot, groupEnd.get(m.groupLabel)! + MIN_REST_MINUTES);
            }
          }
          break;
        }
      }
    }
  }
  if (left > 0) throw new Error(`The demo schedule does not fit the tournament days: ${left} matches left`);
  return result as ScheduledMatch[];
}

export type ScheduledRow = {
  id: number;
  day: string;
  time: string;
  placeId: number;
  matchLength: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
  competitionGroupId: number;
  homeTeamCompetitionGroupId: number | null;
  awayTeamCompetitionGroupId: number | null;
};

/**
 * Violations of the schedule rules: two matches overlapping in a hall; a team starting a match less
 * than its previous match's length + MIN_REST_MINUTES after that match started; a match starting
 * before a group it takes a team from has played all its matches.
 */
export function checkSchedule(rows: readonly ScheduledRow[], minRest = MIN_REST_MINUTES): string[] {
  const problems: string[] = [];
  const withStart = rows.map((r) => ({ ...r, start: fromDayTime(r.day, r.time) }));

  const byHall = new Map<number, typeof withStart>();
  for (const r of withStart) byHall.set(r.placeId, [...(byHall.get(r.placeId) ?? []), r]);
  for (const [placeId, list] of byHall) {
    list.sort((a, b) => a.start - b.start);
    for (let i = 1; i < list.length; i++) {
      if (list[i].start < list[i - 1].start + list[i - 1].matchLength) {
        problems.push(`hall ${placeId}: matches ${list[i - 1].id} and ${list[i].id} overlap`);
      }
    }
  }

  const byTeam = new Map<number, typeof withStart>();
  for (const r of withStart) {
    for (const team of [r.homeTeamId, r.awayTeamId]) {
      if (team !== null) byTeam.set(team, [...(byTeam.get(team) ?? []), r]);
    }
  }
  for (const [team, list] of byTeam) {
    list.sort((a, b) => a.start - b.start);
    for (let i = 1; i < list.length; i++) {
      if (list[i].start - list[i - 1].start < list[i - 1].matchLength + minRest) {
        problems.push(`team ${team}: matches ${list[i - 1].id} and ${list[i].id} are too close`);
      }
    }
  }

  const groupEnd = new Map<number, number>();
  for (const r of withStart) {
    groupEnd.set(r.competitionGroupId, Math.max(groupEnd.get(r.competitionGroupId) ?? 0, r.start + r.matchLength));
  }
  for (const r of withStart) {
    for (const source of [r.homeTeamCompetitionGroupId, r.awayTeamCompetitionGroupId]) {
      if (source !== null && (groupEnd.get(source) ?? 0) > r.start) {
        problems.push(`match ${r.id} starts before its predecessor group ${source} ends`);
      }
    }
  }
  return problems;
}
