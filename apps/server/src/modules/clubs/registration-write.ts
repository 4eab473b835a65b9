import { registrationChanges } from '@tms/domain/club-registration';
import type { ClubRegistrationData } from '@tms/domain/contract/club-registration';
import type { CompetitionDates } from '@tms/domain/permission-window';
import { and, eq, inArray, isNull, max, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  clubRegistrations,
  clubs,
  clubUsers,
  competitionTeams,
  extraPersons,
  registrationFiles,
} from '../../db/schema/index';
import { forbidden, invalid } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { canChangeClubTeams, canCreateClubRegistration, canUpdateClubRegistration } from '../../policy-clubs';
import { loadCompetitionDates, tournamentYear } from '../lookup-lists/competition-dates';
import { currencyOfCountry, deriveBill, storeBill } from './billing';
import { accessibleClub } from './club-access';
import { billIssues, drawnTeams, firstMessage, referenceIssues, refuseIssues } from './registration-checks';
import { asFormData, loadRegistration } from './registration-read';
import { takeOverParticipants } from './returning';

// Writes of a club registration, each in one transaction: lock, check (windows, references,
// pricing), change, derive the bill and its invoices. A refused request leaves nothing behind.

type Party = ClubRegistrationData['extraPersons'][number];

const partyValues = (party: Party) => ({
  bundlePricelistItemId: party.bundlePricelistItemId,
  bundlePersons: party.bundlePersons,
  handballPersons: party.handballPersons,
  vipPartyPersons: party.vipPartyPersons,
  singleRoomPersons: party.singleRoomPersons,
});

/** Without a different billing address the club's own address is billed: no stale second address is kept. */
function withoutUnusedBilling(data: ClubRegistrationData): ClubRegistrationData {
  if (data.differentBillingAddress) return data;
  return {
    ...data,
    invoiceSubjectName: null,
    invoiceStreet: null,
    invoiceCity: null,
    invoiceZip: null,
    invoiceCountryId: null,
  };
}

const registrationValues = (data: ClubRegistrationData) => ({
  tournamentContactFirstName: data.tournamentContactFirstName,
  tournamentContactLastName: data.tournamentContactLastName,
  tournamentContactPhone: data.tournamentContactPhone,
  arrivalDate: data.arrivalDate,
  departureDate: data.departureDate,
  differentBillingAddress: data.differentBillingAddress,
  invoiceSubjectName: data.invoiceSubjectName,
  invoiceStreet: data.invoiceStreet,
  invoiceCity: data.invoiceCity,
  invoiceZip: data.invoiceZip,
  invoiceCountryId: data.invoiceCountryId,
  tin: data.tin,
  vatin: data.vatin,
  registrationNote: data.registrationNote,
  agreeToTerms: data.agreeToTerms,
});

const clubValues = (data: ClubRegistrationData) => ({
  name: data.name,
  street: data.street,
  city: data.city,
  zip: data.zip,
  countryId: data.countryId,
  regionId: data.regionId,
});

const today = () => new Date().toISOString().slice(0, 10);

/** Teams: removed ones deleted (not when drawn), kept ones updated, new ones numbered after the club's others. */
async function writeTeams(tx: Tx, clubId: number, teams: ClubRegistrationData['teams']) {
  const keptIds = teams.flatMap((team) => (team.id === null ? [] : [team.id]));
  const removed = await tx
    .select({ id: competitionTeams.id })
    .from(competitionTeams)
    .where(
      and(
        eq(competitionTeams.clubId, clubId),
        keptIds.length > 0 ? notInArray(competitionTeams.id, keptIds) : undefined,
      ),
    );
  const removedIds = removed.map((row) => row.id);
  if ((await drawnTeams(tx, removedIds)).length > 0) {
    throw invalid({ teams: { key: 'notAllowed' } }, 'A team drawn into the competition cannot be removed');
  }
  if (removedIds.length > 0) await tx.delete(competitionTeams).where(inArray(competitionTeams.id, removedIds));
  const now = new Date().toISOString();
  for (const team of teams) {
    const values = {
      name: team.name,
      teamStartServiceLevelId: team.teamStartServiceLevelId,
      ...partyValues(team),
      updatedAt: now,
    };
    if (team.id !== null) {
      const [current] = await tx
        .select({ categoryId: competitionTeams.teamCategoryId })
        .from(competitionTeams)
        .where(eq(competitionTeams.id, team.id));
      const category =
        current.categoryId === team.teamCategoryId ? {} : await numbered(tx, clubId, team.teamCategoryId);
      await tx
        .update(competitionTeams)
        .set({ ...values, ...category })
        .where(eq(competitionTeams.id, team.id));
    } else {
      await tx
        .insert(competitionTeams)
        .values({ clubId, ...values, ...(await numbered(tx, clubId, team.teamCategoryId)) });
    }
  }
}

async function numbered(tx: Tx, clubId: number, teamCategoryId: number) {
  const [{ last }] = await tx
    .select({ last: max(competitionTeams.teamNumber) })
    .from(competitionTeams)
    .where(and(eq(competitionTeams.clubId, clubId), eq(competitionTeams.teamCategoryId, teamCategoryId)));
  return { teamCategoryId, teamNumber: (last ?? 0) + 1 };
}

