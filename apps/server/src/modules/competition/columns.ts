import { isNotNull } from 'drizzle-orm';
import { groupStandings, matches } from '../../db/schema/index';

// Column sets of the API's rows, shared by the services that read them and by the live announcement.

/**
 * Day, time and hall as the public and the clubs see them: the last published ones, not the office's
 * draft. Readers keep only published matches (`isPublished`), so the columns are never null there.
 */
export const publishedPlacement = {
  day: matches.publishedDay as unknown as typeof matches.day,
  time: matches.publishedTime as unknown as typeof matches.time,
  placeId: matches.publishedPlaceId as unknown as typeof matches.placeId,
};

/** A match the public may see: its placement has been published at least once. */
export const isPublished = isNotNull(matches.publishedDay);

/** The standings row of the API (`groupTeams` of the live bundle). */
export const groupStandingsColumns = {
  id: groupStandings.id,
  standings: groupStandings.standings,
  games: groupStandings.games,
  wins: groupStandings.wins,
  ties: groupStandings.ties,
  losses: groupStandings.losses,
  points: groupStandings.points,
  goalsScored: groupStandings.goalsScored,
  goalsConceded: groupStandings.goalsConceded,
  goalsCountScored: groupStandings.goalsCountScored,
  goalsCountConceded: groupStandings.goalsCountConceded,
  predecessorCompetitionGroupStandings: groupStandings.predecessorCompetitionGroupStandings,
  predecessorCompetitionGroupId: groupStandings.predecessorCompetitionGroupId,
  teamId: groupStandings.teamId,
  competitionGroupId: groupStandings.competitionGroupId,
};

/** The match row of the live bundle and its stream messages; the detail adds the rest. */
export const liveMatchColumns = {
  id: matches.id,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
  homeTeamCompetitionGroupId: matches.homeTeamCompetitionGroupId,
  awayTeamCompetitionGroupId: matches.awayTeamCompetitionGroupId,
  homeTeamCompetitionStandings: matches.homeTeamCompetitionStandings,
  awayTeamCompetitionStandings: matches.awayTeamCompetitionStandings,
  matchNumber: matches.matchNumber,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  homeGoalsCount: matches.homeGoalsCount,
  awayGoalsCount: matches.awayGoalsCount,
  walkOver: matches.walkOver,
  ...publishedPlacement,
  competitionGroupId: matches.competitionGroupId,
  competitionMatchStageId: matches.competitionMatchStageId,
  endedInShootout: matches.endedInShootout,
  teamCategoryId: matches.teamCategoryId,
};

export const matchColumns = {
  id: matches.id,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
  homeTeamCompetitionGroupId: matches.homeTeamCompetitionGroupId,
  awayTeamCompetitionGroupId: matches.awayTeamCompetitionGroupId,
  homeTeamCompetitionStandings: matches.homeTeamCompetitionStandings,
  awayTeamCompetitionStandings: matches.awayTeamCompetitionStandings,
  matchNumber: matches.matchNumber,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  homeGoalsCount: matches.homeGoalsCount,
  awayGoalsCount: matches.awayGoalsCount,
  walkOver: matches.walkOver,
  ...publishedPlacement,
  competitionGroupId: matches.competitionGroupId,
  competitionMatchStageId: matches.competitionMatchStageId,
  matchLength: matches.matchLength,
  streamUrl: matches.streamUrl,
  endedInShootout: matches.endedInShootout,
  meta: matches.meta,
  teamCategoryId: matches.teamCategoryId,
};
