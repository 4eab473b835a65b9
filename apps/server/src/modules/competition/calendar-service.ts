import { parseConfigDateTime } from '@tms/domain/config-value';
import { groupTitle } from '@tms/domain/group-name';
import { teamDisplayName } from '@tms/domain/team-name';
import { and, asc, eq, getTableColumns, or } from 'drizzle-orm';
import ical from 'ical-generator';
import type { DbOrTx } from '../../db/client';
import { competitionGroups, matches, placeTranslations, places } from '../../db/schema/index';
import { isPublished, publishedPlacement } from './columns';
import { loadTeamHeading, loadTeamNames } from './team-names';

/** Break after a match before the hall is free, so calendar entries do not look back to back. */
const CALENDAR_SLACK_MIN = 5;

/** The team's matches as an iCalendar feed (UTC times; halls with address and coordinates). */
export async function teamCalendar(db: DbOrTx, teamId: number, resultsUrl: string, locale: 'cs' | 'en') {
  const team = await loadTeamHeading(db, teamId);

  // The published day, time and hall: the office's unpublished draft stays out of the feed.
  const rows = await db
    .select({
      match: { ...getTableColumns(matches), ...publishedPlacement },
      groupLabel: competitionGroups.label,
      place: places,
    })
    .from(matches)
    .innerJoin(competitionGroups, eq(competitionGroups.id, matches.competitionGroupId))
    .innerJoin(places, eq(places.id, matches.publishedPlaceId))
    .where(and(or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)), isPublished))
    .orderBy(asc(matches.publishedDay), asc(matches.publishedTime));
  const opponentIds = rows.flatMap(({ match }) => [match.homeTeamId, match.awayTeamId]).filter((id) => id !== null);
  const [nameOf, hallNames] = await Promise.all([
    loadTeamNames(db, opponentIds),
    db.select().from(placeTranslations).where(eq(placeTranslations.locale, locale)),
  ]);
  const hallName = new Map(hallNames.map((t) => [t.placeId, t.name]));
  const ownName = teamDisplayName(team);

  const calendar = ical({
    name: `${ownName} (${team.categoryCode})`,
    prodId: { company: 'Prague Handball Cup', product: 'Tournament', language: locale.toUpperCase() },
    url: `${resultsUrl}/team-detail/${team.id}`,
  });
  for (const { match, groupLabel, place } of rows) {
    const start = parseConfigDateTime(`${match.day} ${match.time}`);
    if (!start) continue;
    const home = match.homeTeamId ? (nameOf.get(match.homeTeamId) ?? '?') : '?';
    const away = match.awayTeamId ? (nameOf.get(match.awayTeamId) ?? '?') : '?';
    const hall = hallName.get(place.id) ?? place.code ?? '';
    calendar.createEvent({
      id: `match-${match.id}@handballcup`,
      // When the match last changed, not when the feed was asked for: a calendar program then sees
      // an unchanged match as unchanged, and two requests give the same feed.
      stamp: new Date(match.updatedAt),
      start,
      end: new Date(start.getTime() + (match.matchLength + CALENDAR_SLACK_MIN) * 60_000),
      summary: `${team.categoryCode} #${match.matchNumber}: ${home} – ${away}`,
      description: `${groupTitle(groupLabel, locale)}\n${resultsUrl}/match/${match.id}`,
      location: {
        title: hall,
        address: place.address ?? undefined,
        geo: place.lat !== null && place.lng !== null ? { lat: place.lat, lon: place.lng } : undefined,
      },
      url: `${resultsUrl}/match/${match.id}`,
    });
  }
  return calendar.toString();
}
