import type {
  ClubRegistration,
  InvoiceItem,
  Payment,
  ClubRegistrationData,
  ExtraPerson,
  RegistrationTeam,
  UploadedFile,
} from '@tms/domain/contract/club-registration';
import type { CompetitionDates } from '@tms/domain/permission-window';
import { toDecimalString } from '@tms/domain/money';
import { inRoleGroup } from '@tms/domain/roles';
import { teamDisplayName } from '@tms/domain/team-name';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clubRegistrations,
  type clubs,
  competitionGroups,
  competitionTeams,
  extraPersons,
  groupStandings,
  registrationFiles,
  roundLevels,
  teamCategories,
  users,
} from '../../db/schema/index';
import type { SessionUser } from '../../plugins/session';
import { type ClubAccess, canChangeClubTeams, canUpdateClubRegistration, clubLinks, fileUrl } from '../../policy-clubs';
import { CLUB_SWITCH, switchOn, withoutStay } from '../accommodation/stays';
import { currencyOfCountry, financeOf, loadStoredBill, type StoredBill } from './billing';

type ClubRow = typeof clubs.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The club's teams with their registration fields, category and preliminary group. */
export async function loadTeams(db: DbOrTx, club: Pick<ClubRow, 'id' | 'name'>): Promise<RegistrationTeam[]> {
  const rows = await db
    .select({ team: competitionTeams, categoryCode: teamCategories.code })
    .from(competitionTeams)
    .innerJoin(teamCategories, eq(teamCategories.id, competitionTeams.teamCategoryId))
    .where(eq(competitionTeams.clubId, club.id))
    .orderBy(asc(teamCategories.weight), asc(competitionTeams.teamNumber), asc(competitionTeams.id));
  const ids = rows.map((row) => row.team.id);
  const groups =
    ids.length === 0
      ? []
      : await db
          .select({ teamId: groupStandings.teamId, groupId: groupStandings.competitionGroupId })
          .from(groupStandings)
          .innerJoin(competitionGroups, eq(competitionGroups.id, groupStandings.competitionGroupId))
          .innerJoin(roundLevels, eq(roundLevels.id, competitionGroups.competitionRoundLevelId))
          .where(and(inArray(groupStandings.teamId, ids), eq(roundLevels.systemName, 'preliminary')));
  const groupOf = new Map(groups.map((g) => [g.teamId, g.groupId]));
  return rows.map(({ team, categoryCode }) => ({
    id: team.id,
    clubId: team.clubId,
    name: team.name,
    displayName: teamDisplayName({ name: team.name, clubName: club.name, teamNumber: team.teamNumber }),
    teamNumber: team.teamNumber,
    teamCategoryId: team.teamCategoryId,
    teamCategoryCode: categoryCode,
    groupId: groupOf.get(team.id) ?? null,
    teamStartServiceLevelId: team.teamStartServiceLevelId,
    bundlePricelistItemId: team.bundlePricelistItemId,
    bundlePersons: team.bundlePersons,
    handballPersons: team.handballPersons,
    vipPartyPersons: team.vipPartyPersons,
    singleRoomPersons: team.singleRoomPersons,
    halls: team.halls,
    classrooms: team.classrooms,
    placeId: team.placeId,
  }));
}

export async function loadExtraPersons(db: DbOrTx, clubId: number): Promise<ExtraPerson[]> {
  const rows = await db
    .select()
    .from(extraPersons)
    .where(eq(extraPersons.clubId, clubId))
    .orderBy(asc(extraPersons.id));
  return rows.map(({ clubId: _club, createdAt: _created, ...person }) => person);
}

export async function loadFiles(db: DbOrTx, clubId: number): Promise<UploadedFile[]> {
  const rows = await db
    .select({
      id: registrationFiles.id,
      filename: registrationFiles.filename,
      extension: registrationFiles.extension,
      mimeType: registrationFiles.mimeType,
      size: registrationFiles.size,
      createdAt: registrationFiles.createdAt,
    })
    .from(registrationFiles)
    .where(eq(registrationFiles.clubId, clubId))
    .orderBy(asc(registrationFiles.id));
  return rows.map((row) => ({ ...row, url: fileUrl(row.id) }));
}

type Loaded = {
  club: ClubRow;
  registration: typeof clubRegistrations.$inferSelect | undefined;
  teams: RegistrationTeam[];
  extraPersons: ExtraPerson[];
  files: UploadedFile[];
};

export async function loadRegistration(db: DbOrTx, club: ClubRow): Promise<Loaded> {
  const [[registration], teams, extra, files] = await Promise.all([
    db.select().from(clubRegistrations).where(eq(clubRegistrations.clubId, club.id)),
    loadTeams(db, club),
    loadExtraPersons(db, club.id),
    loadFiles(db, club.id),
  ]);
  return { club, registration, teams, extraPersons: extra, files };
}

