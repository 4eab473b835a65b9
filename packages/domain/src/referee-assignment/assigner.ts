import type { RefereeLoad } from '../contract/referee-assignments';
import {
  type AssignableMatch,
  type AssignableReferee,
  type RefereeAssignmentMap,
  type RefereeRules,
  canTake,
  isAvailable,
} from './rules';

// The assigner: greedy and constructive, most important matches first (play-offs, older
// categories), then in time order. A referee is only ever added when `canTake` allows it and a
// colleague pair only as a pair, so a plan never breaks a hard rule; what cannot be covered is
// listed with the reason `capacity`. Soft goals steer the choice: the referee's hall of the day,
// staying in one hall, even load and the wanted rank on late rounds.

export type RefereePlanInput = {
  /** The matches to plan. */
  matches: readonly AssignableMatch[];
  /** Every match, for the matches of `kept` outside the plan. */
  allMatches: ReadonlyMap<number, AssignableMatch>;
  referees: readonly AssignableReferee[];
  /** Referees that stay (locked ones, and the existing ones when kept), also on matches outside the plan. */
  kept: RefereeAssignmentMap;
  rules: RefereeRules;
};

export type RefereePlanOutput = {
  assignments: Map<number, number[]>;
  unassigned: { matchId: number; reason: 'capacity' }[];
};

type State = { own: AssignableMatch[]; total: number; perDayPlace: Map<string, Set<number>> };

function addTo(state: State, match: AssignableMatch) {
  state.own.push(match);
  state.total++;
  const places = state.perDayPlace.get(match.day) ?? new Set<number>();
  places.add(match.placeId);
  state.perDayPlace.set(match.day, places);
}

/** Lower is better: the cost of giving the match to this referee. */
function cost(referee: AssignableReferee, state: State, match: AssignableMatch): number {
  let c = state.total * 10;
  const hall = referee.halls.get(match.day);
  if (hall === match.placeId) c -= 1000;
  else if (hall !== undefined) c += 400;
  const places = state.perDayPlace.get(match.day);
  if (places?.has(match.placeId)) c -= 150;
  else if (places && places.size > 0) c += 300;
  // Late rounds want their rank; other matches leave the top ranks free.
  if (match.wantedRank > 1) c += Math.max(0, match.wantedRank - referee.rank) * 200;
  else c += referee.rank * 3;
  // One of a pair alone on a one-referee match leaves the other without a partner at that time.
  if (match.needed < 2 && referee.colleagueId !== null) c += 500;
  return c;
}

export function planRefereeAssignments(input: RefereePlanInput): RefereePlanOutput {
  const { rules } = input;
  const byId = new Map(input.referees.map((r) => [r.id, r]));
  const states = new Map<number, State>(
    input.referees.map((r) => [r.id, { own: [], total: 0, perDayPlace: new Map() }]),
  );
  for (const [matchId, ids] of input.kept) {
    const match = input.allMatches.get(matchId);
    if (!match) continue;
    for (const id of ids) {
      const state = states.get(id);
      if (state) addTo(state, match);
    }
  }

  const assignments = new Map<number, number[]>();
  const unassigned: RefereePlanOutput['unassigned'] = [];
  const order = [...input.matches].sort((a, b) => b.priority - a.priority || a.start - b.start || a.id - b.id);

  for (const match of order) {
    const current = [...(input.kept.get(match.id) ?? [])];
    const open = match.needed - current.length;
    if (open <= 0) {
      assignments.set(match.id, current);
      continue;
    }
    // Units that may take the match: a pair (both free) or a single whose colleague is not there for
    // it; on a one-referee match every referee is a single.
    let bestPair: { ids: [number, number]; cost: number } | null = null;
    const singles: { id: number; cost: number }[] = [];
    for (const referee of input.referees) {
      if (current.includes(referee.id)) continue;
      const state = states.get(referee.id)!;
      if (!canTake(referee, match, state.own, rules)) continue;
      const colleague = referee.colleagueId === null || match.needed < 2 ? undefined : byId.get(referee.colleagueId);
      if (colleague && isAvailable(colleague, match)) {
        if (open < 2 || referee.id > colleague.id) continue;
        const colleagueState = states.get(colleague.id)!;
        if (!canTake(colleague, match, colleagueState.own, rules)) continue;
        const c = (cost(referee, state, match) + cost(colleague, colleagueState, match)) / 2;
        if (!bestPair || c < bestPair.cost) bestPair = { ids: [referee.id, colleague.id], cost: c };
      } else {
        singles.push({ id: referee.id, cost: cost(referee, state, match) });
      }
    }
    singles.sort((a, b) => a.cost - b.cost);
    let chosen: number[];
    if (open === 2 && bestPair && (singles.length < 2 || bestPair.cost <= (singles[0]!.cost + singles[1]!.cost) / 2)) {
      chosen = bestPair.ids;
    } else {
      chosen = singles.slice(0, open).map((s) => s.id);
    }
    for (const id of chosen) addTo(states.get(id)!, match);
    const ids = [...current, ...chosen];
    if (ids.length > 0) assignments.set(match.id, ids);
    if (ids.length < match.needed) unassigned.push({ matchId: match.id, reason: 'capacity' });
  }
  return { assignments, unassigned };
}

/** The soft goals of an assignment as numbers (over the given matches). */
export function refereeLoadFigures(
  assignment: RefereeAssignmentMap,
  matches: ReadonlyMap<number, AssignableMatch>,
  referees: ReadonlyMap<number, AssignableReferee>,
  matchIds: Iterable<number> = matches.keys(),
): RefereeLoad {
  const perReferee = new Map<number, number>();
  const placesPerDay = new Map<string, Set<number>>();
  let filled = 0;
  let total = 0;
  let finals = 0;
  let topRankOnFinals = 0;
  for (const matchId of matchIds) {
    const match = matches.get(matchId);
    if (!match) continue;
    const ids = assignment.get(matchId) ?? [];
    total += match.needed;
    filled += Math.min(match.needed, ids.length);
    if (match.late) {
      finals++;
      if (ids.length >= match.needed && ids.every((id) => (referees.get(id)?.rank ?? 1) >= match.wantedRank))
        topRankOnFinals++;
    }
    for (const id of ids) {
      perReferee.set(id, (perReferee.get(id) ?? 0) + 1);
      const key = `${id}:${match.day}`;
      const places = placesPerDay.get(key) ?? new Set<number>();
      places.add(match.placeId);
      placesPerDay.set(key, places);
    }
  }
  const counts = [...perReferee.values()];
  const n = counts.length;
  const mean = n ? counts.reduce((a, b) => a + b, 0) / n : 0;
  const variance = n ? counts.reduce((a, b) => a + (b - mean) ** 2, 0) / n : 0;
  let hallChanges = 0;
  for (const places of placesPerDay.values()) hallChanges += places.size - 1;
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    referees: n,
    filledPositions: filled,
    totalPositions: total,
    min: n ? Math.min(...counts) : 0,
    max: n ? Math.max(...counts) : 0,
    mean: round(mean),
    spread: round(Math.sqrt(variance)),
    hallChanges,
    topRankOnFinals,
    finals,
  };
}
