import { useCallback } from 'react';
import { storedTeamIds } from './stored-team-ids';

const favourites = storedTeamIds('favouriteTeams');

export function getFavouriteTeams(): readonly number[] {
  return favourites.get();
}

export function setFavourite(teamId: number, favourite: boolean) {
  const ids = favourites.get();
  favourites.set(favourite ? [...ids, teamId] : ids.filter((id) => id !== teamId));
}

/** The followed team ids (stored under `tms`, expiring at the end of the year) and a toggle. */
export function useFavouriteTeams() {
  const ids = favourites.useIds();
  const toggle = useCallback((teamId: number) => setFavourite(teamId, !favourites.get().includes(teamId)), []);
  return { ids, isFavourite: (teamId: number) => ids.includes(teamId), toggle };
}