/** The stored registration in the shape of the form's body, to tell what an update changes. */
export function asFormData(loaded: Loaded): ClubRegistrationData {
  const { club, registration: r } = loaded;
  return {
    name: club.name,
    street: club.street ?? '',
    city: club.city ?? '',
    zip: club.zip ?? '',
    countryId: club.countryId,
    regionId: club.regionId,
    tournamentContactFirstName: r?.tournamentContactFirstName ?? '',
    tournamentContactLastName: r?.tournamentContactLastName ?? '',
    tournamentContactPhone: r?.tournamentContactPhone ?? '',
    arrivalDate: r?.arrivalDate ?? '',
    departureDate: r?.departureDate ?? '',
    teams: loaded.teams.map((t) => ({
      id: t.id,
      teamCategoryId: t.teamCategoryId,
      name: t.name,
      teamStartServiceLevelId: t.teamStartServiceLevelId,
      bundlePricelistItemId: t.bundlePricelistItemId,
      bundlePersons: t.bundlePersons,
      handballPersons: t.handballPersons,
      vipPartyPersons: t.vipPartyPersons,
      singleRoomPersons: t.singleRoomPersons,
      previousTeamId: null,
    })),
    extraPersons: loaded.extraPersons.map((p) => ({
      id: p.id,
      bundlePricelistItemId: p.bundlePricelistItemId,
      bundlePersons: p.bundlePersons,
      handballPersons: p.handballPersons,
      vipPartyPersons: p.vipPartyPersons,
      singleRoomPersons: p.singleRoomPersons,
    })),
    differentBillingAddress: r?.differentBillingAddress ?? false,
    invoiceSubjectName: r?.invoiceSubjectName ?? null,
    invoiceStreet: r?.invoiceStreet ?? null,
    invoiceCity: r?.invoiceCity ?? null,
    invoiceZip: r?.invoiceZip ?? null,
    invoiceCountryId: r?.invoiceCountryId ?? null,
    tin: r?.tin ?? null,
    vatin: r?.vatin ?? null,
    uploadedFilesId: loaded.files.map((f) => f.id),
    registrationNote: r?.registrationNote ?? null,
    agreeToTerms: r?.agreeToTerms ?? false,
    returning: null,
  };
}

/** GET /club-registrations/{id}: the registration with its bill, payments, windows and links. */
export async function clubRegistrationOut(
  db: DbOrTx,
  user: SessionUser,
  club: ClubRow,
  access: ClubAccess,
  dates: CompetitionDates,
): Promise<ClubRegistration> {
  const loaded = await loadRegistration(db, club);
  const form = asFormData(loaded);
  const r = loaded.registration;
  const [stored, admin, showStays] = await Promise.all([
    currencyOfCountry(db, club.countryId).then((currency) => loadStoredBill(db, club.id, currency)),
    r?.clubAdminId
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.username })
          .from(users)
          .where(eq(users.id, r.clubAdminId))
      : Promise.resolve([]),
    switchOn(db, CLUB_SWITCH),
  ]);
  const finance = await financeOf(db, stored);
  const now = new Date();
  return {
    ...form,
    id: club.id,
    registrationState: club.registrationState,
    street: club.street,
    city: club.city,
    zip: club.zip,
    tournamentContactFirstName: r?.tournamentContactFirstName ?? null,
    tournamentContactLastName: r?.tournamentContactLastName ?? null,
    tournamentContactPhone: r?.tournamentContactPhone ?? null,
    arrivalDate: r?.arrivalDate ?? null,
    departureDate: r?.departureDate ?? null,
    teams: showStays ? loaded.teams : loaded.teams.map(withoutStay),
    extraPersons: showStays ? loaded.extraPersons : loaded.extraPersons.map(withoutStay),
    files: loaded.files,
    internalNote: inRoleGroup(user.roles, 'admins') ? (r?.internalNote ?? null) : null,
    clubAdmin: admin[0] ?? null,
    createdAt: club.createdAt,
    updatedAt: r?.updatedAt ?? club.updatedAt,
    invoiceItems: invoiceItemsOut(stored, user.locale),
    payments: paymentsOut(stored.payments),
    finance,
    editableUntil: iso(dates.clubRegistrationUpdateTill),
    teamsEditableUntil: iso(dates.clubTeamCreateTill),
    editable: {
      registration: canUpdateClubRegistration(user, access, dates, now),
      teams: canChangeClubTeams(user, access, dates, now) && canUpdateClubRegistration(user, access, dates, now),
      countryAndRegion: true,
    },
    links: clubLinks(
      user,
      access,
      dates,
      finance.invoices.map((i) => i.id),
      now,
    ),
  };
}

/** The stored items as the contract shows them, named in the user's language. */
export function invoiceItemsOut(stored: StoredBill, locale: string): InvoiceItem[] {
  return stored.items.map((row, i) => {
    const priced = stored.bill.items.find((item) => item.sources[0]?.id === row.id) ?? stored.bill.items[i];
    return {
      id: row.id,
      clubId: row.clubId,
      invoiceId: row.invoiceId,
      isSystem: row.isSystem,
      role: row.role,
      name: locale === 'en' ? row.nameEn : row.nameCs,
      nameCs: row.nameCs,
      nameEn: row.nameEn,
      quantity: row.quantity,
      unitType: row.unitType,
      currency: stored.currency,
      unitPrice: row.unitPrice,
      discountPercent: row.discountPercent,
      discount: priced ? toDecimalString(priced.discount) : '0.00',
      total: priced ? toDecimalString(priced.total) : '0.00',
      pricelistItemId: row.pricelistItemId,
      supplierId: row.supplierId,
      separateInvoice: row.separateInvoice,
    };
  });
}

export function paymentsOut(rows: StoredBill['payments']): Payment[] {
  return rows.map((row) => ({ ...row, orderAmountCurrency: row.orderAmountCurrency }));
}
