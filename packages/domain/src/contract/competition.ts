import { z } from 'zod';
import { EVENT_TYPE_CODES, MATCH_STAGE_CODES, REFEREE_SEXES } from '../constants';
import { link, translation } from './common';
import { configurationEntry, country, teamCategory } from './enums';
import { refereeInHall } from './referee-in-hall';

export {
  EVENT_TYPE_CODES,
  type EventTypeCode,
  MATCH_STAGE_CODES,
  type MatchStageCode,
  PLACE_TYPE_IDS,
} from '../constants';

export const eventType = z.object({
  id: z.number(),
  nameCs: z.string(),
  nameEn: z.string(),
  code: z.enum(EVENT_TYPE_CODES),
  category: z.enum(['score', 'penalty']),
  penaltyMatchStop: z.boolean(),
  /** Seconds. */
  penaltyDuration: z.number(),
  scoreIncrease: z.number(),
  secondaryParticipantAllowed: z.boolean(),
  shortName: z.string(),
});
export type EventType = z.infer<typeof eventType>;

export const matchStage = z.object({
  id: z.number(),
  nameCs: z.string(),
  nameEn: z.string(),
  stageType: z.enum(['before', 'play', 'after']),
  code: z.enum(MATCH_STAGE_CODES),
  shortNameCs: z.string(),
  shortNameEn: z.string(),
  duration: z.number(),
  startTime: z.number(),
  weight: z.number(),
});
export type MatchStage = z.infer<typeof matchStage>;

export const roundLevel = z.object({
  id: z.number(),
  nameCs: z.string(),
  nameEn: z.string(),
  systemName: z.string(),
  isBracket: z.boolean(),
  weight: z.number(),
});
export type RoundLevel = z.infer<typeof roundLevel>;

export const competitionGroup = z.object({
  id: z.number(),
  label: z.string(),
  name: z.string(),
  playoffCategory: z.string().nullable(),
  competitionRoundLevelId: z.number(),
  teamCategoryId: z.number(),
  teamCategoryCode: z.string(),
  weight: z.number(),
});
export type CompetitionGroup = z.infer<typeof competitionGroup>;

