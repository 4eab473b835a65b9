import type { AccommodationPlace, AllocationItem } from '@tms/domain/contract/accommodation';
import { describe, expect, it } from 'vitest';
import { draftOccupancy, freeBeds, moveRoom, placesFor } from './accommodation-draft';

const places: AccommodationPlace[] = [
  {
    id: 1,
    name: 'School',
    kind: 'school',
    units: [
      { id: 10, name: '1.A', kind: 'classroom', beds: 20, nights: [] },
      { id: 11, name: '1.B', kind: 'classroom', beds: 20, nights: [] },
    ],
  },
  {
    id: 2,
    name: 'Other school',
    kind: 'school',
    units: [
      { id: 20, name: 'A', kind: 'classroom', beds: 6, nights: [] },
      { id: 21, name: 'B', kind: 'classroom', beds: 10, nights: [] },
    ],
  },
  { id: 3, name: 'Hotel', kind: 'hotel', units: [{ id: 30, name: 'R1', kind: 'room', beds: 4, nights: [] }] },
];
const nights = ['2025-04-17', '2025-04-18'];
const items: AllocationItem[] = [
  { teamId: 5, placeId: 1, rooms: [{ unitId: 10, beds: 12 }], nights },
  { teamId: 6, placeId: 1, rooms: [{ unitId: 10, beds: 8 }], nights },
];

describe('accommodation draft', () => {
  it('moves one team to another classroom and recomputes the free beds', () => {
    const before = draftOccupancy(places, items);
    expect(freeBeds(before, 1, 10, nights)).toBe(0);
    const moved = moveRoom(items, places, 'team:6', 0, 11);
    expect(moved[0]).toBe(items[0]);
    const after = draftOccupancy(places, moved);
    expect(freeBeds(after, 1, 10, nights)).toBe(8);
    expect(freeBeds(after, 1, 11, nights)).toBe(12);
    expect(after.find((o) => o.placeId === 1 && o.night === '2025-04-17')).toMatchObject({ beds: 40, used: 20 });
  });

  it('moves a whole party to a unit of another place, its other rooms to the freest units there', () => {
    const split: AllocationItem[] = [
      ...items,
      {
        teamId: 7,
        placeId: 1,
        rooms: [
          { unitId: 11, beds: 5 },
          { unitId: 11, beds: 4 },
        ],
        nights,
      },
    ];
    const moved = moveRoom(split, places, 'team:7', 0, 20);
    expect(moved[2]).toEqual({
      teamId: 7,
      placeId: 2,
      rooms: [
        { unitId: 20, beds: 5 },
        { unitId: 21, beds: 4 },
      ],
      nights,
    });
    expect(moved.slice(0, 2)).toEqual(items);
    const after = draftOccupancy(places, moved);
    expect(freeBeds(after, 1, 11, nights)).toBe(20);
    expect(freeBeds(after, 2, 21, nights)).toBe(6);
  });

  it('offers the places of the party kind, or every place when it names none', () => {
    expect(placesFor(places, { placeKind: 'school' }).map((p) => p.id)).toEqual([1, 2]);
    expect(placesFor(places, { placeKind: 'hotel' }).map((p) => p.id)).toEqual([3]);
    expect(placesFor(places, { placeKind: null })).toHaveLength(3);
  });
});
