import type { RoundLevelName } from './lookup-lists';
import type { Random } from './random';

/**
 * Competition format of one category (g = 8 or 16 preliminary groups of 4-5 teams):
 * - preliminary groups (round robin, Friday-Saturday);
 * - ranks 1-2 play main groups of four (Saturday-Sunday), whose ranks 1-2 play Play-off A;
 * - ranks 3 play Play-off B; ranks 4-5 play placement groups;
 * - both play-offs are knock-out brackets of g teams (1/8 finals and quarter-finals on Sunday,
 *   semi-finals, 3rd place matches and finals on Monday). Every knock-out match is its own group.
 */
export type SlotPlan = { teamIndex?: number; from?: { groupLabel: string; rank: number } };

export type GroupPlan = {
  label: string;
  name: string;
  level: RoundLevelName;
  playoffCategory: 'A' | 'B' | null;
  weight: number;
  slots: SlotPlan[];
};

export type MatchPlan = {
  groupLabel: string;
  level: RoundLevelName;
  /** 1-based slots of the group. */
  homeSlot: number;
  awaySlot: number;
  /** Round within a round-robin group (0-based), 0 for knock-outs. */
  round: number;
};

export type CategoryPlan = { code: string; groups: GroupPlan[]; matches: MatchPlan[] };

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Circle method: rounds of pairs of 1-based slots, home and away alternating. */
export function roundRobin(teams: number): [number, number][][] {
  const list: (number | null)[] = Array.from({ length: teams }, (_, i) => i + 1);
  if (teams % 2 === 1) list.push(null);
  const n = list.length;
  const rounds: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i];
      const b = list[n - 1 - i];
      if (a === null || b === null) continue;
      pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    // Keep the first entry fixed and rotate the rest.
    list.splice(1, 0, list.pop()!);
  }
  return rounds;
}

/** The category sizes the demo format takes: 8 preliminary groups for 32-40 teams, 16 for 64-80. */
const FORMATS = [
  { min: 32, max: 40, groups: 8 },
  { min: 64, max: 80, groups: 16 },
] as const;

/** Whether the demo format takes a category of this many drawn teams. */
export function fitsDemoFormat(teams: number): boolean {
  return FORMATS.some((f) => teams >= f.min && teams <= f.max);
}

/** Preliminary group count for a category size: 8 groups for 32-40 teams, 16 for 64-80. */
export function preliminaryGroupCount(teams: number): number {
  const format = FORMATS.find((f) => teams >= f.min && teams <= f.max);
  if (!format) throw new Error(`The demo format needs 32-40 or 64-80 teams per category, got ${teams}`);
  return format.groups;
}

const BRACKET_ROUNDS: Record<number, RoundLevelName[]> = {
  16: ['round_of_16', 'quarter_final', 'semi_final'],
  8: ['quarter_final', 'semi_final'],
};

const ROUND_PREFIX: Partial<Record<RoundLevelName, [string, string]>> = {
  round_of_16: ['EF', 'Round of 16'],
  quarter_final: ['QF', 'Quarter-final'],
  semi_final: ['SF', 'Semi-final'],
};

/**
 * Spreads teams over the preliminary groups (teamIndex refers to `teams`): first the 5-team groups,
 * two teams of one club never share a group when it can be avoided.
 */
export function preliminaryGroups(teams: readonly { clubId: number }[], groupCount: number, rng: Random): number[][] {
  const fives = teams.length - 4 * groupCount;
  const capacity = Array.from({ length: groupCount }, (_, i) => (i < fives ? 5 : 4));
  const groups: number[][] = Array.from({ length: groupCount }, () => []);
  const order = rng.shuffle(teams.map((_, i) => i));
  // Teams of clubs with several teams go first so they still find a group without their club.
  const clubCount = new Map<number, number>();
  for (const t of teams) clubCount.set(t.clubId, (clubCount.get(t.clubId) ?? 0) + 1);
  order.sort((a, b) => clubCount.get(teams[b].clubId)! - clubCount.get(teams[a].clubId)!);
  let cursor = 0;
  for (const index of order) {
    let chosen = -1;
    for (let k = 0; k < groupCount; k++) {
      const g = (cursor + k) % groupCount;
      if (groups[g].length >= capacity[g]) continue;
      if (groups[g].some((other) => teams[other].clubId === teams[index].clubId)) continue;
      chosen = g;
      break;
    }
    if (chosen < 0) chosen = capacity.findIndex((c, g) => groups[g].length < c);
    groups[chosen].push(index);
    cursor = (chosen + 1) % groupCount;
  }
  return groups.map((g) => rng.shuffle(g));
}

