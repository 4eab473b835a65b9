// The rehearsal's end check: the events the reporters entered against the database (each
// acknowledged one stored exactly once, every queued one stored as entered, nothing else), the
// matches, tables, play-off slots and statistics recomputed from the stored events against what each
// instance serves, and the answers: no 5xx except from the instance while it died and restarted.
import { readLiveBundle } from '@tms/domain/live-bundle';
import pg from 'pg';
import type { Balancer, Recorded } from './rehearsal-cluster';
import type { ReporterLog } from './rehearsal-log';
import type { SpectatorReport } from './rehearsal-push';
import {
  readStored,
  scoresFromEvents,
  statisticsFromEvents,
  type Stored,
  tablesFromScores,
} from './rehearsal-recompute';
import type { ScriptMatch } from './rehearsal-setup';

/** `events`: one of the checks of the stored events (lost, duplicated or stray events). */
export type Check = { name: string; ok: boolean; detail: string; events?: true };

const some = (list: string[]) =>
  list.length === 0 ? '' : `: ${list.slice(0, 5).join('; ')}${list.length > 5 ? ` … (${list.length})` : ''}`;

function eventChecks(stored: Stored, log: ReporterLog, replayed: Set<number>): Check[] {
  const events = stored.events.filter((e) => replayed.has(e.match_id));
  const byKey = new Map<string, typeof events>();
  for (const e of events) {
    const key = e.client_id ?? `no key ${e.id}`;
    byKey.set(key, [...(byKey.get(key) ?? []), e]);
  }
  const duplicated = [...byKey].filter(([, list]) => list.length > 1).map(([key, list]) => `${key} ×${list.length}`);
  const ackedMissing: string[] = [];
  for (const [key, id] of log.acked) {
    const found = byKey.get(key);
    if (found?.length !== 1 || found[0].id !== id)
      ackedMissing.push(`${key} (event ${id}): stored ${found?.length ?? 0}×`);
  }
  const queuedMissing: string[] = [];
  for (const [key, entered] of log.entered) {
    const found = byKey.get(key)?.[0];
    const e = entered.event;
    const same =
      found &&
      found.match_id === entered.matchId &&
      found.minute === e.minute &&
      found.second === e.second &&
      found.competition_event_type_id === e.eventTypeId &&
      found.competition_match_participant_id === e.participantId &&
      found.competition_match_stage_id === entered.stageId &&
      found.secondary_participant_id === e.secondaryParticipantId &&
      found.seven_meter_throw === e.sevenMeterThrow;
    if (!same) queuedMissing.push(`${key} of match ${entered.matchId}: ${found ? 'stored differently' : 'not stored'}`);
  }
  const strays = events.filter((e) => !e.client_id || !log.entered.has(e.client_id)).map((e) => `event ${e.id}`);
  return [
    {
      name: 'every event a reporter got a 2xx for is stored exactly once',
      events: true,
      ok: ackedMissing.length === 0 && duplicated.length === 0,
      detail: `${log.acked.size} acknowledged, ${duplicated.length} stored more than once${some([...ackedMissing, ...duplicated])}`,
    },
    {
      name: 'every queued event is stored, as entered',
      events: true,
      ok: queuedMissing.length === 0,
      detail: `${log.entered.size} entered, ${events.length} stored${some(queuedMissing)}`,
    },
    {
      name: 'no stored event that no reporter entered',
      events: true,
      ok: strays.length === 0,
      detail: `${strays.length}${some(strays)}`,
    },
  ];
}

type Bundle = ReturnType<typeof readLiveBundle>;

async function served(balancer: Balancer, instance: number, path: string) {
  const answer = await balancer.request(instance, 'check', 'GET', path, { headers: { 'x-action-name': 'check' } });
  if (answer.status !== 200) throw new Error(`${path} on instance ${instance}: ${answer.status}`);
  return JSON.parse(answer.body);
}

