import { DEFAULT_REFEREE_PAYOUT_RATES } from '@tms/domain/referee-assignment/payout';
import type { DbOrTx } from './client';
import { configurations, eventTypes, matchStages, placeTypes, roundLevels } from './schema/index';

/*
 * Built-in rows: the match stages, event types, round levels, place types and configuration keys
 * that the code itself refers to by code. They ship with the product and are added on every start
 * when missing; organisers change configuration values, never these rows' codes.
 *
 * Not to be confused with the lookup lists (modules/lookup-lists, db/schema/lookup-lists.ts):
 * countries, categories, pricelist and the other lists that are data, served to forms and pages.
 * Both used to be called "reference data" and "enums", which said nothing about who owns them.
 */

type ConfigurationDefault = typeof configurations.$inferInsert;

/** Every configuration key of the specification with a sensible default; organisers change values later. */
export const CONFIGURATION_DEFAULTS: readonly ConfigurationDefault[] = [
  { key: 'club_registration_from', dataType: 'datetime', value: null, label: 'Club registration opens' },
  { key: 'club_registration_till', dataType: 'datetime', value: null, label: 'Club registration closes' },
  { key: 'club_registration_edit_from', dataType: 'datetime', value: null, label: 'Club registration changes open' },
  { key: 'club_registration_edit_till', dataType: 'datetime', value: null, label: 'Club registration changes close' },
  { key: 'club_team_add_till', dataType: 'datetime', value: null, label: 'Teams can be added until' },
  {
    key: 'club_roster.enable_jersey_number_edit',
    dataType: 'boolean',
    value: 'true',
    label: 'Clubs may edit jersey numbers',
  },
  { key: 'club_roster.leader_min_age_in_years', dataType: 'integer', value: '18', label: 'Minimum age of a leader' },
  { key: 'match_roster.min_players', dataType: 'integer', value: '5', label: 'Fewest players on a match roster' },
  { key: 'match_roster.max_players', dataType: 'integer', value: '16', label: 'Most players on a match roster' },
  { key: 'match_roster.min_leaders', dataType: 'integer', value: '1', label: 'Fewest leaders on a match roster' },
  { key: 'match_roster.max_leaders', dataType: 'integer', value: '4', label: 'Most leaders on a match roster' },
  { key: 'roster_edit_till', dataType: 'datetime', value: null, label: 'Match rosters can be edited until' },
  { key: 'club_zone.link_to_bulletin', dataType: 'string', value: null, label: 'Link to the tournament bulletin' },
  {
    key: 'clubzone.show_referee_accommodation',
    dataType: 'boolean',
    value: 'false',
    label: 'Show referee accommodation',
  },
  { key: 'clubzone.show_referee_in_halls', dataType: 'boolean', value: 'false', label: 'Show referees in halls' },
  { key: 'referee_bank_account_enabled', dataType: 'boolean', value: 'true', label: 'Referees enter bank accounts' },
  { key: 'referee_registration_from', dataType: 'datetime', value: null, label: 'Referee registration opens' },
  {
    key: 'referee_accommodation_local_till',
    dataType: 'datetime',
    value: null,
    label: 'Local referees ask for accommodation until',
  },
  {
    key: 'referee_accommodation_foreign_till',
    dataType: 'datetime',
    value: null,
    label: 'Foreign referees ask for accommodation until',
  },
  { key: 'referee_registration_till', dataType: 'datetime', value: null, label: 'Referee registration closes' },
  {
    key: 'referee_registration_edit_from',
    dataType: 'datetime',
    value: null,
    label: 'Referee registration changes open',
  },
  {
    key: 'referee_registration_edit_till',
    dataType: 'datetime',
    value: null,
    label: 'Referee registration changes close',
  },
  {
    key: 'show_accommodation_in_clubzone',
    dataType: 'boolean',
    value: 'true',
    label: 'Show accommodation in the club zone',
  },
  { key: 'show_results_on_web', dataType: 'boolean', value: 'true', label: 'Show results on the web' },
  { key: 'terms_and_conditions', dataType: 'string', value: null, label: 'Terms and conditions (URL)' },
  {
    key: 'terms_and_conditions_club_registration',
    dataType: 'string',
    value: null,
    label: 'Terms of club registration (URL)',
  },
  {
    key: 'terms_and_conditions_referee_registration',
    dataType: 'string',
    value: null,
    label: 'Terms of referee registration (URL)',
  },
  { key: 'tournament_end_date', dataType: 'datetime', value: null, label: 'Last day of the tournament' },
  { key: 'tournament_first_game_date', dataType: 'datetime', value: null, label: 'First match' },
  { key: 'tournament_start_date', dataType: 'datetime', value: null, label: 'First day of the tournament' },
  {
    key: 'web.translations',
    dataType: 'string',
    value: '{}',
    label: 'Translation overrides (JSON by locale)',
    isPublic: true,
  },
  {
    key: 'competition_match.default_selected_event_type_position',
    dataType: 'integer',
    value: '0',
    label: 'Event type preselected in the reporter form (position)',
  },
  { key: 'style_primary_color', dataType: 'string', value: '#fd0085', label: 'Primary colour of the theme' },
  {
    key: 'referee_assignment.buffer_minutes',
    dataType: 'integer',
    value: '10',
    label: 'Minutes a referee keeps free before and after a match',
  },
  {
    key: 'referee_assignment.max_matches_per_day',
    dataType: 'integer',
    value: '6',
    label: 'Most matches of a referee per day',
  },
  {
    key: 'referee_assignment.max_in_a_row',
    dataType: 'integer',
    value: '3',
    label: 'Most matches of a referee in a row',
  },
  {
    key: 'referee_assignment.break_minutes',
    dataType: 'integer',
    value: '30',
    label: 'Minutes between two matches that count as a break',
  },
  {
    key: 'referee_assignment.own_country',
    dataType: 'string',
    value: 'from_semifinals',
    label: "Referees stay off their own country's teams: always, from_semifinals or never",
  },
  {
    key: 'referee_assignment.single_referee_categories',
    dataType: 'string',
    value: null,
    label: 'Categories whose matches get one referee when referees are short (codes separated by commas, e.g. ME, WE)',
  },
  {
    key: 'referee_payout.rates',
    dataType: 'string',
    value: JSON.stringify(DEFAULT_REFEREE_PAYOUT_RATES, null, 2),
    label:
      'Referee payouts (JSON): rate per match by category and role, daily allowance, travel by country zone; CZK and EUR',
  },
];

