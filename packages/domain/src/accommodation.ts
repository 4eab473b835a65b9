// Who sleeps where (issue "Accommodation, catering and training", item 2). One set of rules for the
// automatic proposal, the office's hand edits and the server's check before it writes: beds never
// over capacity per unit and night, a hotel package in a hotel and a school package in a school,
// single rooms only where the package allows, a party in one place for all its nights, girls' and
// boys' teams never in one classroom. The proposal itself is in accommodation-proposal.ts.

export const ACCOMMODATION_KINDS = ['hotel', 'school'] as const;
export type AccommodationKind = (typeof ACCOMMODATION_KINDS)[number];
export const ACCOMMODATION_UNIT_KINDS = ['room', 'classroom'] as const;
export type AccommodationUnitKind = (typeof ACCOMMODATION_UNIT_KINDS)[number];

/** `not_proposed`: nothing has been applied yet, so no proposal has tried to find the party a bed. */
export const UNALLOCATED_REASONS = ['no_dates', 'no_place_kind', 'no_place', 'capacity', 'not_proposed'] as const;
export type UnallocatedReason = (typeof UNALLOCATED_REASONS)[number];

export type AccUnit = {
  id: number;
  placeId: number;
  name: string;
  kind: AccommodationUnitKind;
  beds: number;
  /** Nights the unit may be used (evening dates); empty: every night. */
  nights: readonly string[];
};

export type AccPlace = {
  id: number;
  kind: AccommodationKind;
  lat: number | null;
  lng: number | null;
  units: AccUnit[];
};

export type PartyKind = 'team' | 'extraPerson' | 'referee';
export type PartyRef = { kind: PartyKind; id: number };

export type AccParty = PartyRef & {
  clubId: number | null;
  /** Team: its category's gender; referee: his sex; extra persons: adults of their club. */
  gender: 'female' | 'male' | 'adult';
  /** The package's kind; null when the package does not say (reason `no_place_kind`). */
  placeKind: AccommodationKind | null;
  singleRoomsAllowed: boolean;
  /** Beds needed, single-room persons included. */
  persons: number;
  singleRoomPersons: number;
  nights: readonly string[];
  /** A referee's chosen place: only there. */
  requiredPlaceId: number | null;
  /** Coordinates of the halls the party plays or referees in. */
  halls: readonly { lat: number; lng: number }[];
};

export type AllocationRoom = { unitId: number; beds: number };
export type Allocation = PartyRef & { placeId: number; rooms: AllocationRoom[]; nights: string[] };
export type Unallocated = PartyRef & { persons: number; reason: UnallocatedReason };

export type UnitNight = { unitId: number; used: number; beds: number };
export type Occupancy = { placeId: number; night: string; beds: number; used: number; units: UnitNight[] };

export type Plan = { allocations: Allocation[]; unallocated: Unallocated[]; occupancy: Occupancy[] };

export const partyKey = (ref: PartyRef) => `${ref.kind}:${ref.id}`;

