import { describe, expect, it } from 'vitest';
import { matchLengthFor } from './match-length';

describe('match length', () => {
  it("takes the round level's length where the category sets one, else the category's", () => {
    const category = { matchLength: 24, matchLengthByRoundLevel: { '7': 30 } };
    expect(matchLengthFor(category, 7)).toBe(30);
    expect(matchLengthFor(category, 1)).toBe(24);
    expect(matchLengthFor(category, null)).toBe(24);
    expect(matchLengthFor({ matchLength: 30 }, 7)).toBe(30);
  });
});
