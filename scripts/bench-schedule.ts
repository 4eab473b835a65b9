// The competition builder at the demo's scale: reads the demo's teams, halls and days from the seeded
// embedded database (the server stopped), draws and schedules every category with the domain's
// builder, and measures the demo generator's stored schedule with the same checker and figures.
import { PGlite } from '@electric-sql/pglite';
import { drawGroups } from '../packages/domain/src/schedule/draw';
import { defaultFormat, formatPlacementFrame, formatRules, formatShape } from '../packages/domain/src/schedule/format';
import { scheduleQuality, type ScheduleQuality } from '../packages/domain/src/schedule/quality';
import {
  type CategoryRules,
  type PlanMatch,
  type Placement,
  parseTime,
  type RuleContext,
  ScheduleState,
} from '../packages/domain/src/schedule/rules';
import { buildSchedule } from '../packages/domain/src/schedule/scheduler';
import { buildCompetition } from '../packages/domain/src/schedule/structure';

export type ScheduleFigure = { name: string; value: string; target?: string; ok?: boolean };

type Row = Record<string, unknown>;
const FINAL_LEVELS = new Set(['final', 'third_place']);
/** The halls' opening hours in the demo (its generator's frame). */
const HOURS = { open: 8 * 60, close: 20 * 60 };

type DemoInput = {
  days: string[];
  hallIds: number[];
  categories: { id: number; code: string; matchLength: number; weight: number }[];
  teams: { teamId: number; clubId: number; country: string; categoryId: number }[];
  demo: { matches: PlanMatch[]; placements: Placement[] };
};

