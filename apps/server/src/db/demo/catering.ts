import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import { MEAL_SLOTS, type MealSlot, seatMeals } from '@tms/domain/catering';
import { formatMinutes, freeHallTime, parseTime } from '@tms/domain/training-slots';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { loadCatering } from '../../modules/catering/service';
import { tournamentDays } from '../../modules/referee-office/registration-service';
import type { DbOrTx } from '../client';
import {
  clubUsers,
  clubs,
  competitionTeams,
  matches,
  places,
  restaurantMealSeats,
  trainingRequests,
  trainingTypes,
} from '../schema/index';

/** Which meals each demo restaurant serves, in the order of RESTAURANTS (places.ts). */
const SERVED: readonly MealSlot[][] = [
  ['monday_lunch', 'lunch'],
  ['breakfast', 'lunch', 'dinner'],
  ['vip_party', 'dinner'],
  ['breakfast', 'lunch', 'dinner'],
  ['lunch', 'dinner'],
  ['breakfast', 'lunch', 'dinner'],
];
const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;

/**
 * Seats per meal slot of the demo restaurants: each slot's busiest day shared by the restaurants
 * serving it, with a tenth to spare, so every guest of the demo has a seat.
 */
export async function seedRestaurantSeats(tx: DbOrTx): Promise<void> {
  const restaurants = await tx
    .select({ id: places.id })
    .from(places)
    .where(eq(places.placeTypeId, PLACE_TYPE_IDS.restaurant))
    .orderBy(asc(places.id));
  const world = await loadCatering(tx, 'cs', '');
  const peak = new Map<MealSlot, number>();
  for (const slot of MEAL_SLOTS) {
    const perDay = new Map<string, number>();
    for (const meal of world.demand)
      if (meal.slot === slot) perDay.set(meal.day, (perDay.get(meal.day) ?? 0) + meal.persons);
    peak.set(slot, Math.max(0, ...perDay.values()));
  }
  const rows = MEAL_SLOTS.flatMap((slot) => {
    const serving = restaurants.filter((_, i) => SERVED[i]?.includes(slot));
    const each = roundUp(((peak.get(slot) ?? 0) * 1.1) / Math.max(1, serving.length), 50);
    return serving.map((r) => ({ placeId: r.id, meal: slot, seats: Math.max(50, each) }));
  });
  if (rows.length) await tx.insert(restaurantMealSeats).values(rows);
  // The seating itself proves the fit: nobody is left without a seat on any day.
  const seatsNow = await loadCatering(tx, 'cs', '');
  for (const day of seatsNow.days) {
    for (const slot of seatMeals(seatsNow.demand, seatsNow.restaurants, day)) {
      if (slot.unseated.length) throw new Error(`demo: ${slot.slot} on ${day} has guests without a seat`);
    }
  }
}

const REFUSAL = 'Hala je v tuto dobu obsazená zápasy; zkuste prosím jiný čas. / The hall is busy with matches then.';

/**
 * A few training requests: the club admin's club has one confirmed into free hall time, one waiting
 * and one refused; three other clubs wait for an answer.
 */
export async function seedTrainingRequests(tx: DbOrTx, clubAdminUserId: number): Promise<void> {
  const days = await tournamentDays(tx);
  const [type] = await tx.select({ id: trainingTypes.id }).from(trainingTypes).orderBy(asc(trainingTypes.id)).limit(1);
  if (!days.length || !type) return;
  const halls = (
    await tx.select().from(places).where(eq(places.placeTypeId, PLACE_TYPE_IDS.hall)).orderBy(asc(places.id))
  ).filter((p) => p.allowedTrainingTypesIds.includes(type.id));
  const [home] = await tx
    .select({ clubId: clubUsers.clubId })
    .from(clubUsers)
    .where(and(eq(clubUsers.userId, clubAdminUserId), eq(clubUsers.isAdmin, true)));
  const others = await tx
    .select({ id: clubs.id })
    .from(clubs)
    .where(inArray(clubs.registrationState, ['approved']))
    .orderBy(asc(clubs.id))
    .limit(4);
  if (!home || halls.length < 4) return;
  const teamsOf = (clubId: number) =>
    tx
      .select({ id: competitionTeams.id })
      .from(competitionTeams)
      .where(eq(competitionTeams.clubId, clubId))
      .orderBy(asc(competitionTeams.id));
  const homeTeams = await teamsOf(home.clubId);
  const day = days[1] ?? days[0];
  const hall = halls[3];
  const used = await tx
    .select({ id: matches.id, time: matches.time, length: matches.matchLength })
    .from(matches)
    .where(and(eq(matches.placeId, hall.id), eq(matches.day, day)));
  const busy = used.map((m) => ({ id: m.id, placeId: hall.id, day, start: parseTime(m.time) ?? 0, length: m.length }));
  // The confirmed slot: the first free hour of the hall that day, so no match is touched.
  const free = freeHallTime(hall.id, day, 7 * 60, 22 * 60, busy, []).find((s) => s.end - s.start >= 60);
  const base = {
    trainingTypeId: type.id,
    requestedDay: day,
    requestedPlaceId: hall.id,
    requestedById: clubAdminUserId,
  };
  const rows: (typeof trainingRequests.$inferInsert)[] = [];
  if (homeTeams[0] && free) {
    const slot = { start: free.start, end: free.start + 60 };
    rows.push({
      ...base,
      clubId: home.clubId,
      teamId: homeTeams[0].id,
      requestedStart: slot.start,
      requestedEnd: slot.end,
      note: `Prosíme ${formatMinutes(slot.start)}, po příjezdu.`,
      state: 'confirmed',
      slotPlaceId: hall.id,
      slotDay: day,
      slotStart: slot.start,
      slotEnd: slot.end,
      createdAt: '2025-04-02T09:15:00.000Z',
    });
  }
  if (homeTeams[1]) {
    rows.push({
      ...base,
      clubId: home.clubId,
      teamId: homeTeams[1].id,
      requestedDay: days[2] ?? day,
      requestedStart: 18 * 60,
      requestedEnd: 19 * 60,
      createdAt: '2025-04-03T10:00:00.000Z',
    });
  }
  if (homeTeams[2] && busy[0]) {
    rows.push({
      ...base,
      clubId: home.clubId,
      teamId: homeTeams[2].id,
      requestedStart: busy[0].start,
      requestedEnd: busy[0].start + 60,
      state: 'refused',
      refusalReason: REFUSAL,
      createdAt: '2025-04-03T11:30:00.000Z',
    });
  }
  for (const [i, club] of others
    .filter((c) => c.id !== home.clubId)
    .slice(0, 3)
    .entries()) {
    const [team] = await teamsOf(club.id);
    if (!team) continue;
    rows.push({
      ...base,
      clubId: club.id,
      teamId: team.id,
      requestedPlaceId: halls[i].id,
      requestedDay: days[i % days.length],
      requestedStart: (8 + 2 * i) * 60,
      requestedEnd: (9 + 2 * i) * 60,
      requestedById: null,
      createdAt: `2025-04-0${4 + i}T08:00:00.000Z`,
    });
  }
  if (rows.length) await tx.insert(trainingRequests).values(rows.map((row) => ({ ...row, updatedAt: row.createdAt })));
}
