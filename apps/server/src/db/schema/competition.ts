import { EVENT_TYPE_CODES, MATCH_STAGE_CODES } from '@tms/domain/contract/competition';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { competitionTeams, participants } from './clubs';
import { teamCategories } from './lookup-lists';
import { places } from './places';
import { referees } from './referees';
import { REFEREE_SOURCES } from '@tms/domain/contract/referee-assignments';
import { editionId } from './editions';

export const roundLevels = pgTable('round_levels', {
  id: serial().primaryKey(),
  nameCs: text().notNull(),
  nameEn: text().notNull(),
  systemName: varchar({ length: 32 }).notNull().unique(),
  isBracket: boolean().notNull().default(false),
  weight: integer().notNull().default(0),
});

export const matchStages = pgTable('match_stages', {
  id: serial().primaryKey(),
  code: text({ enum: MATCH_STAGE_CODES }).notNull().unique(),
  nameCs: text().notNull(),
  nameEn: text().notNull(),
  stageType: text({ enum: ['before', 'play', 'after'] }).notNull(),
  shortNameCs: text().notNull(),
  shortNameEn: text().notNull(),
  /** Minutes; 0 for stages without a clock. */
  duration: integer().notNull().default(0),
  /** Minute of the match at which the stage starts. */
  startTime: integer().notNull().default(0),
  weight: integer().notNull(),
});

export const eventTypes = pgTable('competition_event_types', {
  id: serial().primaryKey(),
  code: text({ enum: EVENT_TYPE_CODES }).notNull().unique(),
  nameCs: text().notNull(),
  nameEn: text().notNull(),
  shortName: text().notNull(),
  category: text({ enum: ['score', 'penalty'] }).notNull(),
  penaltyMatchStop: boolean().notNull().default(false),
  /** Seconds the player is suspended; 0 when none. */
  penaltyDuration: integer().notNull().default(0),
  scoreIncrease: integer().notNull().default(0),
  secondaryParticipantAllowed: boolean().notNull().default(false),
  weight: integer().notNull().default(0),
});

export const competitionGroups = pgTable(
  'competition_groups',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    /** Unique, URL-safe label such as `MA-A` or `WB-PA-F`. */
    label: varchar({ length: 32 }).notNull(),
    name: text().notNull(),
    teamCategoryId: integer()
      .notNull()
      .references(() => teamCategories.id),
    competitionRoundLevelId: integer()
      .notNull()
      .references(() => roundLevels.id),
    /** `A` or `B` for play-off brackets, null for round-robin groups. */
    playoffCategory: varchar({ length: 1 }),
    weight: integer().notNull().default(0),
  },
  (t) => [unique().on(t.editionId, t.label), index().on(t.teamCategoryId)],
);

/**
 * One row per slot of a group. `teamId` is null until the predecessor group
 * (`predecessorCompetitionGroupId`, rank `predecessorCompetitionGroupStandings`) is decided.
 * Table columns are derived from results by the standings service; they are never incremented.
 */
export const groupStandings = pgTable(
  'competition_group_standings',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    competitionGroupId: integer()
      .notNull()
      .references(() => competitionGroups.id, { onDelete: 'cascade' }),
    slot: integer().notNull(),
    teamId: integer().references(() => competitionTeams.id),
    standings: integer(),
    games: integer().notNull().default(0),
    wins: integer().notNull().default(0),
    ties: integer().notNull().default(0),
    losses: integer().notNull().default(0),
    points: integer().notNull().default(0),
    goalsScored: integer().notNull().default(0),
    goalsConceded: integer().notNull().default(0),
    goalsCountScored: integer().notNull().default(0),
    goalsCountConceded: integer().notNull().default(0),
    predecessorCompetitionGroupId: integer().references(() => competitionGroups.id),
    predecessorCompetitionGroupStandings: integer(),
  },
  (t) => [unique().on(t.competitionGroupId, t.slot), index().on(t.teamId), index().on(t.predecessorCompetitionGroupId)],
);

