import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import { type CategoryFormat, categoryFormatSchema, defaultFormat, formatRules } from '@tms/domain/schedule/format';
import {
  type CategoryRules,
  type OpeningHours,
  type PlanMatch,
  type Placement,
  parseTime,
  type RuleContext,
} from '@tms/domain/schedule/rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  categoryFormats,
  clubs,
  competitionGroups,
  competitionTeams,
  countries,
  type MatchStageCode,
  matches,
  matchStages,
  places,
  roundLevels,
  teamCategories,
} from '../../db/schema/index';
import { tournamentDays } from '../referee-office/registration-service';

/** Halls open 08:00-20:00 unless a hall's data says otherwise (`opening_hours: { open, close }`). */
const DEFAULT_HOURS = { open: 8 * 60, close: 20 * 60 };

export type CategoryInfo = { id: number; code: string; weight: number; matchLength: number; teams: number };

/** What the builder needs to know about the edition: days, halls, categories and their formats. */
export type World = {
  days: string[];
  hallIds: number[];
  categories: CategoryInfo[];
  formats: Map<number, { format: CategoryFormat; isDefault: boolean }>;
  context: RuleContext;
};

export async function approvedTeams(db: DbOrTx, categoryId?: number) {
  return db
    .select({
      teamId: competitionTeams.id,
      clubId: competitionTeams.clubId,
      categoryId: competitionTeams.teamCategoryId,
      country: countries.countryCode,
    })
    .from(competitionTeams)
    .innerJoin(clubs, eq(clubs.id, competitionTeams.clubId))
    .innerJoin(countries, eq(countries.id, clubs.countryId))
    .where(
      and(
        inArray(clubs.registrationState, ['approved', 'processed']),
        categoryId === undefined ? undefined : eq(competitionTeams.teamCategoryId, categoryId),
      ),
    )
    .orderBy(asc(competitionTeams.id));
}

export async function loadWorld(db: DbOrTx): Promise<World> {
  const [days, halls, categoryRows, stored, teams] = await Promise.all([
    tournamentDays(db),
    db
      .select({ id: places.id, data: places.data })
      .from(places)
      .where(and(eq(places.placeTypeId, PLACE_TYPE_IDS.hall), eq(places.isActive, true)))
      .orderBy(asc(places.id)),
    db.select().from(teamCategories).orderBy(asc(teamCategories.weight), asc(teamCategories.id)),
    db.select().from(categoryFormats),
    approvedTeams(db),
  ]);
  const youngestLetter = categoryRows
    .map((c) => c.code.slice(-1))
    .sort()
    .at(-1);
  const categories = categoryRows.map((c) => ({
    id: c.id,
    code: c.code,
    weight: c.weight,
    matchLength: c.matchLength,
    teams: teams.filter((t) => t.categoryId === c.id).length,
  }));
  const formats = new Map(
    categories.map((c) => {
      const row = stored.find((s) => s.teamCategoryId === c.id);
      const parsed = row ? categoryFormatSchema.safeParse(row.format) : null;
      return [
        c.id,
        parsed?.success
          ? { format: parsed.data, isDefault: false }
          : { format: defaultFormat(c.teams, c.matchLength, c.code.endsWith(youngestLetter ?? '')), isDefault: true },
      ];
    }),
  );
  const hallIds = halls.map((h) => h.id);
  const hoursOf = new Map(
    halls.map((h) => {
      const own = h.data.opening_hours as { open?: string; close?: string } | undefined;
      const valid = (v?: string) => typeof v === 'string' && /^\d{2}:\d{2}$/.test(v);
      return [
        h.id,
        own && valid(own.open) && valid(own.close)
          ? { open: parseTime(own.open!), close: parseTime(own.close!) }
          : DEFAULT_HOURS,
      ];
    }),
  );
  const hours: OpeningHours = (placeId) => hoursOf.get(placeId) ?? null;
  const rules = new Map<number, CategoryRules>(
    categories.map((c) => [c.id, formatRules(formats.get(c.id)!.format, hallIds, days.length)]),
  );
  return { days, hallIds, categories, formats, context: { categories: rules, hours } };
}

export type StoredMatch = {
  id: number;
  stage: MatchStageCode;
  plan: PlanMatch;
  placement: Placement | null;
  day: string;
  time: string;
  placeId: number;
  streamUrl: string | null;
};

/** Every stored match as the rules see it (key = the match id). */
export async function loadMatches(db: DbOrTx, days: readonly string[]): Promise<StoredMatch[]> {
  const home = alias(competitionGroups, 'home_group');
  const away = alias(competitionGroups, 'away_group');
  const rows = await db
    .select({
      m: matches,
      label: competitionGroups.label,
      level: roundLevels.systemName,
      stage: matchStages.code,
      homeFrom: home.label,
      awayFrom: away.label,
    })
    .from(matches)
    .innerJoin(competitionGroups, eq(competitionGroups.id, matches.competitionGroupId))
    .innerJoin(roundLevels, eq(roundLevels.id, competitionGroups.competitionRoundLevelId))
    .innerJoin(matchStages, eq(matchStages.id, matches.competitionMatchStageId))
    .leftJoin(home, eq(home.id, matches.homeTeamCompetitionGroupId))
    .leftJoin(away, eq(away.id, matches.awayTeamCompetitionGroupId))
    .orderBy(asc(matches.id));
  return rows.map(({ m, label, level, stage, homeFrom, awayFrom }) => {
    const day = days.indexOf(m.day);
    return {
      id: m.id,
      stage,
      day: m.day,
      time: m.time,
      placeId: m.placeId,
      streamUrl: m.streamUrl,
      placement: day < 0 ? null : { day, start: parseTime(m.time), placeId: m.placeId },
      plan: {
        key: String(m.id),
        categoryId: m.teamCategoryId,
        groupLabel: label,
        level,
        round: 0,
        home: {
          teamId: m.homeTeamId,
          from:
            homeFrom && m.homeTeamCompetitionStandings
              ? { groupLabel: homeFrom, rank: m.homeTeamCompetitionStandings }
              : null,
        },
        away: {
          teamId: m.awayTeamId,
          from:
            awayFrom && m.awayTeamCompetitionStandings
              ? { groupLabel: awayFrom, rank: m.awayTeamCompetitionStandings }
              : null,
        },
        length: m.matchLength,
      },
    };
  });
}
