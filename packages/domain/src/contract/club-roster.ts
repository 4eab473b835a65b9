import { z } from 'zod';
import { ruleIssue } from '../errors';
import { link, recordId, requiredText } from './common';

// The club roster (DESIGN.md §3 "Club zone", §4 "Eligibility" and "Roster deadlines"; PRODUCT_SPEC
// §2 club-roster): every person of the club once, with birth date and gender, assigned to teams as
// player or leader. The eligibility rules (eligibility.ts) check every change.

export const GENDERS = ['male', 'female'] as const;
export const CLUB_ROSTER_LIMITS = { teams: 60 } as const;

/** One team of a participant; a person is a player or a leader of a team, never both. */
export const participantTeamInput = z.object({ teamId: recordId, isLeader: z.boolean() });

/** POST /clubs/{id}/participants and PUT .../{participantId}: the multi-step form's body. */
export const participantInput = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  /** `YYYY-MM-DD`. */
  birthDate: z.iso.date(),
  gender: z.enum(GENDERS),
  teams: z
    .array(participantTeamInput)
    .max(CLUB_ROSTER_LIMITS.teams)
    .superRefine((teams, ctx) => {
      // One entry per team: a player and a leader of one team at once is the eligibility rule's refusal.
      teams.forEach((team, index) => {
        if (teams.findIndex((t) => t.teamId === team.teamId) === index) return;
        ctx.addIssue({ code: 'custom', path: [index, 'teamId'], input: team.teamId, ...ruleIssue('duplicate') });
      });
    }),
});
export type ParticipantInput = z.input<typeof participantInput>;

/** A club participant; `links`: updateClubParticipant and deleteClubParticipant where the caller may. */
export const clubParticipant = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  birthYear: z.number(),
  gender: z.enum(GENDERS),
  /** The jersey number of the participant's most recent match, if any. */
  jerseyNumberFromLastMatch: z.number().nullable(),
  /** Leader of at least one team. */
  isLeader: z.boolean(),
  teams: z.array(participantTeamInput),
  links: z.array(link),
});
export type ClubParticipant = z.infer<typeof clubParticipant>;

/** A team of the club on the roster page; `editable`: the caller may change its assignments. */
export const rosterTeam = z.object({
  id: z.number(),
  displayName: z.string(),
  teamCategoryId: z.number(),
  teamCategoryCode: z.string(),
  editable: z.boolean(),
});
export type RosterTeamOut = z.infer<typeof rosterTeam>;

/** A category's data for the eligibility rules in the browser (instant feedback). */
export const rosterCategory = z.object({
  id: z.number(),
  code: z.string(),
  gender: z.enum(GENDERS),
  birthDateMin: z.string(),
  birthDateMax: z.string().nullable(),
  /** Players of the other gender a team of the category may include. */
  otherGenderMax: z.number(),
});

/**
 * GET /clubs/{id}/participants: the roster with what the rules need. `links` holds
 * createClubParticipant while the caller may add people (before `rosterEditableUntil`).
 */
export const clubRoster = z.object({
  club: z.object({ id: z.number(), name: z.string() }),
  participants: z.array(clubParticipant),
  teams: z.array(rosterTeam),
  categories: z.array(rosterCategory),
  /** `YYYY-MM-DD`: leaders' ages are taken on this day; null when not configured. */
  firstTournamentDay: z.string().nullable(),
  leaderMinAge: z.number(),
  /** roster_edit_till; null: no deadline. */
  rosterEditableUntil: z.string().nullable(),
  /** False once the deadline has passed (for the caller). */
  editable: z.boolean(),
  links: z.array(link),
});
export type ClubRoster = z.infer<typeof clubRoster>;
