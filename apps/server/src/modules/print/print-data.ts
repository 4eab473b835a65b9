import type { MatchStageCode } from '@tms/domain/constants';
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  competitionGroups,
  matchParticipants,
  matchReferees,
  matches,
  matchStages,
  participants,
  placeTranslations,
  places,
  roundLevels,
  teamCategories,
} from '../../db/schema/index';
import { groupBy } from '../../lib/collections';
import { publishedPlacement } from '../competition/columns';
import { listPublicReferees } from '../competition/public-referees-service';
import { loadTeamNames } from '../competition/team-names';

/** Both languages of a name: the document picks one. */
export type Names = { cs: string; en: string };

export type PrintPerson = {
  /** The match roster row (events point at it). */
  id: number;
  jerseyNumber: number | null;
  firstName: string;
  lastName: string;
  birthYear: number;
  isLeader: boolean;
};

export type PrintSide = {
  teamId: number | null;
  /** The team's name, or where it comes from while it is not decided. */
  name: string | null;
  from: { rank: number; groupLabel: string } | null;
  /** The match roster (players, then leaders); empty when none is on the match. */
  roster: PrintPerson[];
};

export type PrintHall = { id: number; code: string | null; names: Names; address: string | null };

export type PrintMatch = {
  id: number;
  matchNumber: number;
  day: string;
  time: string;
  matchLength: number;
  stageCode: MatchStageCode;
  categoryCode: string;
  /** The group's label (`MA-A`): its stored name is an English working title. */
  groupLabel: string;
  roundNames: Names;
  hall: PrintHall;
  home: PrintSide;
  away: PrintSide;
  homeScore: number | null;
  awayScore: number | null;
  walkOver: boolean;
  scoreEntered: boolean;
  endedInShootout: boolean;
  /** Names in position order. */
  referees: { position: number; name: string }[];
};

/** Names of halls (or any places) by id, in both languages; the code stands in for a missing name. */
export async function loadHalls(db: DbOrTx, placeIds: number[]): Promise<Map<number, PrintHall>> {
  if (placeIds.length === 0) return new Map();
  const [rows, names] = await Promise.all([
    db
      .select({ id: places.id, code: places.code, address: places.address })
      .from(places)
      .where(inArray(places.id, placeIds)),
    db.select().from(placeTranslations).where(inArray(placeTranslations.placeId, placeIds)),
  ]);
  const byPlace = groupBy(names, (n) => n.placeId);
  return new Map(
    rows.map((row) => {
      const own = byPlace.get(row.id) ?? [];
      const name = (locale: string) =>
        own.find((n) => n.locale === locale)?.name ?? own[0]?.name ?? row.code ?? String(row.id);
      return [row.id, { id: row.id, code: row.code, address: row.address, names: { cs: name('cs'), en: name('en') } }];
    }),
  );
}

/**
 * Everything the printed documents show of `matchIds`, in day, time and hall order, in a handful of
 * queries however many matches: a bulk print loads one hall's matches at a time through it.
 * `rosters` and `referees` add the match rosters and referees (sheets and reports); `published`
 * prints the published day, time and hall (public schedules) instead of the office's draft.
 */
