/** Addresses of the public results pages. */
export const resultsPaths = {
  dashboard: '/results',
  category: (code: string) => `/results/team-category/${encodeURIComponent(code)}`,
  group: (label: string) => `/results/competition-group/${encodeURIComponent(label)}`,
  playoff: (categoryCode: string, playoffCategory: string) =>
    `/results/competition-group/${encodeURIComponent(categoryCode)}/play-off/${encodeURIComponent(playoffCategory)}`,
  hall: (id?: number) => (id === undefined ? '/results/matches-by-hall' : `/results/matches-by-hall/${id}`),
  match: (id: number) => `/results/match/${id}`,
  statistics: (code: string) => `/results/statistics/${encodeURIComponent(code)}`,
  place: (id: number) => `/results/place/${id}`,
} as const;
