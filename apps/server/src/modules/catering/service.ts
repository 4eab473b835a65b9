import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import {
  type CateringParty,
  type MealDemand,
  type MealVoucher,
  type PartyRef,
  type RestaurantSeats,
  cateringDays,
  partyKey,
  partyMeals,
  refereeVouchers,
  seatMeals,
  voucherMeals,
} from '@tms/domain/catering';
import type { CateringCountRow, CateringDay, SeatedPartyView } from '@tms/domain/contract/catering';
import { teamDisplayName, teamNameWithCategory } from '@tms/domain/team-name';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clubRegistrations,
  clubs,
  competitionTeams,
  extraPersons,
  placeTranslations,
  places,
  pricelistItems,
  refereeInHalls,
  referees,
  restaurantMealSeats,
  teamCategories,
} from '../../db/schema/index';
import { tournamentDays } from '../referee-office/registration-service';

/** Clubs whose registration the office accepted (processed: accepted and settled) eat. */
const EATING_STATES = ['approved', 'processed'] as const;
const RESTAURANT = PLACE_TYPE_IDS.restaurant;

type Named = { name: string; clubName: string | null };
export type CateringWorld = {
  days: string[];
  demand: MealDemand[];
  restaurants: (RestaurantSeats & { name: string })[];
  vouchers: (MealVoucher & { refereeName: string })[];
  names: Map<string, Named>;
};

async function restaurantsOf(db: DbOrTx, locale: string) {
  const [rows, seats, names] = await Promise.all([
    db
      .select({ id: places.id, code: places.code })
      .from(places)
      .where(and(eq(places.placeTypeId, RESTAURANT), eq(places.isActive, true)))
      .orderBy(places.id),
    db.select().from(restaurantMealSeats),
    db.select().from(placeTranslations),
  ]);
  return rows.map((place) => {
    const own = names.filter((n) => n.placeId === place.id);
    const name = (own.find((n) => n.locale === locale) ?? own[0])?.name ?? place.code ?? `#${place.id}`;
    const served = seats.filter((s) => s.placeId === place.id);
    return { placeId: place.id, name, seats: Object.fromEntries(served.map((s) => [s.meal, s.seats])) };
  });
}

/** Everything the plan needs: the accepted clubs' teams and extra persons, the referees' vouchers, the restaurants. */
export async function loadCatering(db: DbOrTx, locale: string, extraPersonsName: string): Promise<CateringWorld> {
  const stay = {
    clubName: clubs.name,
    cateringType: pricelistItems.cateringType,
    arrivalDate: clubRegistrations.arrivalDate,
    departureDate: clubRegistrations.departureDate,
  };
  const party = (t: typeof competitionTeams | typeof extraPersons) => ({
    id: t.id,
    bundlePersons: t.bundlePersons,
    handballPersons: t.handballPersons,
    vipPartyPersons: t.vipPartyPersons,
  });
  const [days, teams, extras, refs, hallDays, restaurants] = await Promise.all([
    tournamentDays(db),
    db
      .select({
        ...party(competitionTeams),
        ...stay,
        name: competitionTeams.name,
        teamNumber: competitionTeams.teamNumber,
        categoryCode: teamCategories.code,
      })
      .from(competitionTeams)
      .innerJoin(clubs, eq(clubs.id, competitionTeams.clubId))
      .innerJoin(teamCategories, eq(teamCategories.id, competitionTeams.teamCategoryId))
      .leftJoin(clubRegistrations, eq(clubRegistrations.clubId, clubs.id))
      .leftJoin(pricelistItems, eq(pricelistItems.id, competitionTeams.bundlePricelistItemId))
      .where(inArray(clubs.registrationState, EATING_STATES)),
    db
      .select({ ...party(extraPersons), ...stay })
      .from(extraPersons)
      .innerJoin(clubs, eq(clubs.id, extraPersons.clubId))
      .leftJoin(clubRegistrations, eq(clubRegistrations.clubId, clubs.id))
      .leftJoin(pricelistItems, eq(pricelistItems.id, extraPersons.bundlePricelistItemId))
      .where(inArray(clubs.registrationState, EATING_STATES)),
    db
      .select({
        id: referees.id,
        firstName: referees.firstName,
        lastName: referees.lastName,
        mealVouchers: referees.mealVouchers,
        arrivalDate: referees.arrivalDate,
        departureDate: referees.departureDate,
      })
      .from(referees)
      .where(and(eq(referees.registrationState, 'approved'), gt(referees.mealVouchers, 0)))
      .orderBy(referees.lastName, referees.firstName, referees.id),
    db.select({ refereeId: refereeInHalls.refereeId, day: refereeInHalls.day }).from(refereeInHalls),
    restaurantsOf(db, locale),
  ]);
  const names = new Map<string, Named>();
  const parties: CateringParty[] = [];
  for (const team of teams) {
    names.set(partyKey({ kind: 'team', id: team.id }), {
      // A club's teams of different categories share name and number; the category tells them apart.
      name: teamNameWithCategory(
        teamDisplayName({ name: team.name, clubName: team.clubName, teamNumber: team.teamNumber }),
        team.categoryCode,
      ),
      clubName: team.clubName,
    });
    parties.push({ kind: 'team', ...team });
  }
  for (const extra of extras) {
    names.set(partyKey({ kind: 'extraPerson', id: extra.id }), { name: extraPersonsName, clubName: extra.clubName });
    parties.push({ kind: 'extraPerson', ...extra });
  }
  const vouchers = refs.flatMap((referee) => {
    const refereeName = `${referee.lastName} ${referee.firstName}`;
    names.set(partyKey({ kind: 'referee', id: referee.id }), { name: refereeName, clubName: null });
    const own = hallDays.filter((h) => h.refereeId === referee.id).map((h) => h.day);
    return refereeVouchers({ ...referee, hallDays: own }, days).map((voucher) => ({ ...voucher, refereeName }));
  });
  const demand = [...partyMeals(parties, days), ...voucherMeals(vouchers)];
  return { days: cateringDays(demand), demand, restaurants, vouchers, names };
}

