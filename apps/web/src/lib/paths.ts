/** Paths the guards redirect to and the features link to across their borders. */
export const PATHS = {
  home: '/',
  results: '/results',
  support: '/support',
  notFound: '/404',
  unauthorized: '/unauthorized',
  login: '/login',
} as const;

/** The reporter addresses a match by category and match number, e.g. /reporter/match/MA-12. */
export function reporterMatchPath(categoryCode: string, matchNumber: number): string {
  return `/reporter/match/${encodeURIComponent(`${categoryCode}-${matchNumber}`)}`;
}

/** The big screen of a hall, for a TV by the court (public, no menus). */
export function hallScreenPath(hallId: number): string {
  return `/screen/hall/${hallId}`;
}
