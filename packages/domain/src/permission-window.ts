import { parseConfigDateTime } from './config-value';

export type RoleName =
  | 'ROLE_USER'
  | 'ROLE_ADMIN'
  | 'ROLE_SUPER_ADMIN'
  | 'ROLE_LATE_REGISTRATION'
  | 'ROLE_COMPETITION_REPORTER'
  | 'ROLE_COMPETITION_SUPER_REPORTER';

export type CompetitionDates = {
  tournamentStartDate: Date | null;
  tournamentEndDate: Date | null;
  clubRegistrationCreateFrom: Date | null;
  clubRegistrationCreateTill: Date | null;
  clubRegistrationUpdateFrom: Date | null;
  clubRegistrationUpdateTill: Date | null;
  clubTeamCreateTill: Date | null;
  refereeRegistrationCreateFrom: Date | null;
  refereeRegistrationCreateTill: Date | null;
  refereeRegistrationUpdateFrom: Date | null;
  refereeRegistrationUpdateTill: Date | null;
};

const WINDOW_BYPASS: readonly RoleName[] = ['ROLE_SUPER_ADMIN', 'ROLE_LATE_REGISTRATION'];
const TEAM_DEADLINE_BYPASS: readonly RoleName[] = ['ROLE_SUPER_ADMIN'];

function hasAnyRole(roles: readonly string[], allowed: readonly RoleName[]): boolean {
  return allowed.some((role) => roles.includes(role));
}

// An Invalid Date bound counts as unset, the same as an unparsable configuration value.
function isSet(bound: Date | null | undefined): bound is Date {
  return bound instanceof Date && !Number.isNaN(bound.getTime());
}

/** now between from and till (inclusive); only one bound set: that bound applies; none: open. */
export function isWithinWindow(now: Date, from: Date | null | undefined, till: Date | null | undefined): boolean {
  if (isSet(from) && now.getTime() < from.getTime()) return false;
  if (isSet(till) && now.getTime() > till.getTime()) return false;
  return true;
}

export function canCreateClub(now: Date, dates: CompetitionDates, roles: readonly string[]): boolean {
  return (
    hasAnyRole(roles, WINDOW_BYPASS) ||
    isWithinWindow(now, dates.clubRegistrationCreateFrom, dates.clubRegistrationCreateTill)
  );
}

export function canUpdateClub(now: Date, dates: CompetitionDates, roles: readonly string[]): boolean {
  return (
    hasAnyRole(roles, WINDOW_BYPASS) ||
    isWithinWindow(now, dates.clubRegistrationUpdateFrom, dates.clubRegistrationUpdateTill)
  );
}

export function canCreateReferee(now: Date, dates: CompetitionDates, roles: readonly string[]): boolean {
  return (
    hasAnyRole(roles, WINDOW_BYPASS) ||
    isWithinWindow(now, dates.refereeRegistrationCreateFrom, dates.refereeRegistrationCreateTill)
  );
}

export function canUpdateReferee(now: Date, dates: CompetitionDates, roles: readonly string[]): boolean {
  return (
    hasAnyRole(roles, WINDOW_BYPASS) ||
    isWithinWindow(now, dates.refereeRegistrationUpdateFrom, dates.refereeRegistrationUpdateTill)
  );
}

/**
 * Teams may change while now is before clubTeamCreateTill (PRODUCT_SPEC §4: "before", so the deadline
 * itself is already closed, unlike the inclusive registration windows) or always for super admin.
 */
export function canChangeTeams(now: Date, dates: CompetitionDates, roles: readonly string[]): boolean {
  if (hasAnyRole(roles, TEAM_DEADLINE_BYPASS)) return true;
  const till = dates.clubTeamCreateTill;
  return !isSet(till) || now.getTime() < till.getTime();
}

/**
 * The club roster (participants and their teams) changes until roster_edit_till inclusive, or
 * always for super admin (DESIGN.md §4 "Roster deadlines"); no deadline set: open.
 */
export function canEditClubRoster(now: Date, rosterEditTill: Date | null, roles: readonly string[]): boolean {
  return hasAnyRole(roles, TEAM_DEADLINE_BYPASS) || isWithinWindow(now, null, rosterEditTill);
}

export function canChangeClubCountryAndRegion(): true {
  return true;
}

export const COMPETITION_DATE_CONFIG_KEYS: Readonly<Record<keyof CompetitionDates, string>> = {
  tournamentStartDate: 'tournament_start_date',
  tournamentEndDate: 'tournament_end_date',
  clubRegistrationCreateFrom: 'club_registration_from',
  clubRegistrationCreateTill: 'club_registration_till',
  clubRegistrationUpdateFrom: 'club_registration_edit_from',
  clubRegistrationUpdateTill: 'club_registration_edit_till',
  clubTeamCreateTill: 'club_team_add_till',
  refereeRegistrationCreateFrom: 'referee_registration_from',
  refereeRegistrationCreateTill: 'referee_registration_till',
  refereeRegistrationUpdateFrom: 'referee_registration_edit_from',
  refereeRegistrationUpdateTill: 'referee_registration_edit_till',
};

/**
 * Parses the configuration map (key -> raw string value) into CompetitionDates. Empty or invalid values
 * become null. Values without an offset are Prague wall-clock time (see parseConfigDateTime).
 */
export function competitionDatesFromConfig(
  config: Readonly<Record<string, string | null | undefined>>,
): CompetitionDates {
  const read = (field: keyof CompetitionDates) => parseConfigDateTime(config[COMPETITION_DATE_CONFIG_KEYS[field]]);
  return {
    tournamentStartDate: read('tournamentStartDate'),
    tournamentEndDate: read('tournamentEndDate'),
    clubRegistrationCreateFrom: read('clubRegistrationCreateFrom'),
    clubRegistrationCreateTill: read('clubRegistrationCreateTill'),
    clubRegistrationUpdateFrom: read('clubRegistrationUpdateFrom'),
    clubRegistrationUpdateTill: read('clubRegistrationUpdateTill'),
    clubTeamCreateTill: read('clubTeamCreateTill'),
    refereeRegistrationCreateFrom: read('refereeRegistrationCreateFrom'),
    refereeRegistrationCreateTill: read('refereeRegistrationCreateTill'),
    refereeRegistrationUpdateFrom: read('refereeRegistrationUpdateFrom'),
    refereeRegistrationUpdateTill: read('refereeRegistrationUpdateTill'),
  };
}
