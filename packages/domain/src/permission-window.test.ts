import { describe, expect, it } from 'vitest';
import {
  type CompetitionDates,
  canChangeClubCountryAndRegion,
  canChangeTeams,
  canEditClubRoster,
  canCreateClub,
  canCreateReferee,
  canUpdateClub,
  canUpdateReferee,
  competitionDatesFromConfig,
  isWithinWindow,
  type RoleName,
} from './permission-window';

const at = (iso: string) => new Date(iso);

const noDates: CompetitionDates = {
  tournamentStartDate: null,
  tournamentEndDate: null,
  clubRegistrationCreateFrom: null,
  clubRegistrationCreateTill: null,
  clubRegistrationUpdateFrom: null,
  clubRegistrationUpdateTill: null,
  clubTeamCreateTill: null,
  refereeRegistrationCreateFrom: null,
  refereeRegistrationCreateTill: null,
  refereeRegistrationUpdateFrom: null,
  refereeRegistrationUpdateTill: null,
};

const from = at('2025-01-01T00:00:00Z');
const till = at('2025-03-31T23:59:59Z');
const before = at('2024-12-31T23:59:59Z');
const inside = at('2025-02-15T12:00:00Z');
const after = at('2025-04-01T00:00:00Z');

describe('isWithinWindow', () => {
  it('applies both bounds inclusively', () => {
    expect(isWithinWindow(from, from, till)).toBe(true);
    expect(isWithinWindow(till, from, till)).toBe(true);
    expect(isWithinWindow(inside, from, till)).toBe(true);
    expect(isWithinWindow(before, from, till)).toBe(false);
    expect(isWithinWindow(after, from, till)).toBe(false);
  });

  it('applies a single bound', () => {
    expect(isWithinWindow(before, from, null)).toBe(false);
    expect(isWithinWindow(after, from, undefined)).toBe(true);
    expect(isWithinWindow(before, null, till)).toBe(true);
    expect(isWithinWindow(after, undefined, till)).toBe(false);
  });

  it('is open without bounds, and treats an invalid date as unset', () => {
    expect(isWithinWindow(after, null, null)).toBe(true);
    expect(isWithinWindow(before, undefined, undefined)).toBe(true);
    expect(isWithinWindow(after, from, new Date(Number.NaN))).toBe(true);
  });
});

type WindowRule = (now: Date, dates: CompetitionDates, roles: readonly string[]) => boolean;

const windows: [string, WindowRule, keyof CompetitionDates, keyof CompetitionDates][] = [
  ['canCreateClub', canCreateClub, 'clubRegistrationCreateFrom', 'clubRegistrationCreateTill'],
  ['canUpdateClub', canUpdateClub, 'clubRegistrationUpdateFrom', 'clubRegistrationUpdateTill'],
  ['canCreateReferee', canCreateReferee, 'refereeRegistrationCreateFrom', 'refereeRegistrationCreateTill'],
  ['canUpdateReferee', canUpdateReferee, 'refereeRegistrationUpdateFrom', 'refereeRegistrationUpdateTill'],
];

describe.each(windows)('%s', (_name, rule, fromKey, tillKey) => {
  const user: RoleName[] = ['ROLE_USER'];
  const both = { ...noDates, [fromKey]: from, [tillKey]: till };

  it('allows a user inside the window and refuses outside', () => {
    expect(rule(inside, both, user)).toBe(true);
    expect(rule(from, both, user)).toBe(true);
    expect(rule(till, both, user)).toBe(true);
    expect(rule(before, both, user)).toBe(false);
    expect(rule(after, both, user)).toBe(false);
  });

  it('applies only the bound that is set', () => {
    expect(rule(after, { ...noDates, [fromKey]: from }, user)).toBe(true);
    expect(rule(before, { ...noDates, [fromKey]: from }, user)).toBe(false);
    expect(rule(before, { ...noDates, [tillKey]: till }, user)).toBe(true);
    expect(rule(after, { ...noDates, [tillKey]: till }, user)).toBe(false);
  });

  it('is open when no bound is set', () => {
    expect(rule(after, noDates, user)).toBe(true);
    expect(rule(before, noDates, [])).toBe(true);
  });

  it('lets super admin and late registration bypass the window', () => {
    expect(rule(after, both, ['ROLE_USER', 'ROLE_SUPER_ADMIN'])).toBe(true);
    expect(rule(before, both, ['ROLE_LATE_REGISTRATION'])).toBe(true);
  });

  it('does not let admin, reporters or no role bypass the window', () => {
    for (const roles of [
      ['ROLE_ADMIN'],
      ['ROLE_USER', 'ROLE_ADMIN'],
      ['ROLE_COMPETITION_REPORTER', 'ROLE_COMPETITION_SUPER_REPORTER'],
      [],
    ]) {
      expect(rule(after, both, roles)).toBe(false);
    }
  });

  it('ignores the other windows', () => {
    const others = Object.fromEntries(
      Object.keys(noDates)
        .filter((key) => key !== fromKey && key !== tillKey)
        .map((key) => [key, till]),
    );
    expect(rule(after, { ...noDates, ...others }, ['ROLE_USER'])).toBe(true);
  });
});

