// Who eats where (PRODUCT_SPEC §3 Team, Extra person, Referee registration): the meals every team,
// extra person and referee is owed on each tournament day, and a seating of those meals into the
// restaurants that never puts more guests into a restaurant's meal slot than it has seats.

export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'monday_lunch', 'vip_party'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

/** Seats of one restaurant per meal slot; a slot it does not serve is missing or 0. */
export type RestaurantSeats = { placeId: number; seats: Partial<Record<MealSlot, number>> };

export type PartyKind = 'team' | 'extraPerson' | 'referee';
/** Whoever eats together: a team, a club's extra persons row, a referee. */
export type PartyRef = { kind: PartyKind; id: number };
export const partyKey = (party: PartyRef) => `${party.kind}-${party.id}`;

/** One meal a party is owed: `persons` guests in `slot` on `day`. */
export type MealDemand = { day: string; slot: MealSlot; party: PartyRef; persons: number };

const DAY_MS = 86_400_000;
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Every date from `from` to `to`, both included; empty when either is missing or they are reversed. */
export function daysBetween(from: string | null, to: string | null): string[] {
  if (!from || !to || from > to) return [];
  const out: string[] = [];
  for (let day = from; day <= to && out.length < 366; day = addDays(day, 1)) out.push(day);
  return out;
}

/**
 * The Monday of the tournament, when the handball restaurant serves the Monday lunch: the first
 * Monday from the first to the last tournament day, else the last day. The VIP party is the evening before.
 */
export function mondayOf(tournamentDays: readonly string[]): string | null {
  return tournamentDays.find((day) => weekday(day) === 1) ?? tournamentDays.at(-1) ?? null;
}

/**
 * The meals a stay's catering type gives one person. Full board: dinner from the arrival evening,
 * breakfast until the departure morning, lunch on the whole days between (the departure day's
 * lunch is the Monday lunch, ordered apart). Half board: breakfast and dinner.
 */
export function mealsOfStay(
  cateringType: string | null,
  arrival: string | null,
  departure: string | null,
): { day: string; slot: MealSlot }[] {
  const days = daysBetween(arrival, departure);
  if (days.length < 2 || !cateringType) return [];
  const evenings = days.slice(0, -1);
  const mornings = days.slice(1);
  const middays = days.slice(1, -1);
  const has = (slot: 'breakfast' | 'lunch' | 'dinner') =>
    cateringType === 'full_board' ||
    cateringType === slot ||
    (cateringType === 'half_board' && (slot === 'breakfast' || slot === 'dinner'));
  return [
    ...(has('dinner') ? evenings.map((day) => ({ day, slot: 'dinner' as const })) : []),
    ...(has('breakfast') ? mornings.map((day) => ({ day, slot: 'breakfast' as const })) : []),
    ...(has('lunch') ? middays.map((day) => ({ day, slot: 'lunch' as const })) : []),
  ];
}

/** A team or extra persons row as the registration orders them, with its club's stay. */
export type CateringParty = PartyRef & {
  /** Catering type of the booked package (full_board, half_board, breakfast, lunch, dinner) or null. */
  cateringType: string | null;
  bundlePersons: number;
  handballPersons: number;
  vipPartyPersons: number;
  arrivalDate: string | null;
  departureDate: string | null;
};

/** The meals the parties ordered: their package's board, the Monday lunch and the VIP party. */
export function partyMeals(parties: readonly CateringParty[], tournamentDays: readonly string[]): MealDemand[] {
  const monday = mondayOf(tournamentDays);
  const out: MealDemand[] = [];
  for (const party of parties) {
    const ref = { kind: party.kind, id: party.id };
    if (party.bundlePersons > 0) {
      for (const meal of mealsOfStay(party.cateringType, party.arrivalDate, party.departureDate)) {
        out.push({ ...meal, party: ref, persons: party.bundlePersons });
      }
    }
    if (monday && party.handballPersons > 0)
      out.push({ day: monday, slot: 'monday_lunch', party: ref, persons: party.handballPersons });
    if (monday && party.vipPartyPersons > 0)
      out.push({ day: addDays(monday, -1), slot: 'vip_party', party: ref, persons: party.vipPartyPersons });
  }
  return out;
}

export type VoucherReferee = {
  id: number;
  mealVouchers: number;
  /** The days the referee works in a hall. */
  hallDays: readonly string[];
  arrivalDate: string | null;
  departureDate: string | null;
};
export type MealVoucher = { number: string; refereeId: number; day: string | null; slot: 'lunch' | 'dinner' | null };

