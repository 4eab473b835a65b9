import { type AccPlace, type Allocation, type Occupancy, occupancy } from '@tms/domain/accommodation';
import {
  type AccommodationParty,
  type AccommodationPlace,
  type AllocationItem,
  partyOf,
  toAllocation,
} from '@tms/domain/contract/accommodation';

// The office's working copy of the allocation: hand moves of one room entry to another unit, and the
// occupancy recomputed by the same domain function the server answers with.

export const partyKeyOf = (item: { teamId?: number; extraPersonId?: number; refereeId?: number }) => {
  const ref = partyOf(item);
  return `${ref.kind}:${ref.id}`;
};

export function accPlaces(places: readonly AccommodationPlace[]): AccPlace[] {
  return places.map((p) => ({
    id: p.id,
    kind: p.kind,
    lat: null,
    lng: null,
    units: p.units.map((u) => ({ ...u, placeId: p.id })),
  }));
}

export function draftOccupancy(places: readonly AccommodationPlace[], items: readonly AllocationItem[]): Occupancy[] {
  return occupancy(accPlaces(places), items.map(toAllocation) as Allocation[]);
}

/** The allocation with room `index` of party `key` moved to `unitId` (beds kept). */
export function moveRoom(
  items: readonly AllocationItem[],
  key: string,
  index: number,
  unitId: number,
): AllocationItem[] {
  return items.map((item) =>
    partyKeyOf(item) === key
      ? { ...item, rooms: item.rooms.map((room, i) => (i === index ? { ...room, unitId } : room)) }
      : item,
  );
}

/** Free beds of a unit over the given nights (the tightest night), by the draft's occupancy. */
export function freeBeds(
  rows: readonly Occupancy[],
  placeId: number,
  unitId: number,
  nights: readonly string[],
): number {
  let free = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    if (row.placeId !== placeId || !nights.includes(row.night)) continue;
    const unit = row.units.find((u) => u.unitId === unitId);
    if (unit) free = Math.min(free, unit.beds - unit.used);
  }
  return Number.isFinite(free) ? free : 0;
}

export type PartyRow = { key: string; item: AllocationItem; party: AccommodationParty | undefined };

export function partyRows(
  items: readonly AllocationItem[],
  parties: readonly AccommodationParty[],
  placeId: number | null,
): PartyRow[] {
  const byKey = new Map(parties.map((p) => [partyKeyOf(p), p]));
  return items
    .filter((item) => placeId === null || item.placeId === placeId)
    .map((item) => ({ key: partyKeyOf(item), item, party: byKey.get(partyKeyOf(item)) }))
    .sort(
      (a, b) =>
        (a.party?.clubName ?? '').localeCompare(b.party?.clubName ?? '') ||
        (a.party?.name ?? '').localeCompare(b.party?.name ?? ''),
    );
}
