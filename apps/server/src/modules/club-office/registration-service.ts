import type { AdminClubRegistration, ClubStateChangeInput } from '@tms/domain/contract/club-office';
import type { Link } from '@tms/domain/contract/common';
import { variableSymbol } from '@tms/domain/invoice';
import {
  CLUB_STATE_TRANSITIONS,
  canChangeClubState,
  nextClubStates,
  stateChangeNeedsReason,
} from '@tms/domain/registration-state';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { clubRegistrations, clubs, countries, suppliers } from '../../db/schema/index';
import { conflict, forbidden, invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { accessibleClub } from '../clubs/club-access';
import { clubRegistrationOut } from '../clubs/registration-read';
import { loadCompetitionDates, tournamentYear } from '../lookup-lists/competition-dates';
import type { Mailer } from '../mail/mailer';
import { stateChangeMails } from './state-mail';

const ADMIN = '/api/v1/admin/club-registrations';

/** What the office may do on a registration, from the rules that guard the routes. */
function officeLinks(clubId: number, nextStates: readonly string[]): Link[] {
  const href = `${ADMIN}/${clubId}`;
  const links: Link[] = [
    { operationId: 'updateClubInternalNote', method: 'PUT', href: `${href}/internal-note` },
    { operationId: 'createInvoiceItem', method: 'POST', href: `${href}/invoice-items` },
    { operationId: 'createPayment', method: 'POST', href: '/api/v1/admin/payments' },
  ];
  if (nextStates.length > 0) {
    links.push({ operationId: 'changeClubRegistrationState', method: 'POST', href: `${href}/state` });
  }
  return links;
}

/** GET /admin/club-registrations/{id}: the whole registration (internal note included) with the office's actions. */
export async function getAdminClubRegistration(
  db: DbOrTx,
  user: SessionUser,
  clubId: number,
): Promise<AdminClubRegistration> {
  const { club, access } = await accessibleClub(db, user, clubId, 'manage');
  const dates = await loadCompetitionDates(db);
  const [registration, [country], supplierRows] = await Promise.all([
    clubRegistrationOut(db, user, club, access, dates),
    db.select({ code: countries.countryCode }).from(countries).where(eq(countries.id, club.countryId)),
    db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).orderBy(asc(suppliers.id)),
  ]);
  const nextStates = nextClubStates(club.registrationState, user.roles);
  return {
    registration,
    countryCode: country?.code ?? '',
    variableSymbol: variableSymbol(tournamentYear(dates), club.id),
    nextStates,
    suppliers: supplierRows,
    links: officeLinks(club.id, nextStates),
  };
}

/**
 * POST /admin/club-registrations/{id}/state: moves the registration on (a step the state rules
 * allow: 409 otherwise; 403 for a step this user may not take), records it with the reason and
 * mails the club's admins in their language, all in one transaction.
 */
export async function changeClubState(
  db: Db,
  mailer: Mailer,
  user: SessionUser,
  clubId: number,
  input: { state: ClubStateChangeInput['state']; reason: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [club] = await tx.select().from(clubs).where(eq(clubs.id, clubId)).for('update');
    if (!club) throw notFound('Club registration');
    const from = club.registrationState;
    if (!CLUB_STATE_TRANSITIONS[from].includes(input.state)) {
      throw conflict('invalid_transition', `A registration in state ${from} cannot move to ${input.state}`);
    }
    if (!canChangeClubState(from, input.state, user.roles)) throw forbidden();
    if (stateChangeNeedsReason(input.state) && !input.reason) {
      throw invalid({ reason: { key: 'required' } }, 'Give the reason of the cancellation');
    }
    await tx
      .update(clubs)
      .set({ registrationState: input.state, updatedAt: new Date().toISOString() })
      .where(eq(clubs.id, clubId));
    await recordAudit(tx, user, {
      entity: 'clubRegistration',
      recordId: clubId,
      action: 'stateChange',
      before: { registrationState: from },
      after: { registrationState: input.state },
      note: input.reason,
    });
    for (const mail of await stateChangeMails(tx, club, input.state, input.reason)) await mailer.send(mail, tx);
  });
  mailer.wake();
}

/** PUT /admin/club-registrations/{id}/internal-note: the office's note (never shown to the club), audited. */
export async function updateInternalNote(db: Db, user: SessionUser, clubId: number, note: string | null) {
  await db.transaction(async (tx) => {
    const [club] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for('update');
    if (!club) throw notFound('Club registration');
    const [row] = await tx
      .select({ internalNote: clubRegistrations.internalNote })
      .from(clubRegistrations)
      .where(eq(clubRegistrations.clubId, clubId));
    if (!row) throw notFound('Club registration');
    await tx.update(clubRegistrations).set({ internalNote: note }).where(eq(clubRegistrations.clubId, clubId));
    await recordAudit(tx, user, {
      entity: 'clubRegistration',
      recordId: clubId,
      action: 'update',
      before: { internalNote: row.internalNote },
      after: { internalNote: note },
    });
  });
}
