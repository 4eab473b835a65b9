import type { ClubRegistrationData } from '@tms/domain/contract/club-registration';
import type { FieldErrors } from '@tms/domain/errors';
import { isClubPackage } from '@tms/domain/pricelist';
import type { Bill } from '@tms/domain/pricing';
import { ruleMessageEn } from '@tms/domain/rule-keys';
import { eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
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

// Checks of a registration body that need the database: the ids it names exist and belong where
// they should. Each refusal is a field message, so the form shows it beside the field.

const ids = <T>(values: readonly (T | null | undefined)[]) => [
  ...new Set(values.filter((v): v is T => v !== null && v !== undefined)),
];

async function existing(
  db: DbOrTx,
  table: typeof countries | typeof serviceLevels | typeof teamCategories,
  wanted: number[],
) {
  if (wanted.length === 0) return new Set<number>();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  return new Set(rows.map((row) => row.id));
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
  const parties = [...data.teams, ...data.extraPersons];
  const [countryIds, categoryIds, levelIds, regionRows, packages, teamRows, extraRows, fileRows] = await Promise.all([
    existing(db, countries, ids([data.countryId, data.invoiceCountryId])),
    existing(db, teamCategories, ids(data.teams.map((t) => t.teamCategoryId))),
    existing(db, serviceLevels, ids(data.teams.map((t) => t.teamStartServiceLevelId))),
    data.regionId === null
      ? Promise.resolve([])
      : db.select({ countryId: regions.countryId }).from(regions).where(eq(regions.id, data.regionId)),
    db
      .select({ id: pricelistItems.id, type: pricelistItems.serviceTypeId, filter: pricelistItems.availabilityFilter })
      .from(pricelistItems)
      .where(inArray(pricelistItems.id, ids([0, ...parties.map((p) => p.bundlePricelistItemId)]))),
    owner.clubId === null
      ? Promise.resolve([])
      : db.select({ id: competitionTeams.id }).from(competitionTeams).where(eq(competitionTeams.clubId, owner.clubId)),
    owner.clubId === null
      ? Promise.resolve([])
      : db.select({ id: extraPersons.id }).from(extraPersons).where(eq(extraPersons.clubId, owner.clubId)),
    data.uploadedFilesId.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: registrationFiles.id, clubId: registrationFiles.clubId, by: registrationFiles.uploadedById })
          .from(registrationFiles)
          .where(inArray(registrationFiles.id, data.uploadedFilesId)),
  ]);
  if (!countryIds.has(data.countryId)) wrong('countryId');
  if (data.invoiceCountryId !== null && !countryIds.has(data.invoiceCountryId)) wrong('invoiceCountryId');
  if (data.regionId !== null && regionRows[0]?.countryId !== data.countryId) wrong('regionId');
  const packageOk = new Map(
    packages.map((p) => [p.id, isClubPackage({ serviceTypeId: p.type, availabilityFilter: p.filter })]),
  );
  const checkParty = (path: string, party: (typeof parties)[number]) => {
    const bundle = party.bundlePricelistItemId;
    // An unknown item is the pricing's pricelistItemUnknown; a known one must be a package for clubs.
    if (bundle !== null && packageOk.get(bundle) === false) wrong(`${path}.bundlePricelistItemId`);
  };
  const teamIds = new Set(teamRows.map((row) => row.id));
  data.teams.forEach((team, i) => {
    if (!categoryIds.has(team.teamCategoryId)) wrong(`teams.${i}.teamCategoryId`);
    if (team.teamStartServiceLevelId !== null && !levelIds.has(team.teamStartServiceLevelId)) {
      wrong(`teams.${i}.teamStartServiceLevelId`);
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
  if (Object.keys(fields).length > 0) throw invalid(fields);
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