export function buildCategoryPlan(code: string, prelimTeams: readonly number[][]): CategoryPlan {
  const g = prelimTeams.length;
  const groups: GroupPlan[] = [];
  const matches: MatchPlan[] = [];
  const addRoundRobin = (group: GroupPlan) => {
    groups.push(group);
    roundRobin(group.slots.length).forEach((pairs, round) => {
      for (const [homeSlot, awaySlot] of pairs) {
        matches.push({ groupLabel: group.label, level: group.level, homeSlot, awaySlot, round });
      }
    });
  };

  const prelimLabel = (i: number) => `${code}-${LETTERS[i]}`;
  prelimTeams.forEach((teamIndexes, i) => {
    addRoundRobin({
      label: prelimLabel(i),
      name: `Group ${LETTERS[i]}`,
      level: 'preliminary',
      playoffCategory: null,
      weight: 100 + i,
      slots: teamIndexes.map((teamIndex) => ({ teamIndex })),
    });
  });

  // Main groups: winners and runners-up of two neighbouring preliminary groups.
  const mainLabel = (k: number) => `${code}-M${k + 1}`;
  for (let k = 0; k < g / 2; k++) {
    const a = prelimLabel(2 * k);
    const b = prelimLabel(2 * k + 1);
    addRoundRobin({
      label: mainLabel(k),
      name: `Main group ${k + 1}`,
      level: 'main',
      playoffCategory: null,
      weight: 200 + k,
      slots: [
        { from: { groupLabel: a, rank: 1 } },
        { from: { groupLabel: b, rank: 2 } },
        { from: { groupLabel: b, rank: 1 } },
        { from: { groupLabel: a, rank: 2 } },
      ],
    });
  }

  // Placement groups of 3-4 teams: fourth and fifth places of the preliminary groups, never two
  // teams of one preliminary group together.
  const fifths = prelimTeams.flatMap((teams, i) => (teams.length >= 5 ? [i] : []));
  const placementCount = Math.ceil((g + fifths.length) / 4);
  const placement: SlotPlan[][] = Array.from({ length: placementCount }, () => []);
  for (let i = 0; i < g; i++) placement[i % placementCount].push({ from: { groupLabel: prelimLabel(i), rank: 4 } });
  for (const i of fifths) {
    const source = prelimLabel(i);
    const candidates = placement
      .map((slots, k) => ({ slots, k }))
      .filter(({ slots }) => !slots.some((s) => s.from?.groupLabel === source))
      .sort((a, b) => a.slots.length - b.slots.length || a.k - b.k);
    (candidates[0]?.slots ?? placement[0]).push({ from: { groupLabel: source, rank: 5 } });
  }
  placement.forEach((slots, k) => {
    addRoundRobin({
      label: `${code}-PL${k + 1}`,
      name: `Placement group ${k + 1}`,
      level: 'placement_group',
      playoffCategory: null,
      weight: 300 + k,
      slots,
    });
  });

  // Brackets: first-round pairings keep teams of one main group in opposite halves.
  const bracket = (playoff: 'A' | 'B', firstRound: [SlotPlan, SlotPlan][], weight: number) => {
    const rounds = BRACKET_ROUNDS[g];
    let previous: string[] = [];
    rounds.forEach((level, r) => {
      const [prefix, title] = ROUND_PREFIX[level]!;
      const count = g / 2 ** (r + 1);
      const labels: string[] = [];
      for (let i = 0; i < count; i++) {
        const label = `${code}-P${playoff}-${prefix}${i + 1}`;
        const slots: SlotPlan[] =
          r === 0
            ? firstRound[i]
            : [
                { from: { groupLabel: previous[2 * i], rank: 1 } },
                { from: { groupLabel: previous[2 * i + 1], rank: 1 } },
              ];
        groups.push({
          label,
          name: `Play-off ${playoff} – ${title}${level === 'round_of_16' ? ', match' : ''} ${i + 1}`,
          level,
          playoffCategory: playoff,
          weight: weight + r * 10 + i,
          slots,
        });
        matches.push({ groupLabel: label, level, homeSlot: 1, awaySlot: 2, round: 0 });
        labels.push(label);
      }
      previous = labels;
    });
    const [sf1, sf2] = previous;
    const finals: [string, RoundLevelName, string, number][] = [
      [`${code}-P${playoff}-3`, 'third_place', `Play-off ${playoff} – 3rd place match`, 2],
      [`${code}-P${playoff}-F`, 'final', `Play-off ${playoff} – Final`, 1],
    ];
    finals.forEach(([label, level, name, rank], i) => {
      groups.push({
        label,
        name,
        level,
        playoffCategory: playoff,
        weight: weight + 90 + i,
        slots: [{ from: { groupLabel: sf1, rank } }, { from: { groupLabel: sf2, rank } }],
      });
      matches.push({ groupLabel: label, level, homeSlot: 1, awaySlot: 2, round: 0 });
    });
  };

  const mainCount = g / 2;
  const playoffA: [SlotPlan, SlotPlan][] = [];
  for (let i = 0; i < mainCount; i++) {
    playoffA.push([
      { from: { groupLabel: mainLabel(i), rank: 1 } },
      { from: { groupLabel: mainLabel((i + mainCount / 2) % mainCount), rank: 2 } },
    ]);
  }
  bracket('A', playoffA, 400);

  const playoffB: [SlotPlan, SlotPlan][] = [];
  for (let i = 0; i < g / 2; i++) {
    playoffB.push([
      { from: { groupLabel: prelimLabel(i), rank: 3 } },
      { from: { groupLabel: prelimLabel(g - 1 - i), rank: 3 } },
    ]);
  }
  bracket('B', playoffB, 500);

  return { code, groups, matches };
}
