import { useQuery } from '@tanstack/react-query';
import { editionsQueryOptions } from '@/api/get-editions';
import { useEdition } from '@/lib/edition';

/**
 * The year of the past edition the page shows, or undefined on the current edition's pages (`/results`,
 * or the current year by its number). The root loader has put the editions in the cache for a year's page.
 */
export function usePastEdition(): number | undefined {
  const edition = useEdition();
  const { data: editions } = useQuery({ ...editionsQueryOptions(), enabled: edition !== undefined });
  if (edition === undefined) return undefined;
  return editions?.some((item) => item.year === edition && item.isCurrent) ? undefined : edition;
}