export const place = z.object({
  id: z.number(),
  code: z.string().nullable(),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  link: z.string().nullable(),
  /** JSON text; `hall_reporter` holds the reporter's user id. */
  data: z.string(),
  isActive: z.boolean(),
  visibleOnMap: z.boolean(),
  defaultRefereeAccommodation: z.boolean(),
  translations: z.array(translation),
  placeType: z.object({ id: z.number(), name: z.string() }),
  files: z.array(
    z.object({ id: z.number(), url: z.string(), filename: z.string(), extension: z.string(), folder: z.string() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
  allowedTrainingTypesIds: z.array(z.number()),
});
export type Place = z.infer<typeof place>;

export const competitionTeam = z.object({
  id: z.number(),
  name: z.string().nullable(),
  teamNumber: z.number(),
  persons: z.number(),
  clubId: z.number(),
  clubName: z.string(),
  clubCountryCode: z.string(),
  teamCategoryId: z.number(),
  teamCategoryCode: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompetitionTeam = z.infer<typeof competitionTeam>;

/** GET /api/v1/competition/static */
export const staticBundle = z.object({
  configurations: z.record(z.string(), configurationEntry),
  countries: z.record(z.string(), country),
  eventTypes: z.array(eventType),
  groups: z.array(competitionGroup),
  halls: z.array(place),
  matchStages: z.array(matchStage),
  places: z.array(place),
  roundLevels: z.array(roundLevel),
  teamCategories: z.array(teamCategory),
  teams: z.array(competitionTeam),
});
export type StaticBundle = z.infer<typeof staticBundle>;

export const groupStandingsRow = z.object({
  id: z.number(),
  standings: z.number().nullable(),
  games: z.number(),
  wins: z.number(),
  ties: z.number(),
  losses: z.number(),
  points: z.number(),
  goalsScored: z.number(),
  goalsConceded: z.number(),
  goalsCountScored: z.number(),
  goalsCountConceded: z.number(),
  predecessorCompetitionGroupStandings: z.number().nullable(),
  predecessorCompetitionGroupId: z.number().nullable(),
  teamId: z.number().nullable(),
  competitionGroupId: z.number(),
});
export type GroupStandingsRow = z.infer<typeof groupStandingsRow>;

export const match = z.object({
  id: z.number(),
  homeTeamId: z.number().nullable(),
  awayTeamId: z.number().nullable(),
  homeTeamCompetitionGroupId: z.number().nullable(),
  awayTeamCompetitionGroupId: z.number().nullable(),
  homeTeamCompetitionStandings: z.number().nullable(),
  awayTeamCompetitionStandings: z.number().nullable(),
  matchNumber: z.number(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  homeGoalsCount: z.number(),
  awayGoalsCount: z.number(),
  walkOver: z.boolean(),
  /** YYYY-MM-DD */
  day: z.string(),
  /** HH:MM, local time of the tournament. */
  time: z.string(),
  placeId: z.number(),
  competitionGroupId: z.number(),
  competitionMatchStageId: z.number(),
  /** Minutes. */
  matchLength: z.number(),
  streamUrl: z.string().nullable(),
  endedInShootout: z.boolean(),
  meta: z.record(z.string(), z.unknown()),
  teamCategoryId: z.number(),
});
export type Match = z.infer<typeof match>;

/** The part of a match that lists, tables and brackets show; the rest comes with the match detail. */
export type LiveMatch = Omit<Match, 'matchLength' | 'streamUrl' | 'meta'>;

/**
 * A match row of the live bundle as sent: short keys, and a field at its default (null, 0, false;
 * a goal count equal to the score) is left out. `d` indexes the bundle's `days`. Read it with `readLiveBundle` (live-bundle.ts).
 */
export const liveMatchRow = z.object({
  i: z.number().describe('id'),
  n: z.number().describe('matchNumber'),
  d: z.number().describe('day: index into days'),
  t: z.string().describe('time, HH:MM'),
  p: z.number().describe('placeId'),
  g: z.number().describe('competitionGroupId'),
  c: z.number().describe('teamCategoryId'),
  s: z.number().describe('competitionMatchStageId'),
  h: z.number().optional().describe('homeTeamId'),
  a: z.number().optional().describe('awayTeamId'),
  hg: z.number().optional().describe('homeTeamCompetitionGroupId'),
  ag: z.number().optional().describe('awayTeamCompetitionGroupId'),
  hr: z.number().optional().describe('homeTeamCompetitionStandings'),
  ar: z.number().optional().describe('awayTeamCompetitionStandings'),
  hs: z.number().optional().describe('homeScore'),
  as: z.number().optional().describe('awayScore'),
  hc: z.number().optional().describe('homeGoalsCount, default homeScore or 0'),
  ac: z.number().optional().describe('awayGoalsCount, default awayScore or 0'),
  w: z.literal(1).optional().describe('walkOver'),
  so: z.literal(1).optional().describe('endedInShootout'),
});
export type LiveMatchRow = z.infer<typeof liveMatchRow>;

/** A standings row of the live bundle as sent: short keys, defaults (null, 0, goal counts equal to goals) left out. */
export const liveStandingsRow = z.object({
  i: z.number().describe('id'),
  g: z.number().describe('competitionGroupId'),
  r: z.number().optional().describe('standings'),
  t: z.number().optional().describe('teamId'),
  m: z.number().optional().describe('games'),
  w: z.number().optional().describe('wins'),
  d: z.number().optional().describe('ties'),
  l: z.number().optional().describe('losses'),
  p: z.number().optional().describe('points'),
  gs: z.number().optional().describe('goalsScored'),
  gc: z.number().optional().describe('goalsConceded'),
  cs: z.number().optional().describe('goalsCountScored, default goalsScored'),
  cc: z.number().optional().describe('goalsCountConceded, default goalsConceded'),
  pr: z.number().optional().describe('predecessorCompetitionGroupStandings'),
  pg: z.number().optional().describe('predecessorCompetitionGroupId'),
});
export type LiveStandingsRow = z.infer<typeof liveStandingsRow>;

/**
 * GET /api/v1/competition/live as sent, and the data of a stream's `match` message (one match,
 * no standings). `days` are YYYY-MM-DD.
 */
export const liveBundleWire = z.object({
  days: z.array(z.string()),
  matches: z.array(liveMatchRow),
  groupTeams: z.array(liveStandingsRow).optional(),
});
export type LiveBundleWire = z.infer<typeof liveBundleWire>;

/** The live bundle as read (live-bundle.ts): full field names and every default filled in. */
export type LiveBundle = { groupTeams: GroupStandingsRow[]; matches: LiveMatch[] };

export const matchEvent = z.object({
  id: z.number(),
  minute: z.number(),
  second: z.number(),
  createdTimestamp: z.number(),
  /** The client's key of the event (a UUID); null for events stored before keys existed. */
  clientId: z.string().nullable(),
  competitionEventTypeId: z.number(),
  competitionMatchParticipantId: z.number().nullable(),
  competitionMatchStageId: z.number(),
  competitionMatchStageCode: z.enum(MATCH_STAGE_CODES),
  secondaryParticipantId: z.number().nullable(),
  /** A goal from a 7 m throw. */
  sevenMeterThrow: z.boolean(),
});
export type MatchEvent = z.infer<typeof matchEvent>;

export const matchParticipant = z.object({
  id: z.number(),
  matchId: z.number(),
  teamId: z.number(),
  participantId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birthYear: z.number(),
  jerseyNumber: z.number().nullable(),
  isLeader: z.boolean(),
});
export type MatchParticipant = z.infer<typeof matchParticipant>;

export const publicReferee = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  colleagueRefereeId: z.number().nullable(),
  countryId: z.number(),
  refereeInHalls: z.array(refereeInHall),
  sex: z.enum(REFEREE_SEXES),
});
export type PublicReferee = z.infer<typeof publicReferee>;

export const matchReferee = z.object({ position: z.number(), referee: publicReferee });

/**
 * The reporter's stopwatch as last sent (PUT .../clock): running or not, the match time it showed
 * and the server's time when it arrived; the screens run it on from there in the server's time.
 */
export const matchClock = z.object({
  running: z.boolean(),
  elapsedMs: z.number(),
  /** ISO time stamp of the server. */
  at: z.string(),
});
export type MatchClock = z.infer<typeof matchClock>;

/** GET /api/v1/competition/competition-match/{id} */
export const matchDetail = z.object({
  events: z.array(matchEvent),
  match,
  meta: z.object({ serverTime: z.string(), stageCode: z.enum(MATCH_STAGE_CODES) }),
  /** Null until the reporter first starts, pauses or sets the stopwatch. */
  clock: matchClock.nullable(),
  referees: z.array(matchReferee),
  roster: z.array(matchParticipant),
  /**
   * What the current user may do with this match: `createMatchEvent` (report it: the reporter
   * screen), `reopenMatch` (reopen it now). Empty for visitors.
   */
  links: z.array(link),
});
export type MatchDetail = z.infer<typeof matchDetail>;

/** GET /api/v1/competition/competition-match-live/{id} */
export const matchLive = z.object({ match, events: z.array(matchEvent) });
export type MatchLive = z.infer<typeof matchLive>;

/** GET /api/v1/competition/statistics/{categoryCode}: one row per player and team. */
export const playerStatistics = z.object({
  participantId: z.number(),
  teamId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  isLeader: z.boolean(),
  matches: z.number(),
  goals: z.number(),
  sevenMeterGoals: z.number(),
  shootoutGoals: z.number(),
  /** Goals per match, two decimals. */
  average: z.number(),
  yellowCards: z.number(),
  redCards: z.number(),
  blueCards: z.number(),
  twoMinutes: z.number(),
});
export type PlayerStatistics = z.infer<typeof playerStatistics>;