export const PLACE_TYPES = [
  { id: 1, name: 'hall' },
  { id: 2, name: 'hotel' },
  { id: 3, name: 'restaurant' },
  { id: 4, name: 'attraction' },
  { id: 5, name: 'school' },
] as const;

export const MATCH_STAGES: readonly (typeof matchStages.$inferInsert)[] = [
  {
    code: 'not_started',
    nameCs: 'Nezahájeno',
    nameEn: 'Not started',
    shortNameCs: 'NZ',
    shortNameEn: 'NS',
    stageType: 'before',
    weight: 0,
  },
  {
    code: '1st_half',
    nameCs: '1. poločas',
    nameEn: '1st half',
    shortNameCs: '1. P',
    shortNameEn: '1st H',
    stageType: 'play',
    weight: 1,
  },
  {
    code: '2nd_half',
    nameCs: '2. poločas',
    nameEn: '2nd half',
    shortNameCs: '2. P',
    shortNameEn: '2nd H',
    stageType: 'play',
    weight: 2,
  },
  {
    code: 'shootout',
    nameCs: 'Sedmimetrové hody',
    nameEn: 'Shoot-out',
    shortNameCs: '7 m',
    shortNameEn: 'SO',
    stageType: 'play',
    weight: 3,
  },
  {
    code: 'waiting_for_approval',
    nameCs: 'Čeká na schválení',
    nameEn: 'Waiting for approval',
    shortNameCs: 'KS',
    shortNameEn: 'WA',
    stageType: 'after',
    weight: 4,
  },
  {
    code: 'finished',
    nameCs: 'Ukončeno',
    nameEn: 'Finished',
    shortNameCs: 'K',
    shortNameEn: 'F',
    stageType: 'after',
    weight: 5,
  },
];

