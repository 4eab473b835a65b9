import type { OwnCountryMode, RefereeConflict, RefereeHardRule } from '../contract/referee-assignments';

// The hard rules of referee assignment, written once: the assigner only adds a referee when
// `canTake` says so, and the server checks every manual edit and every applied plan with
// `findConflicts`. Times are minutes on one running clock (`clockMinutes`), so matches of
// different days compare without dates.

export type RefereeRules = {
  /** Minutes kept free before and after each match. */
  bufferMinutes: number;
  maxPerDay: number;
  /** Most matches in a row; matches closer than `breakMinutes` (end to start) are in a row. */
  maxInARow: number;
  breakMinutes: number;
  ownCountry: OwnCountryMode;
};

export const DEFAULT_REFEREE_RULES: RefereeRules = {
  bufferMinutes: 10,
  maxPerDay: 6,
  maxInARow: 3,
  breakMinutes: 30,
  ownCountry: 'from_semifinals',
};

export type AssignableMatch = {
  id: number;
  day: string;
  /** Clock minutes of the start and of the end (start + length). */
  start: number;
  end: number;
  placeId: number;
  /** Countries of the teams known so far. */
  countryIds: readonly number[];
  /** Semi-final, 3rd place or final: the own-country rule's `from_semifinals` applies. */
  late: boolean;
  /** Higher first when supply is short: play-offs and older categories. */
  priority: number;
  /** The rank a late round wants (1 none). */
  wantedRank: number;
  /** Referees the match needs: 2, or 1 in a category the office set to one referee (`refereesNeeded`). */
  needed: number;
};

export type Interval = { start: number; end: number };

export type AssignableReferee = {
  id: number;
  countryId: number;
  /** The other referee of a colleague pair (both named each other), else null. */
  colleagueId: number | null;
  rank: number;
  /** Arrival and departure days (YYYY-MM-DD, both included); null: not limited. */
  arrivalDate: string | null;
  departureDate: string | null;
  /** Periods the office marked unavailable, in clock minutes. */
  unavailable: readonly Interval[];
  /** The hall of each day (`refereeInHalls`). */
  halls: ReadonlyMap<string, number>;
};

const DAY_MS = 86_400_000;

/** Whole days since 1970-01-01 of a YYYY-MM-DD day. */
export function dayNumber(day: string): number {
  return Math.round(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS);
}

