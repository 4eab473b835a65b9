import { useCallback } from 'react';
import { useLocation } from 'react-router';

/**
 * The tournament edition a public page shows. A past edition's results pages have its year in front
 * (`/2024/results/…`); without a year, the current edition. `undefined` always means the current one.
 */
export type EditionYear = number | undefined;

const YEAR_PREFIX = /^\/(\d{4})(?=\/)/;

/** The year in front of a path: `/2024/results` → 2024, `/results` → undefined. */
export function editionOf(pathname: string): EditionYear {
  const year = YEAR_PREFIX.exec(pathname)?.[1];
  return year === undefined ? undefined : Number(year);
}

/** A path of the edition: `/results/match/3` of 2024 → `/2024/results/match/3`; the current one as it is. */
export function editionPath(path: string, edition: EditionYear): string {
  return edition === undefined ? path : `/${edition}${path}`;
}

/** A query key of the edition: the current edition's key as it is, another year's with `{ edition }`. */
export function editionKey<const K extends readonly unknown[]>(key: K, edition: EditionYear) {
  return edition === undefined ? key : ([...key, { edition }] as const);
}

/** The API's query parameter for the edition (none for the current one). */
export function editionQuery(edition: EditionYear): { edition?: number } | undefined {
  return edition === undefined ? undefined : { edition };
}

/** The edition of the page being shown. */
export function useEdition(): EditionYear {
  return editionOf(useLocation().pathname);
}

/** Builds links that stay in the shown page's edition: `href('/results/match/3')`. */
export function useEditionPath(): (path: string) => string {
  const edition = useEdition();
  return useCallback((path: string) => editionPath(path, edition), [edition]);
}
