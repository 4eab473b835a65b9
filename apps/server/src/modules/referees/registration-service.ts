import { REFEREE_SWITCH, staysOf, switchOn } from '../accommodation/stays';
import { normalizeBic, normalizeIban } from '@tms/domain/bank-account';
import { parseConfigValue } from '@tms/domain/config-value';
import type { RefereeRegistrationData, RefereeRegistrationDetail } from '@tms/domain/contract/referees';
import type { FieldErrors } from '@tms/domain/errors';
import { isOffered } from '@tms/domain/offered';
import { refereeNights, refereePaymentIssues } from '@tms/domain/referee-registration';
import { ruleMessageEn } from '@tms/domain/rule-keys';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { configurations, countries, places, referees, tshirtSizes } from '../../db/schema/index';
import { forbidden, invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { canCreateRefereeRegistration } from '../../policy';
import { canManageReferee, canUpdateRefereeRegistration, refereeLinks } from '../../policy-referees';
import { notifyRefereesChanged } from '../live/notify';
import { loadCompetitionDates } from '../lookup-lists/competition-dates';
import { listRefereeRegistrations } from './service';

// Writes of a referee registration, each in one transaction: lock, check (window, owner, the ids
// the body names, the bank details the configuration asks for), change. A refused request leaves
// nothing behind. The registration belongs to the account that created it; one account may
// register several referees (a pair's organiser).

type RefereeRow = typeof referees.$inferSelect;

export async function bankAccountsEnabled(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.key, 'referee_bank_account_enabled'));
  return parseConfigValue('boolean', row?.value) === true;
}

const CZECH_FIELDS = { accountPrefix: null, accountNumber: null, bankCode: null } as const;
const FOREIGN_FIELDS = {
  iban: null,
  bicOrSwiftCode: null,
  accountStreet: null,
  accountCity: null,
  accountZip: null,
  accountCountryId: null,
} as const;

/**
 * The stored values: no accommodation details without accommodation, only the bank fields of the
 * chosen payment type (none while bank accounts are disabled), IBAN and BIC in electronic form.
 */
function registrationValues(data: RefereeRegistrationData, bankEnabled: boolean) {
  const { paymentType, ...rest } = data;
  const values = {
    ...rest,
    accommodationPlaceId: data.wantsAccommodation ? data.accommodationPlaceId : null,
    wantsSingleRoom: data.wantsAccommodation && data.wantsSingleRoom,
    accountPrefix: data.accountPrefix?.replace(/^0+$/, '') || null,
    iban: normalizeIban(data.iban),
    bicOrSwiftCode: normalizeBic(data.bicOrSwiftCode),
  };
  if (!bankEnabled || paymentType === null) {
    return { ...values, ...CZECH_FIELDS, ...FOREIGN_FIELDS, paymentType: null, accountHoldersName: null };
  }
  if (paymentType === 'czk_payment') return { ...values, ...FOREIGN_FIELDS, paymentType };
  return { ...values, ...CZECH_FIELDS, paymentType };
}

/** Field messages for ids that do not exist or may not be chosen, and for the bank details. */
async function bodyIssues(
  db: DbOrTx,
  data: RefereeRegistrationData,
  refereeId: number | null,
  bankEnabled: boolean,
): Promise<FieldErrors> {
  const fields: FieldErrors = { ...(refereePaymentIssues(data, { bankAccountsEnabled: bankEnabled }) as FieldErrors) };
  const wrong = (path: string) => {
    fields[path] ??= { key: 'invalidValue' };
  };
  const countryIds = [data.countryId, ...(data.accountCountryId === null ? [] : [data.accountCountryId])];
  const [countryRows, hotel, size, colleague, own] = await Promise.all([
    db
      .select({ id: countries.id, isActive: countries.isActive })
      .from(countries)
      .where(inArray(countries.id, countryIds)),
    data.wantsAccommodation && data.accommodationPlaceId !== null
      ? db
          .select({ id: places.id, isActive: places.isActive })
          .from(places)
          .where(and(eq(places.id, data.accommodationPlaceId), eq(places.defaultRefereeAccommodation, true)))
      : Promise.resolve([{ id: 0, isActive: true }]),
    data.tshirtSizeId === null
      ? Promise.resolve([{ id: 0 }])
      : db.select({ id: tshirtSizes.id }).from(tshirtSizes).where(eq(tshirtSizes.id, data.tshirtSizeId)),
    data.colleagueRefereeId === null
      ? Promise.resolve([{ id: 0 }])
      : db.select({ id: referees.id }).from(referees).where(eq(referees.id, data.colleagueRefereeId)),
    // What the registration already holds stays choosable after the office deactivated it.
    refereeId === null
      ? Promise.resolve([])
      : db
          .select({
            countryId: referees.countryId,
            accountCountryId: referees.accountCountryId,
            placeId: referees.accommodationPlaceId,
          })
          .from(referees)
          .where(eq(referees.id, refereeId)),
  ]);
  const heldCountries = own.flatMap((row) => [row.countryId, row.accountCountryId]);
  const heldPlaces = own.map((row) => row.placeId);
  const known = new Map(countryRows.map((row) => [row.id, row]));
  const choose = (path: string, row: { id: number; isActive: boolean } | undefined, held: (number | null)[]) => {
    if (!row) wrong(path);
    else if (!isOffered(row, held)) fields[path] ??= { key: 'notOffered' };
  };
  choose('countryId', known.get(data.countryId), heldCountries);
  if (data.accountCountryId !== null) choose('accountCountryId', known.get(data.accountCountryId), heldCountries);
  choose('accommodationPlaceId', hotel[0], heldPlaces);
  if (size.length === 0) wrong('tshirtSizeId');
  if (data.colleagueRefereeId !== null && data.colleagueRefereeId === refereeId) {
    fields.colleagueRefereeId = { key: 'colleagueIsSelf' };
  } else if (colleague.length === 0) wrong('colleagueRefereeId');
  return fields;
}

