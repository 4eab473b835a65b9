import { teamDisplayName } from '@tms/domain/team-name';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, competitionTeams, teamCategories } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';

// How the calendar feeds and the printed documents name teams.

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

/** The display names of the teams by id; unknown ids are left out. */
export async function loadTeamNames(db: DbOrTx, teamIds: readonly number[]): Promise<Map<number, string>> {
  if (teamIds.length === 0) return new Map();
  const teams = await db
    .select({
      id: competitionTeams.id,
      name: competitionTeams.name,
      teamNumber: competitionTeams.teamNumber,
      clubName: clubs.name,
    })
    .from(competitionTeams)
    .innerJoin(clubs, eq(clubs.id, competitionTeams.clubId))
    .where(inArray(competitionTeams.id, [...teamIds]));
  return new Map(teams.map((t) => [t.id, teamDisplayName(t)]));
}
