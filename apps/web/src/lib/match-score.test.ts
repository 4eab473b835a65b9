import { describe, expect, it } from 'vitest';
import { scoreline } from './match-score';

const match = (homeScore: number | null, awayScore: number | null, goals: [number, number], shootout = false) => ({
  homeScore,
  awayScore,
  homeGoalsCount: goals[0],
  awayGoalsCount: goals[1],
  endedInShootout: shootout,
});

describe('scoreline', () => {
  it('reads a shoot-out apart from the score of playing time, the winner from the official score', () => {
    expect(scoreline(match(20, 18, [17, 17], true))).toEqual({
      played: { home: 17, away: 17 },
      shootout: { home: 3, away: 1 },
      winner: 'home',
    });
  });

  it('keeps an ordinary result and a walkover as they are', () => {
    expect(scoreline(match(12, 15, [12, 15]))).toEqual({
      played: { home: 12, away: 15 },
      shootout: null,
      winner: 'away',
    });
    expect(scoreline(match(5, 0, [0, 0]))).toMatchObject({ played: { home: 5, away: 0 }, winner: 'home' });
  });

  it('has no winner for a draw or before a score', () => {
    expect(scoreline(match(10, 10, [10, 10])).winner).toBeNull();
    expect(scoreline(match(null, null, [0, 0]))).toEqual({
      played: { home: null, away: null },
      shootout: null,
      winner: null,
    });
  });
});
