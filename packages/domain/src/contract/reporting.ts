import { z } from 'zod';
import { MATCH_STAGE_CODES } from '../constants';
import { link } from './common';
import { match, matchEvent } from './competition';

const id = z.number().int().positive().max(2_147_483_647);

/** Body of POST/PUT /api/v1/competition/match/{matchId}/events[/{eventId}]. */
export const matchEventInput = z.object({
  minute: z.number().int().min(0).max(200),
  second: z.number().int().min(0).max(59),
  /** Client creation time in ms; orders events entered at the same game time. */
  createdTimestamp: z.number().int().positive(),
  /**
   * The event's identity, made by the client when the event is entered (a UUID): a repeated create
   * with the same key returns the stored event. Without it (clients of the earlier scheme) the key is
   * derived from createdTimestamp (`legacyClientId`). Never changes.
   */
  clientId: z.uuid().optional(),
  competitionEventTypeId: id,
  competitionMatchParticipantId: id,
  /** Defaults to the match's current stage. */
  competitionMatchStageId: id.optional(),
  secondaryParticipantId: id.nullable().optional(),
  sevenMeterThrow: z.boolean().optional(),
});
export type MatchEventInput = z.infer<typeof matchEventInput>;

/**
 * Answer of the event writes (create, update, delete): only what changed, the event and the match
 * summary (score, stage, the user's links), not the whole detail. `applyMatchEventWrite` in
 * `match-event-write.ts` puts it into a cached match detail.
 */
export const matchEventWrite = z.object({
  /** The created or changed event; null when the write removed one. */
  event: matchEvent.nullable(),
  /** The id of the removed event; null otherwise. */
  removedEventId: z.number().nullable(),
  match,
  meta: z.object({ serverTime: z.string(), stageCode: z.enum(MATCH_STAGE_CODES) }),
  /** As in the match detail. */
  links: z.array(link),
});
export type MatchEventWrite = z.infer<typeof matchEventWrite>;

/** Most events one batch takes; a device with more sends several batches, in order. */
export const MATCH_EVENT_BATCH_MAX = 200;

/**
 * One event of POST /api/v1/competition/match/{matchId}/events/batch: the event as the device has it
 * now, identified by its key. The server creates it when the key is new, changes it when it differs,
 * removes it when `deleted`; sending it again changes nothing.
 */
export const matchEventBatchItem = matchEventInput.extend({
  clientId: z.uuid(),
  /**
   * The server id the device got for it earlier. An event with an id that the server no longer has was
   * removed there meanwhile (e.g. from another device): the removal stands and the event is not created again.
   */
  id: id.optional(),
  /** Remove the event; an event the server does not have counts as removed. */
  deleted: z.boolean().optional(),
});
export type MatchEventBatchItem = z.infer<typeof matchEventBatchItem>;

/** Body of the batch: the events in the order they were entered or changed; they are applied in that order. */
export const matchEventBatchInput = z.object({
  events: z.array(matchEventBatchItem).min(1).max(MATCH_EVENT_BATCH_MAX),
});
export type MatchEventBatchInput = z.infer<typeof matchEventBatchInput>;

/**
 * Answer of the batch: per sent event (same order) its key and the stored event (null when it is not
 * on the server: removed by this batch or earlier), then the match summary after all of them with the
 * user's links, as an event write answers it. `applyMatchEventBatch` in `match-event-write.ts` puts it
 * into a cached match detail. A refused event refuses the whole batch: 400 with the fields named
 * `events.{index}.{field}`.
 */
export const matchEventBatchResult = z.object({
  results: z.array(z.object({ clientId: z.string(), event: matchEvent.nullable() })),
  match,
  meta: matchEventWrite.shape.meta,
  links: z.array(link),
});
export type MatchEventBatchResult = z.infer<typeof matchEventBatchResult>;

export const WALKOVER_RESULTS = {
  /** Against both teams, 0:0. */
  both: [0, 0],
  /** For the guests, 0:5. */
  away: [0, 5],
  /** For the home team, 5:0. */
  home: [5, 0],
} as const;
export type WalkoverResult = keyof typeof WALKOVER_RESULTS;
export const walkoverInput = z.object({ result: z.enum(['both', 'away', 'home']) });

export const scoreInput = z.object({
  homeScore: z.number().int().min(0).max(199),
  awayScore: z.number().int().min(0).max(199),
});

/** Longest match time a stopwatch may show: 4 hours, in ms. */
export const MAX_CLOCK_MS = 4 * 60 * 60 * 1000;

/** PUT /api/v1/competition/match/{matchId}/clock: the reporter's stopwatch now; the server stamps its time. */
export const matchClockInput = z.object({
  running: z.boolean(),
  elapsedMs: z.number().int().min(0).max(MAX_CLOCK_MS),
});
export type MatchClockInput = z.infer<typeof matchClockInput>;

export const rosterInput = z.object({
  participants: z
    .array(
      z.object({
        participantId: id,
        jerseyNumber: z.number().int().min(1).max(99).nullable(),
        isLeader: z.boolean(),
      }),
    )
    .max(40),
});
export type RosterInput = z.infer<typeof rosterInput>;

export const refereesInput = z.object({
  referee1Id: id.nullable(),
  referee2Id: id.nullable().optional(),
});

/** GET /api/v1/competition/match/{matchId}/roster-candidates: a club participant of one of the two teams. */
export const rosterCandidate = z.object({
  teamId: z.number(),
  participantId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birthYear: z.number(),
  /** As assigned on the club roster. */
  isLeader: z.boolean(),
  jerseyNumber: z.number().nullable(),
  /** Of the other gender than the team's category (counted against its otherGenderMax). */
  otherGender: z.boolean(),
});
export type RosterCandidate = z.infer<typeof rosterCandidate>;

/** GET /api/v1/reporter/halls: a hall the signed-in user reports in. */
export const reporterHall = z.object({ placeId: z.number() });
export type ReporterHall = z.infer<typeof reporterHall>;
