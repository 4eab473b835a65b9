// The rehearsal's database: a scratch PostgreSQL database seeded with the demo, its busiest day read
// as the script the hall reporters replay (each match's events as the demo generator made them),
// then the tournament put back to the morning of that day (that day's and later matches not started,
// their events gone, tables and play-off slots derived again), and one reporter account per hall.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { DEMO_PASSWORD } from '../apps/server/src/db/demo/seed';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { users } from '../apps/server/src/db/schema/index';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { recomputeCompetition } from '../apps/server/src/modules/competition/standings-service';

export type StageCode = 'not_started' | '1st_half' | '2nd_half' | 'shootout' | 'waiting_for_approval' | 'finished';

/** One event as the reporter enters it; `at` is its game time in seconds (the match clock). */
export type ScriptEvent = {
  at: number;
  minute: number;
  second: number;
  stage: StageCode;
  eventTypeId: number;
  participantId: number;
  secondaryParticipantId: number | null;
  sevenMeterThrow: boolean;
};

export type ScriptMatch = {
  id: number;
  placeId: number;
  /** Scheduled start, seconds after the day's midnight. */
  start: number;
  /** Minutes. */
  length: number;
  groupId: number;
  categoryId: number;
  walkover: 'home' | 'away' | 'both' | null;
  events: ScriptEvent[];
  /** The score the demo gave it, which the replay must reach again. */
  homeScore: number;
  awayScore: number;
  /** Its referees' ids by position, for the office's edits. */
  refereeIds: number[];
};

export type HallScript = { placeId: number; reporter: string; matches: ScriptMatch[] };

export type RehearsalScript = {
  day: string;
  nextDay: string | null;
  halls: HallScript[];
  stageIds: Record<StageCode, number>;
};

const WALKOVERS: Record<string, ScriptMatch['walkover']> = { '5:0': 'home', '0:5': 'away', '0:0': 'both' };
const parseTime = (hhmm: string) => Number(hhmm.slice(0, 2)) * 3600 + Number(hhmm.slice(3, 5)) * 60;

/** The database of `url` dropped and created empty; answers how to drop it again. */
export async function scratchDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const exec = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await exec(`drop database if exists ${name} with (force)`);
  await exec(`create database ${name}`);
  return { label: `${target.host}/${name}`, drop: () => exec(`drop database if exists ${name} with (force)`) };
}

type MatchRow = {
  id: number;
  place_id: number;
  time: string;
  match_length: number;
  competition_group_id: number;
  team_category_id: number;
  walk_over: boolean;
  home_score: number;
  away_score: number;
  referee_ids: number[] | null;
};
type EventRow = {
  match_id: number;
  minute: number;
  second: number;
  stage: StageCode;
  competition_event_type_id: number;
  competition_match_participant_id: number;
  secondary_participant_id: number | null;
  seven_meter_throw: boolean;
};

/**
 * Seeds the demo into the empty database of `url`, reads the busiest day's script for the first
 * `hallCount` halls (matches starting before `until`, HH:MM), and resets the tournament to that
 * day's morning. Runs before any server starts, so no instance holds data of the seeded state.
 */
