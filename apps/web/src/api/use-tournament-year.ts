import { useQuery } from '@tanstack/react-query';
import { enumsQueryOptions } from './get-enums';

/**
 * The year of the edition the application works with (the current one): every page's header, title
 * and footer name it. Read from the cache the root loader fills before a page shows; undefined, and
 * nothing asked for, where no enums were loaded.
 */
export function useTournamentYear(): number | undefined {
  return useQuery({ ...enumsQueryOptions(), select: (enums) => enums.edition.year, enabled: false }).data;
}
