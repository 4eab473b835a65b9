import { describe, expect, it } from 'vitest';
import { PRICELIST, registrationFixture } from './fixtures.test-data';
import { formBill, summaryLines } from './price-summary';
import { emptyTeam, registrationValues } from './registration-form';

const stay = { arrivalDate: '2025-04-17', departureDate: '2025-04-20' };

describe('the live price summary', () => {
  it('prices teams and extra persons as they are typed: empty counts are 0, nights from the dates', () => {
    const team = { ...emptyTeam(), teamCategoryId: 3, bundlePricelistItemId: 2 };
    const empty = formBill({ ...stay, teams: [team], extraPersons: [] }, { currency: 'EUR', pricelist: PRICELIST });
    // Only the entry fee while the persons are still empty.
    expect(empty.total).toEqual({ currency: 'EUR', minor: 150_00 });
    expect(empty.nights).toBe(3);

    const counted = formBill(
      {
        ...stay,
        teams: [{ ...team, bundlePersons: 10, singleRoomPersons: 2, vipPartyPersons: 3 }],
        extraPersons: [{ id: null, bundlePricelistItemId: 3, bundlePersons: 2 }],
      },
      { currency: 'EUR', pricelist: PRICELIST },
    );
    // 150 + 10 × 3 × 60 + 2 × 3 × 25 + 3 × 25 + 2 × 89
    expect(counted.total.minor).toBe((150 + 1800 + 150 + 75 + 178) * 100);
    expect(counted.ok).toBe(true);
  });

  it('follows the currency and reports counts the package cannot take', () => {
    const team = {
      ...emptyTeam(),
      teamCategoryId: 3,
      bundlePricelistItemId: 1,
      bundlePersons: 10,
      singleRoomPersons: 1,
    };
    const bill = formBill({ ...stay, teams: [team], extraPersons: [] }, { currency: 'CZK', pricelist: PRICELIST });
    expect(bill.currency).toBe('CZK');
    expect(bill.issues).toContainEqual(
      expect.objectContaining({ path: 'teams.0.singleRoomPersons', key: 'singleRoomUnavailable', severity: 'error' }),
    );
  });

  it("keeps the office's manual items and discounts of an existing registration", () => {
    const registration = registrationFixture();
    const values = registrationValues(registration);
    const bill = formBill(values, { currency: 'CZK', pricelist: PRICELIST, kept: registration });
    const fee = bill.items.find((item) => item.role === 'teamFee');
    expect(fee?.total).toEqual({ currency: 'CZK', minor: 3375_00 });
    expect(bill.items.find((item) => item.role === 'manual')?.total.minor).toBe(200_00);
    // fee 3375 + school 12 × 3490 + VIP 2 × 620 + catering 2 × 2190 + manual 200
    expect(bill.total.minor).toBe((3375 + 41_880 + 1240 + 4380 + 200) * 100);
    const lines = summaryLines(bill, 'en');
    expect(lines[0]).toMatchObject({ name: 'Entry fee', quantity: 1, discount: true });
    expect(lines.map((line) => line.total.replace(/\s/g, ' '))).toContain('CZK 200.00');
  });

  it('has no dates: per-night packages wait for them, per-person ones are priced', () => {
    const bill = formBill(
      {
        arrivalDate: '',
        departureDate: '',
        teams: [{ ...emptyTeam(), teamCategoryId: 3, bundlePricelistItemId: 1, bundlePersons: 2 }],
        extraPersons: [],
      },
      { currency: 'EUR', pricelist: PRICELIST },
    );
    expect(bill.nights).toBeNull();
    expect(bill.total.minor).toBe((150 + 2 * 139) * 100);
  });
});
