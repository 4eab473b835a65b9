import { groupStandings, matches } from '../../db/schema/index';

// Column sets of the API's rows, shared by the services that read them and by the live announcement.

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
  day: matches.day,
  time: matches.time,
  placeId: matches.placeId,
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
  day: matches.day,
  time: matches.time,
  placeId: matches.placeId,
  competitionGroupId: matches.competitionGroupId,
  competitionMatchStageId: matches.competitionMatchStageId,
  matchLength: matches.matchLength,
  streamUrl: matches.streamUrl,
  endedInShootout: matches.endedInShootout,
  meta: matches.meta,
  teamCategoryId: matches.teamCategoryId,
};
