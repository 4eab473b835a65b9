/** Roles that may open the reporter interface of a match. */
export const REPORTER_ROLES: ReadonlySet<string> = new Set([
  'ROLE_COMPETITION_REPORTER',
  'ROLE_COMPETITION_SUPER_REPORTER',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
]);

export function canOpenReporter(roles: readonly string[] | null | undefined): boolean {
  return roles?.some((role) => REPORTER_ROLES.has(role)) ?? false;
}

/** The reporter addresses a match by category and match number, e.g. /reporter/match/MA-12. */
export function reporterMatchPath(categoryCode: string, matchNumber: number): string {
  return `/reporter/match/${encodeURIComponent(`${categoryCode}-${matchNumber}`)}`;
}
