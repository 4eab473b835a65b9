import type { StayAllocation } from '@tms/domain/contract/accommodation';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accommodationPublishedStays,
  accommodationUnits,
  configurations,
  placeTranslations,
} from '../../db/schema/index';

export const CLUB_SWITCH = 'show_accommodation_in_clubzone';
export const REFEREE_SWITCH = 'clubzone.show_referee_accommodation';

/** Whether a visibility switch is on (a boolean configuration; missing is off). */
export async function switchOn(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.key, key));
  return ['true', '1'].includes((row?.value ?? '').trim().toLowerCase());
}

/**
 * A team's or extra person's place and classrooms with the club's accommodation hidden: what the
 * office allocated stays out of the answers until the switch publishes it.
 */
export function withoutStay<T extends { placeId: number | null; classrooms: string[] }>(party: T): T {
  return { ...party, placeId: null, classrooms: [] };
}

type Owner = { teamId: number | null; extraPersonId: number | null; refereeId: number | null };

/** The published stays (what clubs and referees see) of the given teams, extra persons or referees, with place and room names. */
export async function staysOf(
  db: DbOrTx,
  who: { teamIds?: number[]; extraPersonIds?: number[]; refereeIds?: number[] },
  locale: string,
): Promise<(StayAllocation & Owner)[]> {
  const conditions = [
    who.teamIds?.length ? inArray(accommodationPublishedStays.teamId, who.teamIds) : undefined,
    who.extraPersonIds?.length ? inArray(accommodationPublishedStays.extraPersonId, who.extraPersonIds) : undefined,
    who.refereeIds?.length ? inArray(accommodationPublishedStays.refereeId, who.refereeIds) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ row: accommodationPublishedStays, unitName: accommodationUnits.name })
    .from(accommodationPublishedStays)
    .innerJoin(accommodationUnits, eq(accommodationUnits.id, accommodationPublishedStays.unitId))
    .where(or(...conditions))
    .orderBy(asc(accommodationUnits.position), asc(accommodationUnits.id));
  const placeIds = [...new Set(rows.map((r) => r.row.placeId))];
  const names = placeIds.length
    ? await db
        .select()
        .from(placeTranslations)
        .where(and(inArray(placeTranslations.placeId, placeIds)))
    : [];
  const placeName = (id: number) =>
    (names.find((n) => n.placeId === id && n.locale === locale) ?? names.find((n) => n.placeId === id))?.name ??
    String(id);
  const byOwner = new Map<string, StayAllocation & Owner>();
  for (const { row, unitName } of rows) {
    const key = `${row.teamId}|${row.extraPersonId}|${row.refereeId}`;
    const stay = byOwner.get(key) ?? {
      teamId: row.teamId,
      extraPersonId: row.extraPersonId,
      refereeId: row.refereeId,
      placeId: row.placeId,
      placeName: placeName(row.placeId),
      rooms: [],
      nights: [...row.nights].sort(),
    };
    stay.rooms.push({ name: unitName, beds: row.beds });
    byOwner.set(key, stay);
  }
  return [...byOwner.values()];
}
