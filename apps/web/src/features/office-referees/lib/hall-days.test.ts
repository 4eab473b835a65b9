import { describe, expect, it } from 'vitest';
import { changedReferees, hallGrid, hallRows, withHall } from './hall-days';

const stored = hallGrid([
  { refereeId: 1, day: '2025-04-18', placeId: 10 },
  { refereeId: 1, day: '2025-04-19', placeId: 11 },
  { refereeId: 2, day: '2025-04-18', placeId: 10 },
]);

describe('hall days', () => {
  it('reads the rows into a grid and back, day by day', () => {
    expect(stored.get(1)).toEqual({ '2025-04-18': 10, '2025-04-19': 11 });
    expect(hallRows(stored, [2, 1])).toEqual([
      { refereeId: 2, day: '2025-04-18', placeId: 10 },
      { refereeId: 1, day: '2025-04-18', placeId: 10 },
      { refereeId: 1, day: '2025-04-19', placeId: 11 },
    ]);
  });

  it('sets and clears a day without touching the original grid', () => {
    const edited = withHall(withHall(stored, 1, '2025-04-19', null), 3, '2025-04-20', 12);
    expect(edited.get(1)).toEqual({ '2025-04-18': 10 });
    expect(edited.get(3)).toEqual({ '2025-04-20': 12 });
    expect(stored.get(1)).toEqual({ '2025-04-18': 10, '2025-04-19': 11 });
  });

  it('finds the referees whose halls changed, also a cleared or new one', () => {
    const edited = withHall(withHall(stored, 2, '2025-04-18', null), 3, '2025-04-18', 10);
    expect(changedReferees(stored, edited)).toEqual([2, 3]);
    expect(changedReferees(stored, withHall(stored, 1, '2025-04-18', 10))).toEqual([]);
  });

  it('gives a referee without halls no rows (saving him clears his days)', () => {
    expect(hallRows(withHall(stored, 2, '2025-04-18', null), [2])).toEqual([]);
  });
});
