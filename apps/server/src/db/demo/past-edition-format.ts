import type { RoundLevelName } from './lookup-lists';

// The format of the past demo edition's categories: eight teams, two groups of four (round robin),
// semi-finals A1–B2 and B1–A2, the 3rd place match and the final. Every knock-out match is its own
// group, whose slots are filled from the ranks of the groups before it.

type Slot = { teamIndex?: number; from?: { group: string; rank: number } };
export type PastGroup = { label: string; name: string; level: RoundLevelName; weight: number; slots: Slot[] };
/** `day` indexes the tournament days; `home` and `away` are 1-based slots of the group. */
export type PastMatch = { group: string; home: number; away: number; day: number; time: string; knockout: boolean };

/** Groups and matches of one category, with the day and time of each match in the category's hall. */
export function categoryPlan(code: string): { groups: PastGroup[]; matches: PastMatch[] } {
  const groups: PastGroup[] = [
    {
      label: `${code}-A`,
      name: 'Group A',
      level: 'preliminary',
      weight: 100,
      slots: [0, 1, 2, 3].map((i) => ({ teamIndex: i })),
    },
    {
      label: `${code}-B`,
      name: 'Group B',
      level: 'preliminary',
      weight: 101,
      slots: [4, 5, 6, 7].map((i) => ({ teamIndex: i })),
    },
    {
      label: `${code}-SF1`,
      name: 'Play-off A – Semi-final 1',
      level: 'semi_final',
      weight: 420,
      slots: [{ from: { group: `${code}-A`, rank: 1 } }, { from: { group: `${code}-B`, rank: 2 } }],
    },
    {
      label: `${code}-SF2`,
      name: 'Play-off A – Semi-final 2',
      level: 'semi_final',
      weight: 421,
      slots: [{ from: { group: `${code}-B`, rank: 1 } }, { from: { group: `${code}-A`, rank: 2 } }],
    },
    {
      label: `${code}-3`,
      name: 'Play-off A – 3rd place match',
      level: 'third_place',
      weight: 490,
      slots: [{ from: { group: `${code}-SF1`, rank: 2 } }, { from: { group: `${code}-SF2`, rank: 2 } }],
    },
    {
      label: `${code}-F`,
      name: 'Play-off A – Final',
      level: 'final',
      weight: 491,
      slots: [{ from: { group: `${code}-SF1`, rank: 1 } }, { from: { group: `${code}-SF2`, rank: 1 } }],
    },
  ];
  // Circle method for four: every team plays once a round; rounds 1-2 on Friday, 3 on Saturday.
  const rounds = [
    [
      [1, 4],
      [2, 3],
    ],
    [
      [4, 2],
      [3, 1],
    ],
    [
      [1, 2],
      [3, 4],
    ],
  ];
  const at = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const matches: PastMatch[] = [];
  let slot = 0;
  rounds.forEach((pairs, round) => {
    if (round === 2) slot = 0;
    for (const group of ['A', 'B']) {
      for (const [home, away] of pairs) {
        matches.push({
          group: `${code}-${group}`,
          home,
          away,
          day: round < 2 ? 0 : 1,
          time: at(9 * 60 + slot * 45),
          knockout: false,
        });
        slot++;
      }
    }
  });
  matches.push(
    { group: `${code}-SF1`, home: 1, away: 2, day: 2, time: '10:00', knockout: true },
    { group: `${code}-SF2`, home: 1, away: 2, day: 2, time: '10:45', knockout: true },
    { group: `${code}-3`, home: 1, away: 2, day: 3, time: '10:00', knockout: true },
    { group: `${code}-F`, home: 1, away: 2, day: 3, time: '11:00', knockout: true },
  );
  return { groups, matches };
}
