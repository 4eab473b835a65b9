import { describe, expect, it } from 'vitest';
import { canOpenReporter, reporterMatchPath } from './reporter-access';

describe('canOpenReporter', () => {
  it('allows reporters and admins', () => {
    expect(canOpenReporter(['ROLE_USER', 'ROLE_COMPETITION_REPORTER'])).toBe(true);
    expect(canOpenReporter(['ROLE_COMPETITION_SUPER_REPORTER'])).toBe(true);
    expect(canOpenReporter(['ROLE_ADMIN'])).toBe(true);
    expect(canOpenReporter(['ROLE_SUPER_ADMIN'])).toBe(true);
  });

  it('refuses other users and visitors', () => {
    expect(canOpenReporter(['ROLE_USER'])).toBe(false);
    expect(canOpenReporter([])).toBe(false);
    expect(canOpenReporter(null)).toBe(false);
    expect(canOpenReporter(undefined)).toBe(false);
  });
});

describe('reporterMatchPath', () => {
  it('joins the category code and the match number', () => {
    expect(reporterMatchPath('MA', 12)).toBe('/reporter/match/MA-12');
  });
});
