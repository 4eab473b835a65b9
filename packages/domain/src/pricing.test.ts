import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from './money';
import {
  currencyForCountry,
  isClubPackage,
  type PricelistItemInput,
  personCount,
  resolveSupplements,
  type TeamInput,
  teamFeeItem,
} from './pricelist';
import { type BillInput, priceRegistration } from './pricing';

const ORGANISER = 1;
const HOTEL = 2;

const base = {
  serviceLevelId: null,
  supplierId: ORGANISER,
  separateInvoice: false,
  singleRoomAvailable: false,
  handballRestaurantAvailable: true,
  vipPartyAvailable: true,
  isSystem: false,
  cateringType: null,
} satisfies Partial<PricelistItemInput>;

// The demo price list's shape: service types 1 bundle, 2 catering only, 3 supplement, 4 fee.
const PRICELIST: PricelistItemInput[] = [
  {
    ...base,
    id: 1,
    unit: 'person',
    priceCzk: 3490,
    priceEur: '139.00',
    nameCs: 'Basic',
    nameEn: 'Basic',
    serviceTypeId: 1,
    serviceLevelId: 1,
  },
  {
    ...base,
    id: 3,
    unit: 'person',
    priceCzk: '5890',
    priceEur: 235,
    nameCs: 'Standard',
    nameEn: 'Standard',
    serviceTypeId: 1,
    serviceLevelId: 2,
    supplierId: HOTEL,
    singleRoomAvailable: true,
  },
  {
    ...base,
    id: 5,
    unit: 'night',
    priceCzk: 1450.5,
    priceEur: 58.5,
    nameCs: 'Hotel za noc',
    nameEn: 'Hotel per night',
    serviceTypeId: 1,
    singleRoomAvailable: true,
    vipPartyAvailable: false,
  },
  {
    ...base,
    id: 7,
    unit: 'person',
    priceCzk: 2190,
    priceEur: 89,
    nameCs: 'Bez ubytování',
    nameEn: 'Without accommodation',
    serviceTypeId: 2,
    handballRestaurantAvailable: false,
  },
  {
    ...base,
    id: 8,
    unit: 'night',
    priceCzk: 620,
    priceEur: 25,
    nameCs: 'Jednolůžkový pokoj',
    nameEn: 'Single room',
    serviceTypeId: 3,
    handballRestaurantAvailable: false,
    vipPartyAvailable: false,
  },
  {
    ...base,
    id: 9,
    unit: 'person',
    priceCzk: 220,
    priceEur: 9,
    nameCs: 'Pondělní oběd',
    nameEn: 'Monday lunch',
    serviceTypeId: 3,
    cateringType: 'lunch',
  },
  {
    ...base,
    id: 10,
    unit: 'person',
    priceCzk: 620,
    priceEur: 25,
    nameCs: 'VIP party',
    nameEn: 'VIP party',
    serviceTypeId: 3,
    cateringType: 'dinner',
    separateInvoice: true,
  },
  {
    ...base,
    id: 11,
    unit: 'person',
    priceCzk: 150,
    priceEur: 6,
    nameCs: 'Snídaně',
    nameEn: 'Breakfast',
    serviceTypeId: 3,
    cateringType: 'breakfast',
  },
  {
    ...base,
    id: 12,
    unit: 'team',
    priceCzk: 3750,
    priceEur: 150,
    nameCs: 'Startovné',
    nameEn: 'Entry fee',
    serviceTypeId: 4,
    isSystem: true,
  },
  {
    ...base,
    id: 13,
    unit: 'team',
    priceCzk: 4500,
    priceEur: 180,
    nameCs: 'Startovné Superior',
    nameEn: 'Entry fee Superior',
    serviceTypeId: 4,
    serviceLevelId: 3,
    isSystem: true,
  },
];

const registration = (overrides: Partial<BillInput> = {}): BillInput => ({
  currency: 'CZK',
  arrivalDate: '2025-04-17',
  departureDate: '2025-04-21',
  teams: [],
  extraPersons: [],
  pricelist: PRICELIST,
  ...overrides,
});

