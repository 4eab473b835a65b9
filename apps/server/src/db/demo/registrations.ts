import { czechAccountToIban } from '@tms/domain/bank-account';
import { registrationBill } from '@tms/domain/club-registration';
import type { RegistrationState } from '@tms/domain/constants';
import { variableSymbol } from '@tms/domain/invoice';
import { toDecimalString } from '@tms/domain/money';
import { currencyForCountry, type PricelistItemInput } from '@tms/domain/pricelist';
import { stableInvoiceKey } from '@tms/domain/pricing';
import type { DbOrTx } from '../client';
import { clubRegistrations, extraPersons, invoiceItems, invoices, payments, type suppliers } from '../schema/index';
import { insertMany, maxId } from './bulk';
import type { Random } from './random';

// Club registrations of the demo: each club's contact, stay, packages per team, extra persons, the
// bill derived by the domain's pricing, invoices and payments (some paid in full, some in part, some
// not at all), in CZK for Czech clubs and EUR for the others. Computed in memory, inserted in bulk.

/** A valid Czech account (mod 11) near `base`, as IBAN: the demo's supplier accounts. */
function demoIban(base: number, bankCode: string): string {
  for (let n = base; ; n++) {
    const iban = czechAccountToIban({ prefix: '', number: String(n), bankCode });
    if (iban) return iban;
  }
}

/** Supplier 1 runs the accommodation packages (a hotel partner), supplier 2 is the organiser. */
export const DEMO_SUPPLIERS: (typeof suppliers.$inferInsert)[] = [
  {
    id: 1,
    name: 'Hotely Praha Partner a.s.',
    street: 'Plzeňská 177',
    city: 'Praha 5',
    zip: '150 00',
    countryCode: 'CZ',
    companyId: '27145361',
    vatId: 'CZ27145361',
    email: 'ubytovani@handballcup.cz',
    czkIban: demoIban(2_400_112_000, '2010'),
    czkBic: 'FIOBCZPP',
    eurIban: demoIban(2_700_451_000, '2010'),
    eurBic: 'FIOBCZPP',
    createdAt: '2024-09-02T08:00:00.000Z',
  },
  {
    id: 2,
    name: 'Prague Handball Cup z.s.',
    street: 'Nad Kajetánkou 1471/2',
    city: 'Praha 6',
    zip: '169 00',
    countryCode: 'CZ',
    companyId: '22671188',
    vatId: null,
    email: 'office@handballcup.cz',
    czkIban: demoIban(1_920_014_000, '0800'),
    czkBic: 'GIBACZPX',
    eurIban: demoIban(1_920_099_000, '0800'),
    eurBic: 'GIBACZPX',
    createdAt: '2024-09-02T08:00:00.000Z',
  },
];

export type DemoClub = {
  id: number;
  country: string;
  currencyCode: string;
  createdAt: string;
  state: RegistrationState;
  contact: { firstName: string; lastName: string; phone: string };
  teams: { id: number; persons: number; leaders: number }[];
};

export type TeamPackage = {
  bundlePricelistItemId: number;
  bundlePersons: number;
  handballPersons: number;
  vipPartyPersons: number;
  singleRoomPersons: number;
};

type Plan = { packages: Map<number, TeamPackage>; arrival: string; extra: TeamPackage[] };

/**
 * Packages and stay of a club: Czech clubs mostly meals only, foreign ones a hotel or school for 3 or
 * 4 nights. The club admin's club (`complete`) shows everything: hotel and school packages, single
 * rooms, Monday lunch, the VIP party and extra persons.
 */
