import { beforeEach, describe, expect, it } from 'vitest';
import { getFavouriteTeams, setFavourite } from './favourites';
import { STORAGE_KEY } from './storage';

describe('favourite teams', () => {
  beforeEach(() => localStorage.clear());

  it('adds and removes teams without duplicates, stored under tms with an expiry', () => {
    setFavourite(7, true);
    setFavourite(7, true);
    setFavourite(9, true);
    expect(getFavouriteTeams()).toEqual([7, 9]);
    setFavourite(7, false);
    expect(getFavouriteTeams()).toEqual([9]);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    expect(stored.favouriteTeams.value).toEqual([9]);
    expect(stored.favouriteTeams.expiresAt).toBe(new Date(new Date().getFullYear(), 11, 31, 23, 59, 59, 999).getTime());
  });

  it('ignores malformed stored values', () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ favouriteTeams: { value: ['x'], expiresAt: Date.now() + 1e6 } }),
    );
    expect(getFavouriteTeams()).toEqual([]);
  });
});
