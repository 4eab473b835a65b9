import { describe, expect, it } from 'vitest';
import {
  formatSingleRefereeCategories,
  suggestAndCheck,
  parseSingleRefereeCategories,
  refereesNeeded,
  suggestSingleRefereeCategories,
  youngestFirst,
} from './single-referee';

const categories = [
  { code: 'MA', birthDateMin: '2006-01-01' },
  { code: 'WE', birthDateMin: '2014-01-01' },
  { code: 'MD', birthDateMin: '2012-01-01' },
  { code: 'ME', birthDateMin: '2014-01-01' },
];

describe('one referee per match', () => {
  it('reads and writes the configured codes', () => {
    expect(parseSingleRefereeCategories(' ME, WE,,ME ')).toEqual(['ME', 'WE']);
    expect(parseSingleRefereeCategories(null)).toEqual([]);
    expect(formatSingleRefereeCategories(['ME', 'WE'])).toBe('ME, WE');
    expect(refereesNeeded('ME', new Set(['ME']))).toBe(1);
    expect(refereesNeeded('MA', new Set(['ME']))).toBe(2);
  });

  it('orders categories from the youngest', () => {
    expect(youngestFirst(categories).map((c) => c.code)).toEqual(['ME', 'WE', 'MD', 'MA']);
  });

  it('suggests the youngest categories until the short days are covered', () => {
    const matches = [
      ...Array.from({ length: 3 }, () => ({ day: 'fri', categoryCode: 'ME', needed: 2 })),
      ...Array.from({ length: 4 }, () => ({ day: 'fri', categoryCode: 'WE', needed: 2 })),
      ...Array.from({ length: 5 }, () => ({ day: 'fri', categoryCode: 'MD', needed: 2 })),
      ...Array.from({ length: 9 }, () => ({ day: 'sat', categoryCode: 'MA', needed: 2 })),
    ];
    const suggest = (missing: [string, number][], single: string[] = []) =>
      suggestSingleRefereeCategories({ categories, matches, missing: new Map(missing), single: new Set(single) });
    expect(suggest([])).toEqual([]);
    expect(suggest([['fri', 3]])).toEqual(['ME']);
    expect(suggest([['fri', 5]])).toEqual(['ME', 'WE']);
    // A category already on one referee frees nothing more; one that does not play that day neither.
    expect(suggest([['fri', 5]], ['ME'])).toEqual(['WE', 'MD']);
    expect(suggest([['sat', 2]])).toEqual(['MA']);
    // Not enough even with all: every category that helps.
    expect(suggest([['fri', 50]])).toEqual(['ME', 'WE', 'MD']);
  });

  it('adds the next youngest categories while a new plan still leaves positions empty', () => {
    const matches = ['ME', 'WE', 'MD', 'MA'].flatMap((categoryCode) =>
      Array.from({ length: 4 }, () => ({ day: 'fri', categoryCode, needed: 2 })),
    );
    const input = { categories, matches, missing: new Map([['fri', 4]]), single: new Set<string>() };
    // The estimate says ME frees enough; the plans say two more positions stay empty, then none.
    const plans: string[][] = [];
    const whatIf = (single: ReadonlySet<string>) => {
      plans.push([...single]);
      return single.has('WE') ? { missing: new Map(), short: 0 } : { missing: new Map([['fri', 2]]), short: 2 };
    };
    expect(suggestAndCheck(input, whatIf)).toEqual({ categories: ['ME', 'WE'], short: 0 });
    expect(plans).toEqual([['ME'], ['ME', 'WE']]);
    // Never covered: it stops after the rounds it may plan, saying what stays short.
    const never = () => ({ missing: new Map([['fri', 9]]), short: 5 });
    expect(suggestAndCheck(input, never, 2)).toEqual({ categories: ['ME', 'WE', 'MD', 'MA'], short: 5 });
    // Nothing short: no plan at all.
    expect(suggestAndCheck({ ...input, missing: new Map() }, never)).toEqual({ categories: [], short: 0 });
  });
});
