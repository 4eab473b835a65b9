import type { TeamCategory } from '@tms/domain/contract/enums';
import type { TFunction } from 'i18next';
import { yearOf } from '@/lib/names';

/** 'born 2008–2009' for a category, or null without a birth date. */
export function categoryBorn(
  category: Pick<TeamCategory, 'birthDateMin' | 'birthDateMax'>,
  t: TFunction<'countryTeams'>,
): string | null {
  const from = yearOf(category.birthDateMin);
  const to = yearOf(category.birthDateMax);
  if (from === null) return null;
  if (to === null) return t('category.bornFrom', { from });
  return from === to ? t('category.bornIn', { year: from }) : t('category.bornBetween', { from, to });
}
