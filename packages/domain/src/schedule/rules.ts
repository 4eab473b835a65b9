/**
 * The hard rules of a match schedule, checked the same way by the generator, the move form, the API
 * and the tests. Times are minutes after midnight of a tournament day (`day` is the day's index).
 */

/** Where a slot's team comes from while it is not decided: a group (or knock-out match) and a rank in it. */
export type SlotSource = { groupLabel: string; rank: number };
export type Side = { teamId?: number | null; from?: SlotSource | null };

export type PlanMatch = {
  key: string;
  categoryId: number;
  groupLabel: string;
  level: string;
  /** Round within a round-robin group (0-based), 0 for knock-out matches. */
  round: number;
  home: Side;
  away: Side;
  length: number;
};

export type Placement = { day: number; start: number; placeId: number };

export type CategoryRules = {
  /** Minimum minutes between the end of a team's match and the start of its next one. */
  minRest: number;
  /** Minutes a hall stays empty between two matches. */
  hallBreak: number;
  placeIds: readonly number[];
  days: readonly number[];
  /** Earliest and latest start within a day (minutes after midnight). */
  earliest: number;
  latest: number;
};

/** A hall's opening hours on a day, or null when it is closed. */
export type OpeningHours = (placeId: number, day: number) => { open: number; close: number } | null;

export type RuleContext = { categories: ReadonlyMap<number, CategoryRules>; hours: OpeningHours };

export const HARD_RULES = [
  'hall_busy',
  'team_busy',
  'team_rest',
  'predecessor',
  'hall_not_allowed',
  'day_not_allowed',
  'outside_hours',
  'unplaced',
] as const;
export type HardRule = (typeof HARD_RULES)[number];
export type Conflict = { rule: HardRule; matchKeys: string[] };

const DAY = 1440;

/** Who plays: a known team, else the slot it will come from (one slot is one future team). */
export function participantKey(side: Side): string | null {
  if (side.teamId != null) return `t${side.teamId}`;
  if (side.from) return `s${side.from.groupLabel}#${side.from.rank}`;
  return null;
}

/**
 * Matches and their placements with the look-ups the rules need. `place` keeps the look-ups right
 * after a move, so one move is checked against the few matches it can clash with.
 */
export class ScheduleState {
  readonly placements: (Placement | null)[];
  private readonly byParticipant = new Map<string, number[]>();
  private readonly byGroup = new Map<string, number[]>();
  private readonly fedBy = new Map<string, number[]>();
  private readonly byHallDay = new Map<string, number[]>();
  private readonly participants: string[][];
  private readonly sources: string[][];

  constructor(
    readonly matches: readonly PlanMatch[],
    placements: readonly (Placement | null)[],
    readonly context: RuleContext,
  ) {
    this.placements = matches.map((_, i) => placements[i] ?? null);
    const push = (map: Map<string, number[]>, key: string, i: number) => {
      const list = map.get(key);
      if (list) list.push(i);
      else map.set(key, [i]);
    };
    this.participants = matches.map((m) => [participantKey(m.home), participantKey(m.away)].filter((k) => k !== null));
    this.sources = matches.map((m) => [
      ...new Set([m.home.from?.groupLabel, m.away.from?.groupLabel].filter((g): g is string => !!g)),
    ]);
    matches.forEach((m, i) => {
      for (const p of this.participants[i]) push(this.byParticipant, p, i);
      push(this.byGroup, m.groupLabel, i);
      for (const g of this.sources[i]) push(this.fedBy, g, i);
      const at = this.placements[i];
      if (at) push(this.byHallDay, `${at.placeId}:${at.day}`, i);
    });
  }

  rules(i: number): CategoryRules {
    const rules = this.context.categories.get(this.matches[i].categoryId);
    if (!rules) throw new Error(`No rules for category ${this.matches[i].categoryId}`);
    return rules;
  }

  participantsOf(i: number): readonly string[] {
    return this.participants[i];
  }

  matchesOf(participant: string): readonly number[] {
    return this.byParticipant.get(participant) ?? [];
  }

  matchesInHall(placeId: number, day: number): readonly number[] {
    return this.byHallDay.get(`${placeId}:${day}`) ?? [];
  }

  /** Absolute start in minutes from the first day's midnight. */
  start(i: number): number {
    const at = this.placements[i];
    return at ? at.day * DAY + at.start : Number.NaN;
  }

  end(i: number): number {
    return this.start(i) + this.matches[i].length;
  }