/** Matches, tables and statistics on every instance against the recomputation from the stored events. */
async function resultChecks(stored: Stored, script: ScriptMatch[], balancer: Balancer): Promise<Check[]> {
  const scores = scoresFromEvents(stored);
  const tables = tablesFromScores(stored, scores);
  const statistics = statisticsFromEvents(stored);
  const matchProblems: string[] = [];
  const byId = new Map(stored.matches.map((m) => [m.id, m]));
  for (const planned of script) {
    const m = byId.get(planned.id)!;
    const s = scores.get(planned.id)!;
    if (m.stage !== 'finished') matchProblems.push(`match ${m.id} is ${m.stage}`);
    if (s.homeScore !== planned.homeScore || s.awayScore !== planned.awayScore) {
      matchProblems.push(
        `match ${m.id}: events give ${s.homeScore}:${s.awayScore}, the demo had ${planned.homeScore}:${planned.awayScore}`,
      );
    }
  }
  const servedProblems: string[] = [];
  const tableProblems: string[] = [];
  const statisticsProblems: string[] = [];
  for (const [instance] of balancer.instances.entries()) {
    const name = balancer.instances[instance].name;
    const bundle: Bundle = readLiveBundle(await served(balancer, instance, '/api/v1/competition/live'));
    const matches = new Map(bundle.matches.map((m) => [m.id, m]));
    for (const m of stored.matches) {
      const live = matches.get(m.id);
      const s = scores.get(m.id)!;
      if (!live) continue;
      if (
        live.homeScore !== s.homeScore ||
        live.awayScore !== s.awayScore ||
        live.homeGoalsCount !== s.homeGoals ||
        live.awayGoalsCount !== s.awayGoals
      ) {
        servedProblems.push(
          `${name} match ${m.id}: serves ${live.homeScore}:${live.awayScore} (${live.homeGoalsCount}:${live.awayGoalsCount}), events give ${s.homeScore}:${s.awayScore}`,
        );
      }
      const teams = tables.matchTeams.get(m.id);
      if (teams && (live.homeTeamId !== teams[0] || live.awayTeamId !== teams[1])) {
        tableProblems.push(
          `${name} match ${m.id}: teams ${live.homeTeamId}/${live.awayTeamId}, expected ${teams[0]}/${teams[1]}`,
        );
      }
    }
    const rows = new Map(bundle.groupTeams.map((r) => [r.id, r]));
    for (const [slotId, want] of tables.slots) {
      const row = rows.get(slotId);
      const fields = [
        'teamId',
        'standings',
        'games',
        'wins',
        'ties',
        'losses',
        'points',
        'goalsScored',
        'goalsConceded',
        'goalsCountScored',
        'goalsCountConceded',
      ] as const;
      const wrong = fields.filter((f) => row?.[f] !== want[f]);
      if (wrong.length > 0)
        tableProblems.push(
          `${name} slot ${slotId} (group ${row?.competitionGroupId}): ${wrong.map((f) => `${f} ${row?.[f]} ≠ ${want[f]}`).join(', ')}`,
        );
    }
    for (const [code, lines] of statistics) {
      const list = (await served(
        balancer,
        instance,
        `/api/v1/competition/statistics/${encodeURIComponent(code)}`,
      )) as ({ participantId: number; teamId: number } & Record<string, number>)[];
      const seen = new Set<string>();
      for (const row of list) {
        const key = `${row.participantId}:${row.teamId}`;
        seen.add(key);
        const want = lines.get(key);
        const wrong = want
          ? (Object.keys(want) as (keyof typeof want)[]).filter((f) => row[f] !== want[f])
          : ['not expected'];
        if (wrong.length > 0) statisticsProblems.push(`${name} ${code} player ${key}: ${wrong.join(', ')}`);
      }
      for (const key of lines.keys())
        if (!seen.has(key)) statisticsProblems.push(`${name} ${code}: player ${key} missing`);
    }
  }
  return [
    {
      name: 'every replayed match finished with the score of its events, as the demo had it',
      ok: matchProblems.length === 0,
      detail: `${script.length} matches${some(matchProblems)}`,
    },
    {
      name: 'both instances serve the scores the stored events give',
      ok: servedProblems.length === 0,
      detail: `${stored.matches.length} matches of the replayed categories${some(servedProblems)}`,
    },
    {
      name: 'both instances serve the tables and play-off teams the domain computes from the stored events',
      ok: tableProblems.length === 0,
      detail: `${tables.slots.size} table rows${some(tableProblems)}`,
    },
    {
      name: 'both instances serve the player statistics the stored events give',
      ok: statisticsProblems.length === 0,
      detail: `${statistics.size} categories, ${[...statistics.values()].reduce((n, l) => n + l.size, 0)} players${some(statisticsProblems)}`,
    },
  ];
}

