import type { ClubRegistrationData } from '@tms/domain/contract/club-registration';
import type { FieldErrors } from '@tms/domain/errors';
import { isOffered } from '@tms/domain/offered';
import { isClubPackage } from '@tms/domain/pricelist';
import type { Bill } from '@tms/domain/pricing';
import { ruleMessageEn } from '@tms/domain/rule-keys';
import { eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clubRegistrations,
  clubs,
  competitionTeams,
  countries,
  extraPersons,
  groupStandings,
  matches,
  pricelistItems,
  regions,
  registrationFiles,
  serviceLevels,
  teamCategories,
} from '../../db/schema/index';
import { invalid } from '../../lib/http-error';

// Checks of a registration body that need the database: the ids it names exist, belong where
// they should and are still offered (active, or already held by the club). Each refusal is a field
// message, so the form shows it beside the field.

const ids = <T>(values: readonly (T | null | undefined)[]) => [
  ...new Set(values.filter((v): v is T => v !== null && v !== undefined)),
];

/** The named rows that exist, by id. */
async function existing(
  db: DbOrTx,
  table: typeof countries | typeof serviceLevels | typeof teamCategories,
  wanted: number[],
) {
  if (wanted.length === 0) return new Map<number, { id: number; isActive: boolean }>();
  const rows = await db.select({ id: table.id, isActive: table.isActive }).from(table).where(inArray(table.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The lookup records the club already holds: it keeps them when they are deactivated. */
async function heldByClub(db: DbOrTx, clubId: number | null) {
  const held = {
    countries: new Set<number>(),
    categories: new Set<number>(),
    levels: new Set<number>(),
    packages: new Set<number>(),
  };
  if (clubId === null) return held;
  const [clubRows, teamRows, extraRows] = await Promise.all([
    db
      .select({ countryId: clubs.countryId, invoiceCountryId: clubRegistrations.invoiceCountryId })
      .from(clubs)
      .leftJoin(clubRegistrations, eq(clubRegistrations.clubId, clubs.id))
      .where(eq(clubs.id, clubId)),
    db
      .select({
        categoryId: competitionTeams.teamCategoryId,
        levelId: competitionTeams.teamStartServiceLevelId,
        packageId: competitionTeams.bundlePricelistItemId,
      })
      .from(competitionTeams)
      .where(eq(competitionTeams.clubId, clubId)),
    db
      .select({ packageId: extraPersons.bundlePricelistItemId })
      .from(extraPersons)
      .where(eq(extraPersons.clubId, clubId)),
  ]);
  const add = (set: Set<number>, id: number | null) => id !== null && set.add(id);
  for (const row of clubRows) {
    add(held.countries, row.countryId);
    add(held.countries, row.invoiceCountryId);
  }
  for (const row of teamRows) {
    add(held.categories, row.categoryId);
    add(held.levels, row.levelId);
    add(held.packages, row.packageId);
  }
  for (const row of extraRows) add(held.packages, row.packageId);
  return held;
}

/** Field messages for ids that do not exist or are not the club's (or the user's unattached files). */
export async function referenceIssues(
  db: DbOrTx,
  data: ClubRegistrationData,
  owner: { clubId: number | null; userId: number },
): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  const wrong = (path: string) => {
    fields[path] ??= { key: 'invalidValue' };
  };
  const held = await heldByClub(db, owner.clubId);
  /** Unknown: invalid; deactivated and not the club's already: no longer offered. */
  const choose = (path: string, row: { id: number; isActive: boolean } | undefined, kept: Set<number>) => {
    if (!row) wrong(path);
    else if (!isOffered(row, kept)) fields[path] ??= { key: 'notOffered' };
  };
  const parties = [...data.teams, ...data.extraPersons];
  const [countryRows, categoryRows, levelRows, regionRows, packages, teamRows, extraRows, fileRows] = await Promise.all(
    [
      existing(db, countries, ids([data.countryId, data.invoiceCountryId])),
      existing(db, teamCategories, ids(data.teams.map((t) => t.teamCategoryId))),
      existing(db, serviceLevels, ids(data.teams.map((t) => t.teamStartServiceLevelId))),
      data.regionId === null
        ? Promise.resolve([])
        : db.select({ countryId: regions.countryId }).from(regions).where(eq(regions.id, data.regionId)),
      db
        .select({
          id: pricelistItems.id,
          type: pricelistItems.serviceTypeId,
          filter: pricelistItems.availabilityFilter,
          isActive: pricelistItems.isActive,
        })
        .from(pricelistItems)
        .where(inArray(pricelistItems.id, ids([0, ...parties.map((p) => p.bundlePricelistItemId)]))),
      owner.clubId === null
        ? Promise.resolve([])
        : db
            .select({ id: competitionTeams.id })
            .from(competitionTeams)
            .where(eq(competitionTeams.clubId, owner.clubId)),
      owner.clubId === null
        ? Promise.resolve([])
        : db.select({ id: extraPersons.id }).from(extraPersons).where(eq(extraPersons.clubId, owner.clubId)),
      data.uploadedFilesId.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: registrationFiles.id, clubId: registrationFiles.clubId, by: registrationFiles.uploadedById })
            .from(registrationFiles)
            .where(inArray(registrationFiles.id, data.uploadedFilesId)),
    ],
  );
  choose('countryId', countryRows.get(data.countryId), held.countries);
  if (data.invoiceCountryId !== null) {
    choose('invoiceCountryId', countryRows.get(data.invoiceCountryId), held.countries);
  }
  if (data.regionId !== null && regionRows[0]?.countryId !== data.countryId) wrong('regionId');
  const packageRows = new Map(packages.map((p) => [p.id, p]));
  const checkParty = (path: string, party: (typeof parties)[number]) => {
    const bundle = party.bundlePricelistItemId === null ? undefined : packageRows.get(party.bundlePricelistItemId);
    // An unknown item is the pricing's pricelistItemUnknown; a known one must be an offered package for clubs.
    if (!bundle) return;
    if (!isClubPackage({ serviceTypeId: bundle.type, availabilityFilter: bundle.filter })) {
      wrong(`${path}.bundlePricelistItemId`);
    } else choose(`${path}.bundlePricelistItemId`, bundle, held.packages);
  };
  const teamIds = new Set(teamRows.map((row) => row.id));
  data.teams.forEach((team, i) => {
    choose(`teams.${i}.teamCategoryId`, categoryRows.get(team.teamCategoryId), held.categories);
    if (team.teamStartServiceLevelId !== null) {
      choose(`teams.${i}.teamStartServiceLevelId`, levelRows.get(team.teamStartServiceLevelId), held.levels);
    }
    if (team.id !== null && !teamIds.has(team.id)) wrong(`teams.${i}.id`);
    checkParty(`teams.${i}`, team);
  });
  const extraIds = new Set(extraRows.map((row) => row.id));
  data.extraPersons.forEach((person, i) => {
    if (person.id !== null && !extraIds.has(person.id)) wrong(`extraPersons.${i}.id`);
    checkParty(`extraPersons.${i}`, person);
  });
  const files = new Map(fileRows.map((row) => [row.id, row]));
  data.uploadedFilesId.forEach((fileId, i) => {
    const file = files.get(fileId);
    const mine = file && (file.clubId === null ? file.by === owner.userId : file.clubId === owner.clubId);
    if (!mine) wrong(`uploadedFilesId.${i}`);
  });
  return fields;
}

