import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import type { Link } from '@tms/domain/contract/common';
import type { TrainingHallView, TrainingRequest, TrainingSlotView } from '@tms/domain/contract/training';
import { teamDisplayName, teamNameWithCategory } from '@tms/domain/team-name';
import { type TrainingState, formatMinutes } from '@tms/domain/training-slots';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clubs,
  competitionTeams,
  placeTranslations,
  places,
  teamCategories,
  trainingRequests,
} from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { accessibleClub } from '../clubs/club-access';

// The training requests as the club and the office read them, with names in the reader's language.

const HALL = PLACE_TYPE_IDS.hall;
export const ADMIN_TRAINING_PATH = '/api/v1/admin/training-requests';
const clubPath = (clubId: number) => `/api/v1/web/clubs/${clubId}/training-requests`;
type Row = typeof trainingRequests.$inferSelect;

async function placeNames(db: DbOrTx, locale: string): Promise<Map<number, string>> {
  const rows = await db.select().from(placeTranslations);
  const out = new Map<number, string>();
  for (const row of rows) if (!out.has(row.placeId) || row.locale === locale) out.set(row.placeId, row.name);
  return out;
}

/** Active halls that allow at least one kind of training, with what they allow. */
export async function trainingHalls(db: DbOrTx, locale: string): Promise<TrainingHallView[]> {
  const [rows, names] = await Promise.all([
    db
      .select({ id: places.id, code: places.code, allowed: places.allowedTrainingTypesIds })
      .from(places)
      .where(and(eq(places.placeTypeId, HALL), eq(places.isActive, true)))
      .orderBy(asc(places.id)),
    placeNames(db, locale),
  ]);
  return rows
    .filter((row) => row.allowed.length > 0)
    .map((row) => ({
      id: row.id,
      name: names.get(row.id) ?? row.code ?? `#${row.id}`,
      allowedTrainingTypesIds: row.allowed,
    }));
}

function adminLinks(row: Row): Link[] {
  const href = `${ADMIN_TRAINING_PATH}/${row.id}`;
  const links: Link[] = [];
  if (row.state !== 'confirmed')
    links.push({ operationId: 'confirmTrainingRequest', method: 'POST', href: `${href}/confirm` });
  if (row.state !== 'refused')
    links.push({ operationId: 'refuseTrainingRequest', method: 'POST', href: `${href}/refuse` });
  return links;
}

/** Training requests (of one club, or all) with names in the locale, newest first. */
export async function loadTrainingRequests(
  db: DbOrTx,
  locale: string,
  where: { clubId?: number; state?: TrainingState },
  office: boolean,
): Promise<TrainingRequest[]> {
  const conditions: SQL[] = [];
  if (where.clubId !== undefined) conditions.push(eq(trainingRequests.clubId, where.clubId));
  if (where.state) conditions.push(eq(trainingRequests.state, where.state));
  const [rows, names] = await Promise.all([
    db
      .select({
        request: trainingRequests,
        clubName: clubs.name,
        teamName: competitionTeams.name,
        teamNumber: competitionTeams.teamNumber,
        categoryCode: teamCategories.code,
      })
      .from(trainingRequests)
      .innerJoin(clubs, eq(clubs.id, trainingRequests.clubId))
      .innerJoin(competitionTeams, eq(competitionTeams.id, trainingRequests.teamId))
      .innerJoin(teamCategories, eq(teamCategories.id, competitionTeams.teamCategoryId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(trainingRequests.createdAt), desc(trainingRequests.id)),
    placeNames(db, locale),
  ]);
  const slot = (placeId: number, day: string, start: number, end: number): TrainingSlotView => ({
    placeId,
    placeName: names.get(placeId) ?? `#${placeId}`,
    day,
    from: formatMinutes(start),
    to: formatMinutes(end),
  });
  return rows.map(({ request: r, clubName, teamName, teamNumber, categoryCode }) => ({
    id: r.id,
    clubId: r.clubId,
    clubName,
    teamId: r.teamId,
    // A club numbers its teams per category: without it 'DHK Otrokovice I' would stand for several teams.
    teamName: teamNameWithCategory(teamDisplayName({ name: teamName, clubName, teamNumber }), categoryCode),
    trainingTypeId: r.trainingTypeId,
    state: r.state,
    requested: slot(r.requestedPlaceId, r.requestedDay, r.requestedStart, r.requestedEnd),
    slot:
      r.state === 'confirmed' && r.slotPlaceId && r.slotDay && r.slotStart !== null && r.slotEnd !== null
        ? slot(r.slotPlaceId, r.slotDay, r.slotStart, r.slotEnd)
        : null,
    note: r.note,
    refusalReason: r.state === 'refused' ? r.refusalReason : null,
    createdAt: r.createdAt,
    links: office ? adminLinks(r) : [],
  }));
}

/** GET /web/clubs/{id}/training-requests: 403 unless the user manages the club, then 404 when it does not exist. */
export async function clubTrainingView(db: DbOrTx, user: SessionUser, clubId: number, locale: string) {
  const { club } = await accessibleClub(db, user, clubId, 'manage');
  const [items, teams, halls] = await Promise.all([
    loadTrainingRequests(db, locale, { clubId }, false),
    db
      .select({
        id: competitionTeams.id,
        name: competitionTeams.name,
        teamNumber: competitionTeams.teamNumber,
        categoryCode: teamCategories.code,
      })
      .from(competitionTeams)
      .innerJoin(teamCategories, eq(teamCategories.id, competitionTeams.teamCategoryId))
      .where(eq(competitionTeams.clubId, clubId))
      .orderBy(asc(competitionTeams.id)),
    trainingHalls(db, locale),
  ]);
  return {
    items,
    teams: teams.map((team) => ({
      id: team.id,
      name: teamNameWithCategory(teamDisplayName({ ...team, clubName: club.name }), team.categoryCode),
    })),
    halls,
    links: [{ operationId: 'createTrainingRequest', method: 'POST' as const, href: clubPath(clubId) }],
  };
}

/** One request as the office or its club reads it after a change. */
export async function oneRequest(db: DbOrTx, id: number, locale: string, office: boolean) {
  const [row] = await db
    .select({ clubId: trainingRequests.clubId })
    .from(trainingRequests)
    .where(eq(trainingRequests.id, id));
  if (!row) throw notFound('Training request');
  const list = await loadTrainingRequests(db, locale, { clubId: row.clubId }, office);
  return list.find((item) => item.id === id)!;
}
