import type { CompetitionGroup, RoundLevel, StaticBundle } from '@tms/domain/contract/competition';
import { describe, expect, it } from 'vitest';
import { competitionLookup, slotSource } from './competition-lookup';

const level = (id: number, isBracket: boolean) => ({ id, isBracket }) as RoundLevel;
const group = (id: number, label: string, levelId: number) =>
  ({ id, label, competitionRoundLevelId: levelId }) as CompetitionGroup;
const lookup = {
  groups: new Map([
    [1, group(1, 'MA-B', 1)],
    [2, group(2, 'MA-PA-SF1', 2)],
  ]),
  roundLevels: new Map([
    [1, level(1, false)],
    [2, level(2, true)],
  ]),
};

describe('slotSource', () => {
  it('names the winner and other ranks of a round-robin group', () => {
    expect(slotSource(lookup, 1, 1)).toEqual({ kind: 'winner', groupLabel: 'MA-B', knockout: false });
    expect(slotSource(lookup, 1, 2)).toEqual({ kind: 'rank', groupLabel: 'MA-B', rank: 2 });
  });

  it('names the winner and the loser of a knock-out match', () => {
    expect(slotSource(lookup, 2, 1)).toEqual({ kind: 'winner', groupLabel: 'MA-PA-SF1', knockout: true });
    expect(slotSource(lookup, 2, 2)).toEqual({ kind: 'loser', groupLabel: 'MA-PA-SF1' });
  });

  it('knows nothing without a predecessor', () => {
    expect(slotSource(lookup, null, 1)).toBeNull();
    expect(slotSource(lookup, 1, null)).toBeNull();
    expect(slotSource(lookup, 99, 1)).toBeNull();
  });
});

describe('competitionLookup', () => {
  it('indexes the bundle once per bundle object', () => {
    const bundle = {
      countries: { CZ: { id: 7, countryCode: 'CZ' } },
      eventTypes: [],
      groups: [group(1, 'MA-A', 1)],
      halls: [{ id: 3 }],
      places: [{ id: 4 }],
      matchStages: [],
      roundLevels: [],
      teamCategories: [{ id: 1, code: 'MA' }],
      teams: [],
      configurations: {},
    } as unknown as StaticBundle;
    const first = competitionLookup(bundle);
    expect(competitionLookup(bundle)).toBe(first);
    expect(first.groupsByLabel.get('MA-A')?.id).toBe(1);
    expect([...first.places.keys()].sort()).toEqual([3, 4]);
    expect(first.countriesById.get(7)?.countryCode).toBe('CZ');
    expect(first.categoriesByCode.get('MA')?.id).toBe(1);
  });
});
