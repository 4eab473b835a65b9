export const COUNTRIES_PATH = '/results/countries';
export const REFEREE_COUNTRIES_PATH = '/results/referees';

export function countryPath(countryCode: string): string {
  return `/results/country/${encodeURIComponent(countryCode)}`;
}

export function countryRefereesPath(countryCode: string): string {
  return `/results/referees/${encodeURIComponent(countryCode)}`;
}

export function categoryPath(code: string): string {
  return `/results/team-category/${encodeURIComponent(code)}`;
}

export function groupPath(label: string): string {
  return `/results/competition-group/${encodeURIComponent(label)}`;
}

export function teamPath(teamId: number): string {
  return `/results/team-detail/${teamId}`;
}