/** 400 with the field messages when there are any. */
export function refuseIssues(fields: FieldErrors): void {
  if (Object.keys(fields).length > 0) throw invalid(fields, firstMessage(fields));
}

/** The pricing's refusals as field messages (its warnings do not stop a registration). */
export function billIssues(bill: Bill): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of bill.issues) {
    if (issue.severity === 'error') fields[issue.path] ??= { key: issue.key, params: issue.params };
  }
  return fields;
}

/** English message of the first refusal, for the API's `message`. */
export function firstMessage(fields: FieldErrors): string | undefined {
  const first = Object.values(fields)[0];
  return first ? (ruleMessageEn(first) ?? undefined) : undefined;
}

/** Teams drawn into the competition (in a group or a match) cannot be removed. */
export async function drawnTeams(db: DbOrTx, teamIds: readonly number[]): Promise<number[]> {
  if (teamIds.length === 0) return [];
  const list = [...teamIds];
  const [inGroups, inMatches] = await Promise.all([
    db.select({ id: groupStandings.teamId }).from(groupStandings).where(inArray(groupStandings.teamId, list)),
    db
      .select({ home: matches.homeTeamId, away: matches.awayTeamId })
      .from(matches)
      .where(or(inArray(matches.homeTeamId, list), inArray(matches.awayTeamId, list))),
  ]);
  const drawn = new Set<number>();
  for (const row of inGroups) if (row.id !== null) drawn.add(row.id);
  for (const row of inMatches)
    for (const id of [row.home, row.away]) if (id !== null && teamIds.includes(id)) drawn.add(id);
  return [...drawn];
}
