import { DEFAULT_REFEREE_PAYOUT_RATES } from '@tms/domain/referee-assignment/payout';
import type { configurations } from './schema/index';

// The configuration keys among the built-in rows (built-in-rows.ts adds them on every start when
// missing), in a file of their own as the list grows with each part of the specification.

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
