// Plain constants without zod, so code that only needs them (route tables, lookups) stays light.

export const MATCH_STAGE_CODES = [
  'not_started',
  '1st_half',
  '2nd_half',
  'shootout',
  'waiting_for_approval',
  'finished',
] as const;
export type MatchStageCode = (typeof MATCH_STAGE_CODES)[number];

export const EVENT_TYPE_CODES = [
  'goal',
  'shootout-goal',
  'yellow-card',
  'red-card',
  'blue-card',
  'two-minutes',
] as const;
export type EventTypeCode = (typeof EVENT_TYPE_CODES)[number];

export const PLACE_TYPE_IDS = { hall: 1, hotel: 2, restaurant: 3, attraction: 4, school: 5, unknown: -1 } as const;
/** The types an organiser gives a place (schools: team accommodation in classrooms). */
export const PLACE_TYPE_NAMES = ['hall', 'hotel', 'restaurant', 'attraction', 'school'] as const;
export type PlaceTypeName = (typeof PLACE_TYPE_NAMES)[number];

/** Registration states of clubs and referees (PRODUCT_SPEC §4); only approved referees are public. */
export const REGISTRATION_STATES = ['new', 'approved', 'declined', 'processed'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** Shown Male, Female and Other. */
export const REFEREE_SEXES = ['male', 'female', 'indetermined'] as const;
export type RefereeSex = (typeof REFEREE_SEXES)[number];

/** czk_payment: a Czech account, paid in CZK; foreign_eur_payment: a foreign account, paid in EUR. */
export const REFEREE_PAYMENT_TYPES = ['czk_payment', 'foreign_eur_payment'] as const;
export type RefereePaymentType = (typeof REFEREE_PAYMENT_TYPES)[number];

/** The two sides of a match roster (contract/match-rosters.ts); here so that pages reading it load no schemas. */
export const ROSTER_SIDES = ['home', 'away'] as const;
export type RosterSide = (typeof ROSTER_SIDES)[number];
