import { nights as stayNights } from './calendar-date';
import type { PricelistItemInput } from './pricelist';

// What the hotels and caterers need to hear from the office: per accommodation place (or, before a
// place is assigned, per package) and night, how many persons sleep there, how many of them in
// single rooms and how many have full board; and the Monday lunch and VIP party counts.

/** A team or extra person with the stay of its club. */
export type StayParty = {
  placeId: number | null;
  bundlePricelistItemId: number | null;
  bundlePersons: number;
  singleRoomPersons: number;
  handballPersons: number;
  vipPartyPersons: number;
  arrivalDate: string | null;
  departureDate: string | null;
};

export type StayRow = {
  placeId: number | null;
  packageId: number | null;
  /** Per night of `nights`. */
  persons: number[];
  singleRooms: number[];
  board: number[];
};

export type StaySummary = {
  /** Each night by its evening's date, in order. */
  nights: string[];
  rows: StayRow[];
  totals: { persons: number[]; singleRooms: number[]; board: number[] };
  mondayLunch: number;
  vipParty: number;
};

/** Service type of the packages with a bed (the other packages are board without accommodation). */
const ACCOMMODATION_SERVICE_TYPE = 1;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function nightsOf(party: StayParty): string[] {
  const count = stayNights(party.arrivalDate, party.departureDate);
  if (!count || !party.arrivalDate) return [];
  return Array.from({ length: count }, (_, i) => addDays(party.arrivalDate!, i));
}

/** The summary of the parties' stays; parties without a package or dates count only for lunch and party. */
export function staySummary(parties: readonly StayParty[], pricelist: readonly PricelistItemInput[]): StaySummary {
  const packages = new Map(pricelist.map((item) => [item.id, item]));
  const packageOf = (party: StayParty) => {
    const pkg = party.bundlePricelistItemId === null ? undefined : packages.get(party.bundlePricelistItemId);
    const counted = pkg && (pkg.serviceTypeId === ACCOMMODATION_SERVICE_TYPE || pkg.cateringType === 'full_board');
    return counted && party.bundlePersons > 0 && nightsOf(party).length > 0 ? pkg : undefined;
  };
  const nightSet = new Set<string>();
  for (const party of parties) if (packageOf(party)) for (const night of nightsOf(party)) nightSet.add(night);
  const nights = [...nightSet].sort();
  const index = new Map(nights.map((night, i) => [night, i]));
  const empty = () => nights.map(() => 0);
  const rows = new Map<string, StayRow>();
  let mondayLunch = 0;
  let vipParty = 0;
  for (const party of parties) {
    mondayLunch += party.handballPersons;
    vipParty += party.vipPartyPersons;
    const pkg = packageOf(party);
    if (!pkg) continue;
    const sleeps = pkg.serviceTypeId === ACCOMMODATION_SERVICE_TYPE;
    const boarded = pkg.cateringType === 'full_board';
    // A place assigned by the office groups the parties; before that, the package does.
    const key = party.placeId !== null ? `place-${party.placeId}` : `package-${pkg.id}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        placeId: party.placeId,
        packageId: party.placeId !== null ? null : pkg.id,
        persons: empty(),
        singleRooms: empty(),
        board: empty(),
      };
      rows.set(key, row);
    }
    for (const night of nightsOf(party)) {
      const i = index.get(night)!;
      if (sleeps) {
        row.persons[i] += party.bundlePersons;
        row.singleRooms[i] += pkg.singleRoomAvailable ? party.singleRoomPersons : 0;
      }
      if (boarded) row.board[i] += party.bundlePersons;
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      Number(a.placeId === null) - Number(b.placeId === null) ||
      (a.placeId ?? 0) - (b.placeId ?? 0) ||
      (a.packageId ?? 0) - (b.packageId ?? 0),
  );
  const total = (field: 'persons' | 'singleRooms' | 'board') =>
    nights.map((_, i) => sorted.reduce((sum, row) => sum + row[field][i], 0));
  return {
    nights,
    rows: sorted,
    totals: { persons: total('persons'), singleRooms: total('singleRooms'), board: total('board') },
    mondayLunch,
    vipParty,
  };
}
