import { z } from 'zod';
import { GENDERS } from './club-roster';
import { fieldMessage } from './common';
import { refereeRegistration } from './referees';

// Returning clubs and referees (a new edition starts from the user's registration of the latest
// earlier edition): GET /api/v1/web/club-registrations/returning and
// GET /api/v1/web/referee-registrations/returning. Nothing is stored until the user sends the form.

/** A team of last year and the category it is proposed for this year. */
export const returningTeam = z.object({
  previousTeamId: z.number(),
  /** How the team was shown last year, with last year's category code. */
  previousName: z.string(),
  previousCode: z.string(),
  /** This year's category; null when no category fits (the team is not in the form). */
  teamCategoryId: z.number().nullable(),
  code: z.string().nullable(),
  /** Proposed for the next older category, because more of its players may play there. */
  movedUp: z.boolean(),
  players: z.number(),
  eligiblePlayers: z.number(),
});
export type ReturningTeam = z.infer<typeof returningTeam>;

/** A person of last year's club roster, checked against this year's rules on the team they continue with. */
export const returningParticipant = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  gender: z.enum(GENDERS),
  /** Last year's teams (by `previousTeamId`) and roles. */
  teams: z.array(z.object({ previousTeamId: z.number(), isLeader: z.boolean() })),
  eligible: z.boolean(),
  /** Why not (the eligibility rules' messages); empty when eligible. */
  reasons: z.array(fieldMessage),
});
export type ReturningParticipant = z.infer<typeof returningParticipant>;

const party = {
  bundlePricelistItemId: z.number().nullable(),
  bundlePersons: z.number(),
  handballPersons: z.number(),
  vipPartyPersons: z.number(),
  singleRoomPersons: z.number(),
};

/**
 * The new registration's form as last year's registration fills it: the club, its contact and billing,
 * the stay moved to this year's days, and the teams in this year's categories with this year's price
 * list items of the same name. Files, the note and the terms are the user's to give again.
 */
export const returningRegistration = z.object({
  name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  countryId: z.number(),
  regionId: z.number().nullable(),
  tournamentContactFirstName: z.string(),
  tournamentContactLastName: z.string(),
  tournamentContactPhone: z.string(),
  arrivalDate: z.string(),
  departureDate: z.string(),
  teams: z.array(
    z.object({
      id: z.null(),
      teamCategoryId: z.number(),
      name: z.string(),
      teamStartServiceLevelId: z.number().nullable(),
      previousTeamId: z.number(),
      ...party,
    }),
  ),
  extraPersons: z.array(z.object({ id: z.null(), ...party })),
  differentBillingAddress: z.boolean(),
  invoiceSubjectName: z.string(),
  invoiceStreet: z.string(),
  invoiceCity: z.string(),
  invoiceZip: z.string(),
  invoiceCountryId: z.number().nullable(),
  tin: z.string(),
  vatin: z.string(),
});
export type ReturningRegistration = z.infer<typeof returningRegistration>;

export const returningClub = z.object({
  /** The edition the data comes from. */
  year: z.number(),
  clubName: z.string(),
  registration: returningRegistration,
  teams: z.array(returningTeam),
  participants: z.array(returningParticipant),
});
export type ReturningClub = z.infer<typeof returningClub>;

/**
 * Last year's referee registration as this year's form starts from it: the stay moved to this year's
 * days, no colleague (last year's referees are not this year's), the terms to agree to again.
 */
export const returningReferee = z.object({ year: z.number(), registration: refereeRegistration });
export type ReturningReferee = z.infer<typeof returningReferee>;
