/**
 * Configuration values of the 2025 edition (tournament 18-21 April 2025); keys, types and labels
 * come from the reference defaults. Datetimes carry their Prague offset (CET in winter, CEST in summer).
 * The club and referee registration windows and the roster deadline (`roster_edit_till`) have no end
 * (DESIGN.md §4 "Demo windows": a new user can try every form); tests close them to prove the guards.
 */
export const DEMO_CONFIGURATION_VALUES: Readonly<Record<string, string>> = {
  club_registration_from: '2024-10-01T00:00:00+02:00',
  club_registration_edit_from: '2024-10-01T00:00:00+02:00',
  'club_roster.enable_jersey_number_edit': 'true',
  'club_roster.leader_min_age_in_years': '18',
  'club_zone.link_to_bulletin': 'https://www.praguehandballcup.com/files/bulletin-2025.pdf',
  'clubzone.show_referee_accommodation': 'true',
  'clubzone.show_referee_in_halls': 'true',
  referee_bank_account_enabled: 'true',
  referee_registration_from: '2024-11-01T00:00:00+01:00',
  referee_accommodation_local_till: '2025-03-31T23:59:00+02:00',
  referee_accommodation_foreign_till: '2025-03-15T23:59:00+01:00',
  referee_registration_edit_from: '2024-11-01T00:00:00+01:00',
  show_accommodation_in_clubzone: 'true',
  show_results_on_web: 'true',
  terms_and_conditions: 'https://www.praguehandballcup.com/files/terms-and-conditions-2025.pdf',
  terms_and_conditions_club_registration: 'https://www.praguehandballcup.com/files/terms-club-registration-2025.pdf',
  terms_and_conditions_referee_registration:
    'https://www.praguehandballcup.com/files/terms-referee-registration-2025.pdf',
  tournament_end_date: '2025-04-21T18:00:00+02:00',
  tournament_first_game_date: '2025-04-18T08:00:00+02:00',
  tournament_start_date: '2025-04-18T00:00:00+02:00',
  'web.translations': '{}',
  'competition_match.default_selected_event_type_position': '0',
  style_primary_color: '#fd0085',
};
