import { z } from 'zod';

const id = z.number().int().positive().max(2_147_483_647);

/** Body of POST/PUT /api/v1/competition/match/{matchId}/events[/{eventId}]. */
export const matchEventInput = z.object({
  minute: z.number().int().min(0).max(200),
  second: z.number().int().min(0).max(59),
  /** Client creation time in ms; a repeated create with the same value returns the existing event. */
  createdTimestamp: z.number().int().positive(),
  competitionEventTypeId: id,
  competitionMatchParticipantId: id,
  /** Defaults to the match's current stage. */
  competitionMatchStageId: id.optional(),
  secondaryParticipantId: id.nullable().optional(),
  sevenMeterThrow: z.boolean().optional(),
});
export type MatchEventInput = z.infer<typeof matchEventInput>;

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
});
export type RosterCandidate = z.infer<typeof rosterCandidate>;

/** GET /api/v1/reporter/halls: a hall the signed-in user reports in. */
export const reporterHall = z.object({ placeId: z.number() });
export type ReporterHall = z.infer<typeof reporterHall>;