export function planClub(
  rng: Random,
  club: DemoClub,
  pricelist: readonly PricelistItemInput[],
  complete = false,
): Plan {
  const bundles = pricelist.filter((item) => item.serviceTypeId === 1);
  const mealsOnly = pricelist.find((item) => item.serviceTypeId === 2)!;
  const fourNights = rng.chance(club.country === 'CZ' ? 0.2 : 0.55);
  const pick = () => {
    if (club.country === 'CZ' && rng.chance(0.6)) return mealsOnly;
    // Bundles come as 3-night and 4-night variants of each level, in that order.
    const level = rng.weighted([0, 1, 2], (i) => [5, 4, 1][i]);
    return bundles[level * 2 + (fourNights ? 1 : 0)];
  };
  const clubPackage = pick();
  const party = (persons: number, leaders: number, item: PricelistItemInput): TeamPackage => ({
    bundlePricelistItemId: item.id,
    bundlePersons: persons,
    handballPersons: rng.chance(0.5) ? persons : 0,
    vipPartyPersons: rng.chance(0.2) ? rng.int(1, 2) : 0,
    singleRoomPersons: item.singleRoomAvailable && rng.chance(0.5) ? Math.min(leaders, persons) : 0,
  });
  if (complete) {
    // Standard and Basic packages for 4 nights (both variants follow the 3-night ones).
    const [basic, standard] = [bundles[1], bundles[3]];
    const packages = new Map(
      club.teams.map((team, i) => {
        const item = i % 2 === 0 ? standard : basic;
        return [
          team.id,
          {
            bundlePricelistItemId: item.id,
            bundlePersons: team.persons,
            handballPersons: team.persons,
            vipPartyPersons: i === 0 ? 2 : 0,
            singleRoomPersons: item.singleRoomAvailable ? team.leaders : 0,
          },
        ];
      }),
    );
    const extra = [
      {
        bundlePricelistItemId: standard.id,
        bundlePersons: 3,
        handballPersons: 3,
        vipPartyPersons: 1,
        singleRoomPersons: 1,
      },
    ];
    return { packages, arrival: '2025-04-17', extra };
  }
  const packages = new Map(club.teams.map((team) => [team.id, party(team.persons, team.leaders, clubPackage)]));
  const extra = rng.chance(0.3) ? [party(rng.int(1, 4), 1, clubPackage)] : [];
  return { packages, arrival: fourNights ? '2025-04-17' : '2025-04-18', extra };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Registrations, extra persons, invoices with their items and payments of the planned clubs. */
export async function insertRegistrations(
  tx: DbOrTx,
  rng: Random,
  clubs: readonly (DemoClub & {
    plan: Plan;
    adminId: number | null;
    /** Half of the first invoice paid, the others in full (the club admin's club). */
    partlyPaid?: boolean;
    billing?: Partial<typeof clubRegistrations.$inferInsert>;
  })[],
  pricelist: readonly PricelistItemInput[],
) {
  const registrationRows: (typeof clubRegistrations.$inferInsert)[] = [];
  const extraRows: (typeof extraPersons.$inferInsert)[] = [];
  const invoiceRows: (typeof invoices.$inferInsert)[] = [];
  const itemRows: (typeof invoiceItems.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  let invoiceId = await maxId(tx, invoices);
  for (const club of clubs) {
    const { plan } = club;
    const departure = '2025-04-21';
    registrationRows.push({
      clubId: club.id,
      clubAdminId: club.adminId,
      tournamentContactFirstName: club.contact.firstName,
      tournamentContactLastName: club.contact.lastName,
      tournamentContactPhone: club.contact.phone,
      arrivalDate: plan.arrival,
      departureDate: departure,
      agreeToTerms: true,
      differentBillingAddress: false,
      invoiceSubjectName: null,
      invoiceStreet: null,
      invoiceCity: null,
      invoiceZip: null,
      invoiceCountryId: null,
      tin: null,
      vatin: null,
      registrationNote: null,
      createdAt: club.createdAt,
      updatedAt: club.createdAt,
      ...club.billing,
    });
    for (const party of plan.extra) extraRows.push({ clubId: club.id, ...party, createdAt: club.createdAt });
    const currency = currencyForCountry(club.currencyCode);
    const bill = registrationBill(
      {
        arrivalDate: plan.arrival,
        departureDate: departure,
        teams: club.teams.map((team) => ({
          id: team.id,
          teamCategoryId: 1,
          name: null,
          teamStartServiceLevelId: null,
          ...plan.packages.get(team.id)!,
        })),
        extraPersons: plan.extra.map((party) => ({ id: null, ...party })),
      },
      { currency, pricelist },
    );
    const issued = club.createdAt.slice(0, 10);
    const vs = variableSymbol(2025, club.id);
    bill.invoices.forEach((invoice, n) => {
      invoiceId++;
      invoiceRows.push({
        id: invoiceId,
        clubId: club.id,
        groupKey: stableInvoiceKey(invoice),
        number: `${vs}-${n + 1}`,
        supplierId: invoice.supplierId,
        separate: invoice.separate,
        currency,
        variableSymbol: vs,
        issueDate: issued,
        dueDate: addDays(issued, 14),
        createdAt: club.createdAt,
        updatedAt: club.createdAt,
      });
      for (const item of invoice.items) {
        itemRows.push({
          clubId: club.id,
          invoiceId,
          isSystem: true,
          role: item.role,
          position: itemRows.length,
          nameCs: item.nameCs,
          nameEn: item.nameEn,
          quantity: item.quantity,
          unitType: item.unitType,
          currency,
          unitPrice: toDecimalString(item.unitPrice),
          discountPercent: '0.00',
          pricelistItemId: item.pricelistItemId,
          supplierId: item.supplierId,
          separateInvoice: item.separateInvoice,
          createdAt: club.createdAt,
        });
      }
      // Processed clubs paid everything; accepted ones mostly in full, some in part, some not yet.
      const share = club.partlyPaid
        ? n === 0
          ? 0.5
          : 1
        : club.state === 'processed'
          ? 1
          : club.state === 'approved'
            ? rng.weighted([1, 0.5, 0], (s) => (s === 1 ? 55 : s === 0.5 ? 25 : 20))
            : 0;
      const minor = Math.round((invoice.total.minor * share) / 100) * 100;
      if (minor > 0) {
        const amount = toDecimalString({ currency, minor });
        paymentRows.push({
          clubId: club.id,
          supplierId: invoice.supplierId,
          invoiceId,
          paymentDate: addDays(issued, rng.int(3, 30)),
          orderAmount: amount,
          orderAmountCurrency: currency,
          receivedAmount: amount,
          receivedAmountCurrency: currency,
          paymentMethod: 'bank_transfer',
          accountingDocumentId: `BV-${vs}-${n + 1}`,
          createdAt: `${addDays(issued, 31)}T09:00:00.000Z`,
          updatedAt: `${addDays(issued, 31)}T09:00:00.000Z`,
        });
      }
    });
  }
  await insertMany(tx, clubRegistrations, registrationRows);
  await insertMany(tx, extraPersons, extraRows);
  await insertMany(tx, invoices, invoiceRows);
  await insertMany(tx, invoiceItems, itemRows);
  await insertMany(tx, payments, paymentRows);
}