/** Evening dates from arrival up to the night before departure; empty when the stay is invalid. */
export function stayNights(arrival: string | null | undefined, departure: string | null | undefined): string[] {
  if (!arrival || !departure || !/^\d{4}-\d{2}-\d{2}$/.test(arrival) || !/^\d{4}-\d{2}-\d{2}$/.test(departure)) {
    return [];
  }
  const from = Date.parse(`${arrival}T00:00:00Z`);
  const to = Date.parse(`${departure}T00:00:00Z`);
  const out: string[] = [];
  for (let t = from; t < to && out.length < 60; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export const availableOn = (unit: AccUnit, night: string) => unit.nights.length === 0 || unit.nights.includes(night);

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/** Distance from the place to the centre of the halls; Infinity when either has no coordinates. */
export function hallDistance(place: AccPlace, halls: readonly { lat: number; lng: number }[]): number {
  if (place.lat === null || place.lng === null || halls.length === 0) return Number.POSITIVE_INFINITY;
  const centre = {
    lat: halls.reduce((s, h) => s + h.lat, 0) / halls.length,
    lng: halls.reduce((s, h) => s + h.lng, 0) / halls.length,
  };
  return distanceKm({ lat: place.lat, lng: place.lng }, centre);
}

/** Occupancy per place and night (and per unit) of a set of allocations. */
export function occupancy(places: readonly AccPlace[], allocations: readonly Allocation[]): Occupancy[] {
  const used = new Map<string, number>();
  const nights = new Set<string>();
  for (const a of allocations) {
    for (const night of a.nights) {
      nights.add(night);
      for (const room of a.rooms)
        used.set(`${room.unitId}|${night}`, (used.get(`${room.unitId}|${night}`) ?? 0) + room.beds);
    }
  }
  for (const place of places) for (const unit of place.units) for (const night of unit.nights) nights.add(night);
  const out: Occupancy[] = [];
  for (const place of places) {
    for (const night of [...nights].sort()) {
      const units = place.units.map((unit) => ({
        unitId: unit.id,
        used: used.get(`${unit.id}|${night}`) ?? 0,
        beds: availableOn(unit, night) ? unit.beds : 0,
      }));
      out.push({
        placeId: place.id,
        night,
        beds: units.reduce((s, u) => s + u.beds, 0),
        used: units.reduce((s, u) => s + u.used, 0),
        units,
      });
    }
  }
  return out;
}

export type AllocationProblem =
  | { code: 'unknown_party'; party: PartyRef }
  | { code: 'duplicate_party'; party: PartyRef }
  | { code: 'unknown_unit'; party: PartyRef; unitId: number }
  | { code: 'other_place'; party: PartyRef; unitId: number; placeId: number }
  | { code: 'kind_mismatch'; party: PartyRef; placeId: number }
  | { code: 'unit_closed'; placeId: number; unitId: number; night: string }
  | { code: 'over_capacity'; placeId: number; unitId: number; night: string; used: number; beds: number }
  | { code: 'mixed_genders'; placeId: number; unitId: number; night: string };

/**
 * What keeps a set of allocations from being written, first found first. Parties are the ones the
 * allocations may name; a hand edit is checked exactly like the proposal.
 */
export function checkAllocations(
  allocations: readonly Allocation[],
  parties: readonly AccParty[],
  places: readonly AccPlace[],
): AllocationProblem[] {
  const problems: AllocationProblem[] = [];
  const partyBy = new Map(parties.map((p) => [partyKey(p), p]));
  const placeBy = new Map(places.map((p) => [p.id, p]));
  const unitBy = new Map(places.flatMap((p) => p.units.map((u) => [u.id, u] as const)));
  const seen = new Set<string>();
  const genders = new Map<string, Set<string>>();
  const used = new Map<string, number>();
  for (const a of allocations) {
    const ref = { kind: a.kind, id: a.id };
    const party = partyBy.get(partyKey(a));
    if (!party) {
      problems.push({ code: 'unknown_party', party: ref });
      continue;
    }
    if (seen.has(partyKey(a))) problems.push({ code: 'duplicate_party', party: ref });
    seen.add(partyKey(a));
    const where = placeBy.get(a.placeId);
    if (
      !where ||
      where.kind !== party.placeKind ||
      (party.requiredPlaceId !== null && party.requiredPlaceId !== a.placeId)
    ) {
      problems.push({ code: 'kind_mismatch', party: ref, placeId: a.placeId });
    }
    for (const room of a.rooms) {
      const unit = unitBy.get(room.unitId);
      if (!unit) {
        problems.push({ code: 'unknown_unit', party: ref, unitId: room.unitId });
        continue;
      }
      if (unit.placeId !== a.placeId)
        problems.push({ code: 'other_place', party: ref, unitId: unit.id, placeId: a.placeId });
      for (const night of a.nights) {
        if (!availableOn(unit, night))
          problems.push({ code: 'unit_closed', placeId: unit.placeId, unitId: unit.id, night });
        const cell = `${unit.id}|${night}`;
        used.set(cell, (used.get(cell) ?? 0) + room.beds);
        if (unit.kind === 'classroom' && party.gender !== 'adult') {
          genders.set(cell, (genders.get(cell) ?? new Set()).add(party.gender));
        }
      }
    }
  }
  for (const [cell, beds] of used) {
    const [unitId, night] = cell.split('|');
    const unit = unitBy.get(Number(unitId));
    if (unit && beds > unit.beds) {
      problems.push({
        code: 'over_capacity',
        placeId: unit.placeId,
        unitId: unit.id,
        night,
        used: beds,
        beds: unit.beds,
      });
    }
  }
  for (const [cell, set] of genders) {
    if (set.size > 1) {
      const [unitId, night] = cell.split('|');
      problems.push({
        code: 'mixed_genders',
        placeId: unitBy.get(Number(unitId))!.placeId,
        unitId: Number(unitId),
        night,
      });
    }
  }
  return problems;
}
