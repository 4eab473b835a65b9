import type { AccommodationPlace, AllocationItem } from '@tms/domain/contract/accommodation';
import { describe, expect, it } from 'vitest';
import { draftOccupancy, freeBeds, moveRoom } from './accommodation-draft';

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
    const moved = moveRoom(items, 'team:6', 0, 11);
    expect(moved[0]).toBe(items[0]);
    const after = draftOccupancy(places, moved);
    expect(freeBeds(after, 1, 10, nights)).toBe(8);
    expect(freeBeds(after, 1, 11, nights)).toBe(12);
    expect(after.find((o) => o.night === '2025-04-17')).toMatchObject({ beds: 40, used: 20 });
  });
});
