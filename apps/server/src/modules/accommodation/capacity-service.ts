import type { PlaceAccommodationInput } from '@tms/domain/contract/accommodation';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  accommodationAllocations,
  accommodationPlaces,
  accommodationPublishedStays,
  accommodationUnits,
  places,
} from '../../db/schema/index';
import { conflict, invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { lockAccommodation } from './service';

async function read(db: DbOrTx, placeId: number) {
  const [kind] = await db.select().from(accommodationPlaces).where(eq(accommodationPlaces.placeId, placeId));
  const units = await db
    .select()
    .from(accommodationUnits)
    .where(eq(accommodationUnits.placeId, placeId))
    .orderBy(asc(accommodationUnits.position), asc(accommodationUnits.id));
  return {
    placeId,
    kind: kind?.kind ?? null,
    units: units.map(({ id, name, kind, beds, nights }) => ({ id, name, kind, beds, nights })),
  };
}

/** GET /admin/places/:id/accommodation: the place's kind and its rooms or classrooms. */
export async function getPlaceAccommodation(db: Db, placeId: number) {
  const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, placeId));
  if (!place) throw notFound('Place');
  return read(db, placeId);
}

/**
 * PUT /admin/places/:id/accommodation: replaces the kind and the units. Units keep their ids by
 * name, so allocations to a kept unit stay; a unit that still has allocations cannot be removed.
 */
export async function putPlaceAccommodation(
  db: Db,
  user: SessionUser,
  placeId: number,
  input: PlaceAccommodationInput,
) {
  return db.transaction(async (tx) => {
    await lockAccommodation(tx);
    const [place] = await tx.select({ id: places.id }).from(places).where(eq(places.id, placeId)).for('update');
    if (!place) throw notFound('Place');
    const names = input.units.map((u) => u.name);
    const dup = names.findIndex((n, i) => names.indexOf(n) !== i);
    if (dup >= 0) throw invalid({ [`units.${dup}.name`]: { key: 'duplicate' } });
    const before = await read(tx, placeId);
    const keptIds = new Set(before.units.filter((u) => names.includes(u.name)).map((u) => u.id));
    const removed = before.units.filter((u) => !keptIds.has(u.id));
    for (const unit of removed) {
      const [used] = await tx
        .select({ id: accommodationAllocations.id })
        .from(accommodationAllocations)
        .where(eq(accommodationAllocations.unitId, unit.id))
        .limit(1);
      // A stay clubs were told of keeps its room until a publishing moves it elsewhere.
      const [shown] = await tx
        .select({ id: accommodationPublishedStays.id })
        .from(accommodationPublishedStays)
        .where(eq(accommodationPublishedStays.unitId, unit.id))
        .limit(1);
      if (used || shown) throw conflict('in_use', `${unit.name} has allocations; move them first`);
      await tx.delete(accommodationUnits).where(eq(accommodationUnits.id, unit.id));
    }
    for (const [position, unit] of input.units.entries()) {
      const known = before.units.find((u) => u.name === unit.name);
      if (known) {
        await tx
          .update(accommodationUnits)
          .set({ kind: unit.kind, beds: unit.beds, nights: unit.nights, position })
          .where(eq(accommodationUnits.id, known.id));
      } else {
        await tx.insert(accommodationUnits).values({ placeId, position, ...unit });
      }
    }
    if (input.kind === null) await tx.delete(accommodationPlaces).where(eq(accommodationPlaces.placeId, placeId));
    else {
      await tx
        .insert(accommodationPlaces)
        .values({ placeId, kind: input.kind })
        .onConflictDoUpdate({ target: accommodationPlaces.placeId, set: { kind: input.kind } });
    }
    const after = await read(tx, placeId);
    await recordAudit(tx, user, {
      entity: 'placeAccommodation',
      recordId: placeId,
      action: 'update',
      before: { kind: before.kind, units: before.units.length, beds: before.units.reduce((s, u) => s + u.beds, 0) },
      after: { kind: after.kind, units: after.units.length, beds: after.units.reduce((s, u) => s + u.beds, 0) },
    });
    return after;
  });
}
