import { describe, expect, it } from 'vitest';
import { reporterMatchPath } from './paths';

describe('reporterMatchPath', () => {
  it('joins the category code and the match number', () => {
    expect(reporterMatchPath('MA', 12)).toBe('/reporter/match/MA-12');
  });
});