export const EVENT_TYPES: readonly (typeof eventTypes.$inferInsert)[] = [
  { code: 'goal', nameCs: 'Gól', nameEn: 'Goal', shortName: 'G', category: 'score', scoreIncrease: 1, weight: 0 },
  {
    code: 'shootout-goal',
    nameCs: 'Gól v rozstřelu',
    nameEn: 'Shoot-out goal',
    shortName: 'SO',
    category: 'score',
    scoreIncrease: 1,
    weight: 1,
  },
  {
    code: 'yellow-card',
    nameCs: 'Žlutá karta',
    nameEn: 'Yellow card',
    shortName: 'YC',
    category: 'penalty',
    weight: 2,
  },
  {
    code: 'two-minutes',
    nameCs: 'Vyloučení na 2 minuty',
    nameEn: '2-minute suspension',
    shortName: '2′',
    category: 'penalty',
    penaltyDuration: 120,
    weight: 3,
  },
  {
    code: 'red-card',
    nameCs: 'Červená karta',
    nameEn: 'Red card',
    shortName: 'RC',
    category: 'penalty',
    penaltyMatchStop: true,
    penaltyDuration: 120,
    weight: 4,
  },
  {
    code: 'blue-card',
    nameCs: 'Modrá karta',
    nameEn: 'Blue card',
    shortName: 'BC',
    category: 'penalty',
    penaltyMatchStop: true,
    penaltyDuration: 120,
    weight: 5,
  },
];

export const ROUND_LEVELS: readonly (typeof roundLevels.$inferInsert)[] = [
  { systemName: 'preliminary', nameCs: 'Základní skupina', nameEn: 'Preliminary group', isBracket: false, weight: 0 },
  { systemName: 'main', nameCs: 'Hlavní skupina', nameEn: 'Main group', isBracket: false, weight: 1 },
  { systemName: 'round_of_16', nameCs: 'Osmifinále', nameEn: 'Round of 16', isBracket: true, weight: 2 },
  { systemName: 'quarter_final', nameCs: 'Čtvrtfinále', nameEn: 'Quarter-final', isBracket: true, weight: 3 },
  { systemName: 'semi_final', nameCs: 'Semifinále', nameEn: 'Semi-final', isBracket: true, weight: 4 },
  { systemName: 'third_place', nameCs: 'O 3. místo', nameEn: '3rd place match', isBracket: true, weight: 5 },
  { systemName: 'final', nameCs: 'Finále', nameEn: 'Final', isBracket: true, weight: 6 },
  { systemName: 'placement', nameCs: 'O umístění', nameEn: 'Placement match', isBracket: true, weight: 7 },
];

/** Adds whatever reference rows are missing; existing rows (and organisers' values) are kept. */
export async function ensureBuiltInRows(db: DbOrTx) {
  await db
    .insert(placeTypes)
    .values([...PLACE_TYPES])
    .onConflictDoNothing();
  await db
    .insert(matchStages)
    .values([...MATCH_STAGES])
    .onConflictDoNothing();
  await db
    .insert(eventTypes)
    .values([...EVENT_TYPES])
    .onConflictDoNothing();
  await db
    .insert(roundLevels)
    .values([...ROUND_LEVELS])
    .onConflictDoNothing();
  await db
    .insert(configurations)
    .values([...CONFIGURATION_DEFAULTS])
    .onConflictDoNothing();
}
