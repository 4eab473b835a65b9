import { groupLetter } from './draw';
import { bergerRounds } from './pairing';
import type { PlanMatch, Side } from './rules';

export const ROUND_LEVELS = [
  'preliminary',
  'main',
  'placement_group',
  'round_of_16',
  'quarter_final',
  'semi_final',
  'third_place',
  'final',
] as const;
export type RoundLevel = (typeof ROUND_LEVELS)[number];

/** The shape of a category's competition (the 2025 format: every part on). */
export type CompetitionShape = {
  /** Ranks 1-2 of two neighbouring preliminary groups play main groups of four. */
  mainGroups: boolean;
  /** Knock-out of the main groups' ranks 1-2 (without main groups: the preliminary winners). */
  playoffA: boolean;
  /** Knock-out of the preliminary groups' 3rd places. */
  playoffB: boolean;
  /** Round-robin groups of the preliminary groups' 4th and lower places. */
  placementGroups: boolean;
  matchLength: Record<RoundLevel, number>;
};

export type GroupPlan = {
  label: string;
  name: string;
  level: RoundLevel;
  playoffCategory: 'A' | 'B' | null;
  weight: number;
  slots: Side[];
};

export type CompetitionPlan = { groups: GroupPlan[]; matches: PlanMatch[] };

const BRACKET: Record<number, RoundLevel[]> = {
  2: [],
  4: ['semi_final'],
  8: ['quarter_final', 'semi_final'],
  16: ['round_of_16', 'quarter_final', 'semi_final'],
};
const PREFIX: Partial<Record<RoundLevel, [string, string]>> = {
  round_of_16: ['EF', 'Round of 16'],
  quarter_final: ['QF', 'Quarter-final'],
  semi_final: ['SF', 'Semi-final'],
};

/** Why a shape does not fit a number of preliminary groups (null: it fits). */
export function shapeProblem(shape: CompetitionShape, groupCount: number): string | null {
  if (shape.mainGroups && groupCount % 2 !== 0) return 'mainGroupsNeedEvenGroupCount';
  if ((shape.playoffA || shape.playoffB) && !(groupCount in BRACKET)) return 'playoffNeedsPowerOfTwo';
  return null;
}

const from = (groupLabel: string, rank: number): Side => ({ from: { groupLabel, rank } });

/**
 * Groups and matches of one category from its drawn preliminary groups (team ids): round robin by
 * Berger tables in every group, knock-out matches as groups of their own whose slots name their
 * predecessor (group or match, and rank).
 */