const basicTeam: TeamInput = {
  id: 501,
  name: 'HC Praha MA',
  teamStartServiceLevelId: 1,
  bundlePricelistItemId: 1,
  bundlePersons: 14,
  handballPersons: 10,
  vipPartyPersons: 2,
  singleRoomPersons: 0,
};

const czk = (minor: number) => money('CZK', minor);
const eur = (minor: number) => money('EUR', minor);
const lines = (input: BillInput) =>
  priceRegistration(input).items.map((i) => [i.role, i.pricelistItemId, i.quantity, i.total.minor]);
const issues = (input: BillInput) => priceRegistration(input).issues.map((i) => [i.path, i.key, i.severity]);

describe('priceRegistration', () => {
  it('bills a CZK club: team fee, package × persons, Monday lunch, VIP party on its own invoice', () => {
    const bill = priceRegistration(registration({ teams: [basicTeam] }));
    expect(bill.ok).toBe(true);
    expect(bill.nights).toBe(4);
    expect(bill.items.map((i) => [i.role, i.nameEn, i.quantity, i.unitPrice, i.total])).toEqual([
      ['teamFee', 'Entry fee', 1, czk(375_000), czk(375_000)],
      ['package', 'Basic', 14, czk(349_000), czk(4_886_000)],
      ['mondayLunch', 'Monday lunch', 10, czk(22_000), czk(220_000)],
      ['vipParty', 'VIP party', 2, czk(62_000), czk(124_000)],
    ]);
    expect(bill.invoices.map((i) => [i.key, i.supplierId, i.items.length, i.total])).toEqual([
      ['supplier-1', ORGANISER, 3, czk(5_481_000)],
      ['separate-3', ORGANISER, 1, czk(124_000)],
    ]);
    expect(bill.total).toEqual(czk(5_605_000));
  });

  it('bills the same club in EUR from the euro prices', () => {
    const bill = priceRegistration(registration({ currency: 'EUR', teams: [basicTeam] }));
    expect(bill.items.map((i) => i.total)).toEqual([eur(15_000), eur(194_600), eur(9_000), eur(5_000)]);
    expect(bill.total).toEqual(eur(223_600));
  });

  it('multiplies per-night items by the nights and single rooms only where the package has them', () => {
    const team = { ...basicTeam, bundlePricelistItemId: 5, bundlePersons: 3, singleRoomPersons: 2, vipPartyPersons: 0 };
    const bill = priceRegistration(registration({ teams: [team] }));
    expect(bill.items.map((i) => [i.role, i.quantity, i.total.minor])).toEqual([
      ['teamFee', 1, 375_000],
      ['package', 12, 1_740_600], // 3 persons × 4 nights × 1450.50
      ['singleRoom', 8, 496_000], // 2 persons × 4 nights × 620
      ['mondayLunch', 10, 220_000],
    ]);
  });

  it('refuses single rooms in a package without them, and more single rooms than package persons', () => {
    expect(issues(registration({ teams: [{ ...basicTeam, singleRoomPersons: 1 }] }))).toEqual([
      ['teams.0.singleRoomPersons', 'singleRoomUnavailable', 'error'],
    ]);
    expect(lines(registration({ teams: [{ ...basicTeam, singleRoomPersons: 1 }] })).map((l) => l[0])).not.toContain(
      'singleRoom',
    );
    expect(
      issues(registration({ teams: [{ ...basicTeam, bundlePricelistItemId: 3, singleRoomPersons: 15 }] })),
    ).toEqual([['teams.0.singleRoomPersons', 'singleRoomExceedsBundle', 'error']]);
    // Without a package there is no room to supplement.
    expect(issues(registration({ extraPersons: [{ singleRoomPersons: 1 }] }))).toEqual([
      ['extraPersons.0.singleRoomPersons', 'singleRoomUnavailable', 'error'],
    ]);
  });

  it('refuses lunch or VIP party where the package does not include them', () => {
    const bill = priceRegistration(
      registration({
        extraPersons: [
          { bundlePricelistItemId: 7, bundlePersons: 2, handballPersons: 2 },
          { bundlePricelistItemId: 5, bundlePersons: 1, vipPartyPersons: 1 },
        ],
      }),
    );
    expect(bill.ok).toBe(false);
    expect(bill.issues).toEqual([
      {
        path: 'extraPersons.0.handballPersons',
        key: 'handballRestaurantUnavailable',
        params: { item: 'Without accommodation' },
        severity: 'error',
      },
      {
        path: 'extraPersons.1.vipPartyPersons',
        key: 'vipPartyUnavailable',
        params: { item: 'Hotel per night' },
        severity: 'error',
      },
    ]);
  });

  it('charges nothing per night for a same-day stay', () => {
    const team = { ...basicTeam, bundlePricelistItemId: 5, bundlePersons: 3, vipPartyPersons: 0 };
    const bill = priceRegistration(registration({ teams: [team], departureDate: '2025-04-17' }));
    expect(bill.nights).toBe(0);
    expect(bill.ok).toBe(true);
    expect(bill.items.map((i) => i.role)).toEqual(['teamFee', 'mondayLunch']);
  });

  it('refuses departure before arrival, invalid and missing dates that per-night items need', () => {
    const team = { ...basicTeam, bundlePricelistItemId: 5, vipPartyPersons: 0 };
    expect(issues(registration({ teams: [team], departureDate: '2025-04-16' }))).toEqual([
      ['departureDate', 'departureBeforeArrival', 'error'],
    ]);
    expect(issues(registration({ teams: [team], arrivalDate: '2025-02-30' }))).toEqual([
      ['arrivalDate', 'invalidValue', 'error'],
    ]);
    expect(issues(registration({ teams: [team], arrivalDate: null, departureDate: undefined }))).toEqual([
      ['arrivalDate', 'required', 'error'],
      ['departureDate', 'required', 'error'],
    ]);
    // Nobody on a per-night package, or per-person packages: the dates are not needed to price.
    expect(priceRegistration(registration({ teams: [{ ...team, bundlePersons: 0 }], arrivalDate: null })).ok).toBe(
      true,
    );
    expect(priceRegistration(registration({ teams: [basicTeam], arrivalDate: null })).ok).toBe(true);
  });

  it('counts missing or empty person counts as 0 and refuses negative or fractional ones', () => {
    const bill = priceRegistration(
      registration({ teams: [{ bundlePricelistItemId: 1, bundlePersons: '', handballPersons: null }] }),
    );
    expect(bill.items.map((i) => i.role)).toEqual(['teamFee']);
    expect(issues(registration({ teams: [{ bundlePersons: -1, vipPartyPersons: 2.5 }] }))).toEqual([
      ['teams.0.bundlePersons', 'invalidValue', 'error'],
      ['teams.0.vipPartyPersons', 'invalidValue', 'error'],
    ]);
    expect([personCount(undefined), personCount(' 7 '), personCount('7a'), personCount(-0)]).toEqual([0, 7, null, 0]);
  });

  it('takes the fee of the team’s service level, else the generic fee, and warns when there is none', () => {
    expect(teamFeeItem(PRICELIST, 3)?.id).toBe(13);
    expect(teamFeeItem(PRICELIST, 2)?.id).toBe(12);
    expect(teamFeeItem(PRICELIST, null)?.id).toBe(12);
    const noFee = PRICELIST.filter((item) => item.serviceTypeId !== 4);
    const bill = priceRegistration(registration({ pricelist: noFee, teams: [{ name: 'HC Praha WB' }] }));
    expect(bill.issues).toEqual([
      { path: 'teams.0', key: 'teamFeeMissing', params: { team: 'HC Praha WB' }, severity: 'warning' },
    ]);
    expect(bill.ok).toBe(true);
  });

  it('refuses a package that is not in the price list', () => {
    expect(issues(registration({ teams: [{ bundlePricelistItemId: 99, bundlePersons: 3 }] }))).toEqual([
      ['teams.0.bundlePricelistItemId', 'pricelistItemUnknown', 'error'],
    ]);
  });

  it('merges one item of several teams into one line and keeps where it came from', () => {
    const bill = priceRegistration(
      registration({
        teams: [basicTeam, { ...basicTeam, id: 502, bundlePersons: 12, teamStartServiceLevelId: 3 }],
        extraPersons: [{ id: 7, bundlePricelistItemId: 1, bundlePersons: 2 }],
      }),
    );
    const pkg = bill.items.find((i) => i.role === 'package')!;
    expect(pkg.quantity).toBe(28);
    expect(pkg.sources).toEqual([
      { kind: 'team', index: 0, id: 501 },
      { kind: 'team', index: 1, id: 502 },
      { kind: 'extraPerson', index: 0, id: 7 },
    ]);
    expect(bill.items.filter((i) => i.role === 'teamFee').map((i) => [i.pricelistItemId, i.quantity])).toEqual([
      [12, 1],
      [13, 1],
    ]);
  });

  it('applies a discount per item, rounded half-up to the hundredth', () => {
    const bill = priceRegistration(
      registration({
        currency: 'EUR',
        teams: [{ teamStartServiceLevelId: 1 }],
        discountPercentByPricelistItemId: { 12: 33.33 },
      }),
    );
    // 33.33 % of 150.00 = 49.995 -> 50.00.
    expect(bill.items[0]).toMatchObject({
      discountPercent: 3333,
      gross: eur(15_000),
      discount: eur(5000),
      total: eur(10_000),
    });
    expect(issues(registration({ teams: [{}], discountPercentByPricelistItemId: { 12: 101 } }))).toEqual([
      ['discountPercent.12', 'invalidValue', 'error'],
    ]);
  });

  it('keeps manual items as given, credits included, and refuses inexact amounts', () => {
    const bill = priceRegistration(
      registration({
        teams: [{}],
        manualItems: [
          { id: 1, name: 'Sleva za včasnou platbu', quantity: 1, unitPrice: '-500', supplierId: ORGANISER },
          {
            id: 2,
            name: 'Transfer z letiště',
            quantity: 3,
            unitPrice: 450.5,
            discountPercent: '10',
            supplierId: HOTEL,
          },
        ],
      }),
    );
    expect(bill.items.map((i) => [i.role, i.isSystem, i.nameCs, i.total.minor])).toEqual([
      ['teamFee', true, 'Startovné', 375_000],
      ['manual', false, 'Sleva za včasnou platbu', -50_000],
      ['manual', false, 'Transfer z letiště', 121_635], // 1351.50 − 135.15
    ]);
    expect(bill.invoices.map((i) => [i.key, i.total.minor])).toEqual([
      ['supplier-1', 325_000],
      ['supplier-2', 121_635],
    ]);
    expect(
      issues(registration({ manualItems: [{ name: 'x', quantity: 1.5, unitPrice: '10.005', supplierId: null }] })),
    ).toEqual([
      ['manualItems.0.unitPrice', 'amountInvalid', 'error'],
      ['manualItems.0.quantity', 'invalidValue', 'error'],
    ]);
  });

  it('puts each supplier’s items on its own invoice', () => {
    const bill = priceRegistration(registration({ teams: [{ ...basicTeam, bundlePricelistItemId: 3 }] }));
    expect(bill.invoices.map((i) => [i.key, i.items.map((item) => item.role)])).toEqual([
      ['supplier-1', ['teamFee', 'mondayLunch']],
      ['supplier-2', ['package']],
      ['separate-3', ['vipParty']],
    ]);
  });

  it('finds supplements by their data or by explicit ids', () => {
    const found = resolveSupplements(PRICELIST);
    expect([found.singleRoom?.id, found.mondayLunch?.id, found.vipParty?.id]).toEqual([8, 9, 10]);
    expect(resolveSupplements(PRICELIST, { mondayLunch: 11 }).mondayLunch?.id).toBe(11);
    const noLunch = PRICELIST.filter((item) => item.id !== 9);
    expect(issues(registration({ pricelist: noLunch, teams: [{ handballPersons: 3 }] }))).toEqual([
      ['teams.0.handballPersons', 'supplementMissing', 'warning'],
    ]);
  });
});

