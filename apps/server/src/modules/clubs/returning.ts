import type { ClubRegistrationData } from '@tms/domain/contract/club-registration';
import type { ReturningClub } from '@tms/domain/contract/returning';
import { addDays, daysBetween } from '@tms/domain/editions';
import { type Gender, checkRoster, eligibilityContext } from '@tms/domain/eligibility';
import { planReturningRoster } from '@tms/domain/returning-roster';
import { ruleMessageEn } from '@tms/domain/rule-keys';
import { teamDisplayName } from '@tms/domain/team-name';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, type Tx, queryRows } from '../../db/client';
import { inEdition, useCurrentEdition, useEdition } from '../../db/edition-scope';
import {
  clubs,
  competitionTeams,
  participants,
  pricelistItems,
  teamCategories,
  teamParticipants,
} from '../../db/schema/index';
import { invalid } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { loadRosterState } from '../club-roster/read';
import { loadRosterSettings } from '../club-roster/settings';
import { asFormData, loadRegistration } from './registration-read';

// A club that played in an earlier edition starts this year's registration from it (the latest
// earlier edition in which the user administered a club): the form comes prefilled, and the people
// the user keeps are taken over into the new club's roster when the registration is sent.

type PreviousClub = { editionId: number; year: number; startsOn: string; clubId: number };

/** The latest edition before the current one in which the user was a club admin, with that club. */
export async function previousClubOf(db: DbOrTx, userId: number): Promise<PreviousClub | null> {
  const [row] = await queryRows<PreviousClub>(
    db,
    sql`
      select e.id as "editionId", e.year, e.starts_on::text as "startsOn", cu.club_id as "clubId"
      from club_users_all cu join editions e on e.id = cu.edition_id
      where cu.user_id = ${userId} and cu.is_admin
        and e.year < (select year from editions where id = current_edition_id())
      order by e.year desc, cu.club_id
      limit 1`,
  );
  return row ?? null;
}

async function currentStart(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ startsOn: string }>(
    db,
    sql`select starts_on::text as "startsOn" from editions where id = current_edition_id()`,
  );
  return row.startsOn;
}

/** Last year's club as its edition saw it: registration, roster and price list. */
async function readPrevious(db: Db, previous: PreviousClub) {
  return inEdition(db, previous.editionId, async (tx) => {
    const [club] = await tx.select().from(clubs).where(eq(clubs.id, previous.clubId));
    const [loaded, roster, pricelist] = await Promise.all([
      loadRegistration(tx, club),
      loadRosterState(tx, club),
      tx.select().from(pricelistItems),
    ]);
    return { club, form: asFormData(loaded), roster, pricelist };
  });
}

/** The rules' context of the current edition. */
async function currentRules(db: DbOrTx) {
  const [categories, settings] = await Promise.all([db.select().from(teamCategories), loadRosterSettings(db)]);
  return { settings, ctx: eligibilityContext(categories, settings.firstTournamentDay, settings.leaderMinAge) };
}

/** GET /club-registrations/returning: this year's registration prefilled from the user's latest earlier one; null without one. */
export async function returningClub(db: Db, user: SessionUser): Promise<ReturningClub | null> {
  const previous = await previousClubOf(db, user.id);
  if (!previous) return null;
  const last = await readPrevious(db, previous);
  const [{ ctx }, pricelist, startsOn] = await Promise.all([
    currentRules(db),
    db.select().from(pricelistItems).orderBy(asc(pricelistItems.id)),
    currentStart(db),
  ]);
  const genderOf = new Map(last.roster.categories.map((c) => [c.id, c.gender as Gender]));
  const plan = planReturningRoster(
    {
      teams: last.roster.teams.map((t) => ({
        id: t.id,
        categoryCode: t.teamCategoryCode,
        gender: genderOf.get(t.teamCategoryId) ?? 'male',
        name: t.displayName,
      })),
      participants: last.roster.people,
      assignments: last.roster.assignments,
    },
    ctx,
  );
  // This year's price list item of the same name and unit as last year's, while it is offered.
  const samePrice = (id: number | null) => {
    const old = last.pricelist.find((item) => item.id === id);
    return old
      ? (pricelist.find((i) => i.isActive && i.nameEn === old.nameEn && i.unit === old.unit)?.id ?? null)
      : null;
  };
  const party = (row: ClubRegistrationData['extraPersons'][number]) => ({
    id: null,
    bundlePricelistItemId: samePrice(row.bundlePricelistItemId),
    bundlePersons: row.bundlePersons,
    handballPersons: row.handballPersons,
    vipPartyPersons: row.vipPartyPersons,
    singleRoomPersons: row.singleRoomPersons,
  });
  const shift = daysBetween(previous.startsOn, startsOn);
  const moved = (date: string) => (date ? addDays(date, shift) : '');
  const { form } = last;
  const teams = plan.teams.flatMap((proposal) => {
    const team = form.teams.find((t) => t.id === proposal.previousTeamId)!;
    if (!proposal.category) return [];
    return [
      {
        ...party(team),
        teamCategoryId: proposal.category.id,
        name: team.name ?? '',
        teamStartServiceLevelId: team.teamStartServiceLevelId,
        previousTeamId: proposal.previousTeamId,
      },
    ];
  });
  return {
    year: previous.year,
    clubName: last.club.name,
    registration: {
      name: form.name,
      street: form.street,
      city: form.city,
      zip: form.zip,
      countryId: form.countryId,
      regionId: form.regionId,
      tournamentContactFirstName: form.tournamentContactFirstName,
      tournamentContactLastName: form.tournamentContactLastName,
      tournamentContactPhone: form.tournamentContactPhone,
      arrivalDate: moved(form.arrivalDate),
      departureDate: moved(form.departureDate),
      teams,
      extraPersons: form.extraPersons.map(party),
      differentBillingAddress: form.differentBillingAddress,
      invoiceSubjectName: form.invoiceSubjectName ?? '',
      invoiceStreet: form.invoiceStreet ?? '',
      invoiceCity: form.invoiceCity ?? '',
      invoiceZip: form.invoiceZip ?? '',
      invoiceCountryId: form.invoiceCountryId,
      tin: form.tin ?? '',
      vatin: form.vatin ?? '',
    },
    teams: plan.teams.map((proposal) => ({
      previousTeamId: proposal.previousTeamId,
      previousName: last.roster.teams.find((t) => t.id === proposal.previousTeamId)!.displayName,
      previousCode: proposal.previousCode,
      teamCategoryId: proposal.category?.id ?? null,
      code: proposal.category?.code ?? null,
      movedUp: proposal.movedUp,
      players: proposal.players,
      eligiblePlayers: proposal.eligiblePlayers,
    })),
    participants: plan.participants.map((checked) => {
      const person = last.roster.people.find((p) => p.id === checked.participantId)!;
      return {
        id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        birthDate: person.birthDate,
        gender: person.gender,
        teams: last.roster.assignments
          .filter((a) => a.participantId === person.id)
          .map((a) => ({ previousTeamId: a.teamId, isLeader: a.isLeader })),
        eligible: checked.eligible,
        reasons: checked.reasons,
      };
    }),
  };
}