async function writeExtraPersons(tx: Tx, clubId: number, people: ClubRegistrationData['extraPersons']) {
  const keptIds = people.flatMap((p) => (p.id === null ? [] : [p.id]));
  await tx
    .delete(extraPersons)
    .where(and(eq(extraPersons.clubId, clubId), keptIds.length > 0 ? notInArray(extraPersons.id, keptIds) : undefined));
  for (const person of people) {
    if (person.id !== null)
      await tx.update(extraPersons).set(partyValues(person)).where(eq(extraPersons.id, person.id));
    else await tx.insert(extraPersons).values({ clubId, ...partyValues(person) });
  }
}

/** The listed files belong to the club from now on; files no longer listed are deleted. */
async function writeFiles(tx: Tx, clubId: number, fileIds: readonly number[]) {
  await tx
    .delete(registrationFiles)
    .where(
      and(
        eq(registrationFiles.clubId, clubId),
        fileIds.length > 0 ? notInArray(registrationFiles.id, [...fileIds]) : undefined,
      ),
    );
  if (fileIds.length > 0) {
    await tx
      .update(registrationFiles)
      .set({ clubId })
      .where(and(inArray(registrationFiles.id, [...fileIds]), isNull(registrationFiles.clubId)));
  }
}

/** The bill of the body as it will be stored; the pricing's refusals answer 400 before anything is written. */
async function pricedBill(tx: Tx, clubId: number | null, data: ClubRegistrationData) {
  const bill = await deriveBill(tx, clubId, data, await currencyOfCountry(tx, data.countryId));
  const issues = billIssues(bill);
  if (Object.keys(issues).length > 0) throw invalid(issues, firstMessage(issues));
  return bill;
}

const billOptions = (dates: CompetitionDates) => ({ year: tournamentYear(dates), today: today() });

/** POST /club-registrations: a new club in state new, the user its admin. Answers the club id. */
export async function createClubRegistration(db: Db, user: SessionUser, body: ClubRegistrationData): Promise<number> {
  const data = withoutUnusedBilling(body);
  const dates = await loadCompetitionDates(db);
  if (!canCreateClubRegistration(user, dates)) throw forbidden('Club registration is closed');
  refuseIssues(await referenceIssues(db, data, { clubId: null, userId: user.id }));
  return db.transaction(async (tx) => {
    const bill = await pricedBill(tx, null, data);
    const [club] = await tx
      .insert(clubs)
      .values({ ...clubValues(data), registrationState: 'new' })
      .returning();
    await tx.insert(clubRegistrations).values({ clubId: club.id, clubAdminId: user.id, ...registrationValues(data) });
    await tx.insert(clubUsers).values({ clubId: club.id, userId: user.id, isAdmin: true });
    await writeTeams(tx, club.id, data.teams);
    await takeOverParticipants(tx, user, club.id, data);
    await writeExtraPersons(tx, club.id, data.extraPersons);
    await writeFiles(tx, club.id, data.uploadedFilesId);
    await storeBill(tx, club.id, bill, billOptions(dates));
    return club.id;
  });
}

/**
 * PUT /club-registrations/{id}. Country and region may always change; anything else only inside the
 * update window, and teams only before club_team_add_till (PRODUCT_SPEC §4).
 */
export async function updateClubRegistration(
  db: Db,
  user: SessionUser,
  clubId: number,
  body: ClubRegistrationData,
): Promise<void> {
  const data = withoutUnusedBilling(body);
  await db.transaction(async (tx) => {
    const { club, access } = await accessibleClub(tx, user, clubId, 'manage', true);
    const dates = await loadCompetitionDates(tx);
    const changes = registrationChanges(asFormData(await loadRegistration(tx, club)), data);
    const windowed = changes.filter((change) => change !== 'countryAndRegion');
    if (windowed.length > 0 && !canUpdateClubRegistration(user, access, dates)) {
      throw forbidden('The club registration can no longer be changed');
    }
    if (changes.includes('teams') && !canChangeClubTeams(user, access, dates)) {
      throw forbidden('Teams can no longer be created, changed or deleted');
    }
    refuseIssues(await referenceIssues(tx, data, { clubId, userId: user.id }));
    const bill = await pricedBill(tx, clubId, data);
    const now = new Date().toISOString();
    await tx
      .update(clubs)
      .set({ ...clubValues(data), updatedAt: now })
      .where(eq(clubs.id, clubId));
    await tx
      .insert(clubRegistrations)
      .values({ clubId, clubAdminId: user.id, ...registrationValues(data) })
      .onConflictDoUpdate({ target: clubRegistrations.clubId, set: { ...registrationValues(data), updatedAt: now } });
    await writeTeams(tx, clubId, data.teams);
    await writeExtraPersons(tx, clubId, data.extraPersons);
    await writeFiles(tx, clubId, data.uploadedFilesId);
    await storeBill(tx, clubId, bill, billOptions(dates));
  });
}
