import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import { MEAL_SLOTS } from '@tms/domain/catering';
import type { MealSeats, MealSeatsInput } from '@tms/domain/contract/catering';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { places, restaurantMealSeats } from '../../db/schema/index';
import { invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';

const RESTAURANT = PLACE_TYPE_IDS.restaurant;

/** A restaurant's seats per meal slot; slots it does not serve are left out. */
export async function getMealSeats(db: DbOrTx, placeId: number): Promise<MealSeats> {
  const rows = await db.select().from(restaurantMealSeats).where(eq(restaurantMealSeats.placeId, placeId));
  return { placeId, seats: rows.map((row) => ({ meal: row.meal, seats: row.seats })) };
}

/** One audited field per slot (`lunchSeats`), 0 for a slot not served. */
const asRecord = (seats: MealSeats['seats']) =>
  Object.fromEntries(MEAL_SLOTS.map((meal) => [`${meal}Seats`, seats.find((s) => s.meal === meal)?.seats ?? 0]));

/** PUT /admin/places/{id}/meal-seats: replaces the seats of a restaurant (400 for another kind of place). */
export async function setMealSeats(
  db: Db,
  user: SessionUser,
  placeId: number,
  input: Required<MealSeatsInput>,
): Promise<MealSeats> {
  return db.transaction(async (tx) => {
    const [place] = await tx.select().from(places).where(eq(places.id, placeId)).for('update');
    if (!place) throw notFound('Place');
    if (place.placeTypeId !== RESTAURANT) throw invalid({ placeTypeId: { key: 'invalidValue' } }, 'Not a restaurant');
    const before = await getMealSeats(tx, placeId);
    await tx.delete(restaurantMealSeats).where(eq(restaurantMealSeats.placeId, placeId));
    const rows = input.seats.filter((row) => row.seats > 0);
    if (rows.length) await tx.insert(restaurantMealSeats).values(rows.map((row) => ({ placeId, ...row })));
    const after = await getMealSeats(tx, placeId);
    await recordAudit(tx, user, {
      entity: 'place',
      recordId: placeId,
      action: 'update',
      before: asRecord(before.seats),
      after: asRecord(after.seats),
    });
    return after;
  });
}
