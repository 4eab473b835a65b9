import { describe, expect, it } from 'vitest';
import {
  type AccParty,
  type AccPlace,
  type Allocation,
  checkAllocations,
  occupancy,
  stayNights,
} from './accommodation';
import { proposeAccommodation } from './accommodation-proposal';

const NIGHTS = ['2025-04-17', '2025-04-18', '2025-04-19'];

const school = (id: number, classrooms: number[], lat: number | null = null): AccPlace => ({
  id,
  kind: 'school',
  lat,
  lng: lat === null ? null : 14.4,
  units: classrooms.map((beds, i) => ({
    id: id * 100 + i,
    placeId: id,
    name: `C${i + 1}`,
    kind: 'classroom',
    beds,
    nights: [],
  })),
});
const hotel = (id: number, rooms: number[], lat: number | null = null): AccPlace => ({
  id,
  kind: 'hotel',
  lat,
  lng: lat === null ? null : 14.4,
  units: rooms.map((beds, i) => ({ id: id * 100 + i, placeId: id, name: `R${i + 1}`, kind: 'room', beds, nights: [] })),
});
const team = (id: number, over: Partial<AccParty> = {}): AccParty => ({
  kind: 'team',
  id,
  clubId: id,
  gender: 'male',
  placeKind: 'school',
  singleRoomsAllowed: false,
  persons: 10,
  singleRoomPersons: 0,
  nights: NIGHTS,
  requiredPlaceId: null,
  halls: [],
  ...over,
});

function assertWithinCapacity(places: AccPlace[], allocations: Allocation[]) {
  for (const row of occupancy(places, allocations)) {
    for (const unit of row.units) expect(unit.used).toBeLessThanOrEqual(unit.beds);
  }
}

describe('stayNights', () => {
  it('lists the evenings from arrival to the night before departure', () => {
    expect(stayNights('2025-04-17', '2025-04-20')).toEqual(NIGHTS);
    expect(stayNights('2025-04-17', '2025-04-17')).toEqual([]);
    expect(stayNights(null, '2025-04-17')).toEqual([]);
  });
});

