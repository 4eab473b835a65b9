import type { AdminTeamCategory, LookupListQuery, TeamCategoryValues } from '@tms/domain/contract/lookup-office';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { competitionGroups, competitionTeams, matches, roundLevels, teamCategories } from '../../db/schema/index';
import { type Paging, memoryList } from '../../lib/admin-list';
import { invalid, notFound } from '../../lib/http-error';
import { announceLookupChange } from '../../lib/lookup-change';
import { countWhere, refuseWhenUsed } from '../../lib/usage-guard';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { lockedRow, recordLinks } from './common';

type Row = typeof teamCategories.$inferSelect;
const links = (id: number) => recordLinks('team-categories', 'TeamCategory', id);

function toItem(row: Row, teams: number): AdminTeamCategory {
  return {
    ...row,
    matchLengthByRoundLevel: Object.entries(row.matchLengthByRoundLevel)
      .map(([roundLevelId, minutes]) => ({ roundLevelId: Number(roundLevelId), minutes }))
      .sort((a, b) => a.roundLevelId - b.roundLevelId),
    teams,
    links: links(row.id),
  };
}

async function teamCounts(db: DbOrTx) {
  const rows = await db
    .select({ id: competitionTeams.teamCategoryId, n: sql<number>`count(*)::int` })
    .from(competitionTeams)
    .groupBy(competitionTeams.teamCategoryId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

export async function loadTeamCategories(db: DbOrTx, query: LookupListQuery, paging: Paging) {
  const [rows, counts] = await Promise.all([
    db.select().from(teamCategories).orderBy(asc(teamCategories.weight), asc(teamCategories.code)),
    teamCounts(db),
  ]);
  const items = rows
    .filter((row) => query.isActive === undefined || row.isActive === query.isActive)
    .map((row) => toItem(row, counts.get(row.id) ?? 0));
  return memoryList(items, query, paging, {
    sorts: { name: (row) => row.code, id: (row) => row.id },
    search: (row) => [row.code, row.gender],
  });
}

export async function getTeamCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(teamCategories).where(eq(teamCategories.id, id));
  if (!row) throw notFound('Team category');
  return toItem(row, (await teamCounts(db)).get(id) ?? 0);
}

async function columnsOf(tx: DbOrTx, values: TeamCategoryValues, id: number | null) {
  const [taken] = await tx
    .select({ id: teamCategories.id })
    .from(teamCategories)
    .where(eq(teamCategories.code, values.code));
  if (taken && taken.id !== id) throw invalid({ code: { key: 'duplicate' } }, 'Another category has this code');
  const levelIds = values.matchLengthByRoundLevel.map((entry) => entry.roundLevelId);
  const known = levelIds.length
    ? await tx.select({ id: roundLevels.id }).from(roundLevels).where(inArray(roundLevels.id, levelIds))
    : [];
  const unknown = levelIds.findIndex((levelId) => !known.some((row) => row.id === levelId));
  if (unknown >= 0) throw invalid({ [`matchLengthByRoundLevel.${unknown}.roundLevelId`]: { key: 'invalidValue' } });
  const { matchLengthByRoundLevel, ...rest } = values;
  return {
    ...rest,
    matchLengthByRoundLevel: Object.fromEntries(
      matchLengthByRoundLevel.map((e) => [String(e.roundLevelId), e.minutes]),
    ),
  };
}

const audited = ({ id: _id, ...row }: Row) => row;

export async function createTeamCategory(db: Db, user: SessionUser, values: TeamCategoryValues) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teamCategories)
      .values(await columnsOf(tx, values, null))
      .returning();
    await recordAudit(tx, user, { entity: 'teamCategory', recordId: row.id, action: 'create', after: audited(row) });
    await announceLookupChange(tx);
    return row.id;
  });
}

export async function updateTeamCategory(db: Db, user: SessionUser, id: number, values: TeamCategoryValues) {
  await db.transaction(async (tx) => {
    const before = await lockedRow(tx, teamCategories, teamCategories.id, id, 'Team category');
    const [after] = await tx
      .update(teamCategories)
      .set(await columnsOf(tx, values, id))
      .where(eq(teamCategories.id, id))
      .returning();
    await recordAudit(tx, user, {
      entity: 'teamCategory',
      recordId: id,
      action: 'update',
      before: audited(before),
      after: audited(after),
    });
    await announceLookupChange(tx);
  });
}

/** Only a category without teams, groups and matches. */
export async function deleteTeamCategory(db: Db, user: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    const before = await lockedRow(tx, teamCategories, teamCategories.id, id, 'Team category');
    await refuseWhenUsed(`category ${before.code}`, {
      matches: countWhere(tx, matches, eq(matches.teamCategoryId, id)),
      teams: countWhere(tx, competitionTeams, eq(competitionTeams.teamCategoryId, id)),
      groups: countWhere(tx, competitionGroups, eq(competitionGroups.teamCategoryId, id)),
    });
    await tx.delete(teamCategories).where(eq(teamCategories.id, id));
    await recordAudit(tx, user, { entity: 'teamCategory', recordId: id, action: 'delete', before: audited(before) });
    await announceLookupChange(tx);
  });
}
