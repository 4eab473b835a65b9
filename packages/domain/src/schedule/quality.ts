import type { ScheduleState } from './rules';

/** Soft goals of a schedule, reported as numbers (lower is better except the rests). */
export type ScheduleQuality = {
  matches: number;
  placed: number;
  /** Shortest rest of any team between two of its matches, in minutes (null: nobody plays twice). */
  minRestMinutes: number | null;
  /** Average rest between two matches of a team on one day, in minutes. */
  averageRestMinutes: number | null;
  /** A team's consecutive matches of one day in different halls, summed over teams and days. */
  hallChanges: number;
  /** Team days with more than one hall. */
  teamDaysWithHallChange: number;
  /** Matches of the youngest categories in the first or last match of a hall's day. */
  youngestAtEdges: number;
  /** Finals and 3rd-place matches outside the chosen halls or before the chosen time. */
  finalsOffTarget: number;
  /** Overlapping matches of one club's teams in different halls. */
  clubSplits: number;
};

export type QualityOptions = {
  youngestCategoryIds?: ReadonlySet<number>;
  /** Per category: halls of the finals and their earliest start. */
  finals?: ReadonlyMap<number, { placeIds: readonly number[]; earliest: number | null }>;
  clubOfTeam?: ReadonlyMap<number, number>;
};

const FINAL_LEVELS = new Set(['final', 'third_place']);

export function scheduleQuality(state: ScheduleState, options: QualityOptions = {}): ScheduleQuality {
  const { matches, placements } = state;
  let minRest: number | null = null;
  let restSum = 0;
  let restCount = 0;
  let hallChanges = 0;
  let teamDaysWithHallChange = 0;

  const participantSets = new Set<string>();
  for (let i = 0; i < matches.length; i++) for (const p of state.participantsOf(i)) participantSets.add(p);
  for (const p of participantSets) {
    const list = state
      .matchesOf(p)
      .filter((i) => placements[i])
      .sort((a, b) => state.start(a) - state.start(b));
    let dayChanged = false;
    for (let k = 1; k < list.length; k++) {
      const prev = list[k - 1];
      const cur = list[k];
      const rest = state.start(cur) - state.end(prev);
      if (minRest === null || rest < minRest) minRest = rest;
      const sameDay = placements[prev]!.day === placements[cur]!.day;
      if (!sameDay) {
        if (dayChanged) teamDaysWithHallChange++;
        dayChanged = false;
        continue;
      }
      restSum += rest;
      restCount++;
      if (placements[prev]!.placeId !== placements[cur]!.placeId) {
        hallChanges++;
        dayChanged = true;
      }
    }
    if (dayChanged) teamDaysWithHallChange++;
  }

  let youngestAtEdges = 0;
  if (options.youngestCategoryIds?.size) {
    const hallDays = new Map<string, number[]>();
    placements.forEach((at, i) => {
      if (!at) return;
      const key = `${at.placeId}:${at.day}`;
      hallDays.set(key, [...(hallDays.get(key) ?? []), i]);
    });
    for (const list of hallDays.values()) {
      list.sort((a, b) => state.start(a) - state.start(b));
      const edges = new Set([list[0], list[list.length - 1]]);
      for (const i of edges) if (options.youngestCategoryIds.has(matches[i].categoryId)) youngestAtEdges++;
    }
  }

  let finalsOffTarget = 0;
  if (options.finals) {
    matches.forEach((m, i) => {
      const target = options.finals?.get(m.categoryId);
      const at = placements[i];
      if (!target || !at || !FINAL_LEVELS.has(m.level)) return;
      const hallOk = target.placeIds.length === 0 || target.placeIds.includes(at.placeId);
      const timeOk = target.earliest === null || at.start >= target.earliest;
      if (!hallOk || !timeOk) finalsOffTarget++;
    });
  }

  let clubSplits = 0;
  if (options.clubOfTeam) {
    const byClub = new Map<number, number[]>();
    matches.forEach((m, i) => {
      if (!placements[i]) return;
      const clubs = new Set(
        [m.home.teamId, m.away.teamId].flatMap((t) => (t == null ? [] : [options.clubOfTeam?.get(t)])),
      );
      for (const club of clubs) if (club !== undefined) byClub.set(club, [...(byClub.get(club) ?? []), i]);
    });
    for (const list of byClub.values()) {
      list.sort((a, b) => state.start(a) - state.start(b));
      for (let a = 0; a < list.length; a++) {
        for (let b = a + 1; b < list.length && state.start(list[b]) < state.end(list[a]); b++) {
          if (placements[list[a]]!.placeId !== placements[list[b]]!.placeId) clubSplits++;
        }
      }
    }
  }

  return {
    matches: matches.length,
    placed: placements.filter(Boolean).length,
    minRestMinutes: minRest,
    averageRestMinutes: restCount ? Math.round(restSum / restCount) : null,
    hallChanges,
    teamDaysWithHallChange,
    youngestAtEdges,
    finalsOffTarget,
    clubSplits,
  };
}