export const matches = pgTable(
  'competition_matches',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    matchNumber: integer().notNull(),
    teamCategoryId: integer()
      .notNull()
      .references(() => teamCategories.id),
    competitionGroupId: integer()
      .notNull()
      .references(() => competitionGroups.id),
    homeTeamId: integer().references(() => competitionTeams.id),
    awayTeamId: integer().references(() => competitionTeams.id),
    /** Where the home team comes from while it is not decided: a group and a rank in it. */
    homeTeamCompetitionGroupId: integer().references(() => competitionGroups.id),
    homeTeamCompetitionStandings: integer(),
    awayTeamCompetitionGroupId: integer().references(() => competitionGroups.id),
    awayTeamCompetitionStandings: integer(),
    /** Official result; a walkover counts 5:0, 0:5 or 0:0. */
    homeScore: integer(),
    awayScore: integer(),
    /** Sum of goal events. */
    homeGoalsCount: integer().notNull().default(0),
    awayGoalsCount: integer().notNull().default(0),
    walkOver: boolean().notNull().default(false),
    /** The reporter typed the final score instead of entering events: it stays as typed. */
    scoreEntered: boolean().notNull().default(false),
    day: date({ mode: 'string' }).notNull(),
    time: varchar({ length: 5 }).notNull(),
    placeId: integer()
      .notNull()
      .references(() => places.id),
    /**
     * Day, time and hall as last published: what the public and the clubs see. The columns above are
     * the office's draft; publishing copies them here. Null: never published, so not shown publicly.
     */
    publishedDay: date({ mode: 'string' }),
    publishedTime: varchar({ length: 5 }),
    publishedPlaceId: integer().references(() => places.id),
    competitionMatchStageId: integer()
      .notNull()
      .references(() => matchStages.id),
    /** Minutes. */
    matchLength: integer().notNull(),
    streamUrl: text(),
    endedInShootout: boolean().notNull().default(false),
    meta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The reporter's stopwatch as last sent: running or not, the match time it showed (ms) and the
     * server's time when it arrived. Null `clockAt`: the reporter has never sent it.
     */
    clockRunning: boolean().notNull().default(false),
    clockElapsedMs: integer().notNull().default(0),
    clockAt: timestamp({ withTimezone: true, mode: 'string' }),
    updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.teamCategoryId, t.matchNumber),
    index().on(t.competitionGroupId),
    index().on(t.placeId, t.day, t.time),
    index().on(t.homeTeamId),
    index().on(t.awayTeamId),
    index().on(t.homeTeamCompetitionGroupId),
    index().on(t.awayTeamCompetitionGroupId),
  ],
);

/** A person on a match roster. */
export const matchParticipants = pgTable(
  'competition_match_participants',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    matchId: integer()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => competitionTeams.id),
    participantId: integer()
      .notNull()
      .references(() => participants.id),
    jerseyNumber: integer(),
    isLeader: boolean().notNull().default(false),
  },
  (t) => [
    unique().on(t.matchId, t.participantId),
    index().on(t.participantId),
    uniqueIndex('match_participants_jersey_idx')
      .on(t.matchId, t.teamId, t.jerseyNumber)
      .where(sql`${t.jerseyNumber} is not null`),
  ],
);

export const matchEvents = pgTable(
  'competition_match_events',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    matchId: integer()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    minute: integer().notNull(),
    second: integer().notNull(),
    /** Client creation time in ms; orders events entered at the same game time. */
    createdTimestamp: bigint({ mode: 'number' }).notNull(),
    /**
     * The event's identity made by the client (a UUID); with the match it makes a create idempotent.
     * Null only for events stored before keys existed.
     */
    clientId: uuid(),
    competitionEventTypeId: integer()
      .notNull()
      .references(() => eventTypes.id),
    competitionMatchParticipantId: integer().references(() => matchParticipants.id, { onDelete: 'cascade' }),
    competitionMatchStageId: integer()
      .notNull()
      .references(() => matchStages.id),
    secondaryParticipantId: integer().references(() => matchParticipants.id, { onDelete: 'set null' }),
    /** A goal scored from a 7 m throw (the event types have no code of their own for it). */
    sevenMeterThrow: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.matchId, t.clientId),
    index().on(t.matchId, t.createdTimestamp),
    index().on(t.competitionMatchParticipantId),
  ],
);

export const matchReferees = pgTable(
  'competition_match_referees',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    matchId: integer()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    refereeId: integer()
      .notNull()
      .references(() => referees.id),
    /** 1 or 2. */
    position: integer().notNull(),
    /** Who set the referee: the office's assignment or the hall reporter at the table. */
    source: text({ enum: REFEREE_SOURCES }).notNull().default('table'),
    setByUserId: integer(),
  },
  (t) => [unique().on(t.matchId, t.position), index().on(t.refereeId)],
);

/** Orders live messages across instances; a client resumes after the last id it saw. */
export const liveEventSeq = pgSequence('live_event_seq');

export { EVENT_TYPE_CODES, MATCH_STAGE_CODES };
export type { EventTypeCode, MatchStageCode } from '@tms/domain/contract/competition';