  place(i: number, placement: Placement | null) {
    const old = this.placements[i];
    if (old) {
      const list = this.byHallDay.get(`${old.placeId}:${old.day}`)!;
      list.splice(list.indexOf(i), 1);
    }
    this.placements[i] = placement;
    if (placement) {
      const key = `${placement.placeId}:${placement.day}`;
      const list = this.byHallDay.get(key);
      if (list) list.push(i);
      else this.byHallDay.set(key, [i]);
    }
  }

  /** Every hard-rule conflict that involves match i where it is placed now. */
  conflictsOf(i: number): Conflict[] {
    const at = this.placements[i];
    const key = this.matches[i].key;
    if (!at) return [{ rule: 'unplaced', matchKeys: [key] }];
    const out: Conflict[] = [];
    const rules = this.rules(i);
    const m = this.matches[i];
    if (!rules.placeIds.includes(at.placeId)) out.push({ rule: 'hall_not_allowed', matchKeys: [key] });
    if (!rules.days.includes(at.day)) out.push({ rule: 'day_not_allowed', matchKeys: [key] });
    const hours = this.context.hours(at.placeId, at.day);
    if (
      !hours ||
      at.start < Math.max(hours.open, rules.earliest) ||
      at.start > rules.latest ||
      at.start + m.length > hours.close
    ) {
      out.push({ rule: 'outside_hours', matchKeys: [key] });
    }

    const s = this.start(i);
    const e = s + m.length;
    for (const j of this.matchesInHall(at.placeId, at.day)) {
      if (j === i) continue;
      const gap = Math.max(rules.hallBreak, this.rules(j).hallBreak);
      if (s < this.end(j) + gap && this.start(j) < e + gap)
        out.push({ rule: 'hall_busy', matchKeys: [key, this.matches[j].key] });
    }
    const seen = new Set<number>();
    for (const p of this.participants[i]) {
      for (const j of this.matchesOf(p)) {
        if (j === i || seen.has(j) || !this.placements[j]) continue;
        seen.add(j);
        const rest = Math.max(rules.minRest, this.rules(j).minRest);
        const sj = this.start(j);
        const ej = sj + this.matches[j].length;
        if (s < ej && sj < e) out.push({ rule: 'team_busy', matchKeys: [key, this.matches[j].key] });
        else if (s < ej + rest && sj < e + rest) out.push({ rule: 'team_rest', matchKeys: [key, this.matches[j].key] });
      }
    }
    for (const group of this.sources[i]) {
      for (const j of this.byGroup.get(group) ?? []) {
        if (this.placements[j] && s < this.end(j) + rules.minRest) {
          out.push({ rule: 'predecessor', matchKeys: [key, this.matches[j].key] });
        }
      }
    }
    for (const j of this.fedBy.get(m.groupLabel) ?? []) {
      if (this.placements[j] && this.start(j) < e + this.rules(j).minRest) {
        out.push({ rule: 'predecessor', matchKeys: [this.matches[j].key, key] });
      }
    }
    return out;
  }

  /** All conflicts of the schedule, each once (match keys sorted). */
  conflicts(): Conflict[] {
    const out = new Map<string, Conflict>();
    for (let i = 0; i < this.matches.length; i++) {
      for (const c of this.conflictsOf(i)) out.set(conflictId(c), { rule: c.rule, matchKeys: [...c.matchKeys].sort() });
    }
    return [...out.values()];
  }

  /** Conflicts a move of match i would cause; the state is left as it was. */
  checkMove(i: number, placement: Placement): Conflict[] {
    const old = this.placements[i];
    this.place(i, placement);
    const out = this.conflictsOf(i);
    this.place(i, old);
    return out;
  }

  /** Conflicts of exchanging the places and times of matches i and j; the state is left as it was. */
  checkSwap(i: number, j: number): Conflict[] {
    const a = this.placements[i];
    const b = this.placements[j];
    if (!a || !b) return [{ rule: 'unplaced', matchKeys: [this.matches[a ? j : i].key] }];
    this.place(i, b);
    this.place(j, a);
    const out = new Map<string, Conflict>();
    for (const c of [...this.conflictsOf(i), ...this.conflictsOf(j)]) out.set(conflictId(c), c);
    this.place(i, a);
    this.place(j, b);
    return [...out.values()];
  }
}

function conflictId(c: Conflict): string {
  return `${c.rule}:${[...c.matchKeys].sort().join(',')}`;
}

/** Conflicts of a whole plan (placements in the order of `matches`). */
export function checkSchedule(
  matches: readonly PlanMatch[],
  placements: readonly (Placement | null)[],
  context: RuleContext,
): Conflict[] {
  return new ScheduleState(matches, placements, context).conflicts();
}

export function formatTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function parseTime(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}
