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

/**
 * The allocation with room `index` of party `key` moved to `unitId` (beds kept). A party sleeps in one
 * place for all its nights, so a unit of another place moves the whole party there: its other rooms
 * each go to the unit of the new place with the most free beds left, for the office to adjust.
 */
export function moveRoom(
  items: readonly AllocationItem[],
  places: readonly AccommodationPlace[],
  key: string,
  index: number,
  unitId: number,
): AllocationItem[] {
  const target = places.find((p) => p.units.some((u) => u.id === unitId));
  const moving = items.find((item) => partyKeyOf(item) === key);
  if (!target || !moving) return [...items];
  if (target.id === moving.placeId)
    return items.map((item) =>
      item === moving
        ? { ...item, rooms: item.rooms.map((room, i) => (i === index ? { ...room, unitId } : room)) }
        : item,
    );
  const others = items.filter((item) => item !== moving);
  const rows = draftOccupancy(places, others);
  const free = new Map(target.units.map((u) => [u.id, freeBeds(rows, target.id, u.id, moving.nights)]));
  free.set(unitId, (free.get(unitId) ?? 0) - (moving.rooms[index]?.beds ?? 0));
  const rooms = moving.rooms.map((room, i) => {
    if (i === index) return { ...room, unitId };
    let best = unitId;
    for (const [id, beds] of free) if (beds > (free.get(best) ?? 0)) best = id;
    free.set(best, (free.get(best) ?? 0) - room.beds);
    return { ...room, unitId: best };
  });
  return items.map((item) => (item === moving ? { ...item, placeId: target.id, rooms } : item));
}

/** The places a party may sleep at: those of its package's kind (any, when it names none). */
export function placesFor(
  places: readonly AccommodationPlace[],
  party: Pick<AccommodationParty, 'placeKind'> | undefined,
): AccommodationPlace[] {
  const kind = party?.placeKind ?? null;
  return places.filter((p) => kind === null || p.kind === kind);
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

export type PlaceCapacity = { beds: number; used: number; free: number };

/**
 * A place's beds (all its units), the beds used on its busiest night and the beds free on its
 * tightest night (a unit may be open on some nights only, so the two need not add up to the beds).
 */
export function placeCapacity(place: AccommodationPlace, rows: readonly Occupancy[]): PlaceCapacity {
  const beds = place.units.reduce((sum, unit) => sum + unit.beds, 0);
  const own = rows.filter((row) => row.placeId === place.id);
  if (own.length === 0) return { beds, used: 0, free: beds };
  return {
    beds,
    used: Math.max(...own.map((row) => row.used)),
    free: Math.min(...own.map((row) => row.beds - row.used)),
  };
}
