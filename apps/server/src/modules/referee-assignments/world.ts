import type { OwnCountryMode } from '@tms/domain/contract/referee-assignments';
import { OWN_COUNTRY_MODES } from '@tms/domain/contract/referee-assignments';
import {
  type AssignableMatch,
  type AssignableReferee,
  DEFAULT_REFEREE_RULES,
  type RefereeRules,
  clockMinutes,
  colleaguePairs,
  localDateTimeMinutes,
} from '@tms/domain/referee-assignment/rules';
import { matchDemands } from '@tms/domain/referee-assignment/match-demands';
import { parseSingleRefereeCategories, refereesNeeded } from '@tms/domain/referee-assignment/single-referee';
import { teamDisplayName } from '@tms/domain/team-name';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { Locale } from '../translations/texts';
import {
  clubs,
  competitionGroups,
  competitionTeams,
  configurations,
  countries,
  matchReferees,
  matchStages,
  matches,
  placeTranslations,
  places,
  refereeAssignments,
  refereeInHalls,
  refereeRanks,
  refereeUnavailability,
  referees,
  roundLevels,
  teamCategories,
} from '../../db/schema/index';

// Loads what the referee rules read: the matches with their times, halls and teams' countries,
// the approved referees with their days, periods, halls and ranks, and the configured rules.

export type MatchInfo = AssignableMatch & {
  matchNumber: number;
  time: string;
  categoryCode: string;
  groupLabel: string;
  roundLevel: string;
  stageCode: string;
  placeName: string;
  homeTeamName: string | null;
  awayTeamName: string | null;
};

export type RefereeInfo = AssignableReferee & {
  firstName: string;
  lastName: string;
  email: string;
  userId: number | null;
  countryCode: string;
  colleagueRefereeId: number | null;
  highestCompetition: string | null;
};

export async function loadRefereeRules(db: DbOrTx): Promise<RefereeRules> {
  const rows = await db
    .select({ key: configurations.key, value: configurations.value })
    .from(configurations)
    .where(like(configurations.key, 'referee_assignment.%'));
  const value = (key: string) => rows.find((r) => r.key === `referee_assignment.${key}`)?.value?.trim() ?? '';
  const int = (key: string, fallback: number) => {
    const n = Number.parseInt(value(key), 10);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  const own = value('own_country');
  const d = DEFAULT_REFEREE_RULES;
  return {
    bufferMinutes: int('buffer_minutes', d.bufferMinutes),
    maxPerDay: Math.max(1, int('max_matches_per_day', d.maxPerDay)),
    maxInARow: Math.max(1, int('max_in_a_row', d.maxInARow)),
    breakMinutes: int('break_minutes', d.breakMinutes),
    ownCountry: (OWN_COUNTRY_MODES as readonly string[]).includes(own) ? (own as OwnCountryMode) : d.ownCountry,
  };
}

export const SINGLE_REFEREE_CATEGORIES_KEY = 'referee_assignment.single_referee_categories';

/** The categories whose matches get one referee (configuration), as a set of codes. */
export async function loadSingleRefereeCategories(db: DbOrTx): Promise<Set<string>> {
  const [row] = await db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.key, SINGLE_REFEREE_CATEGORIES_KEY));
  return new Set(parseSingleRefereeCategories(row?.value));
}

/** The categories with the oldest birth date they allow (the younger, the later). */
export function loadCategoryAges(db: DbOrTx) {
  return db
    .select({ code: teamCategories.code, birthDateMin: teamCategories.birthDateMin })
    .from(teamCategories)
    .orderBy(asc(teamCategories.code));
}

/** Every match, or the given ones. */
export async function loadMatches(db: DbOrTx, ids?: readonly number[]): Promise<Map<number, MatchInfo>> {
  const home = alias(competitionTeams, 'home');
  const away = alias(competitionTeams, 'away');
  const homeClub = alias(clubs, 'home_club');
  const awayClub = alias(clubs, 'away_club');
  const single = loadSingleRefereeCategories(db);
  const rows = await db
    .select({
      id: matches.id,
      matchNumber: matches.matchNumber,
      day: matches.day,
      time: matches.time,
      length: matches.matchLength,
      placeId: matches.placeId,
      placeName: places.code,
      categoryCode: teamCategories.code,
      groupLabel: competitionGroups.label,
      roundLevel: roundLevels.systemName,
      roundWeight: roundLevels.weight,
      isBracket: roundLevels.isBracket,
      stageCode: matchStages.code,
      homeName: home.name,
      homeNumber: home.teamNumber,
      homeClub: homeClub.name,
      homeCountry: homeClub.countryId,
      awayName: away.name,
      awayNumber: away.teamNumber,
      awayClub: awayClub.name,
      awayCountry: awayClub.countryId,
    })
    .from(matches)
    .innerJoin(places, eq(places.id, matches.placeId))
    .innerJoin(teamCategories, eq(teamCategories.id, matches.teamCategoryId))
    .innerJoin(competitionGroups, eq(competitionGroups.id, matches.competitionGroupId))
    .innerJoin(roundLevels, eq(roundLevels.id, competitionGroups.competitionRoundLevelId))
    .innerJoin(matchStages, eq(matchStages.id, matches.competitionMatchStageId))
    .leftJoin(home, eq(home.id, matches.homeTeamId))
    .leftJoin(homeClub, eq(homeClub.id, home.clubId))
    .leftJoin(away, eq(away.id, matches.awayTeamId))
    .leftJoin(awayClub, eq(awayClub.id, away.clubId))
    .where(ids ? inArray(matches.id, [...ids]) : undefined)
    .orderBy(asc(matches.day), asc(matches.time), asc(matches.id));
  const singleCategories = await single;
  const out = new Map<number, MatchInfo>();
  for (const r of rows) {
    const start = clockMinutes(r.day, r.time);
    out.set(r.id, {
      id: r.id,
      day: r.day,
      start,
      end: start + r.length,
      placeId: r.placeId,
      countryIds: [r.homeCountry, r.awayCountry].filter((c): c is number => c !== null),
      ...matchDemands(r),
      needed: refereesNeeded(r.categoryCode, singleCategories),
      matchNumber: r.matchNumber,
      time: r.time,
      categoryCode: r.categoryCode,
      groupLabel: r.groupLabel,
      roundLevel: r.roundLevel,
      stageCode: r.stageCode,
      placeName: r.placeName ?? String(r.placeId),
      homeTeamName: r.homeClub
        ? teamDisplayName({ name: r.homeName, clubName: r.homeClub, teamNumber: r.homeNumber ?? 1 })
        : null,
      awayTeamName: r.awayClub
        ? teamDisplayName({ name: r.awayName, clubName: r.awayClub, teamNumber: r.awayNumber ?? 1 })
        : null,
    });
  }
  return out;
}