export async function loadPrintMatches(
  db: DbOrTx,
  matchIds: number[],
  include: { rosters?: boolean; referees?: boolean; published?: boolean } = {},
): Promise<PrintMatch[]> {
  if (matchIds.length === 0) return [];
  const placement = include.published
    ? publishedPlacement
    : { day: matches.day, time: matches.time, placeId: matches.placeId };
  const rows = await db
    .select({
      match: { ...getTableColumns(matches), ...placement },
      stageCode: matchStages.code,
      categoryCode: teamCategories.code,
      groupLabel: competitionGroups.label,
      roundCs: roundLevels.nameCs,
      roundEn: roundLevels.nameEn,
    })
    .from(matches)
    .innerJoin(matchStages, eq(matchStages.id, matches.competitionMatchStageId))
    .innerJoin(teamCategories, eq(teamCategories.id, matches.teamCategoryId))
    .innerJoin(competitionGroups, eq(competitionGroups.id, matches.competitionGroupId))
    .innerJoin(roundLevels, eq(roundLevels.id, competitionGroups.competitionRoundLevelId))
    .where(inArray(matches.id, matchIds))
    .orderBy(asc(placement.day), asc(placement.time), asc(placement.placeId), asc(matches.matchNumber));
  const teamIds = [...new Set(rows.flatMap(({ match }) => [match.homeTeamId, match.awayTeamId]))].filter(
    (id): id is number => id !== null,
  );
  const fromGroupIds = [
    ...new Set(rows.flatMap(({ match }) => [match.homeTeamCompetitionGroupId, match.awayTeamCompetitionGroupId])),
  ].filter((id): id is number => id !== null);
  const [teamName, fromGroups, halls, roster, refereeRows] = await Promise.all([
    loadTeamNames(db, teamIds),
    fromGroupIds.length === 0
      ? []
      : db
          .select({ id: competitionGroups.id, label: competitionGroups.label })
          .from(competitionGroups)
          .where(inArray(competitionGroups.id, fromGroupIds)),
    loadHalls(db, [...new Set(rows.map(({ match }) => match.placeId))]),
    include.rosters
      ? db
          .select({
            id: matchParticipants.id,
            matchId: matchParticipants.matchId,
            teamId: matchParticipants.teamId,
            jerseyNumber: matchParticipants.jerseyNumber,
            isLeader: matchParticipants.isLeader,
            firstName: participants.firstName,
            lastName: participants.lastName,
            birthDate: participants.birthDate,
          })
          .from(matchParticipants)
          .innerJoin(participants, eq(participants.id, matchParticipants.participantId))
          .where(inArray(matchParticipants.matchId, matchIds))
          .orderBy(
            asc(matchParticipants.isLeader),
            asc(matchParticipants.jerseyNumber),
            asc(participants.lastName),
            asc(participants.firstName),
          )
      : [],
    include.referees
      ? db
          .select({
            matchId: matchReferees.matchId,
            position: matchReferees.position,
            refereeId: matchReferees.refereeId,
          })
          .from(matchReferees)
          .where(inArray(matchReferees.matchId, matchIds))
          .orderBy(asc(matchReferees.position))
      : [],
  ]);
  const groupLabel = new Map(fromGroups.map((g) => [g.id, g.label]));
  const rosterByMatch = groupBy(roster, (r) => r.matchId);
  const refereesByMatch = groupBy(refereeRows, (r) => r.matchId);
  const refereeNames = new Map(
    (await listPublicReferees(db, [...new Set(refereeRows.map((r) => r.refereeId))])).map((r) => [
      r.id,
      `${r.firstName} ${r.lastName}`,
    ]),
  );

  const side = (
    matchId: number,
    teamId: number | null,
    fromGroupId: number | null,
    rank: number | null,
  ): PrintSide => ({
    teamId,
    name: teamId === null ? null : (teamName.get(teamId) ?? null),
    from:
      teamId === null && fromGroupId !== null && rank !== null
        ? { rank, groupLabel: groupLabel.get(fromGroupId) ?? '' }
        : null,
    roster:
      teamId === null
        ? []
        : (rosterByMatch.get(matchId) ?? [])
            .filter((person) => person.teamId === teamId)
            .map(({ birthDate, matchId: _, teamId: __, ...person }) => ({
              ...person,
              birthYear: Number(birthDate.slice(0, 4)),
            })),
  });

  return rows.map(({ match, stageCode, categoryCode, groupLabel: group, roundCs, roundEn }) => ({
    id: match.id,
    matchNumber: match.matchNumber,
    day: match.day,
    time: match.time,
    matchLength: match.matchLength,
    stageCode,
    categoryCode,
    groupLabel: group,
    roundNames: { cs: roundCs, en: roundEn },
    hall: halls.get(match.placeId) ?? {
      id: match.placeId,
      code: null,
      address: null,
      names: { cs: String(match.placeId), en: String(match.placeId) },
    },
    home: side(match.id, match.homeTeamId, match.homeTeamCompetitionGroupId, match.homeTeamCompetitionStandings),
    away: side(match.id, match.awayTeamId, match.awayTeamCompetitionGroupId, match.awayTeamCompetitionStandings),
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    walkOver: match.walkOver,
    scoreEntered: match.scoreEntered,
    endedInShootout: match.endedInShootout,
    referees: (refereesByMatch.get(match.id) ?? []).flatMap(({ position, refereeId }) => {
      const name = refereeNames.get(refereeId);
      return name ? [{ position, name }] : [];
    }),
  }));
}
