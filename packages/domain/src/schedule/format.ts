import { z } from 'zod';
import { ruleIssue } from '../errors';
import { type CategoryRules, formatTime, parseTime, type PlanMatch } from './rules';
import { type CompetitionShape, ROUND_LEVELS, type RoundLevel } from './structure';

const time = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
const minutes = (max: number) => z.number().int().min(0).max(max);

/**
 * A category's competition format as the organiser sets it: the shape of the competition and the
 * frame of its schedule. Day numbers are indexes into the tournament days.
 */
export const categoryFormatSchema = z
  .object({
    groupCount: z.number().int().min(1).max(32),
    mainGroups: z.boolean(),
    playoffA: z.boolean(),
    playoffB: z.boolean(),
    placementGroups: z.boolean(),
    matchLength: z.object(
      Object.fromEntries(ROUND_LEVELS.map((l) => [l, z.number().int().min(5).max(120)])) as Record<
        RoundLevel,
        z.ZodNumber
      >,
    ),
    minRestMinutes: minutes(720),
    hallBreakMinutes: minutes(120),
    /** Halls the category may use; empty: every hall. */
    placeIds: z.array(z.number().int().positive()).max(200),
    /** Tournament days the category may use; empty: every day. */
    days: z.array(z.number().int().min(0).max(30)).max(31),
    earliestStart: time,
    latestStart: time,
    /** First day of each round level (an index into the tournament days). */
    levelFirstDay: z.object(
      Object.fromEntries(ROUND_LEVELS.map((l) => [l, z.number().int().min(0).max(30)])) as Record<
        RoundLevel,
        z.ZodNumber
      >,
    ),
    /** Halls and earliest start of the finals and 3rd-place matches; empty: the category's halls. */
    finalPlaceIds: z.array(z.number().int().positive()).max(50),
    finalsEarliest: time.nullable(),
    /** One of the youngest categories: kept out of a hall's first and last match of a day. */
    youngest: z.boolean(),
  })
  .superRefine((f, ctx) => {
    if (f.earliestStart <= f.latestStart) return;
    ctx.addIssue({
      code: 'custom',
      path: ['latestStart'],
      input: f.latestStart,
      ...ruleIssue('latestBeforeEarliest', { earliest: f.earliestStart }),
    });
  });
export type CategoryFormat = z.infer<typeof categoryFormatSchema>;

/** A power of two (the play-off brackets need one) giving groups nearest to four or five teams. */
export function defaultGroupCount(teams: number): number {
  let count = 1;
  while (Math.abs(teams / (count * 2) - 4.5) < Math.abs(teams / count - 4.5)) count *= 2;
  return count;
}

/** The 2025 format: preliminary groups Friday-Saturday, main and placement groups from Saturday, play-offs Sunday, semi-finals and finals Monday. */
export function defaultFormat(teams: number, matchLength: number, youngest = false): CategoryFormat {
  return {
    groupCount: defaultGroupCount(teams),
    mainGroups: true,
    playoffA: true,
    playoffB: true,
    placementGroups: true,
    matchLength: Object.fromEntries(ROUND_LEVELS.map((l) => [l, matchLength])) as Record<RoundLevel, number>,
    minRestMinutes: 60,
    hallBreakMinutes: 5,
    placeIds: [],
    days: [],
    earliestStart: '08:00',
    // Halls close at 20:00: the last match starts so that it ends by then.
    latestStart: formatTime(20 * 60 - matchLength),
    levelFirstDay: {
      preliminary: 0,
      main: 1,
      placement_group: 1,
      round_of_16: 2,
      quarter_final: 2,
      semi_final: 3,
      third_place: 3,
      final: 3,
    },
    finalPlaceIds: [],
    finalsEarliest: '10:00',
    youngest,
  };
}

export function formatShape(format: CategoryFormat): CompetitionShape {
  const { mainGroups, playoffA, playoffB, placementGroups, matchLength } = format;
  return { mainGroups, playoffA, playoffB, placementGroups, matchLength };
}

/** The hard-rule frame of a category: its halls (the finals' too), days and hours. */
export function formatRules(format: CategoryFormat, allPlaceIds: readonly number[], dayCount: number): CategoryRules {
  const halls = format.placeIds.length ? format.placeIds : allPlaceIds;
  return {
    minRest: format.minRestMinutes,
    hallBreak: format.hallBreakMinutes,
    placeIds: [...new Set([...halls, ...format.finalPlaceIds])],
    days: format.days.length ? format.days : Array.from({ length: dayCount }, (_, d) => d),
    earliest: parseTime(format.earliestStart),
    latest: parseTime(format.latestStart),
  };
}

const FINAL_LEVELS = new Set<string>(['final', 'third_place']);

/** Earliest start (minutes from the first day's midnight) and halls of a match under its format. */
export function formatPlacementFrame(format: CategoryFormat, allPlaceIds: readonly number[]) {
  const halls = format.placeIds.length ? format.placeIds : allPlaceIds;
  return {
    earliestOf: (m: PlanMatch) => {
      const day = format.levelFirstDay[m.level as RoundLevel] ?? 0;
      const at = FINAL_LEVELS.has(m.level) && format.finalsEarliest ? format.finalsEarliest : format.earliestStart;
      return day * 1440 + parseTime(at);
    },
    hallsOf: (m: PlanMatch) =>
      FINAL_LEVELS.has(m.level) && format.finalPlaceIds.length ? format.finalPlaceIds : halls,
  };
}
