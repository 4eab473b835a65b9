export type ConfigurationDefault = {
  key: string;
  dataType: 'string' | 'integer' | 'float' | 'datetime' | 'boolean';
  value: string;
  label: string;
  description?: string;
  /** Public entries are part of GET /api/v1/web/enums; the rest only reach admins. */
  isPublic?: boolean;
};

/**
 * Every configuration key of the product with its default for the 2025 edition
 * (tournament 18-21 April 2025). Datetimes carry their Prague offset (CET in winter, CEST in summer).
 */
export const CONFIGURATION_DEFAULTS: readonly ConfigurationDefault[] = [
  {
    key: 'club_registration_from',
    dataType: 'datetime',
    value: '2024-10-01T00:00:00+02:00',
    label: 'Club registration opens',
  },
  {
    key: 'club_registration_till',
    dataType: 'datetime',
    value: '2025-01-31T23:59:59+01:00',
    label: 'Club registration closes',
  },
  {
    key: 'club_registration_edit_from',
    dataType: 'datetime',
    value: '2024-10-01T00:00:00+02:00',
    label: 'Club registration can be updated from',
  },
  {
    key: 'club_registration_edit_till',
    dataType: 'datetime',
    value: '2025-03-31T23:59:59+02:00',
    label: 'Club registration can be updated till',
  },
  {
    key: 'club_team_add_till',
    dataType: 'datetime',
    value: '2025-02-28T23:59:59+01:00',
    label: 'Teams can be added, changed or removed till',
  },
  {
    key: 'club_roster.enable_jersey_number_edit',
    dataType: 'boolean',
    value: 'true',
    label: 'Club staff may change jersey numbers on match rosters',
  },
  {
    key: 'club_roster.leader_min_age_in_years',
    dataType: 'integer',
    value: '18',
    label: 'Minimum age of a team leader (years)',
  },
  {
    key: 'roster_edit_till',
    dataType: 'datetime',
    value: '2025-04-17T20:00:00+02:00',
    label: 'Club roster can be edited till',
  },
  {
    key: 'club_zone.link_to_bulletin',
    dataType: 'string',
    value: 'https://www.praguehandballcup.com/files/bulletin-2025.pdf',
    label: 'Link to the tournament bulletin',
  },
  {
    key: 'clubzone.show_referee_accommodation',
    dataType: 'boolean',
    value: 'true',
    label: 'Show referees their accommodation in the club zone',
  },
  {
    key: 'clubzone.show_referee_in_halls',
    dataType: 'boolean',
    value: 'true',
    label: 'Show referees their halls per day in the club zone',
  },
  {
    key: 'referee_bank_account_enabled',
    dataType: 'boolean',
    value: 'true',
    label: 'Referees enter bank account details',
  },
  {
    key: 'referee_registration_from',
    dataType: 'datetime',
    value: '2024-11-01T00:00:00+01:00',
    label: 'Referee registration opens',
  },
  {
    key: 'referee_registration_till',
    dataType: 'datetime',
    value: '2025-03-15T23:59:59+01:00',
    label: 'Referee registration closes',
  },
  {
    key: 'referee_registration_edit_from',
    dataType: 'datetime',
    value: '2024-11-01T00:00:00+01:00',
    label: 'Referee registration can be updated from',
  },
  {
    key: 'referee_registration_edit_till',
    dataType: 'datetime',
    value: '2025-04-06T23:59:59+02:00',
    label: 'Referee registration can be updated till',
  },
  {
    key: 'show_accommodation_in_clubzone',
    dataType: 'boolean',
    value: 'true',
    label: 'Show clubs their accommodation in the club zone',
  },
  {
    key: 'show_results_on_web',
    dataType: 'boolean',
    value: 'true',
    label: 'Show results on the public web',
  },
  {
    key: 'terms_and_conditions',
    dataType: 'string',
    value: 'https://www.praguehandballcup.com/files/terms-and-conditions-2025.pdf',
    label: 'Terms and conditions of the tournament',
  },
  {
    key: 'terms_and_conditions_club_registration',
    dataType: 'string',
    value: 'https://www.praguehandballcup.com/files/terms-club-registration-2025.pdf',
    label: 'Terms and conditions of the club registration',
  },
  {
    key: 'terms_and_conditions_referee_registration',
    dataType: 'string',
    value: 'https://www.praguehandballcup.com/files/terms-referee-registration-2025.pdf',
    label: 'Terms and conditions of the referee registration',
  },
  {
    key: 'tournament_end_date',
    dataType: 'datetime',
    value: '2025-04-21T18:00:00+02:00',
    label: 'Tournament ends',
  },
  {
    key: 'tournament_first_game_date',
    dataType: 'datetime',
    value: '2025-04-18T08:00:00+02:00',
    label: 'First match starts',
  },
  {
    key: 'tournament_start_date',
    dataType: 'datetime',
    value: '2025-04-18T00:00:00+02:00',
    label: 'Tournament starts',
  },
  {
    key: 'web.translations',
    dataType: 'string',
    value: '{}',
    label: 'Translation overrides (JSON per locale)',
    description: 'For example {"cs": {"core": {"title": "..."}}, "en": {...}}; applied after about 2 minutes.',
  },
  {
    key: 'competition_match.default_selected_event_type_position',
    dataType: 'integer',
    value: '0',
    label: 'Position of the event type preselected in the reporter event form',
  },
  {
    key: 'style_primary_color',
    dataType: 'string',
    value: '#fd0085',
    label: 'Primary colour of the theme (#RRGGBB)',
  },
];
