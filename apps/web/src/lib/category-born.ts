import type { TeamCategory } from '@tms/domain/contract/enums';
import type { TFunction } from 'i18next';
import { yearOf } from '@/lib/names';

/** 'born 2008–2009' / 'born 2014 and younger' for a category, or null without birth dates. */
export function categoryBornText(
  category: Pick<TeamCategory, 'birthDateMin' | 'birthDateMax'>,
  t: TFunction<'resultsDashboard'>,
): string | null {
  const from = yearOf(category.birthDateMin);
  const to = yearOf(category.birthDateMax);
  if (from === null) return null;
  if (to === null) return t('categoryTiles.bornFrom', { from });
  return from === to ? t('categoryTiles.bornIn', { year: from }) : t('categoryTiles.bornBetween', { from, to });
}