/** Approved referees with what the rules read about them. */
export async function loadReferees(db: DbOrTx): Promise<Map<number, RefereeInfo>> {
  const [rows, periods, halls, ranks] = await Promise.all([
    db
      .select({
        id: referees.id,
        firstName: referees.firstName,
        lastName: referees.lastName,
        email: referees.email,
        userId: referees.userId,
        countryId: referees.countryId,
        countryCode: countries.countryCode,
        colleagueRefereeId: referees.colleagueRefereeId,
        highestCompetition: referees.highestCompetition,
        arrivalDate: referees.arrivalDate,
        departureDate: referees.departureDate,
      })
      .from(referees)
      .innerJoin(countries, eq(countries.id, referees.countryId))
      .where(eq(referees.registrationState, 'approved'))
      .orderBy(asc(referees.id)),
    db.select().from(refereeUnavailability),
    db.select().from(refereeInHalls),
    db.select().from(refereeRanks),
  ]);
  const rankOf = new Map(ranks.map((r) => [r.highestCompetition, r.rank]));
  const pairs = colleaguePairs(rows);
  const out = new Map<number, RefereeInfo>();
  for (const r of rows) {
    out.set(r.id, {
      ...r,
      colleagueId: pairs.get(r.id) ?? null,
      rank: (r.highestCompetition && rankOf.get(r.highestCompetition)) || 1,
      unavailable: [],
      halls: new Map(),
    });
  }
  for (const p of periods) {
    const referee = out.get(p.refereeId);
    if (referee)
      (referee.unavailable as { start: number; end: number }[]).push({
        start: localDateTimeMinutes(p.startsAt),
        end: localDateTimeMinutes(p.endsAt),
      });
  }
  for (const h of halls) (out.get(h.refereeId)?.halls as Map<string, number> | undefined)?.set(h.day, h.placeId);
  return out;
}

export type AssignmentRow = { matchId: number; refereeIds: number[]; locked: boolean };

/** The office's assignment per match (position order) with its lock. */
export async function loadOfficeAssignments(db: DbOrTx, matchIds?: number[]): Promise<Map<number, AssignmentRow>> {
  const rows = await db
    .select()
    .from(refereeAssignments)
    .where(matchIds ? inArray(refereeAssignments.matchId, matchIds) : undefined)
    .orderBy(asc(refereeAssignments.matchId), asc(refereeAssignments.position));
  const out = new Map<number, AssignmentRow>();
  for (const r of rows) {
    const row = out.get(r.matchId) ?? { matchId: r.matchId, refereeIds: [], locked: false };
    row.refereeIds.push(r.refereeId);
    row.locked ||= r.locked;
    out.set(r.matchId, row);
  }
  return out;
}

/** The match's referees now (position order) and who set them. */
export async function loadMatchReferees(db: DbOrTx, matchIds?: number[]) {
  const rows = await db
    .select()
    .from(matchReferees)
    .where(matchIds ? inArray(matchReferees.matchId, matchIds) : undefined)
    .orderBy(asc(matchReferees.matchId), asc(matchReferees.position));
  const out = new Map<number, { refereeIds: number[]; source: 'office' | 'table' }>();
  for (const r of rows) {
    const row = out.get(r.matchId) ?? { refereeIds: [], source: r.source };
    row.refereeIds.push(r.refereeId);
    if (r.source === 'table') row.source = 'table';
    out.set(r.matchId, row);
  }
  return out;
}

/** Names halls in a language: the translation, another language's, then the code. */
export async function loadHallNames(db: DbOrTx) {
  const rows = await db
    .select({ id: places.id, code: places.code, locale: placeTranslations.locale, name: placeTranslations.name })
    .from(places)
    .leftJoin(placeTranslations, eq(placeTranslations.placeId, places.id));
  const byPlace = new Map<number, typeof rows>();
  for (const row of rows) byPlace.set(row.id, [...(byPlace.get(row.id) ?? []), row]);
  return (id: number, locale: Locale) => {
    const own = byPlace.get(id) ?? [];
    return (own.find((n) => n.locale === locale) ?? own[0])?.name ?? own[0]?.code ?? String(id);
  };
}
