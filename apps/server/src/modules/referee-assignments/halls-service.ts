import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import type { RefereeHalls, RefereeHallsApplyInput, RefereeHallsPlan } from '@tms/domain/contract/referee-assignments';
import { neededReferees, proposeRefereeHalls } from '@tms/domain/referee-assignment/halls';
import type { FieldErrors } from '@tms/domain/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { places, refereeInHalls, referees } from '../../db/schema/index';
import { invalid } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { notifyCompetitionRebuilt } from '../live/notify';
import { tournamentDays } from '../referee-office/registration-service';
import { loadMatches, loadReferees, loadRefereeRules } from './world';

// Halls per day for all referees at once (the back-office's `refereeInHalls`): the current state
// with what each hall-day needs, a proposal, and a bulk edit. One referee's days stay editable on
// PUT /admin/referee-registrations/{id}/halls.

async function hallLoads(db: DbOrTx) {
  const matches = await loadMatches(db);
  const counts = new Map<string, { day: string; placeId: number; placeName: string; matches: number }>();
  for (const m of matches.values()) {
    const key = `${m.day}:${m.placeId}`;
    const entry = counts.get(key) ?? { day: m.day, placeId: m.placeId, placeName: m.placeName, matches: 0 };
    entry.matches++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => a.day.localeCompare(b.day) || a.placeId - b.placeId);
}

async function days(db: DbOrTx, loads: { day: string }[]) {
  const configured = await tournamentDays(db);
  return configured.length ? configured : [...new Set(loads.map((l) => l.day))].sort();
}

/** GET /admin/referee-halls: every referee's hall per day and each hall-day's need. */
export async function loadRefereeHalls(db: DbOrTx): Promise<RefereeHalls> {
  const [loads, rows, rules] = await Promise.all([
    hallLoads(db),
    db.select().from(refereeInHalls),
    loadRefereeRules(db),
  ]);
  const placed = new Map<string, number>();
  for (const r of rows) placed.set(`${r.day}:${r.placeId}`, (placed.get(`${r.day}:${r.placeId}`) ?? 0) + 1);
  return {
    days: await days(db, loads),
    halls: rows.map((r) => ({ refereeId: r.refereeId, day: r.day, placeId: r.placeId })),
    needs: loads.map((l) => ({
      ...l,
      needed: neededReferees(l.matches, rules.maxPerDay),
      placed: placed.get(`${l.day}:${l.placeId}`) ?? 0,
    })),
  };
}

/** POST /admin/referee-halls/plan: a proposal for the approved referees; writes nothing. */
export async function planRefereeHalls(db: DbOrTx, keepExisting: boolean): Promise<RefereeHallsPlan> {
  const [loads, people, rules, hallRows, hotels, current] = await Promise.all([
    hallLoads(db),
    loadReferees(db),
    loadRefereeRules(db),
    db
      .select({ placeId: places.id, lat: places.lat, lng: places.lng })
      .from(places)
      .where(eq(places.placeTypeId, PLACE_TYPE_IDS.hall)),
    db
      .select({ id: referees.id, lat: places.lat, lng: places.lng })
      .from(referees)
      .innerJoin(places, eq(places.id, referees.accommodationPlaceId))
      .where(eq(referees.registrationState, 'approved')),
    db.select().from(refereeInHalls),
  ]);
  const where = new Map(hotels.map((h) => [h.id, h]));
  const kept = new Map<number, Map<string, number>>();
  if (keepExisting) {
    for (const r of current) {
      if (!people.has(r.refereeId)) continue;
      const days = kept.get(r.refereeId) ?? new Map<string, number>();
      days.set(r.day, r.placeId);
      kept.set(r.refereeId, days);
    }
  }
  const proposal = proposeRefereeHalls({
    loads,
    halls: hallRows,
    referees: [...people.values()].map((r) => ({
      id: r.id,
      colleagueId: r.colleagueId,
      arrivalDate: r.arrivalDate,
      departureDate: r.departureDate,
      lat: where.get(r.id)?.lat ?? null,
      lng: where.get(r.id)?.lng ?? null,
    })),
    maxPerDay: rules.maxPerDay,
    kept,
  });
  const names = new Map(loads.map((l) => [l.placeId, l.placeName]));
  return {
    days: await days(db, loads),
    halls: proposal.halls,
    needs: proposal.needs.map((n) => ({ ...n, placeName: names.get(n.placeId) ?? String(n.placeId) })),
    hallChanges: proposal.hallChanges,
  };
}

/** PUT /admin/referee-halls: replaces the listed referees' halls per day, checked, in one transaction. */
export async function applyRefereeHalls(db: Db, user: SessionUser, input: RefereeHallsApplyInput) {
  return db.transaction(async (tx) => {
    const refereeIds = [...new Set(input.refereeIds)];
    const [tournament, known, halls, before] = await Promise.all([
      tournamentDays(tx),
      refereeIds.length ? tx.select({ id: referees.id }).from(referees).where(inArray(referees.id, refereeIds)) : [],
      tx
        .select({ id: places.id })
        .from(places)
        .where(and(eq(places.placeTypeId, PLACE_TYPE_IDS.hall), eq(places.isActive, true))),
      refereeIds.length ? tx.select().from(refereeInHalls).where(inArray(refereeInHalls.refereeId, refereeIds)) : [],
    ]);
    const knownReferees = new Set(known.map((r) => r.id));
    const hallIds = new Set(halls.map((h) => h.id));
    const listed = new Set(refereeIds);
    const fields: FieldErrors = {};
    refereeIds.forEach((id, i) => {
      if (!knownReferees.has(id)) fields[`refereeIds.${i}`] = { key: 'invalidValue' };
    });
    const seen = new Set<string>();
    input.halls.forEach((h, i) => {
      const key = `${h.refereeId}:${h.day}`;
      if (!listed.has(h.refereeId)) fields[`halls.${i}.refereeId`] = { key: 'invalidValue' };
      if (seen.has(key)) fields[`halls.${i}.day`] = { key: 'duplicate' };
      else if (tournament.length > 0 && !tournament.includes(h.day)) fields[`halls.${i}.day`] = { key: 'invalidValue' };
      seen.add(key);
      if (!hallIds.has(h.placeId)) fields[`halls.${i}.placeId`] = { key: 'invalidValue' };
    });
    if (Object.keys(fields).length) throw invalid(fields, 'An unknown referee or hall, or a day twice');
    if (refereeIds.length) await tx.delete(refereeInHalls).where(inArray(refereeInHalls.refereeId, refereeIds));
    for (let i = 0; i < input.halls.length; i += 1000) {
      await tx.insert(refereeInHalls).values(input.halls.slice(i, i + 1000));
    }
    const text = (rows: readonly { day: string; placeId: number }[]) =>
      [...rows]
        .sort((a, b) => a.day.localeCompare(b.day))
        .map((r) => `${r.day}: ${r.placeId}`)
        .join(', ');
    for (const id of refereeIds) {
      await recordAudit(tx, user, {
        entity: 'refereeRegistration',
        recordId: id,
        action: 'update',
        before: { refereeInHalls: text(before.filter((r) => r.refereeId === id)) },
        after: { refereeInHalls: text(input.halls.filter((r) => r.refereeId === id)) },
      });
    }
    // The public referee cards show the halls per day from a cached list.
    await notifyCompetitionRebuilt(tx);
    return { referees: refereeIds.length, halls: input.halls.length };
  });
}
