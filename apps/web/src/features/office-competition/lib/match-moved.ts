import type { TFunction } from 'i18next';
import { formatMatchDay } from '@/lib/match-day';

/**
 * The toast of a moved match: the day as the schedule writes it ("so 19. 4."), never the API's
 * `2025-04-19`. `match` is what the office knows the match by where it moved it (its number on the
 * timeline, the id typed into the move form).
 */
export function matchMovedText(
  t: TFunction<'admin'>,
  locale: string,
  moved: { match: number | string; day: string; time: string },
): string {
  return t('competition.move.saved', { match: moved.match, day: formatMatchDay(moved.day, locale), time: moved.time });
}