/** A voucher's number: the referee's id and the voucher's order, so it never changes when others register. */
export const voucherNumber = (refereeId: number, index: number) =>
  `R${String(refereeId).padStart(4, '0')}-${index + 1}`;

/**
 * A referee's meal vouchers, numbered: a lunch on each day he works in a hall, then on the other
 * tournament days of his stay, then dinners on the same days; vouchers beyond that have no meal yet.
 */
export function refereeVouchers(referee: VoucherReferee, tournamentDays: readonly string[]): MealVoucher[] {
  const stay = new Set(daysBetween(referee.arrivalDate, referee.departureDate));
  const hall = [...new Set(referee.hallDays)].filter((day) => tournamentDays.includes(day)).sort();
  const days = [...hall, ...tournamentDays.filter((day) => stay.has(day) && !hall.includes(day))];
  const meals = [
    ...days.map((day) => ({ day, slot: 'lunch' as const })),
    ...days.map((day) => ({ day, slot: 'dinner' as const })),
  ];
  return Array.from({ length: Math.max(0, referee.mealVouchers) }, (_, i) => ({
    number: voucherNumber(referee.id, i),
    refereeId: referee.id,
    day: meals[i]?.day ?? null,
    slot: meals[i]?.slot ?? null,
  }));
}

/** Each voucher with a meal is one referee's guest place at that meal. */
export function voucherMeals(vouchers: readonly MealVoucher[]): MealDemand[] {
  return vouchers.flatMap((voucher) =>
    voucher.day && voucher.slot
      ? [
          {
            day: voucher.day,
            slot: voucher.slot,
            party: { kind: 'referee' as const, id: voucher.refereeId },
            persons: 1,
          },
        ]
      : [],
  );
}

export type SeatedParty = { party: PartyRef; persons: number };
export type RestaurantMeal = { placeId: number; seats: number; count: number; parties: SeatedParty[] };
export type MealSeating = { slot: MealSlot; restaurants: RestaurantMeal[]; unseated: SeatedParty[]; total: number };

/**
 * Seats one day's meals: per slot, the largest parties first, each whole into the first restaurant
 * with room (restaurants in the given order), a party no restaurant has room for is split over the
 * seats left, and who finds no seat is listed as unseated. A count never exceeds its seats; slots
 * nobody is owed that day are left out.
 */
export function seatMeals(
  demand: readonly MealDemand[],
  restaurants: readonly RestaurantSeats[],
  day: string,
): MealSeating[] {
  return MEAL_SLOTS.flatMap((slot) => {
    const wanted = new Map<string, SeatedParty>();
    for (const meal of demand) {
      if (meal.day !== day || meal.slot !== slot || meal.persons <= 0) continue;
      const key = partyKey(meal.party);
      const seen = wanted.get(key);
      if (seen) seen.persons += meal.persons;
      else wanted.set(key, { party: meal.party, persons: meal.persons });
    }
    const serving = restaurants
      .map((r) => ({ placeId: r.placeId, seats: Math.max(0, Math.floor(r.seats[slot] ?? 0)) }))
      .filter((r) => r.seats > 0);
    // A meal nobody is owed that day is left out.
    if (!wanted.size) return [];
    const rows: RestaurantMeal[] = serving.map((r) => ({ ...r, count: 0, parties: [] }));
    const parties = [...wanted.values()].sort(
      (a, b) => b.persons - a.persons || partyKey(a.party).localeCompare(partyKey(b.party)),
    );
    const unseated: SeatedParty[] = [];
    for (const { party, persons } of parties) {
      const whole = rows.find((row) => row.seats - row.count >= persons);
      if (whole) {
        whole.count += persons;
        whole.parties.push({ party, persons });
        continue;
      }
      let left = persons;
      for (const row of [...rows].sort((a, b) => b.seats - b.count - (a.seats - a.count))) {
        const part = Math.min(left, row.seats - row.count);
        if (part <= 0) break;
        row.count += part;
        row.parties.push({ party, persons: part });
        left -= part;
      }
      if (left > 0) unseated.push({ party, persons: left });
    }
    const total = parties.reduce((sum, p) => sum + p.persons, 0);
    return [{ slot, restaurants: rows, unseated, total }];
  });
}

/** The days anybody eats, in order. */
export const cateringDays = (demand: readonly MealDemand[]) => [...new Set(demand.map((meal) => meal.day))].sort();