export type Dying = { instance: string; from: number; until: number };

export function answerChecks(answers: Recorded[], dying: Dying[], problems: string[]): Check[] {
  const excused = (a: Recorded) => dying.some((d) => d.instance === a.instance && a.at >= d.from && a.at <= d.until);
  const errors = answers.filter((a) => a.status >= 500);
  const unexcused = errors.filter((a) => !excused(a));
  return [
    {
      name: 'no 5xx except from the instance while it died',
      ok: unexcused.length === 0,
      detail: `${errors.length} 5xx, ${unexcused.length} outside the kill${some(unexcused.map((a) => `${a.instance} ${a.kind} ${a.status}`))}`,
    },
    { name: 'no reporter write refused', ok: problems.length === 0, detail: `${problems.length}${some(problems)}` },
  ];
}

export async function endCheck(options: {
  databaseUrl: string;
  script: ScriptMatch[];
  log: ReporterLog;
  balancer: Balancer;
}): Promise<Check[]> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const stored = await readStored(
      client,
      options.script.map((m) => m.id),
    );
    const replayed = new Set(options.script.map((m) => m.id));
    return [
      ...eventChecks(stored, options.log, replayed),
      ...(await resultChecks(stored, options.script, options.balancer)),
    ];
  } finally {
    await client.end();
  }
}

/** Each replayed match's final state as the public sees it, read from the database. */
export async function finalStates(databaseUrl: string, matchIds: number[]): Promise<Map<number, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select id, competition_match_stage_id, home_score, away_score, home_goals_count, away_goals_count
       from competition_matches where id = any($1::int[])`,
      [`{${matchIds.join(',')}}`],
    );
    return new Map(
      rows.map((r) => [
        r.id,
        `${r.competition_match_stage_id}:${r.home_score ?? ''}:${r.away_score ?? ''}:${r.home_goals_count}:${r.away_goals_count}`,
      ]),
    );
  } finally {
    await client.end();
  }
}

/** What the spectators saw: every final score, on the streams that stayed and on those that reconnected. */
export function spectatorChecks(reports: SpectatorReport[], dying: Dying[]): Check[] {
  const sum = (pick: (r: (typeof reports)[number]) => number) => reports.reduce((n, r) => n + pick(r), 0);
  const stayed = sum((r) => r.stayed);
  const misses = reports.flatMap((r) => r.misses);
  const drops = reports.flatMap((r) => r.dropTimes);
  // The killed instance's streams drop at the kill; the others were closed for lagging behind.
  const atKill = drops.filter((t) => dying.some((d) => t >= d.from && t <= d.until)).length;
  return [
    {
      name: 'every spectator that stayed connected saw every final score',
      ok: sum((r) => r.stayedMissing) === 0 && stayed > 0,
      detail: `${stayed} of ${sum((r) => r.streams)} streams stayed connected, ${sum((r) => r.stayedMissing)} missed a final${some(misses.filter((m) => m.includes('(0 drops')))}`,
    },
    {
      name: 'every spectator that reconnected saw every final score',
      ok: sum((r) => r.movedMissing) === 0,
      detail: `${sum((r) => r.streams) - stayed} reconnected (${atKill} drops at the kill, ${drops.length - atKill} closed for lagging, ${sum((r) => r.resets)} resets, ${sum((r) => r.refused)} refused), ${sum((r) => r.movedMissing)} missed a final${some(misses.filter((m) => !m.includes('(0 drops')))}`,
    },
  ];
}
