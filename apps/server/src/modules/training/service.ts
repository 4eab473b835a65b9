import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import type { TrainingRequest, TrainingRequestValues } from '@tms/domain/contract/training';
import type { FieldErrors } from '@tms/domain/errors';
import {
  type TrainingClash,
  formatMinutes,
  freeHallTime,
  parseTime,
  trainingClashes,
} from '@tms/domain/training-slots';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { competitionTeams, matches, places, trainingRequests, trainingTypes } from '../../db/schema/index';
import { invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { accessibleClub } from '../clubs/club-access';
import { openingHoursOf } from '../places-office/service';
import { tournamentDays } from '../referee-office/registration-service';
import { oneRequest } from './read';

// Training requests change here: the club asks, the office confirms into free hall time or refuses.

const HALL = PLACE_TYPE_IDS.hall;

type Row = typeof trainingRequests.$inferSelect;
type Slot = { placeId: number; day: string; from: string; to: string };

const minutesOf = (slot: Slot) => ({ start: parseTime(slot.from) ?? 0, end: parseTime(slot.to) ?? 0 });

/** The hall as the clash rules read it; 400 on placeId when it does not exist. */
async function hallOf(tx: DbOrTx, placeId: number, lock: boolean) {
  const query = tx.select().from(places).where(eq(places.id, placeId));
  const [place] = lock ? await query.for('update') : await query;
  if (!place) throw invalid({ placeId: { key: 'invalidValue' } }, 'No such place');
  return {
    placeId,
    isHall: place.placeTypeId === HALL && place.isActive,
    allowedTrainingTypesIds: place.allowedTrainingTypesIds,
    openingHours: openingHoursOf(place.data),
  };
}

async function checkDay(tx: DbOrTx, day: string) {
  const days = await tournamentDays(tx);
  if (days.length && !days.includes(day)) throw invalid({ day: { key: 'invalidValue' } }, 'Not a tournament day');
}

/** Field messages of the clashes, on the field that would have to change. */
function clashFields(clashes: TrainingClash[], matchNumbers: Map<number, number>): FieldErrors {
  const fields: FieldErrors = {};
  for (const clash of clashes) {
    if (clash.rule === 'not_a_hall') fields.placeId = { key: 'trainingNotAHall' };
    if (clash.rule === 'type_not_allowed') fields.placeId = { key: 'trainingTypeNotAllowed' };
    if (clash.rule === 'outside_hours') fields.from = { key: 'trainingOutsideHours' };
    if (clash.rule === 'training') fields.from ??= { key: 'trainingSlotTaken' };
    if (clash.rule === 'match') {
      const numbers = (clash.matchIds ?? []).map((id) => matchNumbers.get(id) ?? id);
      fields.from = { key: 'trainingMatchClash', params: { matches: numbers } };
    }
  }
  return fields;
}

/** POST /web/clubs/{id}/training-requests: the club asks for time in a hall that allows the training. */
export async function createTrainingRequest(
  db: Db,
  user: SessionUser,
  clubId: number,
  input: TrainingRequestValues,
  locale: string,
): Promise<TrainingRequest> {
  const id = await db.transaction(async (tx) => {
    await accessibleClub(tx, user, clubId, 'manage', true);
    const [team] = await tx.select().from(competitionTeams).where(eq(competitionTeams.id, input.teamId));
    if (!team || team.clubId !== clubId) throw invalid({ teamId: { key: 'notOfClub' } }, 'Not a team of the club');
    const [type] = await tx.select().from(trainingTypes).where(eq(trainingTypes.id, input.trainingTypeId));
    if (!type) throw invalid({ trainingTypeId: { key: 'invalidValue' } }, 'No such training type');
    await checkDay(tx, input.day);
    const hall = await hallOf(tx, input.placeId, false);
    const place = trainingClashes(
      { placeId: input.placeId, day: input.day, ...minutesOf(input) },
      type.id,
      hall,
      [],
      [],
    );
    const placeClash = place.filter((c) => c.rule === 'not_a_hall' || c.rule === 'type_not_allowed');
    if (placeClash.length) throw invalid(clashFields(placeClash, new Map()), 'The hall does not allow this training');
    const { start, end } = minutesOf(input);
    const [row] = await tx
      .insert(trainingRequests)
      .values({
        clubId,
        teamId: team.id,
        trainingTypeId: type.id,
        requestedPlaceId: input.placeId,
        requestedDay: input.day,
        requestedStart: start,
        requestedEnd: end,
        note: input.note,
        requestedById: user.id,
      })
      .returning();
    await recordAudit(tx, user, { entity: 'trainingRequest', recordId: row.id, action: 'create', after: audited(row) });
    return row.id;
  });
  return oneRequest(db, id, locale, false);
}

function audited(row: Row) {
  const { createdAt: _c, updatedAt: _u, id: _id, ...rest } = row;
  return rest;
}

async function lockRequest(tx: DbOrTx, id: number): Promise<Row> {
  const [row] = await tx.select().from(trainingRequests).where(eq(trainingRequests.id, id)).for('update');
  if (!row) throw notFound('Training request');
  return row;
}

type Decision = Required<
  Pick<
    typeof trainingRequests.$inferInsert,
    'state' | 'slotPlaceId' | 'slotDay' | 'slotStart' | 'slotEnd' | 'refusalReason'
  >
>;

/** The office's decision on a locked request: state, slot and reason together, audited with the reason as note. */
async function decide(tx: DbOrTx, user: SessionUser, before: Row, decision: Decision) {
  const [after] = await tx
    .update(trainingRequests)
    .set({ ...decision, updatedAt: new Date().toISOString() })
    .where(eq(trainingRequests.id, before.id))
    .returning();
  await recordAudit(tx, user, {
    entity: 'trainingRequest',
    recordId: before.id,
    action: 'stateChange',
    before: audited(before),
    after: audited(after),
    note: decision.refusalReason,
  });
}

/** What uses the hall that day: its matches and the confirmed trainings. */
async function hallDay(tx: DbOrTx, placeId: number, day: string) {
  const [matchRows, trainingRows] = await Promise.all([
    tx
      .select({ id: matches.id, number: matches.matchNumber, time: matches.time, length: matches.matchLength })
      .from(matches)
      .where(and(eq(matches.placeId, placeId), eq(matches.day, day))),
    tx
      .select()
      .from(trainingRequests)
      .where(
        and(
          eq(trainingRequests.slotPlaceId, placeId),
          eq(trainingRequests.slotDay, day),
          eq(trainingRequests.state, 'confirmed'),
        ),
      ),
  ]);
  return {
    matches: matchRows.map((m) => ({ id: m.id, placeId, day, start: parseTime(m.time) ?? 0, length: m.length })),
    numbers: new Map(matchRows.map((m) => [m.id, m.number])),
    trainings: trainingRows.map((t) => ({ id: t.id, placeId, day, start: t.slotStart ?? 0, end: t.slotEnd ?? 0 })),
  };
}

/**
 * POST /admin/training-requests/{id}/confirm: the slot is the request's once no match (with the
 * hall break) and no other confirmed training uses it; else 400 naming the clash. The hall's row
 * lock serialises two confirmations into the same hall.
 */
export async function confirmTrainingRequest(db: Db, user: SessionUser, id: number, slot: Slot, locale: string) {
  await db.transaction(async (tx) => {
    const before = await lockRequest(tx, id);
    await checkDay(tx, slot.day);
    const hall = await hallOf(tx, slot.placeId, true);
    const used = await hallDay(tx, slot.placeId, slot.day);
    const minutes = minutesOf(slot);
    const clashes = trainingClashes(
      { placeId: slot.placeId, day: slot.day, ...minutes },
      before.trainingTypeId,
      hall,
      used.matches,
      used.trainings,
      id,
    );
    if (clashes.length) throw invalid(clashFields(clashes, used.numbers), 'The slot is not free');
    await decide(tx, user, before, {
      state: 'confirmed',
      slotPlaceId: slot.placeId,
      slotDay: slot.day,
      slotStart: minutes.start,
      slotEnd: minutes.end,
      refusalReason: null,
    });
  });
  return oneRequest(db, id, locale, true);
}

/** POST /admin/training-requests/{id}/refuse: with the reason the club reads; a confirmed slot is freed. */
export async function refuseTrainingRequest(db: Db, user: SessionUser, id: number, reason: string, locale: string) {
  await db.transaction(async (tx) => {
    const before = await lockRequest(tx, id);
    await decide(tx, user, before, {
      state: 'refused',
      refusalReason: reason,
      slotPlaceId: null,
      slotDay: null,
      slotStart: null,
      slotEnd: null,
    });
  });
  return oneRequest(db, id, locale, true);
}

/** GET /admin/training-requests/free-time: the hall's free stretches that day (opening hours, or 07:00–22:00). */
export async function hallFreeTime(db: DbOrTx, placeId: number, day: string) {
  const hall = await hallOf(db, placeId, false);
  const hours = hall.openingHours.find((h) => h.day === day);
  if (hall.openingHours.length && !hours) return { slots: [] };
  const from = hours ? (parseTime(hours.from) ?? 0) : 7 * 60;
  const to = hours ? (parseTime(hours.to) ?? 0) : 22 * 60;
  const used = await hallDay(db, placeId, day);
  return {
    slots: freeHallTime(placeId, day, from, to, used.matches, used.trainings).map((s) => ({
      from: formatMinutes(s.start),
      to: formatMinutes(s.end),
    })),
  };
}
