import { z } from 'zod';
import { MATCH_STAGE_CODES, ROSTER_SIDES } from '../constants';
import { link } from './common';
import { rosterInput } from './reporting';

// Match rosters of a club's team (DESIGN.md §3 "Club zone", §4 "Match roster" and "Roster deadlines";
// PRODUCT_SPEC §2 "Rosters area"). The club picks players and leaders with jersey numbers, saves and
// confirms; checkMatchRoster (match-roster.ts) checks every save, on the page and on the server.

export { ROSTER_SIDES, type RosterSide } from '../constants';

/** `empty`: nothing saved; `saved`: a draft the club may still change; `closed`: confirmed or the match started. */
export const ROSTER_STATES = ['empty', 'saved', 'closed'] as const;
export type RosterState = (typeof ROSTER_STATES)[number];

/** Body of PUT /matches/{matchId}/rosters/{side} and POST .../confirm: the ticked people. */
export const matchRosterInput = rosterInput;
export type MatchRosterInput = z.infer<typeof matchRosterInput>;

const team = z.object({ id: z.number(), displayName: z.string(), teamCategoryCode: z.string() });

/** GET /teams/{teamId}/match-plan: the team's matches, each with its roster's state. */
export const teamMatchPlan = z.object({
  club: z.object({ id: z.number(), name: z.string() }),
  team,
  matches: z.array(
    z.object({
      id: z.number(),
      matchNumber: z.number(),
      /** `YYYY-MM-DD` and `HH:MM`, the tournament's local time. */
      day: z.string(),
      time: z.string(),
      /** The hall's name per locale (`cs`, `en`); `code` when it has none. */
      hall: z.object({ id: z.number(), code: z.string().nullable(), names: z.record(z.string(), z.string()) }),
      side: z.enum(ROSTER_SIDES),
      /** Null while the opponent is not decided (a play-off slot). */
      opponent: z.string().nullable(),
      /** Label of the group or play-off round the match belongs to (`MA-A`), named with `groupTitle`. */
      groupLabel: z.string(),
      stageCode: z.enum(MATCH_STAGE_CODES),
      rosterState: z.enum(ROSTER_STATES),
    }),
  ),
});
export type TeamMatchPlan = z.infer<typeof teamMatchPlan>;

/** One person the club may put on the roster: the team's club-roster people and those eligible to play up. */
export const matchRosterCandidate = z.object({
  participantId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birthYear: z.number(),
  /** As assigned on the club roster. */
  isLeader: z.boolean(),
  /** Not on the team's club roster but eligible to play for it (one category up, or of the other gender). */
  playsUp: z.boolean(),
  /** Of the other gender than the team's category: counted against `otherGenderMax`. */
  otherGender: z.boolean(),
  /** The jersey number to start from: the last match's, else the club roster's. */
  defaultJerseyNumber: z.number().nullable(),
});
export type MatchRosterCandidate = z.infer<typeof matchRosterCandidate>;

export const matchRosterLimits = z.object({
  minPlayers: z.number(),
  maxPlayers: z.number(),
  minLeaders: z.number(),
  maxLeaders: z.number(),
});

/**
 * GET /matches/{matchId}/rosters/{side}. `entries`: the roster as it stands (the confirmed one once
 * closed, else the saved draft, else null: nothing saved yet). `links`: saveMatchRoster and
 * confirmMatchRoster while the club may change it.
 */
export const matchRosterView = z.object({
  match: teamMatchPlan.shape.matches.element,
  club: z.object({ id: z.number(), name: z.string() }),
  team,
  candidates: z.array(matchRosterCandidate),
  entries: matchRosterInput.shape.participants.nullable(),
  limits: matchRosterLimits,
  /** Players of the other gender the category allows on a roster (0: none). */
  otherGenderMax: z.number(),
  jerseyNumberEdit: z.boolean(),
  closed: z.boolean(),
  confirmedAt: z.string().nullable(),
  links: z.array(link),
});
export type MatchRosterView = z.infer<typeof matchRosterView>;
