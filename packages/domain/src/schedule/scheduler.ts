import { type Rng, seededRandom } from './random';
import { type PlanMatch, type Placement, type RuleContext, ScheduleState } from './rules';

export type SchedulerOptions = {
  /** Minutes between possible starts (default 5). */
  step?: number;
  /** Earliest start of a match in minutes from the first day's midnight (the format's days per round). */
  earliestOf?: (match: PlanMatch) => number;
  /** Halls a match may take, a subset of its category's (finals in the chosen halls). */
  hallsOf?: (match: PlanMatch) => readonly number[];
  /** Order among matches of one depth and round (lower first), e.g. the category's weight. */
  priorityOf?: (match: PlanMatch) => number;
  /** Placements kept as they are (matches already played or started); null: free to place. */
  fixed?: readonly (Placement | null)[];
  /** Improvement passes of the local search (default 3; 0 keeps the constructive plan). */
  passes?: number;
  /** Seed of the tie-breaks and of the local search's order: the same seed gives the same plan. */
  seed?: number;
  /** Matches to keep out of a hall's first and last match of a day (the youngest categories). */
  avoidEdges?: (match: PlanMatch) => boolean;
};

export type ScheduleResult = { placements: (Placement | null)[]; unplaced: string[]; state: ScheduleState };

const DAY = 1440;
const FINAL_LEVELS = new Set(['final', 'third_place']);

type Busy = { start: number; end: number; gap: number }[];

/**
 * Builds a schedule in two steps. Constructive: matches in the order of their group's depth in the
 * competition tree (a group after every group that feeds it), then round, each at the earliest start
 * in any allowed hall where its teams are rested, its predecessor groups have ended plus the rest and
 * the hall is free (ties go to the hall the teams played in last, then to a hall drawn from the
 * seed). Local search: swaps of two matches of one category, level and length that remove hall
 * changes, then swaps that move the youngest categories off a hall's first and last match; none
 * breaks a hard rule. The seed decides among equally good halls and the local search's order, so
 * the same seed reproduces the plan. (The order of the matches stays fixed: shuffling it left a
 * tight frame's finals without a place for some seeds.)
 */
export function buildSchedule(
  matches: readonly PlanMatch[],
  context: RuleContext,
  options: SchedulerOptions = {},
): ScheduleResult {
  const step = options.step ?? 5;
  const rng = seededRandom(options.seed ?? 0);
  const state = new ScheduleState(matches, options.fixed ?? [], context);
  const depth = groupDepths(matches);
  const order = matches
    .map((_, i) => i)
    .filter((i) => !state.placements[i])
    .sort(
      (a, b) =>
        depth.get(matches[a].groupLabel)! - depth.get(matches[b].groupLabel)! ||
        matches[a].round - matches[b].round ||
        (options.priorityOf?.(matches[a]) ?? 0) - (options.priorityOf?.(matches[b]) ?? 0) ||
        a - b,
    );

  const busy = new Map<string, Busy>();
  const busyOf = (placeId: number, day: number) => {
    const key = `${placeId}:${day}`;
    let list = busy.get(key);
    if (!list) {
      list = [];
      busy.set(key, list);
    }
    return list;
  };
  const ready = new Map<string, number>();
  const groupEnd = new Map<string, number>();
  const lastHall = new Map<string, Placement>();
  const record = (i: number, at: Placement) => {
    const m = matches[i];
    const rules = state.rules(i);
    const start = at.day * DAY + at.start;
    const end = start + m.length;
    const list = busyOf(at.placeId, at.day);
    list.push({ start: at.start, end: at.start + m.length, gap: rules.hallBreak });
    list.sort((a, b) => a.start - b.start);
    for (const p of state.participantsOf(i)) {
      ready.set(p, Math.max(ready.get(p) ?? 0, end + rules.minRest));
      lastHall.set(p, at);
    }
    groupEnd.set(m.groupLabel, Math.max(groupEnd.get(m.groupLabel) ?? 0, end));
  };
  state.placements.forEach((at, i) => {
    if (at) record(i, at);
  });
  const load = new Map<number, number>();

  const unplaced: string[] = [];
  for (const i of order) {
    const m = matches[i];
    const rules = state.rules(i);
    let earliest = options.earliestOf?.(m) ?? 0;
    for (const p of state.participantsOf(i)) earliest = Math.max(earliest, ready.get(p) ?? 0);
    for (const source of [m.home.from?.groupLabel, m.away.from?.groupLabel]) {
      if (source) earliest = Math.max(earliest, (groupEnd.get(source) ?? 0) + rules.minRest);
    }
    // Equal halls are taken in an order drawn from the seed (the first of equal scores wins).
    const halls = rng.shuffle(options.hallsOf?.(m) ?? rules.placeIds);
    const preferred = new Set(state.participantsOf(i).map((p) => lastHall.get(p)?.placeId));
    let best: Placement | null = null;
    let bestScore = Number.POSITIVE_INFINITY;
    for (const day of rules.days) {
      if ((day + 1) * DAY <= earliest) continue;
      for (const placeId of halls) {
        const hours = context.hours(placeId, day);
        if (!hours) continue;
        const from = Math.max(hours.open, rules.earliest, earliest - day * DAY);
        const start = firstGap(busyOf(placeId, day), roundUp(from, step), m.length, rules.hallBreak, step);
        if (start > rules.latest || start + m.length > hours.close) continue;
        // Earliest first; then the hall the teams know; then the emptier hall.
        const score =
          (day * DAY + start) * 1000 + (preferred.has(placeId) ? 0 : 500) + Math.min(499, load.get(placeId) ?? 0);
        if (score < bestScore) {
          bestScore = score;
          best = { day, start, placeId };
        }
      }
      if (best) break;
    }
    if (!best) {
      unplaced.push(m.key);
      continue;
    }
    state.place(i, best);
    record(i, best);
    load.set(best.placeId, (load.get(best.placeId) ?? 0) + 1);
  }

  const fixed = new Set(options.fixed?.flatMap((at, i) => (at ? [i] : [])) ?? []);
  const visit = rng.shuffle(matches.map((_, i) => i));
  for (let pass = 0; pass < (options.passes ?? 3); pass++) {
    if (!improveHallChanges(state, fixed, visit)) break;
  }
  if (options.avoidEdges && (options.passes ?? 3) > 0) keepOffEdges(state, fixed, options.avoidEdges, rng);
  return { placements: state.placements, unplaced, state };
}

