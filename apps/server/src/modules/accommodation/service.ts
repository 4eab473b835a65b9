import {
  type AccParty,
  type AccPlace,
  type Allocation,
  checkAllocations,
  occupancy,
  partyKey,
  type UnallocatedReason,
} from '@tms/domain/accommodation';
import { proposeAccommodation } from '@tms/domain/accommodation-proposal';
import {
  type AccommodationPlan,
  type AllocationItem,
  fromAllocation,
  partyIdField,
  partyOf,
  toAllocation,
} from '@tms/domain/contract/accommodation';
import { teamDisplayName } from '@tms/domain/team-name';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  accommodationAllocations,
  accommodationWithdrawals,
  clubs,
  competitionTeams,
  extraPersons,
  referees,
} from '../../db/schema/index';
import { invalid } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { problemFields } from './problem-fields';
import { loadWorld, type World } from './world';

/** One writer of the allocation at a time: apply and publish read and change the same rows. */
export const ACCOMMODATION_LOCK = 26_0001;
export async function lockAccommodation(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOMMODATION_LOCK})`);
}

type Row = typeof accommodationAllocations.$inferSelect;

export const refOfRow = (
  row: Pick<Row, 'teamId' | 'extraPersonId' | 'refereeId'>,
): { kind: Allocation['kind']; id: number } =>
  row.teamId !== null
    ? { kind: 'team', id: row.teamId }
    : row.extraPersonId !== null
      ? { kind: 'extraPerson', id: row.extraPersonId }
      : { kind: 'referee', id: row.refereeId! };

/** Stored rows (one per party and unit) as allocations, one per party. */
export function rowsToAllocations(
  rows: readonly Pick<Row, 'teamId' | 'extraPersonId' | 'refereeId' | 'placeId' | 'unitId' | 'beds' | 'nights'>[],
): Allocation[] {
  const byParty = new Map<string, Allocation>();
  for (const row of rows) {
    const ref = refOfRow(row);
    const key = partyKey(ref);
    const known = byParty.get(key) ?? { ...ref, placeId: row.placeId, rooms: [], nights: [...row.nights].sort() };
    known.rooms.push({ unitId: row.unitId, beds: row.beds });
    byParty.set(key, known);
  }
  return [...byParty.values()];
}

/** What an allocation is, for "did it change": place, rooms and nights. */
const signature = (a: Allocation) =>
  JSON.stringify([
    a.placeId,
    [...a.rooms].sort((x, y) => x.unitId - y.unitId).map((r) => [r.unitId, r.beds]),
    [...a.nights].sort(),
  ]);

/**
 * Why a party has no bed in the written allocation: what the proposal would say before trying
 * capacity; while nothing is written no proposal has tried, so lacking beds would be a guess.
 */
function reasonOf(world: World, party: AccParty, nothingWritten: boolean): UnallocatedReason {
  if (party.nights.length === 0) return 'no_dates';
  if (party.placeKind === null) return 'no_place_kind';
  const places = world.places.filter(
    (p) => p.kind === party.placeKind && (party.requiredPlaceId === null || p.id === party.requiredPlaceId),
  );
  if (places.length === 0) return 'no_place';
  return nothingWritten ? 'not_proposed' : 'capacity';
}

function answer(
  world: World,
  allocations: Allocation[],
  unpublished: number,
  unallocated?: AccommodationPlan['unallocated'],
) {
  const allocated = new Set(allocations.map(partyKey));
  const missing =
    unallocated ??
    world.parties
      .filter((p) => !allocated.has(partyKey(p)))
      .map((p) => ({ ...partyIdField(p), persons: p.persons, reason: reasonOf(world, p, allocations.length === 0) }));
  return {
    allocations: allocations.map(fromAllocation),
    unallocated: missing,
    occupancy: occupancy(world.places, allocations),
    parties: world.partyInfo,
    places: world.placeInfo,
    unpublished,
  };
}

/** Parties the next publishing mails: a new or changed allocation, or a published stay withdrawn. */
async function unpublishedCount(db: DbOrTx) {
  const pending = await db
    .selectDistinct({
      teamId: accommodationAllocations.teamId,
      extraPersonId: accommodationAllocations.extraPersonId,
      refereeId: accommodationAllocations.refereeId,
    })
    .from(accommodationAllocations)
    .where(isNull(accommodationAllocations.publishedAt));
  const withdrawn = await db
    .select({
      teamId: accommodationWithdrawals.teamId,
      extraPersonId: accommodationWithdrawals.extraPersonId,
      refereeId: accommodationWithdrawals.refereeId,
    })
    .from(accommodationWithdrawals);
  return new Set([...pending, ...withdrawn].map((row) => partyKey(refOfRow(row)))).size;
}

/** GET /admin/accommodation: the allocation as written, with who has none yet. */
export async function currentAccommodation(db: Db): Promise<AccommodationPlan> {
  const world = await loadWorld(db);
  const rows = await db.select().from(accommodationAllocations).orderBy(asc(accommodationAllocations.id));
  return answer(world, rowsToAllocations(rows), await unpublishedCount(db));
}

/** POST /admin/accommodation/plan: the automatic proposal; writes nothing. */
export async function planAccommodation(db: Db): Promise<AccommodationPlan> {
  const world = await loadWorld(db);
  const plan = proposeAccommodation(world.parties, world.places);
  const unallocated = plan.unallocated.map((u) => ({ ...partyIdField(u), persons: u.persons, reason: u.reason }));
  return answer(world, plan.allocations, await unpublishedCount(db), unallocated);
}

/**
 * PUT /admin/accommodation: replaces the whole allocation after the same check the proposal keeps;
 * a 400 names the place and night over capacity, nothing is written. It is the office's draft:
 * clubs and referees keep seeing the last published stays until the office publishes.
 */
export async function applyAccommodation(db: Db, user: SessionUser, items: AllocationItem[]) {
  return db.transaction(async (tx) => {
    await lockAccommodation(tx);
    const world = await loadWorld(tx);
    const allocations = items.map(toAllocation);
    const problems = checkAllocations(allocations, world.parties, world.places);
    if (problems.length > 0) {
      const { fields, message } = problemFields(problems, allocations, world);
      throw invalid(fields, message);
    }
    const before = await tx.select().from(accommodationAllocations);
    const beforeBy = new Map(rowsToAllocations(before).map((a) => [partyKey(a), a]));
    const publishedBy = new Map(before.map((r) => [partyKey(refOfRow(r)), r.publishedAt]));
    await tx.delete(accommodationAllocations);
    const rows = allocations.flatMap((a) => {
      const old = beforeBy.get(partyKey(a));
      const publishedAt = old && signature(old) === signature(a) ? (publishedBy.get(partyKey(a)) ?? null) : null;
      return a.rooms.map((room) => ({
        teamId: a.kind === 'team' ? a.id : null,
        extraPersonId: a.kind === 'extraPerson' ? a.id : null,
        refereeId: a.kind === 'referee' ? a.id : null,
        placeId: a.placeId,
        unitId: room.unitId,
        beds: room.beds,
        nights: [...a.nights].sort(),
        publishedAt,
      }));
    });
    for (let i = 0; i < rows.length; i += 1000)
      await tx.insert(accommodationAllocations).values(rows.slice(i, i + 1000));
    await recordWithdrawals(tx, world, before, allocations);
    const beds = allocations.reduce((s, a) => s + a.rooms.reduce((t, r) => t + r.beds, 0), 0);
    const changed = allocations.filter(
      (a) => signature(a) !== (beforeBy.get(partyKey(a)) ? signature(beforeBy.get(partyKey(a))!) : ''),
    );
    const removed = [...beforeBy.keys()].filter((k) => !allocations.some((a) => partyKey(a) === k));
    if (changed.length || removed.length) {
      await recordAudit(tx, user, {
        entity: 'accommodation',
        recordId: 1,
        action: 'update',
        before: { parties: beforeBy.size },
        after: { parties: allocations.length, beds, changed: changed.length, removed: removed.length },
      });
    }
    return { allocations: allocations.length, beds };
  });
}

/**
 * Remembers each published stay this change moves or removes, so that the next publishing tells the
 * party (a stay the party never heard of needs no word). The first withdrawn stay of a party is the
 * one it knows, so a party already remembered keeps its row.
 */
async function recordWithdrawals(tx: DbOrTx, world: World, beforeRows: readonly Row[], allocations: Allocation[]) {
  const now = new Map(allocations.map((a) => [partyKey(a), signature(a)]));
  const published = rowsToAllocations(beforeRows.filter((row) => row.publishedAt !== null));
  const gone = published.filter((a) => now.get(partyKey(a)) !== signature(a));
  if (gone.length === 0) return;
  const remembered = new Set((await tx.select().from(accommodationWithdrawals)).map((r) => partyKey(refOfRow(r))));
  const info = new Map(world.partyInfo.map((p) => [partyKey(partyOf(p)), p]));
  const rows: (typeof accommodationWithdrawals.$inferInsert)[] = [];
  for (const a of gone) {
    if (remembered.has(partyKey(a))) continue;
    const known = info.get(partyKey(a));
    const who = known ? { partyName: known.name, clubId: known.clubId } : await partyOutsideWorld(tx, a);
    rows.push({
      teamId: a.kind === 'team' ? a.id : null,
      extraPersonId: a.kind === 'extraPerson' ? a.id : null,
      refereeId: a.kind === 'referee' ? a.id : null,
      ...who,
      placeId: a.placeId,
      nights: [...a.nights].sort(),
    });
  }
  if (rows.length > 0) await tx.insert(accommodationWithdrawals).values(rows);
}

/** Name and club of a party that no longer books a bed (its club withdrew, its package changed). */
async function partyOutsideWorld(tx: DbOrTx, ref: Pick<Allocation, 'kind' | 'id'>) {
  if (ref.kind === 'team') {
    const [row] = await tx
      .select({
        name: competitionTeams.name,
        teamNumber: competitionTeams.teamNumber,
        clubName: clubs.name,
        clubId: clubs.id,
      })
      .from(competitionTeams)
      .innerJoin(clubs, eq(clubs.id, competitionTeams.clubId))
      .where(eq(competitionTeams.id, ref.id));
    return { partyName: row ? teamDisplayName(row) : '', clubId: row?.clubId ?? null };
  }
  if (ref.kind === 'extraPerson') {
    const [row] = await tx
      .select({ clubName: clubs.name, clubId: clubs.id })
      .from(extraPersons)
      .innerJoin(clubs, eq(clubs.id, extraPersons.clubId))
      .where(eq(extraPersons.id, ref.id));
    return { partyName: row?.clubName ?? '', clubId: row?.clubId ?? null };
  }
  const [row] = await tx
    .select({ firstName: referees.firstName, lastName: referees.lastName })
    .from(referees)
    .where(eq(referees.id, ref.id));
  return { partyName: row ? `${row.firstName} ${row.lastName}` : '', clubId: null };
}

/** The place and classroom names on teams and extra persons, the place on referees: written on publishing, as clubs see them. */
export async function writePartyFields(tx: DbOrTx, world: World, allocations: Allocation[], before: Allocation[]) {
  const unitName = new Map(world.places.flatMap((p: AccPlace) => p.units.map((u) => [u.id, u.name] as const)));
  const now = new Map(allocations.map((a) => [partyKey(a), a]));
  const touched = new Map<string, Pick<AccParty, 'kind' | 'id'>>();
  for (const a of [...before, ...allocations]) touched.set(partyKey(a), { kind: a.kind, id: a.id });
  for (const [key, ref] of touched) {
    const a = now.get(key);
    const placeId = a?.placeId ?? null;
    const classrooms = a ? [...new Set(a.rooms.map((r) => unitName.get(r.unitId) ?? String(r.unitId)))] : [];
    if (ref.kind === 'team') {
      await tx.update(competitionTeams).set({ placeId, classrooms }).where(eq(competitionTeams.id, ref.id));
    } else if (ref.kind === 'extraPerson') {
      await tx.update(extraPersons).set({ placeId, classrooms }).where(eq(extraPersons.id, ref.id));
    } else if (a) {
      await tx.update(referees).set({ accommodationPlaceId: placeId }).where(eq(referees.id, ref.id));
    }
  }
}
