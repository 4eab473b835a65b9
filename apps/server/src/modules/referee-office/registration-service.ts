import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import type { Link } from '@tms/domain/contract/common';
import type { AdminRefereeRegistration, RefereeStateChangeInput } from '@tms/domain/contract/referee-office';
import type { RefereeInHall } from '@tms/domain/contract/referees';
import type { FieldErrors } from '@tms/domain/errors';
import {
  REFEREE_STATE_TRANSITIONS,
  canChangeRefereeState,
  nextRefereeStates,
  stateChangeNeedsReason,
} from '@tms/domain/registration-state';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { configurations, countries, places, refereeInHalls, referees } from '../../db/schema/index';
import { conflict, forbidden, invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { notifyRefereesChanged } from '../live/notify';
import type { Mailer } from '../mail/mailer';
import { refereeRegistrationOut } from '../referees/registration-service';
import { refereeStateMails } from './state-mail';

const ADMIN = '/api/v1/admin/referee-registrations';

const addDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The tournament's days from the configured first to the last day (their calendar dates as written,
 * so the organiser's time zone decides), at most 31; none while the dates are not configured.
 */
export async function tournamentDays(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ key: configurations.key, value: configurations.value })
    .from(configurations)
    .where(inArray(configurations.key, ['tournament_start_date', 'tournament_end_date']));
  const value = (key: string) => rows.find((row) => row.key === key)?.value?.slice(0, 10) ?? null;
  const [first, last] = [value('tournament_start_date'), value('tournament_end_date')];
  if (!first || !last || !/^\d{4}-\d{2}-\d{2}$/.test(first) || !/^\d{4}-\d{2}-\d{2}$/.test(last)) return [];
  const days: string[] = [];
  for (let day = first; day <= last && days.length < 31; day = addDay(day)) days.push(day);
  return days;
}

function officeLinks(refereeId: number, nextStates: readonly string[]): Link[] {
  const href = `${ADMIN}/${refereeId}`;
  const links: Link[] = [{ operationId: 'setRefereeHalls', method: 'PUT', href: `${href}/halls` }];
  if (nextStates.length > 0) {
    links.push({ operationId: 'changeRefereeRegistrationState', method: 'POST', href: `${href}/state` });
  }
  return links;
}

/** GET /admin/referee-registrations/{id}: the whole registration with the office's actions. */
export async function getAdminRefereeRegistration(
  db: DbOrTx,
  user: SessionUser,
  refereeId: number,
): Promise<AdminRefereeRegistration> {
  const registration = await refereeRegistrationOut(db, user, refereeId);
  const [[country], days] = await Promise.all([
    db.select({ code: countries.countryCode }).from(countries).where(eq(countries.id, registration.countryId)),
    tournamentDays(db),
  ]);
  const nextStates = nextRefereeStates(registration.registrationState, user.roles);
  return {
    registration,
    countryCode: country?.code ?? '',
    nextStates,
    days,
    links: officeLinks(refereeId, nextStates),
  };
}

async function lockedReferee(tx: DbOrTx, refereeId: number) {
  const [referee] = await tx.select().from(referees).where(eq(referees.id, refereeId)).for('update');
  if (!referee) throw notFound('Referee registration');
  return referee;
}

/**
 * POST /admin/referee-registrations/{id}/state: moves the registration on (409 for a step the rules
 * do not have, 403 for one this user may not take), records it with the reason and mails the referee
 * and the account that registered them, in one transaction.
 */
export async function changeRefereeState(
  db: Db,
  mailer: Mailer,
  user: SessionUser,
  refereeId: number,
  input: { state: RefereeStateChangeInput['state']; reason: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const referee = await lockedReferee(tx, refereeId);
    const from = referee.registrationState;
    if (!REFEREE_STATE_TRANSITIONS[from].includes(input.state)) {
      throw conflict('invalid_transition', `A referee registration in state ${from} cannot move to ${input.state}`);
    }
    if (!canChangeRefereeState(from, input.state, user.roles)) throw forbidden();
    if (stateChangeNeedsReason(input.state) && !input.reason) {
      throw invalid({ reason: { key: 'required' } }, 'Give the reason of the cancellation');
    }
    await tx
      .update(referees)
      .set({ registrationState: input.state, updatedAt: new Date().toISOString() })
      .where(eq(referees.id, refereeId));
    await recordAudit(tx, user, {
      entity: 'refereeRegistration',
      recordId: refereeId,
      action: 'stateChange',
      before: { registrationState: from },
      after: { registrationState: input.state },
      note: input.reason,
    });
    await notifyRefereesChanged(tx);
    for (const mail of await refereeStateMails(tx, referee, input.state, input.reason)) await mailer.send(mail, tx);
  });
  mailer.wake();
}

const hallsText = (halls: readonly RefereeInHall[]) =>
  [...halls]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((hall) => `${hall.day}:${hall.placeId}`)
    .join(', ');

/**
 * PUT /admin/referee-registrations/{id}/halls: replaces the referee's halls per day. Each day once,
 * a tournament day (when the dates are configured), each place an active hall; 400 otherwise.
 */
export async function setRefereeHalls(db: Db, user: SessionUser, refereeId: number, halls: readonly RefereeInHall[]) {
  await db.transaction(async (tx) => {
    await lockedReferee(tx, refereeId);
    const [days, hallRows, before] = await Promise.all([
      tournamentDays(tx),
      halls.length === 0
        ? Promise.resolve([])
        : tx
            .select({ id: places.id })
            .from(places)
            .where(
              and(
                inArray(
                  places.id,
                  halls.map((hall) => hall.placeId),
                ),
                eq(places.placeTypeId, PLACE_TYPE_IDS.hall),
                eq(places.isActive, true),
              ),
            ),
      tx.select().from(refereeInHalls).where(eq(refereeInHalls.refereeId, refereeId)),
    ]);
    const known = new Set(hallRows.map((row) => row.id));
    const fields: FieldErrors = {};
    const seen = new Set<string>();
    halls.forEach((hall, index) => {
      if (seen.has(hall.day)) fields[`refereeInHalls.${index}.day`] = { key: 'duplicate' };
      else if (days.length > 0 && !days.includes(hall.day))
        fields[`refereeInHalls.${index}.day`] = { key: 'invalidValue' };
      seen.add(hall.day);
      if (!known.has(hall.placeId)) fields[`refereeInHalls.${index}.placeId`] = { key: 'invalidValue' };
    });
    if (Object.keys(fields).length > 0) throw invalid(fields, 'A day twice, a day outside the tournament or no hall');
    await tx.delete(refereeInHalls).where(eq(refereeInHalls.refereeId, refereeId));
    if (halls.length > 0) {
      await tx
        .insert(refereeInHalls)
        .values(halls.map((hall) => ({ refereeId, day: hall.day, placeId: hall.placeId })));
    }
    await recordAudit(tx, user, {
      entity: 'refereeRegistration',
      recordId: refereeId,
      action: 'update',
      before: { refereeInHalls: hallsText(before) },
      after: { refereeInHalls: hallsText(halls) },
    });
    await notifyRefereesChanged(tx);
  });
}