function roundUp(minutes: number, step: number): number {
  return Math.ceil(minutes / step) * step;
}

/** Earliest start from `from` that keeps the hall's break before and after every booked match. */
function firstGap(list: Busy, from: number, length: number, gap: number, step: number): number {
  let t = from;
  for (const b of list) {
    const g = Math.max(gap, b.gap);
    if (t < b.end + g && b.start < t + length + g) t = roundUp(b.end + g, step);
  }
  return t;
}

/** Depth of each group in the competition tree: 0 for groups nobody feeds. */
function groupDepths(matches: readonly PlanMatch[]): Map<string, number> {
  const sources = new Map<string, Set<string>>();
  for (const m of matches) {
    const set = sources.get(m.groupLabel) ?? new Set<string>();
    for (const s of [m.home.from?.groupLabel, m.away.from?.groupLabel]) if (s) set.add(s);
    sources.set(m.groupLabel, set);
  }
  const depth = new Map<string, number>();
  const visit = (label: string, path: Set<string>): number => {
    const known = depth.get(label);
    if (known !== undefined) return known;
    if (path.has(label)) throw new Error(`Group ${label} feeds itself`);
    path.add(label);
    let d = 0;
    for (const s of sources.get(label) ?? []) d = Math.max(d, visit(s, path) + 1);
    path.delete(label);
    depth.set(label, d);
    return d;
  };
  for (const label of sources.keys()) visit(label, new Set());
  return depth;
}

function hallChangesOf(state: ScheduleState, participant: string): number {
  const list = state
    .matchesOf(participant)
    .filter((i) => state.placements[i])
    .sort((a, b) => state.start(a) - state.start(b));
  let changes = 0;
  for (let k = 1; k < list.length; k++) {
    const a = state.placements[list[k - 1]]!;
    const b = state.placements[list[k]]!;
    if (a.day === b.day && a.placeId !== b.placeId) changes++;
  }
  return changes;
}

/** One pass of swaps that bring a team's next match into the hall of its previous one. */
function improveHallChanges(state: ScheduleState, fixed: ReadonlySet<number>, visit: readonly number[]): boolean {
  const { matches, placements } = state;
  let improved = false;
  for (const i of visit) {
    if (fixed.has(i) || !placements[i] || FINAL_LEVELS.has(matches[i].level)) continue;
    for (const p of state.participantsOf(i)) {
      const list = state.matchesOf(p).filter((k) => placements[k]);
      const before = list
        .filter((k) => k !== i && placements[k]!.day === placements[i]!.day && state.start(k) < state.start(i))
        .sort((a, b) => state.start(b) - state.start(a))[0];
      if (before === undefined || placements[before]!.placeId === placements[i]!.placeId) continue;
      const target = placements[before]!;
      for (const x of state.matchesInHall(target.placeId, target.day)) {
        const a = placements[i]!;
        const b = placements[x]!;
        if (
          x === i ||
          fixed.has(x) ||
          matches[x].categoryId !== matches[i].categoryId ||
          matches[x].level !== matches[i].level ||
          matches[x].length !== matches[i].length ||
          Math.abs(b.start - a.start) > 90
        ) {
          continue;
        }
        const affected = [...new Set([...state.participantsOf(i), ...state.participantsOf(x)])];
        const cost = () => affected.reduce((sum, q) => sum + hallChangesOf(state, q), 0);
        const old = cost();
        state.place(i, b);
        state.place(x, a);
        if (cost() < old && state.conflictsOf(i).length === 0 && state.conflictsOf(x).length === 0) {
          improved = true;
          break;
        }
        state.place(i, a);
        state.place(x, b);
      }
    }
  }
  return improved;
}

/**
 * Swaps a match to avoid that is first or last in its hall's day with an equally long match of the
 * same hall and day that may be there; the hall's day keeps its shape, and a swap that breaks a hard
 * rule is undone.
 */
function keepOffEdges(state: ScheduleState, fixed: ReadonlySet<number>, avoid: (m: PlanMatch) => boolean, rng: Rng) {
  const { matches, placements } = state;
  const hallDays = new Set(placements.flatMap((at) => (at ? [`${at.placeId}:${at.day}`] : [])));
  for (const key of rng.shuffle([...hallDays])) {
    const [placeId, day] = key.split(':').map(Number);
    for (const edge of ['first', 'last'] as const) {
      const list = [...state.matchesInHall(placeId, day)].sort((a, b) => state.start(a) - state.start(b));
      if (list.length < 3) break;
      const i = edge === 'first' ? list[0] : list[list.length - 1];
      if (fixed.has(i) || !avoid(matches[i])) continue;
      for (const x of list.slice(1, -1)) {
        if (fixed.has(x) || avoid(matches[x]) || matches[x].length !== matches[i].length) continue;
        const a = placements[i]!;
        const b = placements[x]!;
        state.place(i, b);
        state.place(x, a);
        if (state.conflictsOf(i).length === 0 && state.conflictsOf(x).length === 0) break;
        state.place(i, a);
        state.place(x, b);
      }
    }
  }
}