/** A local day and `HH:MM` as minutes on one running clock. */
export function clockMinutes(day: string, time: string): number {
  return dayNumber(day) * 1440 + Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** `YYYY-MM-DDTHH:MM` as clock minutes. */
export function localDateTimeMinutes(value: string): number {
  return clockMinutes(value.slice(0, 10), value.slice(11, 16));
}

/** `HH:MM` of clock minutes. */
export function clockTime(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Whether the referee is there for the match: within his days and outside the office's periods. */
export function isAvailable(referee: AssignableReferee, match: AssignableMatch): boolean {
  if (referee.arrivalDate && match.day < referee.arrivalDate) return false;
  if (referee.departureDate && match.day > referee.departureDate) return false;
  return !referee.unavailable.some((p) => p.start < match.end && match.start < p.end);
}

/** Whether the own-country rule keeps the referee off the match. */
export function ownCountryBlocks(referee: AssignableReferee, match: AssignableMatch, mode: OwnCountryMode): boolean {
  if (mode === 'never' || (mode === 'from_semifinals' && !match.late)) return false;
  return match.countryIds.includes(referee.countryId);
}

function overlaps(a: AssignableMatch, b: AssignableMatch, buffer: number): boolean {
  return a.start < b.end + buffer && b.start < a.end + buffer;
}

/** The longest run of matches in a row among a day's matches (sorted by start). */
function longestRun(
  sorted: readonly AssignableMatch[],
  breakMinutes: number,
): { length: number; run: AssignableMatch[] } {
  let best: AssignableMatch[] = [];
  let run: AssignableMatch[] = [];
  for (const m of sorted) {
    const last = run[run.length - 1];
    run = last && m.start - last.end < breakMinutes ? [...run, m] : [m];
    if (run.length > best.length) best = run;
  }
  return { length: best.length, run: best };
}

/**
 * The rules one referee breaks by taking `match` on top of `own` (his other matches): the first
 * clash of each rule with the matches it clashes with. Empty when he may take it. The colleague
 * rule needs the whole match and is checked by `findConflicts`.
 */
export function refereeClashes(
  referee: AssignableReferee,
  match: AssignableMatch,
  own: readonly AssignableMatch[],
  rules: RefereeRules,
): { rule: RefereeHardRule; matchIds: number[] }[] {
  const out: { rule: RefereeHardRule; matchIds: number[] }[] = [];
  if (!isAvailable(referee, match)) out.push({ rule: 'availability', matchIds: [match.id] });
  if (ownCountryBlocks(referee, match, rules.ownCountry)) out.push({ rule: 'own_country', matchIds: [match.id] });
  const others = own.filter((m) => m.id !== match.id);
  const clash = others.filter((m) => overlaps(m, match, rules.bufferMinutes));
  if (clash.length > 0) out.push({ rule: 'overlap', matchIds: [match.id, ...clash.map((m) => m.id)] });
  const sameDay = others.filter((m) => m.day === match.day);
  if (sameDay.length + 1 > rules.maxPerDay) {
    out.push({ rule: 'max_per_day', matchIds: [match.id, ...sameDay.map((m) => m.id)] });
  }
  const day = [...sameDay, match].sort((a, b) => a.start - b.start);
  const { length, run } = longestRun(day, rules.breakMinutes);
  if (length > rules.maxInARow && run.some((m) => m.id === match.id)) {
    out.push({ rule: 'max_in_a_row', matchIds: [match.id, ...run.filter((m) => m.id !== match.id).map((m) => m.id)] });
  }
  return out;
}

/** Whether the referee may take the match on top of his matches (every rule but the colleague's). */
export function canTake(
  referee: AssignableReferee,
  match: AssignableMatch,
  own: readonly AssignableMatch[],
  rules: RefereeRules,
): boolean {
  if (!isAvailable(referee, match) || ownCountryBlocks(referee, match, rules.ownCountry)) return false;
  let perDay = 1;
  for (const m of own) {
    if (overlaps(m, match, rules.bufferMinutes)) return false;
    if (m.day === match.day) perDay++;
  }
  if (perDay > rules.maxPerDay) return false;
  if (rules.maxInARow >= rules.maxPerDay) return true;
  // Count the run through the new match: walk back and forth while the gaps are short.
  const day = own.filter((m) => m.day === match.day);
  let count = 1;
  let edge = match.start;
  for (;;) {
    const prev = day.find((m) => m.end <= edge && edge - m.end < rules.breakMinutes);
    if (!prev) break;
    count++;
    edge = prev.start;
  }
  edge = match.end;
  for (;;) {
    const next = day.find((m) => m.start >= edge && m.start - edge < rules.breakMinutes);
    if (!next) break;
    count++;
    edge = next.end;
  }
  return count <= rules.maxInARow;
}

/** Match id → its referees (position 1, 2). */
export type RefereeAssignmentMap = ReadonlyMap<number, readonly number[]>;

/**
 * Every hard-rule clash of an assignment, limited to the matches in `only` when given (the
 * matches an edit touches): the rule, the referee and the matches (the checked one first).
 */
export function findConflicts(
  assignment: RefereeAssignmentMap,
  matches: ReadonlyMap<number, AssignableMatch>,
  referees: ReadonlyMap<number, AssignableReferee>,
  rules: RefereeRules,
  only?: Iterable<number>,
): RefereeConflict[] {
  const byReferee = new Map<number, AssignableMatch[]>();
  for (const [matchId, ids] of assignment) {
    const match = matches.get(matchId);
    if (!match) continue;
    for (const refereeId of ids) {
      const list = byReferee.get(refereeId) ?? [];
      list.push(match);
      byReferee.set(refereeId, list);
    }
  }
  const conflicts: RefereeConflict[] = [];
  const seen = new Set<string>();
  const add = (c: RefereeConflict) => {
    const key = `${c.rule}:${c.refereeId}:${[...c.matchIds].sort((a, b) => a - b).join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    conflicts.push(c);
  };
  for (const matchId of only ?? assignment.keys()) {
    const match = matches.get(matchId);
    const ids = assignment.get(matchId) ?? [];
    if (!match) continue;
    if (new Set(ids).size !== ids.length) add({ rule: 'invalid_referee', refereeId: ids[0]!, matchIds: [matchId] });
    for (const refereeId of ids) {
      const referee = referees.get(refereeId);
      if (!referee) {
        add({ rule: 'invalid_referee', refereeId, matchIds: [matchId] });
        continue;
      }
      for (const c of refereeClashes(referee, match, byReferee.get(refereeId) ?? [], rules)) {
        add({ rule: c.rule, refereeId, matchIds: c.matchIds });
      }
      // On a one-referee match either of a pair may stand alone.
      const colleague =
        referee.colleagueId === null || match.needed < 2 ? undefined : referees.get(referee.colleagueId);
      if (colleague && !ids.includes(colleague.id) && isAvailable(colleague, match)) {
        add({ rule: 'colleague_pair', refereeId, matchIds: [matchId] });
      }
    }
  }
  return conflicts;
}

/** Colleague pairs: two referees who named each other; a one-sided wish makes no pair. */
export function colleaguePairs(referees: readonly { id: number; colleagueRefereeId: number | null }[]) {
  const byId = new Map(referees.map((r) => [r.id, r.colleagueRefereeId]));
  const pairs = new Map<number, number>();
  for (const r of referees) {
    const other = r.colleagueRefereeId;
    if (other !== null && other !== r.id && byId.get(other) === r.id) pairs.set(r.id, other);
  }
  return pairs;
}
