import { describe, expect, it } from 'vitest';
import type { PricelistItemInput } from './pricelist';
import { type StayParty, staySummary } from './stay-summary';

const item = (id: number, values: Partial<PricelistItemInput>): PricelistItemInput => ({
  id,
  unit: 'person',
  priceCzk: 0,
  priceEur: 0,
  nameCs: `Item ${id}`,
  nameEn: `Item ${id}`,
  serviceTypeId: 1,
  serviceLevelId: null,
  supplierId: null,
  separateInvoice: false,
  singleRoomAvailable: false,
  handballRestaurantAvailable: true,
  vipPartyAvailable: true,
  isSystem: false,
  cateringType: 'full_board',
  ...values,
});
const hotel = item(1, { singleRoomAvailable: true });
const school = item(2, {});
const boardOnly = item(3, { serviceTypeId: 2 });
const party = (values: Partial<StayParty>): StayParty => ({
  placeId: null,
  bundlePricelistItemId: hotel.id,
  bundlePersons: 10,
  singleRoomPersons: 0,
  handballPersons: 0,
  vipPartyPersons: 0,
  arrivalDate: '2025-04-17',
  departureDate: '2025-04-21',
  ...values,
});

describe('staySummary', () => {
  it('counts persons, single rooms and board per place (or package) and night', () => {
    const summary = staySummary(
      [
        party({ placeId: 7, singleRoomPersons: 2, handballPersons: 10 }),
        party({ placeId: 7, arrivalDate: '2025-04-18', bundlePersons: 5, vipPartyPersons: 3 }),
        party({ bundlePricelistItemId: school.id, bundlePersons: 12, singleRoomPersons: 4 }),
        party({
          bundlePricelistItemId: boardOnly.id,
          bundlePersons: 6,
          arrivalDate: '2025-04-18',
          departureDate: '2025-04-20',
        }),
      ],
      [hotel, school, boardOnly],
    );
    expect(summary.nights).toEqual(['2025-04-17', '2025-04-18', '2025-04-19', '2025-04-20']);
    expect(summary.rows).toEqual([
      { placeId: 7, packageId: null, persons: [10, 15, 15, 15], singleRooms: [2, 2, 2, 2], board: [10, 15, 15, 15] },
      // The school package has no single rooms; the board-only package sleeps nobody.
      { placeId: null, packageId: 2, persons: [12, 12, 12, 12], singleRooms: [0, 0, 0, 0], board: [12, 12, 12, 12] },
      { placeId: null, packageId: 3, persons: [0, 0, 0, 0], singleRooms: [0, 0, 0, 0], board: [0, 6, 6, 0] },
    ]);
    expect(summary.totals).toEqual({
      persons: [22, 27, 27, 27],
      singleRooms: [2, 2, 2, 2],
      board: [22, 33, 33, 27],
    });
    expect(summary.mondayLunch).toBe(10);
    expect(summary.vipParty).toBe(3);
  });

  it('leaves out parties without a package, persons or dates', () => {
    const summary = staySummary(
      [
        party({ bundlePricelistItemId: null, handballPersons: 4 }),
        party({ bundlePersons: 0 }),
        party({ arrivalDate: null }),
      ],
      [hotel],
    );
    expect(summary.nights).toEqual([]);
    expect(summary.rows).toEqual([]);
    expect(summary.mondayLunch).toBe(4);
  });
});
