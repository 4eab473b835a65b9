import { parseConfigDateTime } from '@tms/domain/config-value';
import { teamDisplayName } from '@tms/domain/team-name';
import { asc, eq, inArray, or } from 'drizzle-orm';
import ical from 'ical-generator';
import type { DbOrTx } from '../../db/client';
import {
  clubs,
  competitionGroups,
  competitionTeams,
  matches,
  placeTranslations,
  places,
  teamCategories,
} from '../../db/schema/index';
import { notFound } from '../../lib/http-error';

/** Break after a match before the hall is free, so calendar entries do not look back to back. */
const CALENDAR_SLACK_MIN = 5;

/** A team's name parts, club and category: the heading of its calendar and printed schedule; 404 when unknown. */
export async function loadTeamHeading(db: DbOrTx, teamId: number) {
  const [team] = await db
    .select({
      id: competitionTeams.id,
      name: competitionTeams.name,
      teamNumber: competitionTeams.teamNumber,
      clubName: clubs.name,
      categoryCode: teamCategories.code,
    })
    .from(competitionTeams)
    .innerJoin(clubs, eq(clubs.id, competitionTeams.clubId))
    .innerJoin(teamCategories, eq(teamCategories.id, competitionTeams.teamCategoryId))
    .where(eq(competitionTeams.id, teamId));
  if (!team) throw notFound('Team');
  return team;
}

/** The team's matches as an iCalendar feed (UTC times; halls with address and coordinates). */
export async function teamCalendar(db: DbOrTx, teamId: number, publicUrl: string, locale: 'cs' | 'en') {
  const team = await loadTeamHeading(db, teamId);

  const rows = await db
    .select({ match: matches, groupName: competitionGroups.name, place: places })
    .from(matches)
    .innerJoin(competitionGroups, eq(competitionGroups.id, matches.competitionGroupId))
    .innerJoin(places, eq(places.id, matches.placeId))
    .where(or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)))
    .orderBy(asc(matches.day), asc(matches.time));
  const opponentIds = rows.flatMap(({ match }) => [match.homeTeamId, match.awayTeamId]).filter((id) => id !== null);
  const [opponents, hallNames] = await Promise.all([
    opponentIds.length
      ? db
          .select({
            id: competitionTeams.id,
            name: competitionTeams.name,
            teamNumber: competitionTeams.teamNumber,
            clubName: clubs.name,
          })
          .from(competitionTeams)
          .innerJoin(clubs, eq(clubs.id, competitionTeams.clubId))
          .where(inArray(competitionTeams.id, opponentIds))
      : [],
    db.select().from(placeTranslations).where(eq(placeTranslations.locale, locale)),
  ]);
  const nameOf = new Map(opponents.map((t) => [t.id, teamDisplayName(t)]));
  const hallName = new Map(hallNames.map((t) => [t.placeId, t.name]));
  const ownName = teamDisplayName(team);

  const calendar = ical({
    name: `${ownName} (${team.categoryCode})`,
    prodId: { company: 'Prague Handball Cup', product: 'Tournament', language: locale.toUpperCase() },
    url: `${publicUrl}/results/team-detail/${team.id}`,
  });
  for (const { match, groupName, place } of rows) {
    const start = parseConfigDateTime(`${match.day} ${match.time}`);
    if (!start) continue;
    const home = match.homeTeamId ? (nameOf.get(match.homeTeamId) ?? '?') : '?';
    const away = match.awayTeamId ? (nameOf.get(match.awayTeamId) ?? '?') : '?';
    const hall = hallName.get(place.id) ?? place.code ?? '';
    calendar.createEvent({
      id: `match-${match.id}@handballcup`,
      start,
      end: new Date(start.getTime() + (match.matchLength + CALENDAR_SLACK_MIN) * 60_000),
      summary: `${team.categoryCode} #${match.matchNumber}: ${home} – ${away}`,
      description: `${groupName}\n${publicUrl}/results/match/${match.id}`,
      location: {
        title: hall,
        address: place.address ?? undefined,
        geo: place.lat !== null && place.lng !== null ? { lat: place.lat, lon: place.lng } : undefined,
      },
      url: `${publicUrl}/results/match/${match.id}`,
    });
  }
  return calendar.toString();
}
