import type { ClubRegistrationData } from './contract/club-registration';
import type { Currency } from './money';
import type { PersonCounts, PricelistItemInput } from './pricelist';
import { type Bill, type ManualItemInput, priceRegistration } from './pricing';

// Rules of the club registration form beside its contract (contract/club-registration.ts): the bill
// of a registration as the form has it (the web's live price summary and the server's stored items
// both come from here) and what an update changes, which the permission windows decide on.

type BillableParty = PersonCounts & { id?: number | null };

/**
 * The parts of a registration the bill is priced from: the form's body as sent or as the form holds
 * it while being filled in (counts may still be empty), for the live price summary.
 */
export type BillableRegistration = {
  arrivalDate: string | null | undefined;
  departureDate: string | null | undefined;
  teams: readonly (BillableParty & {
    name?: string | null;
    teamCategoryId?: number | null;
    teamStartServiceLevelId?: number | null;
  })[];
  extraPersons?: readonly BillableParty[] | null;
};

export type RegistrationBillOptions = {
  currency: Currency;
  pricelist: readonly PricelistItemInput[];
  /** Back-office items of the club, kept as they are. */
  manualItems?: readonly ManualItemInput[];
  /** Discounts the back-office granted on system items, by price list item. */
  discountPercentByPricelistItemId?: Readonly<Record<number, string | number | null | undefined>>;
};

/** The bill of a registration: system items from its teams and extra persons, manual items kept. */
export function registrationBill(registration: BillableRegistration, options: RegistrationBillOptions): Bill {
  return priceRegistration({
    currency: options.currency,
    arrivalDate: registration.arrivalDate,
    departureDate: registration.departureDate,
    teams: registration.teams.map((team) => ({
      id: team.id ?? undefined,
      name: team.name ?? undefined,
      teamCategoryId: team.teamCategoryId,
      teamStartServiceLevelId: team.teamStartServiceLevelId,
      bundlePricelistItemId: team.bundlePricelistItemId,
      bundlePersons: team.bundlePersons,
      handballPersons: team.handballPersons,
      vipPartyPersons: team.vipPartyPersons,
      singleRoomPersons: team.singleRoomPersons,
    })),
    extraPersons: (registration.extraPersons ?? []).map((person) => ({
      id: person.id ?? undefined,
      bundlePricelistItemId: person.bundlePricelistItemId,
      bundlePersons: person.bundlePersons,
      handballPersons: person.handballPersons,
      vipPartyPersons: person.vipPartyPersons,
      singleRoomPersons: person.singleRoomPersons,
    })),
    pricelist: options.pricelist,
    manualItems: options.manualItems,
    discountPercentByPricelistItemId: options.discountPercentByPricelistItemId,
  });
}

/** Parts of a registration an update may change, as the windows of PRODUCT_SPEC §4 see them. */
export type RegistrationChange = 'countryAndRegion' | 'teams' | 'registration';

const TEAM_FIELDS = [
  'teamCategoryId',
  'name',
  'teamStartServiceLevelId',
  'bundlePricelistItemId',
  'bundlePersons',
  'handballPersons',
  'vipPartyPersons',
  'singleRoomPersons',
] as const;

type Comparable = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function sameRows(before: readonly Comparable[], after: readonly Comparable[], fields: readonly string[]): boolean {
  if (before.length !== after.length) return false;
  const key = (row: Comparable) => JSON.stringify(fields.map((field) => row[field] ?? null));
  const ids = (rows: readonly Comparable[]) => rows.map((row) => row.id ?? null);
  // A new row (no id) or another set of ids is a change even when the values look alike.
  if (!same([...ids(before)].sort(), [...ids(after)].sort())) return false;
  const byId = new Map(before.map((row) => [row.id, key(row)]));
  return after.every((row) => byId.get(row.id) === key(row));
}

/**
 * What an update changes: `countryAndRegion` (always allowed), `teams` (created, changed or deleted;
 * until club_team_add_till) and `registration` (anything else; inside the update window). Team and
 * extra person order does not matter; a row without an id is new.
 */
export function registrationChanges(before: ClubRegistrationData, after: ClubRegistrationData): RegistrationChange[] {
  const changes: RegistrationChange[] = [];
  if (before.countryId !== after.countryId || (before.regionId ?? null) !== (after.regionId ?? null)) {
    changes.push('countryAndRegion');
  }
  if (!sameRows(before.teams, after.teams, TEAM_FIELDS)) changes.push('teams');
  // `returning` only names the people a new registration takes over; an update has nobody to take over.
  const ignored = new Set([
    'countryId',
    'regionId',
    'teams',
    'extraPersons',
    'uploadedFilesId',
    'agreeToTerms',
    'returning',
  ]);
  const rest = Object.keys({ ...before, ...after }).filter((field) => !ignored.has(field));
  const otherChanged =
    rest.some(
      (field) => !same(before[field as keyof ClubRegistrationData], after[field as keyof ClubRegistrationData]),
    ) ||
    !sameRows(before.extraPersons, after.extraPersons, TEAM_FIELDS.slice(3)) ||
    !same([...before.uploadedFilesId].sort(), [...after.uploadedFilesId].sort());
  if (otherChanged) changes.push('registration');
  return changes;
}
