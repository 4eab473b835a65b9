import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import type { Link } from '@tms/domain/contract/common';
import type {
  TrainingHallView,
  TrainingRequest,
  TrainingRequestValues,
  TrainingSlotView,
} from '@tms/domain/contract/training';
import type { FieldErrors } from '@tms/domain/errors';
import { teamDisplayName } from '@tms/domain/team-name';
import {
  type TrainingClash,
  type TrainingState,
  formatMinutes,
  freeHallTime,
  parseTime,
  trainingClashes,
} from '@tms/domain/training-slots';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  clubs,
  competitionTeams,
  matches,
  placeTranslations,
  places,
  trainingRequests,
  trainingTypes,
} from '../../db/schema/index';
import { invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { accessibleClub } from '../clubs/club-access';
import { openingHoursOf } from '../places-office/service';
import { tournamentDays } from '../referee-office/registration-service';

const HALL = PLACE_TYPE_IDS.hall;
export const ADMIN_TRAINING_PATH = '/api/v1/admin/training-requests';
const clubPath = (clubId: number) => `/api/v1/web/clubs/${clubId}/training-requests`;

type Row = typeof trainingRequests.$inferSelect;
type Slot = { placeId: number; day: string; from: string; to: string };

async function placeNames(db: DbOrTx, locale: string): Promise<Map<number, string>> {
  const rows = await db.select().from(placeTranslations);
  const out = new Map<number, string>();
  for (const row of rows) if (!out.has(row.placeId) || row.locale === locale) out.set(row.placeId, row.name);
  return out;
}

/** Active halls that allow at least one kind of training, with what they allow. */
export async function trainingHalls(db: DbOrTx, locale: string): Promise<TrainingHallView[]> {
  const [rows, names] = await Promise.all([
    db
      .select({ id: places.id, code: places.code, allowed: places.allowedTrainingTypesIds })
      .from(places)
      .where(and(eq(places.placeTypeId, HALL), eq(places.isActive, true)))
      .orderBy(asc(places.id)),
    placeNames(db, locale),
  ]);
  return rows
    .filter((row) => row.allowed.length > 0)
    .map((row) => ({
      id: row.id,
      name: names.get(row.id) ?? row.code ?? `#${row.id}`,
      allowedTrainingTypesIds: row.allowed,
    }));
}

function adminLinks(row: Row): Link[] {
  const href = `${ADMIN_TRAINING_PATH}/${row.id}`;
  const links: Link[] = [];
  if (row.state !== 'confirmed')
    links.push({ operationId: 'confirmTrainingRequest', method: 'POST', href: `${href}/confirm` });
  if (row.state !== 'refused')
    links.push({ operationId: 'refuseTrainingRequest', method: 'POST', href: `${href}/refuse` });
  return links;
}

/** Training requests (of one club, or all) with names in the locale, newest first. */
export async function loadTrainingRequests(
  db: DbOrTx,
  locale: string,
  where: { clubId?: number; state?: TrainingState },
  office: boolean,
): Promise<TrainingRequest[]> {
  const conditions: SQL[] = [];
  if (where.clubId !== undefined) conditions.push(eq(trainingRequests.clubId, where.clubId));
  if (where.state) conditions.push(eq(trainingRequests.state, where.state));
  const [rows, names] = await Promise.all([
    db
      .select({
        request: trainingRequests,
        clubName: clubs.name,
        teamName: competitionTeams.name,
        teamNumber: competitionTeams.teamNumber,
      })
      .from(trainingRequests)
      .innerJoin(clubs, eq(clubs.id, trainingRequests.clubId))
      .innerJoin(competitionTeams, eq(competitionTeams.id, trainingRequests.teamId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(trainingRequests.createdAt), desc(trainingRequests.id)),
    placeNames(db, locale),
  ]);
  const slot = (placeId: number, day: string, start: number, end: number): TrainingSlotView => ({
    placeId,
    placeName: names.get(placeId) ?? `#${placeId}`,
    day,
    from: formatMinutes(start),
    to: formatMinutes(end),
  });
  return rows.map(({ request: r, clubName, teamName, teamNumber }) => ({
    id: r.id,
    clubId: r.clubId,
    clubName,
    teamId: r.teamId,
    teamName: teamDisplayName({ name: teamName, clubName, teamNumber }),
    trainingTypeId: r.trainingTypeId,
    state: r.state,
    requested: slot(r.requestedPlaceId, r.requestedDay, r.requestedStart, r.requestedEnd),
    slot:
      r.state === 'confirmed' && r.slotPlaceId && r.slotDay && r.slotStart !== null && r.slotEnd !== null
        ? slot(r.slotPlaceId, r.slotDay, r.slotStart, r.slotEnd)
        : null,
    note: r.note,
    refusalReason: r.state === 'refused' ? r.refusalReason : null,
    createdAt: r.createdAt,
    links: office ? adminLinks(r) : [],
  }));
}

/** GET /web/clubs/{id}/training-requests: 403 unless the user manages the club, then 404 when it does not exist. */
export async function clubTrainingView(db: DbOrTx, user: SessionUser, clubId: number, locale: string) {
  const { club } = await accessibleClub(db, user, clubId, 'manage');
  const [items, teams, halls] = await Promise.all([
    loadTrainingRequests(db, locale, { clubId }, false),
    db
      .select({ id: competitionTeams.id, name: competitionTeams.name, teamNumber: competitionTeams.teamNumber })
      .from(competitionTeams)
      .where(eq(competitionTeams.clubId, clubId))
      .orderBy(asc(competitionTeams.id)),
    trainingHalls(db, locale),
  ]);
  return {
    items,
    teams: teams.map((team) => ({ id: team.id, name: teamDisplayName({ ...team, clubName: club.name }) })),
    halls,
    links: [{ operationId: 'createTrainingRequest', method: 'POST' as const, href: clubPath(clubId) }],
  };
}

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

async function oneRequest(db: DbOrTx, id: number, locale: string, office: boolean) {
  const [row] = await db
    .select({ clubId: trainingRequests.clubId })
    .from(trainingRequests)
    .where(eq(trainingRequests.id, id));
  if (!row) throw notFound('Training request');
  const list = await loadTrainingRequests(db, locale, { clubId: row.clubId }, office);
  return list.find((item) => item.id === id)!;
}

async function lockRequest(tx: DbOrTx, id: number): Promise<Row> {
  const [row] = await tx.select().from(trainingRequests).where(eq(trainingRequests.id, id)).for('update');
  if (!row) throw notFound('Training request');
  return row;
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
    const [after] = await tx
      .update(trainingRequests)
      .set({
        state: 'confirmed',
        slotPlaceId: slot.placeId,
        slotDay: slot.day,
        slotStart: minutes.start,
        slotEnd: minutes.end,
        refusalReason: null,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(trainingRequests.id, id))
      .returning();
    await recordAudit(tx, user, {
      entity: 'trainingRequest',
      recordId: id,
      action: 'stateChange',
      before: audited(before),
      after: audited(after),
    });
  });
  return oneRequest(db, id, locale, true);
}

/** POST /admin/training-requests/{id}/refuse: with the reason the club reads; a confirmed slot is freed. */
export async function refuseTrainingRequest(db: Db, user: SessionUser, id: number, reason: string, locale: string) {
  await db.transaction(async (tx) => {
    const before = await lockRequest(tx, id);
    const [after] = await tx
      .update(trainingRequests)
      .set({
        state: 'refused',
        refusalReason: reason,
        slotPlaceId: null,
        slotDay: null,
        slotStart: null,
        slotEnd: null,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(trainingRequests.id, id))
      .returning();
    await recordAudit(tx, user, {
      entity: 'trainingRequest',
      recordId: id,
      action: 'stateChange',
      before: audited(before),
      after: audited(after),
      note: reason,
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
