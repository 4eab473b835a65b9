import type { Country, TeamCategory } from '@tms/domain/contract/enums';
import { describe, expect, it } from 'vitest';
import { PRICELIST, registrationFixture } from './fixtures.test-data';
import { offeredEnums } from './offered-enums';

const country = (id: number, isActive: boolean) => ({ id, isActive }) as Country;
const category = (id: number, isActive: boolean) => ({ id, isActive }) as TeamCategory;
const enums = {
  countries: [country(1, false), country(2, true), country(3, false)],
  teamCategories: [category(3, false), category(4, true), category(5, false)],
  serviceLevels: [
    { id: 1, name: 'Basic', isActive: true },
    { id: 2, name: 'Old', isActive: false },
  ],
  // Package 1 is the team's, 2 nobody's, 3 the extra persons'; 7 (team fee) is no package.
  pricelistItems: PRICELIST.map((item) => ([1, 2, 3, 7].includes(item.id) ? { ...item, isActive: false } : item)),
};
const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

describe('offeredEnums', () => {
  it('offers a new registration only active records, with every non-package item for pricing', () => {
    const offered = offeredEnums(enums, null);
    expect(ids(offered.countries)).toEqual([2]);
    expect(ids(offered.teamCategories)).toEqual([4]);
    expect(ids(offered.serviceLevels)).toEqual([1]);
    expect(ids(offered.pricelistItems)).toEqual([4, 5, 6, 7, 8]);
  });

  it('keeps what the registration already holds', () => {
    const offered = offeredEnums(enums, registrationFixture());
    expect(ids(offered.countries)).toEqual([1, 2]);
    expect(ids(offered.teamCategories)).toEqual([3, 4]);
    expect(ids(offered.serviceLevels)).toEqual([1]);
    expect(ids(offered.pricelistItems)).toEqual([1, 3, 4, 5, 6, 7, 8]);
  });
});