describe('proposeAccommodation', () => {
  it('never fills a unit over its beds and lists who did not fit with the reason capacity', () => {
    const places = [school(1, [12, 12]), hotel(2, [2, 2, 3])];
    const parties = [
      team(1, { persons: 14 }),
      team(2, { persons: 9 }),
      team(3, { persons: 5 }),
      team(4, { placeKind: 'hotel', persons: 6 }),
      team(5, { placeKind: 'hotel', persons: 3 }),
    ];
    const plan = proposeAccommodation(parties, places);
    assertWithinCapacity(places, plan.allocations);
    expect(plan.allocations.map((a) => a.id).sort()).toEqual([1, 2, 4]);
    expect(plan.unallocated).toEqual([
      { kind: 'team', id: 3, persons: 5, reason: 'capacity' },
      { kind: 'team', id: 5, persons: 3, reason: 'capacity' },
    ]);
    expect(checkAllocations(plan.allocations, parties, places)).toEqual([]);
  });

  it('puts a hotel package in a hotel and a school package in a school, and says when no place has the kind', () => {
    const places = [school(1, [20]), hotel(2, [4, 4, 4])];
    const parties = [
      team(1, { placeKind: 'hotel', persons: 8 }),
      team(2, { placeKind: 'school', persons: 8 }),
      team(3, { placeKind: null }),
      team(4, { nights: [] }),
    ];
    const plan = proposeAccommodation(parties, places);
    expect(plan.allocations.find((a) => a.id === 1)?.placeId).toBe(2);
    expect(plan.allocations.find((a) => a.id === 2)?.placeId).toBe(1);
    expect(plan.unallocated.map((u) => [u.id, u.reason])).toEqual([
      [3, 'no_place_kind'],
      [4, 'no_dates'],
    ]);
    expect(proposeAccommodation([team(1, { placeKind: 'hotel' })], [school(1, [20])]).unallocated[0].reason).toBe(
      'no_place',
    );
  });

  it('never puts girls and boys in one classroom', () => {
    const places = [school(1, [20, 20])];
    const parties = [team(1, { persons: 8 }), team(2, { persons: 8, gender: 'female' }), team(3, { persons: 8 })];
    const plan = proposeAccommodation(parties, places);
    const unitOf = (id: number) => plan.allocations.find((a) => a.id === id)!.rooms.map((r) => r.unitId);
    expect(unitOf(1)).toEqual(unitOf(3));
    expect(unitOf(2)).not.toEqual(unitOf(1));
    expect(checkAllocations(plan.allocations, parties, places)).toEqual([]);
  });

  it('keeps a club together and prefers the place nearest its halls', () => {
    const places = [school(1, [30], 50.2), school(2, [30], 50.0)];
    const halls = [{ lat: 50.01, lng: 14.4 }];
    const parties = [
      team(1, { clubId: 7, persons: 12, halls }),
      team(2, { clubId: 7, persons: 12, halls, gender: 'male' }),
    ];
    const plan = proposeAccommodation(parties, places);
    expect(plan.allocations.map((a) => a.placeId)).toEqual([2, 2]);
  });

  it('gives single rooms only where the package allows them', () => {
    const places = [hotel(1, [1, 1, 2, 4, 4])];
    const allowed = proposeAccommodation(
      [team(1, { placeKind: 'hotel', persons: 6, singleRoomPersons: 2, singleRoomsAllowed: true })],
      places,
    );
    expect(allowed.allocations[0].rooms.filter((r) => r.beds === 1)).toHaveLength(2);
    const refused = proposeAccommodation([team(1, { placeKind: 'hotel', persons: 6, singleRoomPersons: 2 })], places);
    expect(refused.allocations[0].rooms.reduce((s, r) => s + r.beds, 0)).toBe(6);
    expect(refused.allocations[0].rooms.every((r) => r.beds > 1)).toBe(true);
  });

  it('puts a referee only at his chosen place', () => {
    const places = [hotel(1, [2]), hotel(2, [2])];
    const referee: AccParty = {
      ...team(9, { placeKind: 'hotel', persons: 1 }),
      kind: 'referee',
      clubId: null,
      requiredPlaceId: 2,
    };
    expect(proposeAccommodation([referee], places).allocations[0].placeId).toBe(2);
  });
});

describe('checkAllocations', () => {
  const places = [school(1, [10, 10]), hotel(2, [4])];
  const parties = [team(1, { persons: 8 }), team(2, { persons: 8, gender: 'female' })];

  it('refuses a plan over capacity, naming the place, unit and night', () => {
    const over: Allocation[] = [
      { kind: 'team', id: 1, placeId: 1, rooms: [{ unitId: 100, beds: 8 }], nights: NIGHTS },
      { kind: 'team', id: 2, placeId: 1, rooms: [{ unitId: 100, beds: 8 }], nights: NIGHTS.slice(0, 1) },
    ];
    const problems = checkAllocations(over, parties, places);
    expect(problems).toContainEqual({
      code: 'over_capacity',
      placeId: 1,
      unitId: 100,
      night: '2025-04-17',
      used: 16,
      beds: 10,
    });
    expect(problems).toContainEqual({ code: 'mixed_genders', placeId: 1, unitId: 100, night: '2025-04-17' });
  });

  it('refuses a school package in a hotel and a unit of another place', () => {
    const wrong: Allocation[] = [
      { kind: 'team', id: 1, placeId: 2, rooms: [{ unitId: 101, beds: 8 }], nights: NIGHTS },
    ];
    const codes = checkAllocations(wrong, parties, places).map((p) => p.code);
    expect(codes).toEqual(['kind_mismatch', 'other_place']);
  });

  it('accepts a valid hand edit', () => {
    const ok: Allocation[] = [
      { kind: 'team', id: 1, placeId: 1, rooms: [{ unitId: 101, beds: 8 }], nights: NIGHTS },
      { kind: 'team', id: 2, placeId: 1, rooms: [{ unitId: 100, beds: 8 }], nights: NIGHTS },
    ];
    expect(checkAllocations(ok, parties, places)).toEqual([]);
  });
});
