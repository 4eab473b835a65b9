import type { ClubRegistrationSummary } from '@tms/domain/contract/club-office';
import { staySummary } from '@tms/domain/stay-summary';
import { asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clubRegistrations,
  clubs,
  competitionTeams,
  extraPersons,
  placeTranslations,
  teamCategories,
} from '../../db/schema/index';
import { loadPricelist } from '../clubs/billing';

const partyFields = (table: typeof competitionTeams | typeof extraPersons) => ({
  placeId: table.placeId,
  bundlePricelistItemId: table.bundlePricelistItemId,
  bundlePersons: table.bundlePersons,
  singleRoomPersons: table.singleRoomPersons,
  handballPersons: table.handballPersons,
  vipPartyPersons: table.vipPartyPersons,
  arrivalDate: clubRegistrations.arrivalDate,
  departureDate: clubRegistrations.departureDate,
});

/** GET /admin/club-registrations/summary in the user's language (place and package names). */
export async function clubRegistrationsSummary(db: DbOrTx, locale: string): Promise<ClubRegistrationSummary> {
  const counted = ne(clubs.registrationState, 'declined');
  const [teams, extra, pricelist, placeNames, categories] = await Promise.all([
    db
      .select(partyFields(competitionTeams))
      .from(competitionTeams)
      .innerJoin(clubs, eq(clubs.id, competitionTeams.clubId))
      .innerJoin(clubRegistrations, eq(clubRegistrations.clubId, clubs.id))
      .where(counted),
    db
      .select(partyFields(extraPersons))
      .from(extraPersons)
      .innerJoin(clubs, eq(clubs.id, extraPersons.clubId))
      .innerJoin(clubRegistrations, eq(clubRegistrations.clubId, clubs.id))
      .where(counted),
    loadPricelist(db),
    db.select().from(placeTranslations),
    db
      .select({
        id: teamCategories.id,
        code: teamCategories.code,
        capacity: teamCategories.maxTeams,
        teams: sql<number>`count(${competitionTeams.id}) filter (where ${clubs.registrationState} <> 'declined')::int`,
        confirmed: sql<number>`count(${competitionTeams.id}) filter (where ${clubs.registrationState} in ('approved', 'processed'))::int`,
      })
      .from(teamCategories)
      .leftJoin(competitionTeams, eq(competitionTeams.teamCategoryId, teamCategories.id))
      .leftJoin(clubs, eq(clubs.id, competitionTeams.clubId))
      .groupBy(teamCategories.id, teamCategories.code, teamCategories.maxTeams, teamCategories.weight)
      .orderBy(asc(teamCategories.weight), asc(teamCategories.code)),
  ]);
  const summary = staySummary([...teams, ...extra], pricelist);
  const placeName = (placeId: number | null) => {
    if (placeId === null) return null;
    const names = placeNames.filter((row) => row.placeId === placeId);
    return (names.find((row) => row.locale === locale) ?? names[0])?.name ?? null;
  };
  const packageName = (packageId: number | null) => {
    const item = pricelist.find((entry) => entry.id === packageId);
    return item ? (locale === 'en' ? item.nameEn : item.nameCs) : null;
  };
  return {
    nights: summary.nights,
    accommodation: summary.rows.map((row) => ({
      ...row,
      placeName: placeName(row.placeId),
      packageName: packageName(row.packageId),
    })),
    totals: summary.totals,
    mondayLunch: summary.mondayLunch,
    vipParty: summary.vipParty,
    categories: categories.map((row) => ({
      ...row,
      free: row.capacity === null ? null : row.capacity - row.teams,
    })),
  };
}