/**
 * Inside a new registration's transaction, after its teams are written: the chosen people of the
 * user's club of `returning.year` join the new club's roster with last year's roles on the teams
 * that continue last year's (`previousTeamId`), checked by this year's eligibility rules as a whole.
 */
export async function takeOverParticipants(tx: Tx, user: SessionUser, clubId: number, data: ClubRegistrationData) {
  const returning = data.returning;
  if (!returning || returning.participantIds.length === 0) return;
  const previous = await previousClubOf(tx, user.id);
  if (!previous || previous.year !== returning.year) {
    throw invalid(
      { 'returning.year': { key: 'invalidValue' } },
      'There is no club registration of that year to start from',
    );
  }
  const { settings, ctx } = await currentRules(tx);
  if (settings.rosterEditTill && settings.rosterEditTill.getTime() < Date.now()) {
    throw invalid({ returning: { key: 'notAllowed' } }, 'The club roster can no longer be changed');
  }
  await useEdition(tx, previous.editionId);
  const ids = returning.participantIds;
  const people = await tx.select().from(participants).where(inArray(participants.id, ids));
  const roles = await tx.select().from(teamParticipants).where(inArray(teamParticipants.participantId, ids));
  await useCurrentEdition(tx);
  const unknown = ids.findIndex((id) => !people.some((p) => p.id === id && p.clubId === previous.clubId));
  if (unknown >= 0) {
    throw invalid({ [`returning.participantIds.${unknown}`]: { key: 'notOfClub' } }, 'Not a person of that club');
  }

  // The new teams in the order of the form's rows (written in that order).
  const created = await tx
    .select({
      id: competitionTeams.id,
      name: competitionTeams.name,
      teamNumber: competitionTeams.teamNumber,
      teamCategoryId: competitionTeams.teamCategoryId,
    })
    .from(competitionTeams)
    .where(eq(competitionTeams.clubId, clubId))
    .orderBy(asc(competitionTeams.id));
  const continues = new Map<number, number>();
  data.teams.forEach((row, index) => {
    if (row.previousTeamId !== null && created[index]) continues.set(row.previousTeamId, created[index].id);
  });
  const assignments = roles.flatMap((a) =>
    continues.has(a.teamId) ? [{ ...a, teamId: continues.get(a.teamId)! }] : [],
  );
  const check = checkRoster(
    {
      participants: people,
      teams: created.map((t) => ({
        id: t.id,
        name: teamDisplayName({ name: t.name, clubName: data.name, teamNumber: t.teamNumber }),
        teamCategoryId: t.teamCategoryId,
      })),
      assignments,
    },
    ctx,
  );
  if (!check.ok) {
    const fields: Record<string, (typeof check.reasons)[number]> = {};
    for (const reason of check.reasons) {
      const index = ids.indexOf(Number(reason.params?.participantId));
      fields[index >= 0 ? `returning.participantIds.${index}` : 'returning'] ??= reason;
    }
    throw invalid(fields, ruleMessageEn(check.reasons[0]) ?? 'A person taken over breaks the eligibility rules');
  }
  const inserted = await tx
    .insert(participants)
    .values(
      people.map((p) => ({
        clubId,
        firstName: p.firstName,
        lastName: p.lastName,
        birthDate: p.birthDate,
        gender: p.gender,
      })),
    )
    .returning({ id: participants.id });
  const newId = new Map(people.map((p, i) => [p.id, inserted[i].id]));
  if (assignments.length > 0) {
    await tx.insert(teamParticipants).values(
      assignments.map((a) => ({
        participantId: newId.get(a.participantId)!,
        teamId: a.teamId,
        isLeader: a.isLeader,
        jerseyNumber: a.jerseyNumber,
      })),
    );
  }
}
