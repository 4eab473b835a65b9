import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  accommodationPlaces,
  accommodationUnits,
  clubs,
  competitionTeams,
  extraPersons,
  placeTranslations,
  pricelistItems,
  referees,
} from '../schema/index';
import { insertMany } from './bulk';

// Accommodation capacity of the demo: the hotels get rooms (1 to 4 beds), the Strahov dormitory and
// the school gyms' schools get classrooms of 20 mattresses. Sized from the demo's own bookings with
// a fifth to spare, so the proposal has realistic room to work and the office something to move.

const SPARE = 1.2;
const CLASSROOM_BEDS = 20;
const ROOM_SIZES = [2, 2, 3, 4, 4, 1, 2, 3, 4, 2];

/** Beds booked with packages of one kind by approved clubs. */
async function booked(tx: DbOrTx, kind: 'hotel' | 'school'): Promise<number> {
  let total = 0;
  for (const table of [competitionTeams, extraPersons]) {
    const [row] = await tx
      .select({ persons: sql<number>`coalesce(sum(${table.bundlePersons}), 0)::int` })
      .from(table)
      .innerJoin(clubs, eq(clubs.id, table.clubId))
      .innerJoin(pricelistItems, eq(pricelistItems.id, table.bundlePricelistItemId))
      .where(and(eq(clubs.registrationState, 'approved'), eq(pricelistItems.accommodationKind, kind)));
    total += Number(row.persons);
  }
  return total;
}

type Unit = typeof accommodationUnits.$inferInsert;

function rooms(placeId: number, beds: number): Unit[] {
  const out: Unit[] = [];
  let sum = 0;
  for (let i = 0; sum < beds; i++) {
    const size = ROOM_SIZES[i % ROOM_SIZES.length];
    out.push({
      placeId,
      name: `${100 * (1 + Math.floor(i / 20)) + (i % 20) + 1}`,
      kind: 'room',
      beds: size,
      position: i,
    });
    sum += size;
  }
  return out;
}

function classrooms(placeId: number, beds: number): Unit[] {
  return Array.from({ length: Math.max(1, Math.ceil(beds / CLASSROOM_BEDS)) }, (_, i) => ({
    placeId,
    name: `${Math.floor(i / 8) + 1}.${String.fromCharCode(65 + (i % 8))}`,
    kind: 'classroom' as const,
    beds: CLASSROOM_BEDS,
    position: i,
  }));
}

export async function seedAccommodationCapacity(
  tx: DbOrTx,
  places: { hotelIds: readonly number[]; hallIds: readonly number[] },
): Promise<void> {
  const names = await tx
    .select({ placeId: placeTranslations.placeId, name: placeTranslations.name })
    .from(placeTranslations)
    .where(
      and(
        eq(placeTranslations.locale, 'cs'),
        inArray(placeTranslations.placeId, [...places.hotelIds, ...places.hallIds]),
      ),
    );
  const nameOf = (id: number) => names.find((n) => n.placeId === id)?.name ?? '';
  const schools = [
    ...places.hotelIds.filter((id) => nameOf(id).startsWith('Kolej')),
    ...places.hallIds.filter((id) => nameOf(id).startsWith('Tělocvična ZŠ')),
  ];
  const hotels = places.hotelIds.filter((id) => !schools.includes(id));
  const refereeRows = await tx
    .select({
      placeId: referees.accommodationPlaceId,
      persons: sql<number>`sum(1 + ${referees.accompanimentPersons})::int`,
    })
    .from(referees)
    .where(and(eq(referees.registrationState, 'approved'), eq(referees.wantsAccommodation, true)))
    .groupBy(referees.accommodationPlaceId);
  const refereeBeds = new Map(refereeRows.map((r) => [r.placeId, Number(r.persons)]));
  const hotelBeds = Math.ceil(((await booked(tx, 'hotel')) * SPARE) / Math.max(1, hotels.length));
  const schoolBeds = Math.ceil(((await booked(tx, 'school')) * SPARE) / Math.max(1, schools.length));
  await insertMany(tx, accommodationPlaces, [
    ...hotels.map((placeId) => ({ placeId, kind: 'hotel' as const })),
    ...schools.map((placeId) => ({ placeId, kind: 'school' as const })),
  ]);
  const units: Unit[] = [
    // Referees may share a room only with referees of their sex, so their hotels get twice their beds.
    ...hotels.flatMap((id) => rooms(id, hotelBeds + 2 * (refereeBeds.get(id) ?? 0))),
    ...schools.flatMap((id) => classrooms(id, schoolBeds)),
  ];
  await insertMany(tx, accommodationUnits, units);
}