async function readDemo(dataDir: string): Promise<DemoInput> {
  const db = new PGlite(dataDir);
  try {
    const q = async <T extends Row>(sql: string) => (await db.query<T>(sql)).rows;
    const days = (await q<{ day: string }>('select distinct day::text as day from competition_matches order by 1')).map(
      (r) => r.day,
    );
    const hallIds = (
      await q<{ id: number }>('select id from places where place_type_id = 1 and is_active order by id')
    ).map((r) => r.id);
    const categories = (
      await q<{ id: number; code: string; match_length: number; weight: number }>(
        'select id, code, match_length, weight from team_categories order by weight, id',
      )
    ).map((c) => ({ id: c.id, code: c.code, matchLength: c.match_length, weight: c.weight }));
    // The teams the demo drew: the slots of its preliminary groups.
    const teams = (
      await q<{ id: number; club_id: number; country: string; team_category_id: number }>(`
        select t.id, t.club_id, co.country_code as country, t.team_category_id
        from competition_group_standings s
        join competition_groups g on g.id = s.competition_group_id
        join round_levels l on l.id = g.competition_round_level_id and l.system_name = 'preliminary'
        join competition_teams t on t.id = s.team_id
        join clubs c on c.id = t.club_id
        join countries co on co.id = c.country_id
        order by t.id`)
    ).map((t) => ({ teamId: t.id, clubId: t.club_id, country: t.country, categoryId: t.team_category_id }));
    const rows = await q<{
      id: number;
      team_category_id: number;
      label: string;
      level: string;
      home_team_id: number | null;
      away_team_id: number | null;
      home_from: string | null;
      home_rank: number | null;
      away_from: string | null;
      away_rank: number | null;
      day: string;
      time: string;
      place_id: number;
      match_length: number;
    }>(`
      select m.id, m.team_category_id, g.label, l.system_name as level, m.home_team_id, m.away_team_id,
        hg.label as home_from, m.home_team_competition_standings as home_rank,
        ag.label as away_from, m.away_team_competition_standings as away_rank,
        m.day::text as day, m.time, m.place_id, m.match_length
      from competition_matches m
      join competition_groups g on g.id = m.competition_group_id
      join round_levels l on l.id = g.competition_round_level_id
      left join competition_groups hg on hg.id = m.home_team_competition_group_id
      left join competition_groups ag on ag.id = m.away_team_competition_group_id
      order by m.id`);
    const side = (teamId: number | null, label: string | null, rank: number | null) => ({
      teamId,
      from: label && rank ? { groupLabel: label, rank } : null,
    });
    const matches: PlanMatch[] = rows.map((r) => ({
      key: String(r.id),
      categoryId: r.team_category_id,
      groupLabel: r.label,
      level: r.level,
      round: 0,
      home: side(r.home_team_id, r.home_from, r.home_rank),
      away: side(r.away_team_id, r.away_from, r.away_rank),
      length: r.match_length,
    }));
    const placements = rows.map((r) => ({ day: days.indexOf(r.day), start: parseTime(r.time), placeId: r.place_id }));
    return { days, hallIds, categories, teams, demo: { matches, placements } };
  } finally {
    await db.close();
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function measureSchedule(dataDir: string): Promise<ScheduleFigure[]> {
  const input = await readDemo(dataDir);
  const { days, hallIds, categories, teams, demo } = input;

  // The demo generator's frame: each category in its own block of halls, finals in the first halls.
  const blocks = new Map<number, Set<number>>();
  const finalHalls = new Set<number>();
  demo.matches.forEach((m, i) => {
    const hall = demo.placements[i].placeId;
    if (FINAL_LEVELS.has(m.level)) finalHalls.add(hall);
    else blocks.set(m.categoryId, (blocks.get(m.categoryId) ?? new Set()).add(hall));
  });
  const youngest = new Set(categories.filter((c) => c.code.endsWith('E')).map((c) => c.id));
  const formats = new Map(
    categories.map((c) => {
      const count = teams.filter((t) => t.categoryId === c.id).length;
      const format = {
        ...defaultFormat(count, c.matchLength, youngest.has(c.id)),
        placeIds: [...(blocks.get(c.id) ?? [])].sort((a, b) => a - b),
        finalPlaceIds: [...finalHalls].sort((a, b) => a - b),
      };
      return [c.id, format];
    }),
  );
  const rules = new Map<number, CategoryRules>(
    categories.map((c) => [c.id, formatRules(formats.get(c.id)!, hallIds, days.length)]),
  );
  const frames = new Map(categories.map((c) => [c.id, formatPlacementFrame(formats.get(c.id)!, hallIds)]));
  const context: RuleContext = { categories: rules, hours: () => HOURS };
  const qualityOptions = {
    youngestCategoryIds: youngest,
    finals: new Map(categories.map((c) => [c.id, { placeIds: [...finalHalls], earliest: 10 * 60 }])),
    clubOfTeam: new Map(teams.map((t) => [t.teamId, t.clubId])),
  };

  // The demo generator's stored result, measured the same way.
  const demoState = new ScheduleState(demo.matches, demo.placements, context);
  const demoConflicts = demoState.conflicts();
  const demoQuality = scheduleQuality(demoState, qualityOptions);

  // The builder: draw every category, build its competition tree, schedule everything at once.
  const started = performance.now();
  const matches: PlanMatch[] = [];
  let drawWarnings = 0;
  for (const c of categories) {
    const format = formats.get(c.id)!;
    const own = teams.filter((t) => t.categoryId === c.id);
    if (own.length === 0) continue;
    const drawn = drawGroups(own, format.groupCount, 2025 + c.id);
    drawWarnings += drawn.warnings.filter((w) => w.rule === 'club').length;
    matches.push(...buildCompetition(c.id, c.code, drawn.groups, formatShape(format)).matches);
  }
  const drawnAt = performance.now();
  const weight = new Map(categories.map((c) => [c.id, c.weight]));
  const result = buildSchedule(matches, context, {
    earliestOf: (m) => frames.get(m.categoryId)!.earliestOf(m),
    hallsOf: (m) => frames.get(m.categoryId)!.hallsOf(m),
    priorityOf: (m) => weight.get(m.categoryId) ?? 0,
    avoidEdges: (m) => youngest.has(m.categoryId),
    seed: 2025,
  });
  const builtMs = performance.now() - started;
  const conflicts = result.state.conflicts();
  const quality = scheduleQuality(result.state, qualityOptions);

  // One move: a random match to a random hall, day and time of its category, checked against the rules.
  const moveMs: number[] = [];
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  // The first calls compile the checker; a running server has long done that.
  for (let k = 0; k < 1020; k++) {
    const i = Math.floor(random() * matches.length);
    const r = rules.get(matches[i].categoryId)!;
    const to = {
      placeId: r.placeIds[Math.floor(random() * r.placeIds.length)],
      day: Math.floor(random() * days.length),
      start: 8 * 60 + 5 * Math.floor(random() * 138),
    };
    const t = performance.now();
    result.state.checkMove(i, to);
    if (k >= 20) moveMs.push(performance.now() - t);
  }

  const both = (name: string, pick: (q: ScheduleQuality) => number | null) => ({
    name: `  ${name}, builder / demo generator`,
    value: `${pick(quality) ?? '–'} / ${pick(demoQuality) ?? '–'}`,
  });
  const moveP99 = percentile(moveMs, 99);
  return [
    {
      name: `draw + schedule of all categories (${teams.length} teams, ${matches.length} matches, ${hallIds.length} halls, ${days.length} days)`,
      value: `${(builtMs / 1000).toFixed(2)} s (draw ${((drawnAt - started) / 1000).toFixed(2)} s)`,
      target: '<= 10 s',
      ok: builtMs <= 10_000,
    },
    {
      name: '  hard conflicts, builder / demo generator',
      value: `${conflicts.length} / ${demoConflicts.length}`,
      target: 'builder 0',
      ok: conflicts.length === 0 && result.unplaced.length === 0,
    },
    {
      name: '  draws with two teams of one club in a group (avoidable)',
      value: String(drawWarnings),
      target: '0',
      ok: drawWarnings === 0,
    },
    {
      name: '  one-move check (1,000 random moves): p99 / max',
      value: `${moveP99.toFixed(2)} / ${Math.max(...moveMs).toFixed(2)} ms`,
      target: '< 50 ms',
      ok: Math.max(...moveMs) < 50,
    },
    {
      name: '  matches placed, builder / demo generator',
      value: `${quality.placed}/${quality.matches} / ${demoQuality.placed}/${demoQuality.matches}`,
    },
    both('minimum rest (min)', (q) => q.minRestMinutes),
    both('average rest within a day (min)', (q) => q.averageRestMinutes),
    both('hall changes', (q) => q.hallChanges),
    both('team days with a hall change', (q) => q.teamDaysWithHallChange),
    both('youngest categories first or last in a hall', (q) => q.youngestAtEdges),
    both('finals off the chosen halls and time', (q) => q.finalsOffTarget),
    both('one club in two halls at once', (q) => q.clubSplits),
  ];
}
