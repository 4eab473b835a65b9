import { describe, expect, it } from 'vitest';
import { registrationBill, registrationChanges } from './club-registration';
import { type ClubRegistrationData, clubRegistrationInput } from './contract/club-registration';
import { allocatePayments } from './invoice';
import { money, toDecimalString } from './money';
import type { PricelistItemInput } from './pricelist';
import { priceStoredItems, stableInvoiceKey } from './pricing';

const item = (overrides: Partial<PricelistItemInput> & Pick<PricelistItemInput, 'id'>): PricelistItemInput => ({
  unit: 'person',
  priceCzk: 100,
  priceEur: 4,
  nameCs: `Položka ${overrides.id}`,
  nameEn: `Item ${overrides.id}`,
  serviceTypeId: 1,
  serviceLevelId: null,
  supplierId: 1,
  separateInvoice: false,
  singleRoomAvailable: false,
  handballRestaurantAvailable: true,
  vipPartyAvailable: true,
  isSystem: false,
  cateringType: null,
  ...overrides,
});

const PRICELIST = [
  item({ id: 1, unit: 'night', priceCzk: 800, priceEur: 32, singleRoomAvailable: true }),
  item({ id: 2, unit: 'night', priceCzk: 300, priceEur: 12, serviceTypeId: 3 }),
  item({ id: 3, priceCzk: 220, priceEur: 9, serviceTypeId: 3, cateringType: 'lunch', supplierId: 2 }),
  item({ id: 4, priceCzk: 620, priceEur: 25, serviceTypeId: 3, cateringType: 'dinner', separateInvoice: true }),
  item({ id: 5, unit: 'team', priceCzk: 3750, priceEur: 150, serviceTypeId: 4, supplierId: 2 }),
];

const form = (overrides: Record<string, unknown> = {}): ClubRegistrationData =>
  clubRegistrationInput.parse({
    name: 'HC Zlín',
    street: 'Štefánikova 1',
    city: 'Zlín',
    zip: '760 01',
    countryId: 1,
    tournamentContactFirstName: 'Jana',
    tournamentContactLastName: 'Nováková',
    tournamentContactPhone: '+420 601 123 456',
    arrivalDate: '2025-04-17',
    departureDate: '2025-04-21',
    teams: [{ id: 7, teamCategoryId: 3, bundlePricelistItemId: 1, bundlePersons: 14, singleRoomPersons: 2 }],
    extraPersons: [{ id: 9, bundlePricelistItemId: 1, bundlePersons: 2, vipPartyPersons: 2 }],
    agreeToTerms: true,
    ...overrides,
  });

describe('registration bill', () => {
  it('prices the form as sent: counts left empty are 0, nights from the stay', () => {
    const data = form({
      teams: [{ teamCategoryId: 3, bundlePricelistItemId: 1, bundlePersons: 10, handballPersons: null }],
    });
    const bill = registrationBill(data, { currency: 'CZK', pricelist: PRICELIST });
    expect(bill.ok).toBe(true);
    expect(bill.nights).toBe(4);
    // team fee 3750 + 10 persons × 4 nights × 800 + the extra persons' 2 × 4 nights × 800 and VIP party 2 × 620
    expect(toDecimalString(bill.total)).toBe('43390.00');
    expect(bill.invoices.map(stableInvoiceKey)).toEqual(['supplier-1', 'supplier-2', 'separate-vipParty-4']);
  });

  it('stored items give the same bill as the registration they were derived from', () => {
    const bill = registrationBill(form(), { currency: 'EUR', pricelist: PRICELIST });
    const stored = priceStoredItems(
      'EUR',
      bill.items.map((line) => ({ ...line, unitPrice: toDecimalString(line.unitPrice), discountPercent: '0' })),
    );
    expect(stored.total).toEqual(bill.total);
    expect(stored.invoices.map((i) => i.total)).toEqual(bill.invoices.map((i) => i.total));
  });
});

describe('registration changes', () => {
  it('tells country and region, teams and the rest apart', () => {
    const before = form();
    expect(registrationChanges(before, form())).toEqual([]);
    expect(registrationChanges(before, form({ countryId: 2, regionId: 5 }))).toEqual(['countryAndRegion']);
    expect(registrationChanges(before, form({ city: 'Otrokovice' }))).toEqual(['registration']);
    const moreTeams = form({
      teams: [...before.teams, { teamCategoryId: 4, bundlePersons: 12 }],
    });
    expect(registrationChanges(before, moreTeams)).toEqual(['teams']);
    const biggerTeam = form({ teams: [{ ...before.teams[0], bundlePersons: 15 }] });
    expect(registrationChanges(before, biggerTeam)).toEqual(['teams']);
    const extra = form({ extraPersons: [{ id: 9, bundlePricelistItemId: 1, bundlePersons: 3, vipPartyPersons: 2 }] });
    expect(registrationChanges(before, extra)).toEqual(['registration']);
    expect(registrationChanges(before, form({ uploadedFilesId: [3] }))).toEqual(['registration']);
  });
});

describe('payment allocation', () => {
  const czk = (n: number) => money('CZK', n * 100);
  const invoices = [
    { supplierId: 1, total: czk(1000) },
    { supplierId: 2, total: czk(500) },
    { supplierId: 1, total: czk(200) },
  ];

  it("fills a supplier's invoices in order, then whatever is open", () => {
    const balances = allocatePayments('CZK', invoices, [
      { supplierId: 1, amount: czk(1100) },
      { supplierId: null, amount: czk(300) },
      { supplierId: 2, amount: money('EUR', 5000) },
    ]);
    expect(balances.map((b) => [b.paid.minor / 100, b.rest.minor / 100])).toEqual([
      [1000, 0],
      [300, 200],
      [100, 100],
    ]);
  });

  it('fills the invoice a payment was made for first', () => {
    const balances = allocatePayments('CZK', invoices, [{ supplierId: 1, amount: czk(300), invoiceIndex: 2 }]);
    expect(balances.map((b) => b.paid.minor / 100)).toEqual([100, 0, 200]);
  });

  it('never shows an invoice paid beyond its total', () => {
    const balances = allocatePayments('CZK', invoices, [{ supplierId: 2, amount: czk(5000) }]);
    expect(balances.map((b) => b.rest.minor)).toEqual([0, 0, 0]);
  });
});