function refuse(fields: FieldErrors): void {
  const first = Object.values(fields)[0];
  if (first) throw invalid(fields, ruleMessageEn(first) ?? undefined);
}

/** The registration as its owner and the organisers read it, with its nights and links. */
export async function refereeRegistrationOut(
  db: DbOrTx,
  user: SessionUser,
  refereeId: number,
): Promise<RefereeRegistrationDetail> {
  const [registration] = await listRefereeRegistrations(db, { refereeId });
  if (!registration) throw notFound('Referee registration');
  const [dates, showStay, stays] = await Promise.all([
    loadCompetitionDates(db),
    switchOn(db, REFEREE_SWITCH),
    staysOf(db, { refereeIds: [refereeId] }, user.locale ?? 'cs'),
  ]);
  return {
    ...registration,
    // Once the office allocated a room, the place is its decision rather than the referee's wish.
    accommodationPlaceId: showStay || stays.length === 0 ? registration.accommodationPlaceId : null,
    nights: refereeNights(registration.arrivalDate, registration.departureDate),
    stay: showStay ? (stays[0] ?? null) : null,
    links: refereeLinks(user, registration, dates),
  };
}

/**
 * The referee a request acts on: who does not manage it gets 403 whether it exists or not (ids of
 * other people's registrations reveal nothing); organisers get 404 for a missing one.
 */
export async function manageableReferee(db: DbOrTx, user: SessionUser, refereeId: number, lock = false) {
  const query = db.select().from(referees).where(eq(referees.id, refereeId));
  const [referee]: RefereeRow[] = lock ? await query.for('update') : await query;
  if (!canManageReferee(user, referee ?? { userId: null })) throw forbidden();
  if (!referee) throw notFound('Referee registration');
  return referee;
}

/** POST /referee-registrations: a new registration in state new, belonging to the user. Answers its id. */
export async function createRefereeRegistration(db: Db, user: SessionUser, data: RefereeRegistrationData) {
  const dates = await loadCompetitionDates(db);
  if (!canCreateRefereeRegistration(user, dates)) throw forbidden('Referee registration is closed');
  return db.transaction(async (tx) => {
    const bankEnabled = await bankAccountsEnabled(tx);
    refuse(await bodyIssues(tx, data, null, bankEnabled));
    const [row] = await tx
      .insert(referees)
      .values({ ...registrationValues(data, bankEnabled), userId: user.id, registrationState: 'new' })
      .returning({ id: referees.id });
    return row.id;
  });
}

/** PUT /referee-registrations/{id}: the owner or an organiser, inside the edit window (bypass roles always). */
export async function updateRefereeRegistration(
  db: Db,
  user: SessionUser,
  refereeId: number,
  data: RefereeRegistrationData,
): Promise<void> {
  await db.transaction(async (tx) => {
    const referee = await manageableReferee(tx, user, refereeId, true);
    if (!canUpdateRefereeRegistration(user, referee, await loadCompetitionDates(tx))) {
      throw forbidden('The referee registration can no longer be changed');
    }
    const bankEnabled = await bankAccountsEnabled(tx);
    refuse(await bodyIssues(tx, data, refereeId, bankEnabled));
    const values = registrationValues(data, bankEnabled);
    // The form got no place while the allocated one is hidden: sending none back keeps the allocation.
    if (
      values.accommodationPlaceId === null &&
      data.wantsAccommodation &&
      !(await switchOn(tx, REFEREE_SWITCH)) &&
      (await staysOf(tx, { refereeIds: [refereeId] }, 'cs')).length > 0
    ) {
      values.accommodationPlaceId = referee.accommodationPlaceId;
    }
    await tx
      .update(referees)
      .set({ ...values, updatedAt: new Date().toISOString() })
      .where(eq(referees.id, refereeId));
    // An accepted referee's name, country or colleague are on the public list.
    await notifyRefereesChanged(tx);
  });
}