const view =
  (world: CateringWorld) =>
  ({ party, persons }: { party: PartyRef; persons: number }): SeatedPartyView => {
    const named = world.names.get(partyKey(party));
    return { ...party, name: named?.name ?? partyKey(party), clubName: named?.clubName ?? null, persons };
  };

/** GET /admin/catering: one day's meals per slot and restaurant, and who eats there. */
export function cateringDayOf(world: CateringWorld, requested: string | undefined): CateringDay {
  const day = requested ?? world.days[0] ?? null;
  if (!day) return { day: null, days: world.days, slots: [] };
  const name = new Map(world.restaurants.map((r) => [r.placeId, r.name]));
  const slots = seatMeals(world.demand, world.restaurants, day).map((slot) => ({
    meal: slot.slot,
    total: slot.total,
    restaurants: slot.restaurants.map((r) => ({
      placeId: r.placeId,
      name: name.get(r.placeId) ?? `#${r.placeId}`,
      seats: r.seats,
      count: r.count,
      parties: r.parties.map(view(world)),
    })),
    unseated: slot.unseated.map(view(world)),
  }));
  return { day, days: world.days, slots };
}

/** The meal counts per restaurant and slot of one day or every day (the export); seatless guests under `unseated`. */
export function cateringCountRows(world: CateringWorld, day: string | undefined, unseated: string): CateringCountRow[] {
  const days = day ? [day] : world.days;
  return days.flatMap((d) =>
    cateringDayOf(world, d).slots.flatMap((slot) => [
      ...slot.restaurants.map((r) => ({ day: d, restaurant: r.name, meal: slot.meal, seats: r.seats, count: r.count })),
      ...(slot.unseated.length
        ? [
            {
              day: d,
              restaurant: unseated,
              meal: slot.meal,
              seats: 0,
              count: slot.unseated.reduce((s, p) => s + p.persons, 0),
            },
          ]
        : []),
    ]),
  );
}

/** The restaurant each voucher's referee is seated in that day, for the printed vouchers. */
export function voucherRestaurants(world: CateringWorld): Map<string, string> {
  const out = new Map<string, string>();
  for (const day of world.days) {
    for (const slot of seatMeals(world.demand, world.restaurants, day)) {
      for (const r of slot.restaurants) {
        const name = world.restaurants.find((x) => x.placeId === r.placeId)?.name ?? '';
        for (const p of r.parties) if (p.party.kind === 'referee') out.set(`${p.party.id}:${day}:${slot.slot}`, name);
      }
    }
  }
  return out;
}