export function buildCompetition(
  categoryId: number,
  code: string,
  prelim: readonly (readonly number[])[],
  shape: CompetitionShape,
): CompetitionPlan {
  const g = prelim.length;
  const problem = shapeProblem(shape, g);
  if (problem) throw new Error(`${code}: ${problem}`);
  const groups: GroupPlan[] = [];
  const matches: PlanMatch[] = [];
  const perGroup = new Map<string, number>();
  const addMatch = (group: GroupPlan, home: Side, away: Side, round: number) => {
    const number = (perGroup.get(group.label) ?? 0) + 1;
    perGroup.set(group.label, number);
    matches.push({
      key: `${group.label}:${number}`,
      categoryId,
      groupLabel: group.label,
      level: group.level,
      round,
      home,
      away,
      length: shape.matchLength[group.level],
    });
  };
  const roundRobin = (group: GroupPlan) => {
    groups.push(group);
    bergerRounds(group.slots.length).forEach((pairs, round) => {
      for (const [h, a] of pairs) addMatch(group, group.slots[h - 1], group.slots[a - 1], round);
    });
  };

  const prelimLabel = (i: number) => `${code}-${groupLetter(i)}`;
  prelim.forEach((teamIds, i) => {
    roundRobin({
      label: prelimLabel(i),
      name: `Group ${groupLetter(i)}`,
      level: 'preliminary',
      playoffCategory: null,
      weight: 100 + i,
      slots: teamIds.map((teamId) => ({ teamId })),
    });
  });

  const mainLabel = (k: number) => `${code}-M${k + 1}`;
  if (shape.mainGroups) {
    for (let k = 0; k < g / 2; k++) {
      const a = prelimLabel(2 * k);
      const b = prelimLabel(2 * k + 1);
      roundRobin({
        label: mainLabel(k),
        name: `Main group ${k + 1}`,
        level: 'main',
        playoffCategory: null,
        weight: 200 + k,
        slots: [from(a, 1), from(b, 2), from(b, 1), from(a, 2)],
      });
    }
  }

  if (shape.placementGroups) {
    // 4th and lower places; never two teams of one preliminary group together.
    const lower: Side[][] = [];
    const maxSize = Math.max(...prelim.map((t) => t.length));
    for (let rank = 4; rank <= maxSize; rank++)
      lower.push(prelim.flatMap((t, i) => (t.length >= rank ? [from(prelimLabel(i), rank)] : [])));
    const all = lower.flat();
    const count = Math.max(1, Math.ceil(all.length / 4));
    const placement: Side[][] = Array.from({ length: count }, () => []);
    all.forEach((side, n) => {
      const source = side.from!.groupLabel;
      const candidates = placement
        .map((slots, k) => ({ slots, k }))
        .filter(({ slots }) => !slots.some((s) => s.from?.groupLabel === source))
        .sort((x, y) => x.slots.length - y.slots.length || x.k - y.k);
      (candidates[0]?.slots ?? placement[n % count]).push(side);
    });
    placement.forEach((slots, k) => {
      if (slots.length < 2) return;
      roundRobin({
        label: `${code}-PL${k + 1}`,
        name: `Placement group ${k + 1}`,
        level: 'placement_group',
        playoffCategory: null,
        weight: 300 + k,
        slots,
      });
    });
  }

  const bracket = (playoff: 'A' | 'B', firstRound: [Side, Side][], weight: number) => {
    let previous: string[] = [];
    let pairsOf = (i: number): [Side, Side] => firstRound[i];
    BRACKET[firstRound.length * 2].forEach((level, r) => {
      const [prefix, title] = PREFIX[level]!;
      const count = firstRound.length / 2 ** r;
      const labels: string[] = [];
      for (let i = 0; i < count; i++) {
        const group: GroupPlan = {
          label: `${code}-P${playoff}-${prefix}${i + 1}`,
          name: `Play-off ${playoff} – ${title} ${i + 1}`,
          level,
          playoffCategory: playoff,
          weight: weight + r * 10 + i,
          slots: pairsOf(i),
        };
        groups.push(group);
        addMatch(group, group.slots[0], group.slots[1], 0);
        labels.push(group.label);
      }
      const done = labels;
      pairsOf = (i) => [from(done[2 * i], 1), from(done[2 * i + 1], 1)];
      previous = labels;
    });
    const finals: [string, RoundLevel, string, number][] =
      previous.length === 2
        ? [
            [`${code}-P${playoff}-3`, 'third_place', `Play-off ${playoff} – 3rd place match`, 2],
            [`${code}-P${playoff}-F`, 'final', `Play-off ${playoff} – Final`, 1],
          ]
        : [[`${code}-P${playoff}-F`, 'final', `Play-off ${playoff} – Final`, 1]];
    finals.forEach(([label, level, name, rank], i) => {
      const slots = previous.length === 2 ? [from(previous[0], rank), from(previous[1], rank)] : firstRound[0];
      const group: GroupPlan = { label, name, level, playoffCategory: playoff, weight: weight + 90 + i, slots };
      groups.push(group);
      addMatch(group, slots[0], slots[1], 0);
    });
  };

  if (shape.playoffA) {
    const firstRound: [Side, Side][] = [];
    if (shape.mainGroups) {
      const m = g / 2;
      for (let i = 0; i < m; i++)
        firstRound.push([from(mainLabel(i), 1), from(mainLabel((i + Math.ceil(m / 2)) % m), 2)]);
    } else {
      for (let i = 0; i < g / 2; i++) firstRound.push([from(prelimLabel(i), 1), from(prelimLabel(g - 1 - i), 1)]);
    }
    bracket('A', firstRound, 400);
  }
  if (shape.playoffB) {
    const firstRound: [Side, Side][] = [];
    for (let i = 0; i < g / 2; i++) firstRound.push([from(prelimLabel(i), 3), from(prelimLabel(g - 1 - i), 3)]);
    bracket('B', firstRound, 500);
  }
  return { groups, matches };
}
