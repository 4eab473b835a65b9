import type { ClubRegistrationListQuery, ClubRegistrationRow } from '@tms/domain/contract/club-office';
import { variableSymbol } from '@tms/domain/invoice';
import { toDecimalString } from '@tms/domain/money';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubRegistrations, clubs, competitionTeams, countries, extraPersons, users } from '../../db/schema/index';
import { type ExportColumn, type Paging, memoryList } from '../../lib/admin-list';
import { billTotals } from '../clubs/billing';
import { loadStoredBills } from '../clubs/stored-bills';
import { loadCompetitionDates, tournamentYear } from '../lookup-lists/competition-dates';

type Row = ClubRegistrationRow & { contact: string; minor: { toPay: number; paid: number; rest: number } };

async function personCounts(db: DbOrTx) {
  const [teams, extra] = await Promise.all([
    db
      .select({
        clubId: competitionTeams.clubId,
        teams: sql<number>`count(*)::int`,
        persons: sql<number>`coalesce(sum(${competitionTeams.bundlePersons}), 0)::int`,
      })
      .from(competitionTeams)
      .groupBy(competitionTeams.clubId),
    db
      .select({
        clubId: extraPersons.clubId,
        persons: sql<number>`coalesce(sum(${extraPersons.bundlePersons}), 0)::int`,
      })
      .from(extraPersons)
      .groupBy(extraPersons.clubId),
  ]);
  const counts = new Map<number, { teams: number; persons: number }>();
  for (const row of teams) counts.set(row.clubId, { teams: row.teams, persons: row.persons });
  for (const row of extra) {
    const entry = counts.get(row.clubId) ?? { teams: 0, persons: 0 };
    counts.set(row.clubId, { ...entry, persons: entry.persons + row.persons });
  }
  return counts;
}

/**
 * The registrations the query selects with their amounts. State and country narrow in SQL; the
 * amounts are priced per club by the domain (as the club detail shows them), so the balance filter,
 * search and sorting by amounts happen on the priced rows.
 */
export async function loadClubRegistrationRows(db: DbOrTx, query: ClubRegistrationListQuery, paging: Paging) {
  const [clubRows, counts, bills, dates] = await Promise.all([
    db
      .select({
        club: clubs,
        countryCode: countries.countryCode,
        adminEmail: users.username,
        contactFirstName: clubRegistrations.tournamentContactFirstName,
        contactLastName: clubRegistrations.tournamentContactLastName,
      })
      .from(clubs)
      .innerJoin(countries, eq(countries.id, clubs.countryId))
      .leftJoin(clubRegistrations, eq(clubRegistrations.clubId, clubs.id))
      .leftJoin(users, eq(users.id, clubRegistrations.clubAdminId))
      .where(
        and(
          query.state ? eq(clubs.registrationState, query.state) : undefined,
          query.countryId !== undefined ? eq(clubs.countryId, query.countryId) : undefined,
        ),
      ),
    personCounts(db),
    loadStoredBills(db),
    loadCompetitionDates(db),
  ]);
  const year = tournamentYear(dates);
  const rows: Row[] = clubRows.map(({ club, countryCode, adminEmail, contactFirstName, contactLastName }) => {
    const stored = bills.get(club.id);
    const totals = stored ? billTotals(stored) : null;
    const zero = { minor: 0 };
    return {
      id: club.id,
      name: club.name,
      registrationState: club.registrationState,
      countryId: club.countryId,
      countryCode,
      city: club.city,
      clubAdminEmail: adminEmail,
      teams: counts.get(club.id)?.teams ?? 0,
      persons: counts.get(club.id)?.persons ?? 0,
      currency: totals?.currency ?? 'EUR',
      toPay: totals ? toDecimalString(totals.toPay) : '0.00',
      paid: totals ? toDecimalString(totals.paid) : '0.00',
      rest: totals ? toDecimalString(totals.rest) : '0.00',
      variableSymbol: variableSymbol(year, club.id),
      createdAt: club.createdAt,
      contact: `${contactFirstName ?? ''} ${contactLastName ?? ''}`,
      minor: {
        toPay: (totals?.toPay ?? zero).minor,
        paid: (totals?.paid ?? zero).minor,
        rest: (totals?.rest ?? zero).minor,
      },
    };
  });
  const balance = query.balance;
  const filtered = balance
    ? rows.filter((row) =>
        balance === 'due' ? row.minor.rest > 0 : balance === 'paid' ? row.minor.rest === 0 : row.minor.rest < 0,
      )
    : rows;
  // Amounts of both currencies sort together by their figure; the currency filter is the country.
  return memoryList(filtered, query, paging, {
    sorts: {
      createdAt: (row) => row.createdAt,
      name: (row) => row.name,
      state: (row) => row.registrationState,
      country: (row) => row.countryCode,
      teams: (row) => row.teams,
      persons: (row) => row.persons,
      toPay: (row) => row.minor.toPay,
      paid: (row) => row.minor.paid,
      rest: (row) => row.minor.rest,
    },
    search: (row) => [row.name, row.city, row.countryCode, row.clubAdminEmail, row.contact, row.variableSymbol],
  });
}

export const toClubRegistrationRow = ({ contact: _contact, minor: _minor, ...row }: Row): ClubRegistrationRow => row;

export const CLUB_REGISTRATION_EXPORT: ExportColumn<Row>[] = [
  { header: 'clubs.columns.id', type: 'integer', value: (row) => row.id },
  { header: 'clubs.columns.name', type: 'text', value: (row) => row.name },
  { header: 'clubs.columns.state', type: 'text', value: (row) => row.registrationState, labels: 'clubs.state' },
  { header: 'clubs.columns.country', type: 'text', value: (row) => row.countryCode },
  { header: 'clubs.columns.city', type: 'text', value: (row) => row.city },
  { header: 'clubs.columns.clubAdmin', type: 'text', value: (row) => row.clubAdminEmail },
  { header: 'clubs.columns.teams', type: 'integer', value: (row) => row.teams },
  { header: 'clubs.columns.persons', type: 'integer', value: (row) => row.persons },
  { header: 'clubs.columns.currency', type: 'text', value: (row) => row.currency },
  { header: 'clubs.columns.toPay', type: 'money', value: (row) => row.toPay },
  { header: 'clubs.columns.paid', type: 'money', value: (row) => row.paid },
  { header: 'clubs.columns.rest', type: 'money', value: (row) => row.rest },
  { header: 'clubs.columns.variableSymbol', type: 'text', value: (row) => row.variableSymbol },
  { header: 'clubs.columns.createdAt', type: 'datetime', value: (row) => row.createdAt },
];
