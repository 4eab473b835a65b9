import { describe, expect, it } from 'vitest';
import {
  formatMatchIdentifier,
  matchIdentifier,
  parseMatchIdentifier,
  resolveMatchIdentifier,
} from './match-identifier';

const categories = [
  { id: 1, code: 'MA' },
  { id: 2, code: 'WB' },
];
const matches = [
  { id: 101, teamCategoryId: 1, matchNumber: 12 },
  { id: 102, teamCategoryId: 2, matchNumber: 12 },
  { id: 103, teamCategoryId: 1, matchNumber: 7 },
];

describe('match identifier', () => {
  it('formats category code and match number', () => {
    expect(formatMatchIdentifier('MA', 12)).toBe('MA-12');
  });

  it.each([
    ['MA-12', { categoryCode: 'MA', matchNumber: 12 }],
    ['wb-3', { categoryCode: 'WB', matchNumber: 3 }],
    [' MA-7 ', { categoryCode: 'MA', matchNumber: 7 }],
  ])('parses %j', (value, expected) => {
    expect(parseMatchIdentifier(value)).toEqual(expected);
  });

  it.each(['', '12', 'MA', 'MA-', 'MA-0', 'MA-1.5', 'M1-2', 'MA--2', 'MAXXX-1', 'MA-12-1'])('rejects %j', (value) => {
    expect(parseMatchIdentifier(value)).toBeNull();
  });

  it('resolves to the match of that category and number', () => {
    expect(resolveMatchIdentifier('MA-12', categories, matches)).toBe(101);
    expect(resolveMatchIdentifier('WB-12', categories, matches)).toBe(102);
    expect(resolveMatchIdentifier('ma-7', categories, matches)).toBe(103);
  });

  it('resolves an unknown category, number or malformed value to null', () => {
    expect(resolveMatchIdentifier('MC-12', categories, matches)).toBeNull();
    expect(resolveMatchIdentifier('MA-99', categories, matches)).toBeNull();
    expect(resolveMatchIdentifier('101', categories, matches)).toBeNull();
  });

  it('builds the identifier of a match', () => {
    const byId = new Map(categories.map((category) => [category.id, category]));
    expect(matchIdentifier(matches[1], byId)).toBe('WB-12');
    expect(matchIdentifier({ teamCategoryId: 9, matchNumber: 4 }, byId)).toBe('4');
  });
});
