import type { Currency } from './money';

// The price list as pricing reads it (DESIGN.md §4): which item is the team fee of a service level,
// which supplements exist, and the person counts a registration may send.

/** serviceTypeId of price list items. */
export const SERVICE_TYPE = { accommodationBundle: 1, cateringOnly: 2, supplement: 3, fee: 4 } as const;

export type PricelistItemInput = {
  id: number;
  /** 'person', 'night' (per person and night) or 'team'. */
  unit: string;
  priceCzk: string | number;
  priceEur: string | number;
  nameCs: string;
  nameEn: string;
  serviceTypeId: number | null;
  serviceLevelId: number | null;
  supplierId: number | null;
  separateInvoice: boolean;
  singleRoomAvailable: boolean;
  handballRestaurantAvailable: boolean;
  vipPartyAvailable: boolean;
  isSystem: boolean;
  cateringType?: string | null;
};

/** A person count as the form may send it; missing or empty counts as 0 (PRODUCT_SPEC §3). */
export type PersonCount = number | string | null | undefined;

export type PersonCounts = {
  bundlePricelistItemId?: number | null;
  bundlePersons?: PersonCount;
  handballPersons?: PersonCount;
  vipPartyPersons?: PersonCount;
  singleRoomPersons?: PersonCount;
};

export type TeamInput = PersonCounts & {
  id?: number;
  name?: string;
  teamCategoryId?: number | null;
  teamStartServiceLevelId?: number | null;
};

export type ExtraPersonInput = PersonCounts & { id?: number };

/** Price list items of the supplements; by default found by their data (see resolveSupplements). */
export type SupplementIds = { singleRoom?: number | null; mondayLunch?: number | null; vipParty?: number | null };

/** CZK when the club's country uses the crown, EUR for everyone else. */
export function currencyForCountry(currencyCode: string | null | undefined): Currency {
  return currencyCode?.trim().toUpperCase() === 'CZK' ? 'CZK' : 'EUR';
}

/** A whole non-negative count; missing or blank is 0; anything else null. */
export function personCount(value: PersonCount): number | null {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return 0;
  const n = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 0) return null;
  return n === 0 ? 0 : n;
}

const byId = (a: PricelistItemInput, b: PricelistItemInput) => a.id - b.id;

/**
 * Supplement items: the explicit ids when given, else the first supplement (serviceTypeId 3) priced
 * per night (single room), with lunch catering (Monday lunch) and with dinner catering (VIP party).
 */
export function resolveSupplements(
  pricelist: readonly PricelistItemInput[],
  ids: SupplementIds = {},
): Record<'singleRoom' | 'mondayLunch' | 'vipParty', PricelistItemInput | undefined> {
  const supplements = pricelist.filter((item) => item.serviceTypeId === SERVICE_TYPE.supplement).sort(byId);
  const pick = (id: number | null | undefined, test: (item: PricelistItemInput) => boolean) =>
    id != null ? pricelist.find((item) => item.id === id) : supplements.find(test);
  return {
    singleRoom: pick(ids.singleRoom, (item) => item.unit === 'night'),
    mondayLunch: pick(ids.mondayLunch, (item) => item.cateringType === 'lunch'),
    vipParty: pick(ids.vipParty, (item) => item.cateringType === 'dinner'),
  };
}

/** The fee (serviceTypeId 4) of the team's service level, else the generic fee without a level. */
export function teamFeeItem(
  pricelist: readonly PricelistItemInput[],
  serviceLevelId: number | null | undefined,
): PricelistItemInput | undefined {
  const fees = pricelist.filter((item) => item.serviceTypeId === SERVICE_TYPE.fee).sort(byId);
  return (
    (serviceLevelId != null ? fees.find((item) => item.serviceLevelId === serviceLevelId) : undefined) ??
    fees.find((item) => item.serviceLevelId === null)
  );
}

/**
 * Whether a club may choose the item as a team's or an extra person's package: an accommodation
 * bundle or catering-only item whose availability filter (comma-separated audiences, none: everyone)
 * names clubs. The form offers these and the server accepts only these.
 */
export function isClubPackage(item: { serviceTypeId: number | null; availabilityFilter: string | null }): boolean {
  const packageType =
    item.serviceTypeId === SERVICE_TYPE.accommodationBundle || item.serviceTypeId === SERVICE_TYPE.cateringOnly;
  if (!packageType) return false;
  if (item.availabilityFilter === null || item.availabilityFilter.trim() === '') return true;
  return item.availabilityFilter.split(',').some((audience) => audience.trim() === 'club');
}