export async function prepareRehearsal(
  url: string,
  options: { hallCount: number; until: string; log: (message: string) => void },
): Promise<RehearsalScript> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    const { db } = database;
    await prepareDatabase(database, { seedDemo: true, log: options.log });
    const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);
    const [{ day, next_day: nextDay }] = await q<{ day: string; next_day: string | null }>(sql`
      with busiest as (select day from competition_matches group by day order by count(*) desc, day limit 1)
      select b.day::text as day,
        (select min(m.day)::text from competition_matches m where m.day > b.day) as next_day
      from busiest b`);
    const halls = await q<{ place_id: number }>(sql`
      select distinct place_id from competition_matches where day = ${day}::date order by place_id
      limit ${options.hallCount}`);
    const hallIds = halls.map((h) => h.place_id);
    const matchRows = await q<MatchRow>(sql`
      select m.id, m.place_id, m.time, m.match_length, m.competition_group_id, m.team_category_id, m.walk_over,
        m.home_score, m.away_score,
        (select array_agg(r.referee_id order by r.position) from competition_match_referees r where r.match_id = m.id)
          as referee_ids
      from competition_matches m
      where m.day = ${day}::date and m.place_id = any(${`{${hallIds.join(',')}}`}::int[]) and m.time < ${options.until}
        and m.home_team_id is not null and m.away_team_id is not null
      order by m.place_id, m.time`);
    const eventRows = await q<EventRow>(sql`
      select e.match_id, e.minute, e.second, s.code as stage, e.competition_event_type_id,
        e.competition_match_participant_id, e.secondary_participant_id, e.seven_meter_throw
      from competition_match_events e join match_stages s on s.id = e.competition_match_stage_id
      where e.match_id = any(${`{${matchRows.map((m) => m.id).join(',')}}`}::int[])
      order by e.match_id, s.id, e.minute, e.second, e.created_timestamp`);
    const stageRows = await q<{ id: number; code: StageCode }>(sql`select id, code from match_stages`);
    const stageIds = Object.fromEntries(stageRows.map((s) => [s.code, s.id])) as Record<StageCode, number>;

    const eventsByMatch = new Map<number, ScriptEvent[]>();
    for (const e of eventRows) {
      const list = eventsByMatch.get(e.match_id) ?? [];
      list.push({
        at: e.minute * 60 + e.second,
        minute: e.minute,
        second: e.second,
        stage: e.stage,
        eventTypeId: e.competition_event_type_id,
        participantId: e.competition_match_participant_id,
        secondaryParticipantId: e.secondary_participant_id,
        sevenMeterThrow: e.seven_meter_throw,
      });
      eventsByMatch.set(e.match_id, list);
    }
    const script: RehearsalScript = {
      day,
      nextDay,
      stageIds,
      halls: hallIds.map((placeId) => ({
        placeId,
        reporter: '',
        matches: matchRows
          .filter((m) => m.place_id === placeId)
          .map((m) => ({
            id: m.id,
            placeId,
            start: parseTime(m.time),
            length: m.match_length,
            groupId: m.competition_group_id,
            categoryId: m.team_category_id,
            walkover: m.walk_over ? (WALKOVERS[`${m.home_score}:${m.away_score}`] ?? 'both') : null,
            events: m.walk_over ? [] : (eventsByMatch.get(m.id) ?? []),
            homeScore: m.home_score,
            awayScore: m.away_score,
            refereeIds: m.referee_ids ?? [],
          })),
      })),
    };

    options.log(`Putting the tournament back to the morning of ${day}…`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        delete from competition_match_events e using competition_matches m
        where m.id = e.match_id and m.day >= ${day}::date`);
      await tx.execute(sql`
        update competition_matches set competition_match_stage_id = ${stageIds.not_started}, home_score = null,
          away_score = null, home_goals_count = 0, away_goals_count = 0, walk_over = false, score_entered = false,
          ended_in_shootout = false, clock_running = false, clock_elapsed_ms = 0, clock_at = null
        where day >= ${day}::date`);
      await recomputeCompetition(tx);
    });
    await db.execute(sql`analyze`);

    // One reporter per hall; the demo's own reporter keeps the first hall.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const hall of script.halls) {
      const [place] = await q<{ reporter: string | null }>(
        sql`select (data->>'hall_reporter') as reporter from places where id = ${hall.placeId}`,
      );
      if (place.reporter) {
        const [user] = await q<{ username: string }>(
          sql`select username from users where id = ${Number(place.reporter)}`,
        );
        hall.reporter = user.username;
        continue;
      }
      const username = `hall-${hall.placeId}.reporter@example.com`;
      const [created] = await db
        .insert(users)
        .values({
          username,
          firstName: 'Hall',
          lastName: `Reporter ${hall.placeId}`,
          passwordHash,
          locale: 'cs',
          roles: ['ROLE_USER', 'ROLE_COMPETITION_REPORTER'],
        })
        .returning({ id: users.id });
      await db.execute(sql`
        update places set data = jsonb_set(coalesce(data, '{}'::jsonb), '{hall_reporter}', to_jsonb(${created.id}::int))
        where id = ${hall.placeId}`);
      hall.reporter = username;
    }
    return script;
  } finally {
    await database.close();
  }
}
