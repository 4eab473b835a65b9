/** Paths the guards redirect to. */
export const PATHS = {
  home: '/',
  results: '/results',
  support: '/support',
  notFound: '/404',
  unauthorized: '/unauthorized',
  login: '/login',
} as const;