describe('canChangeTeams', () => {
  const dates = { ...noDates, clubTeamCreateTill: till };

  it('allows a user before the deadline and refuses from the deadline on', () => {
    expect(canChangeTeams(inside, dates, ['ROLE_USER'])).toBe(true);
    expect(canChangeTeams(new Date(till.getTime() - 1000), dates, ['ROLE_USER'])).toBe(true);
    expect(canChangeTeams(till, dates, ['ROLE_USER'])).toBe(false);
    expect(canChangeTeams(after, dates, ['ROLE_USER'])).toBe(false);
  });

  it('is open without a deadline', () => {
    expect(canChangeTeams(after, noDates, ['ROLE_USER'])).toBe(true);
  });

  it('lets only super admin bypass the deadline', () => {
    expect(canChangeTeams(after, dates, ['ROLE_SUPER_ADMIN'])).toBe(true);
    expect(canChangeTeams(after, dates, ['ROLE_LATE_REGISTRATION'])).toBe(false);
    expect(canChangeTeams(after, dates, ['ROLE_ADMIN'])).toBe(false);
  });

  it('ignores the registration windows', () => {
    const closed = { ...noDates, clubRegistrationCreateTill: before, clubRegistrationUpdateTill: before };
    expect(canChangeTeams(inside, closed, ['ROLE_USER'])).toBe(true);
  });
});

describe('canChangeClubCountryAndRegion', () => {
  it('is always allowed', () => {
    expect(canChangeClubCountryAndRegion()).toBe(true);
  });
});

describe('competitionDatesFromConfig', () => {
  it('maps every configuration key to its date', () => {
    const dates = competitionDatesFromConfig({
      tournament_start_date: '2025-04-18',
      tournament_end_date: '2025-04-21',
      club_registration_from: '2024-11-01T00:00:00Z',
      club_registration_till: '2025-02-28 23:59:59',
      club_registration_edit_from: '2024-11-02T00:00:00Z',
      club_registration_edit_till: '2025-03-31T23:59:59+02:00',
      club_team_add_till: '2025-03-15T12:00:00Z',
      referee_registration_from: '2024-12-01T00:00:00Z',
      referee_registration_till: '2025-03-01T00:00:00Z',
      referee_registration_edit_from: '2024-12-02T00:00:00Z',
      referee_registration_edit_till: '2025-03-02T00:00:00Z',
      show_results_on_web: 'true',
    });
    expect(dates).toEqual({
      tournamentStartDate: at('2025-04-17T22:00:00Z'),
      tournamentEndDate: at('2025-04-20T22:00:00Z'),
      clubRegistrationCreateFrom: at('2024-11-01T00:00:00Z'),
      clubRegistrationCreateTill: at('2025-02-28T22:59:59Z'),
      clubRegistrationUpdateFrom: at('2024-11-02T00:00:00Z'),
      clubRegistrationUpdateTill: at('2025-03-31T21:59:59Z'),
      clubTeamCreateTill: at('2025-03-15T12:00:00Z'),
      refereeRegistrationCreateFrom: at('2024-12-01T00:00:00Z'),
      refereeRegistrationCreateTill: at('2025-03-01T00:00:00Z'),
      refereeRegistrationUpdateFrom: at('2024-12-02T00:00:00Z'),
      refereeRegistrationUpdateTill: at('2025-03-02T00:00:00Z'),
    });
  });

  it('turns missing, empty and invalid values into null', () => {
    expect(competitionDatesFromConfig({})).toEqual(noDates);
    const dates = competitionDatesFromConfig({
      club_registration_from: '',
      club_registration_till: 'soon',
      club_team_add_till: null,
      referee_registration_from: undefined,
    });
    expect(dates).toEqual(noDates);
  });
});

describe('canEditClubRoster', () => {
  it('allows changes until roster_edit_till inclusive and refuses after it', () => {
    expect(canEditClubRoster(inside, till, ['ROLE_USER'])).toBe(true);
    expect(canEditClubRoster(till, till, ['ROLE_USER'])).toBe(true);
    expect(canEditClubRoster(after, till, ['ROLE_USER'])).toBe(false);
  });

  it('is open without a deadline, and only super admin bypasses one', () => {
    expect(canEditClubRoster(after, null, ['ROLE_USER'])).toBe(true);
    expect(canEditClubRoster(after, till, ['ROLE_SUPER_ADMIN'])).toBe(true);
    expect(canEditClubRoster(after, till, ['ROLE_ADMIN'])).toBe(false);
    expect(canEditClubRoster(after, till, ['ROLE_LATE_REGISTRATION'])).toBe(false);
  });
});
