import type { CompetitionGroup, Match, RoundLevel } from '@tms/domain/contract/competition';
import { describe, expect, it } from 'vitest';
import { bracketColumns, buildBracket, playoffCategories } from './bracket';

const level = (id: number, systemName: string, weight: number): RoundLevel => ({
  id,
  systemName,
  weight,
  isBracket: true,
  nameCs: systemName,
  nameEn: systemName,
});
const levels = new Map([
  [1, { ...level(1, 'preliminary', 0), isBracket: false }],
  [3, level(3, 'quarter_final', 3)],
  [4, level(4, 'semi_final', 4)],
  [5, level(5, 'third_place', 5)],
  [6, level(6, 'final', 6)],
]);

let nextId = 1;
const group = (
  label: string,
  levelId: number,
  weight: number,
  playoff: string | null,
  code = 'MA',
): CompetitionGroup => ({
  id: nextId++,
  label,
  name: label,
  playoffCategory: playoff,
  competitionRoundLevelId: levelId,
  teamCategoryId: 1,
  teamCategoryCode: code,
  weight,
});
const matchOf = (g: CompetitionGroup): Match => ({ id: 1000 + g.id, competitionGroupId: g.id }) as unknown as Match;

describe('buildBracket', () => {
  const groups = [
    group('MA-PA-F', 6, 491, 'A'),
    group('MA-PA-SF2', 4, 421, 'A'),
    group('MA-PA-QF2', 3, 411, 'A'),
    group('MA-PA-QF1', 3, 410, 'A'),
    group('MA-PA-3', 5, 490, 'A'),
    group('MA-PA-SF1', 4, 420, 'A'),
    group('MA-PB-QF1', 3, 510, 'B'),
    group('MA-A', 1, 100, null),
    group('WA-PA-QF1', 3, 410, 'A', 'WA'),
  ];
  const matchesByGroup = new Map(groups.filter((g) => g.label !== 'MA-PA-SF2').map((g) => [g.id, [matchOf(g)]]));

  it('orders rounds by level and entries by group weight, only for the play-off asked', () => {
    const rounds = buildBracket(groups, 'MA', 'A', levels, matchesByGroup);
    expect(rounds.map((r) => r.level.systemName)).toEqual(['quarter_final', 'semi_final', 'third_place', 'final']);
    expect(rounds[0].entries.map((e) => e.group.label)).toEqual(['MA-PA-QF1', 'MA-PA-QF2']);
    expect(rounds[1].entries.map((e) => e.group.label)).toEqual(['MA-PA-SF1', 'MA-PA-SF2']);
  });

  it('leaves an unscheduled match empty', () => {
    const rounds = buildBracket(groups, 'MA', 'A', levels, matchesByGroup);
    expect(rounds[1].entries[1].match).toBeNull();
    expect(rounds[1].entries[0].match?.competitionGroupId).toBe(rounds[1].entries[0].group.id);
  });

  it('puts the 3rd place match into the final column', () => {
    const columns = bracketColumns(buildBracket(groups, 'MA', 'A', levels, matchesByGroup));
    expect(columns.map((c) => c.map((r) => r.level.systemName))).toEqual([
      ['quarter_final'],
      ['semi_final'],
      ['final', 'third_place'],
    ]);
  });

  it('is empty for a play-off that does not exist', () => {
    expect(buildBracket(groups, 'MA', 'C', levels, matchesByGroup)).toEqual([]);
  });

  it('lists the play-off letters of a category', () => {
    expect(playoffCategories(groups, 'MA')).toEqual(['A', 'B']);
    expect(playoffCategories(groups, 'WA')).toEqual(['A']);
    expect(playoffCategories(groups, 'ME')).toEqual([]);
  });
});
