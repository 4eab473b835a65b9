import type { MatchStageCode } from '@tms/domain/constants';
import { PUSH_LOCALES, type PushLocale, type PushNotice } from '@tms/domain/contract/push';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { DbOrTx } from '../../db/client';
import { matchStages, matches, placeTranslations, places, teamCategories } from '../../db/schema/index';
import { formatWeekday } from '../../lib/locale-format';
import { loadTeamNames } from '../competition/team-names';
import { textsFor } from '../translations/texts';

// What a follower reads: the match in the title, the news in the body, in the subscriber's language,
// with the texts the organiser may override (`resultsDashboard.notifications`).

export type NoticeKind = 'soon' | 'final' | 'moved' | 'opponent';

/** A published match as its notices name it: the public day, time and hall, never the office's draft. */
export type NoticeMatch = {
  id: number;
  number: number;
  category: string;
  homeTeamId: number | null;
  awayTeamId: number | null;
  /** Null while the bracket has not decided the team. */
  home: string | null;
  away: string | null;
  day: string;
  time: string;
  placeId: number | null;
  hall: Record<PushLocale, string>;
  homeScore: number | null;
  awayScore: number | null;
  walkOver: boolean;
  stageCode: MatchStageCode;
};

/** The published matches of `matchIds` with their team and hall names; unpublished ones are left out. */
export async function loadNoticeMatches(tx: DbOrTx, matchIds: readonly number[]): Promise<NoticeMatch[]> {
  if (matchIds.length === 0) return [];
  const rows = await tx
    .select({
      id: matches.id,
      number: matches.matchNumber,
      category: teamCategories.code,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      day: matches.publishedDay,
      time: matches.publishedTime,
      placeId: matches.publishedPlaceId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      walkOver: matches.walkOver,
      stageCode: matchStages.code,
    })
    .from(matches)
    .innerJoin(teamCategories, eq(teamCategories.id, matches.teamCategoryId))
    .innerJoin(matchStages, eq(matchStages.id, matches.competitionMatchStageId))
    .where(and(inArray(matches.id, [...matchIds]), isNotNull(matches.publishedDay)));
  const teamIds = rows.flatMap((row) => [row.homeTeamId, row.awayTeamId]).filter((id): id is number => id !== null);
  const names = await loadTeamNames(tx, [...new Set(teamIds)]);
  const hallIds = [...new Set(rows.map((row) => row.placeId).filter((id): id is number => id !== null))];
  const halls =
    hallIds.length === 0
      ? []
      : await tx
          .select({ id: places.id, code: places.code, locale: placeTranslations.locale, name: placeTranslations.name })
          .from(places)
          .leftJoin(placeTranslations, eq(placeTranslations.placeId, places.id))
          .where(inArray(places.id, hallIds));
  const hallName = (id: number | null, locale: PushLocale) => {
    const own = halls.filter((hall) => hall.id === id);
    return (own.find((hall) => hall.locale === locale) ?? own.find((hall) => hall.name))?.name ?? own[0]?.code ?? '';
  };
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    category: row.category,
    homeTeamId: row.homeTeamId,
    awayTeamId: row.awayTeamId,
    home: (row.homeTeamId !== null && names.get(row.homeTeamId)) || null,
    away: (row.awayTeamId !== null && names.get(row.awayTeamId)) || null,
    day: row.day ?? '',
    time: row.time ?? '',
    placeId: row.placeId,
    hall: { cs: hallName(row.placeId, 'cs'), en: hallName(row.placeId, 'en') },
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    walkOver: row.walkOver,
    stageCode: row.stageCode,
  }));
}

export type NoticeTexts = Record<PushLocale, TFunction>;

/** The notices' texts in both languages, with the saved overrides. */
export async function loadNoticeTexts(tx: DbOrTx): Promise<NoticeTexts> {
  const [cs, en] = await Promise.all(PUSH_LOCALES.map((locale) => textsFor(tx, locale, 'resultsDashboard')));
  return { cs, en };
}

function body(t: TFunction, locale: PushLocale, kind: NoticeKind, match: NoticeMatch): string {
  const at = { day: formatWeekday(match.day, locale), time: match.time, hall: match.hall[locale] };
  switch (kind) {
    case 'soon':
      return t('notifications.soon', at);
    case 'moved':
      return t('notifications.moved', at);
    case 'opponent':
      return t('notifications.opponent', at);
    case 'final': {
      const score = `${match.homeScore ?? 0}:${match.awayScore ?? 0}`;
      return match.walkOver ? t('notifications.finalWalkover', { score }) : t('notifications.final', { score });
    }
  }
}

/** One notice in both languages; a tap opens the match page in the subscriber's language. */
export function buildNotice(texts: NoticeTexts, kind: NoticeKind, match: NoticeMatch): Record<PushLocale, PushNotice> {
  const notice = (locale: PushLocale): PushNotice => {
    const t = texts[locale];
    return {
      title: t('notifications.match', {
        category: match.category,
        number: match.number,
        home: match.home ?? t('notifications.undecided'),
        away: match.away ?? t('notifications.undecided'),
      }),
      body: body(t, locale, kind, match),
      url: `/${locale}/results/match/${match.id}`,
      // A newer notice of the match replaces the older one on the device.
      tag: `match-${match.id}`,
    };
  };
  return { cs: notice('cs'), en: notice('en') };
}
