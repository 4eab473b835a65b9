import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { formatMatchDay } from '@/lib/match-day';
import { placeDisplayName } from '@/lib/place-name';

/**
 * How the referee screens name a match they know only by id (a clash, an unassigned match): its
 * category and number, day, time and hall, from the competition data every page already loads.
 */
export function useMatchNames(): (matchId: number) => string {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  // The names need no live refresh; the cached bundle is enough.
  const matches = useQuery({ ...liveQueryOptions(), refetchInterval: false }).data?.matches;
  const bundle = useQuery(staticQueryOptions()).data;
  const byId = useMemo(() => new Map((matches ?? []).map((match) => [match.id, match])), [matches]);
  const places = useMemo(() => new Map((bundle?.places ?? []).map((place) => [place.id, place])), [bundle]);
  const categories = useMemo(
    () => new Map((bundle?.teamCategories ?? []).map((category) => [category.id, category.code])),
    [bundle],
  );
  return useCallback(
    (matchId: number) => {
      const match = byId.get(matchId);
      if (!match) return t('refereeAssignment.matchId', { id: matchId });
      const place = places.get(match.placeId);
      return t('refereeAssignment.matchName', {
        category: categories.get(match.teamCategoryId) ?? '',
        number: match.matchNumber,
        day: formatMatchDay(match.day, locale),
        time: match.time,
        hall: place ? placeDisplayName(place, locale) : '–',
      });
    },
    [byId, places, categories, t, locale],
  );
}