describe('bill invariants', () => {
  const count = fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constant(undefined), fc.constant(''));
  const party = fc.record({
    bundlePricelistItemId: fc.constantFrom(null, 1, 3, 5, 7),
    bundlePersons: fc.integer({ min: 0, max: 30 }),
    handballPersons: count,
    vipPartyPersons: count,
    singleRoomPersons: fc.integer({ min: 0, max: 3 }),
    teamStartServiceLevelId: fc.constantFrom(null, 1, 2, 3),
  });
  const input = fc.record({
    currency: fc.constantFrom('CZK' as const, 'EUR' as const),
    teams: fc.array(party, { maxLength: 8 }),
    extraPersons: fc.array(party, { maxLength: 3 }),
    departureDate: fc.constantFrom('2025-04-17', '2025-04-20', '2025-04-21'),
    discountPercentByPricelistItemId: fc.dictionary(
      fc.constantFrom('1', '3', '9', '12'),
      fc.integer({ min: 0, max: 100 }),
    ),
  });

  it('puts every line on exactly one invoice and the totals add up exactly', () => {
    fc.assert(
      fc.property(input, (generated) => {
        const bill = priceRegistration(registration(generated));
        const invoiced = bill.invoices.flatMap((invoice) => invoice.items);
        expect(invoiced).toHaveLength(bill.items.length);
        expect(new Set(invoiced)).toEqual(new Set(bill.items));
        for (const invoice of bill.invoices) {
          expect(new Set(invoice.items.map((item) => item.supplierId)).size).toBe(1);
          if (invoice.separate) expect(invoice.items).toHaveLength(1);
          else expect(invoice.items.every((item) => !item.separateInvoice)).toBe(true);
          expect(invoice.total.minor).toBe(invoice.items.reduce((sum, item) => sum + item.total.minor, 0));
        }
        const sum = bill.invoices.reduce((total, invoice) => total + invoice.total.minor, 0);
        expect(bill.total).toEqual(money(generated.currency, sum));
        for (const item of bill.items) {
          expect(Number.isSafeInteger(item.total.minor)).toBe(true);
          expect(item.total.currency).toBe(generated.currency);
          expect(item.quantity).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('does not depend on the order of the teams', () => {
    fc.assert(
      fc.property(input, (generated) => {
        const strip = (input: BillInput) =>
          priceRegistration(input).items.map(({ sources, ...item }) => ({ ...item, sources: sources.length }));
        const reversed = { ...generated, teams: [...generated.teams].reverse() };
        expect(strip(registration(reversed))).toEqual(strip(registration(generated)));
      }),
    );
  });

  it('bills a per-person package for exactly the persons of every team and extra person', () => {
    fc.assert(
      fc.property(input, (generated) => {
        const bill = priceRegistration(registration(generated));
        const parties = [...generated.teams, ...generated.extraPersons];
        const persons = parties.filter((p) => p.bundlePricelistItemId === 1).reduce((s, p) => s + p.bundlePersons, 0);
        expect(bill.items.find((i) => i.pricelistItemId === 1)?.quantity ?? 0).toBe(persons);
        expect(bill.items.filter((i) => i.role === 'teamFee').reduce((s, i) => s + i.quantity, 0)).toBe(
          generated.teams.length,
        );
      }),
    );
  });
});

describe('currencyForCountry', () => {
  it('pays in CZK only where the country uses the crown', () => {
    expect(currencyForCountry('CZK')).toBe('CZK');
    expect(currencyForCountry('czk ')).toBe('CZK');
    expect(currencyForCountry('EUR')).toBe('EUR');
    expect(currencyForCountry('PLN')).toBe('EUR');
    expect(currencyForCountry(null)).toBe('EUR');
  });
});

describe('isClubPackage', () => {
  it('offers clubs bundles and catering-only items meant for them', () => {
    expect(isClubPackage({ serviceTypeId: 1, availabilityFilter: 'club' })).toBe(true);
    expect(isClubPackage({ serviceTypeId: 2, availabilityFilter: 'referee, club' })).toBe(true);
    expect(isClubPackage({ serviceTypeId: 1, availabilityFilter: null })).toBe(true);
    expect(isClubPackage({ serviceTypeId: 1, availabilityFilter: 'referee' })).toBe(false);
    expect(isClubPackage({ serviceTypeId: 1, availabilityFilter: 'clubs' })).toBe(false);
    expect(isClubPackage({ serviceTypeId: 3, availabilityFilter: 'club' })).toBe(false);
    expect(isClubPackage({ serviceTypeId: 4, availabilityFilter: null })).toBe(false);
  });
});
