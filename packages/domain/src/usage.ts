import { z } from 'zod';

// Where a lookup record (a place, a category, a pricelist item, a country) is used. A used record
// cannot be deleted, only deactivated: the 409 `in_use` answer lists its usages, and the office sees
// them worded like "hall H07 hosts 52 matches" (the web words them in cs/en from the same list).

export const USAGE_KINDS = [
  'matches',
  'teams',
  'extraPersons',
  'refereeHalls',
  'refereeAccommodations',
  'groups',
  'invoiceItems',
  'pricelistItems',
  'clubs',
  'referees',
  'trainings',
] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

export const usage = z.object({ kind: z.enum(USAGE_KINDS), count: z.number().int().positive() });
export type Usage = z.infer<typeof usage>;

/** The details of a 409 `in_use`: what the record is (e.g. `hall H07`) and where it is used. */
export const inUseDetails = z.object({ record: z.string(), usages: z.array(usage).min(1) });
export type InUseDetails = z.infer<typeof inUseDetails>;

const ENGLISH: Record<UsageKind, [one: string, other: string]> = {
  matches: ['hosts 1 match', 'hosts {n} matches'],
  teams: ['is used by 1 team', 'is used by {n} teams'],
  extraPersons: ['is used by 1 extra person', 'is used by {n} extra persons'],
  refereeHalls: ['has 1 referee day', 'has {n} referee days'],
  refereeAccommodations: ['accommodates 1 referee', 'accommodates {n} referees'],
  groups: ['has 1 group', 'has {n} groups'],
  invoiceItems: ['is on 1 invoice item', 'is on {n} invoice items'],
  pricelistItems: ['is used by 1 pricelist item', 'is used by {n} pricelist items'],
  clubs: ['is the country of 1 club', 'is the country of {n} clubs'],
  referees: ['is the country of 1 referee', 'is the country of {n} referees'],
  trainings: ['has 1 training request', 'has {n} training requests'],
};

/** Usages with a count above zero, in the order of USAGE_KINDS. */
export function usagesOf(counts: Partial<Record<UsageKind, number>>): Usage[] {
  return USAGE_KINDS.flatMap((kind) => {
    const count = counts[kind] ?? 0;
    return count > 0 ? [{ kind, count }] : [];
  });
}

/** The English text of a 409 `in_use`: "hall H07 hosts 52 matches and has 3 referee days". */
export function usageMessage(record: string, usages: readonly Usage[]): string {
  const parts = usages.map(({ kind, count }) => {
    const [one, other] = ENGLISH[kind];
    return count === 1 ? one : other.replace('{n}', String(count));
  });
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  return `${record} ${list}`.trim();
}
