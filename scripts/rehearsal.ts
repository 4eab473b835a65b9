// `npm run rehearsal` (and bench part `rehearsal`): a whole match day at full scale on PostgreSQL.
// Two instances of the built server on the scratch database of BENCH_DATABASE_URL (created and
// dropped); the demo's busiest day replayed with time compressed by its hall reporters through the
// reporter API, a fifth of the halls going offline for minutes and uploading their queue; spectator
// streams split over the instances; the office moving a match, editing referees and streaming the
// next day's sheets; one instance killed with SIGKILL midway and started again, clients failing over
// to the other. Then the end check (rehearsal-check.ts); exits 1 when it fails.
//
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/tms_rehearsal),
// REHEARSAL_HALLS (default 41: every hall of the day), REHEARSAL_STREAMS (5000), REHEARSAL_SPEED
// (day seconds per second, 24: the day in about half an hour; every stream carries each change, so
// at 72× the 5,000 streams take some 275,000 arrivals a second, more than two shared cores carry),
// REHEARSAL_UNTIL (matches starting before HH:MM, default the whole day),
// REHEARSAL_OFFLINE_SECONDS (how long an offline hall stays
// offline, min-max, default 120-300), REHEARSAL_KILL (1: kill an instance midway; 0: no kill);
// REHEARSAL_SHORT=1 gives CI's shortened run (10 halls until 13:00 at 180×, 500 streams, offline
// 20-40 s, one kill), each value still overridable.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { answerChecks, type Check, type Dying, endCheck, finalStates, spectatorChecks } from './rehearsal-check';
import { Balancer, freePort, Instance, runningInstances, serverEntry, sleep } from './rehearsal-cluster';
import { type Figure, fmt, printRehearsal, rehearsalFigures } from './rehearsal-figures';
import { officeDay, type OfficeAction } from './rehearsal-office';
import { DayClock, ReporterLog } from './rehearsal-log';
import { HallReporter } from './rehearsal-reporter';
import { prepareRehearsal, scratchDatabase } from './rehearsal-setup';
import { pushLatency, Spectators } from './rehearsal-spectators';

export type RehearsalSettings = {
  databaseUrl: string;
  halls: number;
  streams: number;
  speed: number;
  until: string;
  offlineSeconds: [number, number];
  kill: boolean;
};

/** The shortened run of CI (REHEARSAL_SHORT=1): a quarter of the halls until 13:00, 500 streams, one kill. */
const SHORT = { halls: '10', streams: '500', speed: '180', until: '13:00', offline: '20-40' };

export function settingsFromEnv(env = process.env): RehearsalSettings {
  const short = env.REHEARSAL_SHORT === '1';
  const pick = (name: string, full: string, shortened: string) => env[name] ?? (short ? shortened : full);
  const [min, max] = pick('REHEARSAL_OFFLINE_SECONDS', '120-300', SHORT.offline).split('-').map(Number);
  return {
    databaseUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tms_rehearsal',
    halls: Number(pick('REHEARSAL_HALLS', '41', SHORT.halls)),
    streams: Number(pick('REHEARSAL_STREAMS', '5000', SHORT.streams)),
    speed: Number(pick('REHEARSAL_SPEED', '24', SHORT.speed)),
    until: pick('REHEARSAL_UNTIL', '24:00', SHORT.until),
    offlineSeconds: [min, max ?? min],
    kill: (env.REHEARSAL_KILL ?? '1') !== '0',
  };
}

/** A deterministic random sequence (mulberry32), so that two runs take the same halls offline at the same moments. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function runRehearsal(
  settings: RehearsalSettings,
  say = console.log,
): Promise<{ figures: Figure[]; checks: Check[] }> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  const wallStarted = Date.now();
  const database = await scratchDatabase(settings.databaseUrl);
  const instances: Instance[] = [];
  let spectators: Spectators | undefined;
  try {
    say(`Seeding the demo into ${database.label} and reading its busiest day…`);
    const script = await prepareRehearsal(settings.databaseUrl, {
      hallCount: settings.halls,
      until: settings.until,
      log: () => undefined,
    });
    const matches = script.halls.flatMap((h) => h.matches);
    const events = matches.reduce((n, m) => n + m.events.length, 0);
    say(`${script.day}: ${script.halls.length} halls, ${matches.length} matches, ${events} events to replay`);

    const env = { DATABASE_URL: settings.databaseUrl, SEED_DEMO: 'false', TRUST_PROXY: 'loopback' };
    for (const name of ['A', 'B']) instances.push(new Instance(name, await freePort(), env));
    await Promise.all(instances.map((instance) => instance.start()));
    const balancer = new Balancer(instances);
    const sampler = setInterval(() => {
      for (const instance of instances) instance.sampleMemory();
    }, 1000);

    say(`Opening ${fmt(settings.streams)} spectator streams over the two instances…`);
    spectators = new Spectators(instances.map((i) => i.port));
    await spectators.open(
      settings.streams,
      matches.map((m) => m.id),
    );

    const origin = Math.min(...matches.map((m) => m.start));
    const dayEnd = Math.max(...matches.map((m) => m.start + m.length * 60 + 300));
    const replayMs = ((dayEnd - origin) / settings.speed) * 1000;
    const clock = new DayClock(origin, settings.speed);
    const rng = random(2025);
    const log = new ReporterLog();
    const offlineHalls: number[] = [];
    const reporters = script.halls.map((hall, index) => {
      let offline: { from: number; to: number } | null = null;
      if (index % 5 === 4) {
        const [min, max] = settings.offlineSeconds;
        const duration = (min + rng() * (max - min)) * 1000;
        const from = clock.startedAt + replayMs * 0.1 + rng() * Math.max(0, replayMs * 0.8 - duration);
        offline = { from, to: from + duration };
        offlineHalls.push(duration / 1000);
      }
      return new HallReporter(hall, {
        balancer,
        clock,
        log,
        stageIds: script.stageIds,
        preferred: index % 2,
        address: `10.0.${index}.1`,
        offline,
      });
    });
    say(
      `Replaying at ${settings.speed}× (about ${fmt(replayMs / 60_000, 1)} min); ${offlineHalls.length} halls go offline for ${offlineHalls.map((s) => fmt(s)).join(', ')} s${settings.kill ? '; instance A is killed midway' : ''}…`,
    );

    const cpuBefore = { main: process.cpuUsage(), spectators: spectators.cpuSeconds() };
    const at = (share: number) => sleep(Math.max(0, clock.startedAt + replayMs * share - Date.now()));
    const dying: Dying[] = [];
    const kill = settings.kill
      ? (async () => {
          await at(0.5);
          const from = Date.now();
          say('  SIGKILL to instance A, starting it again…');
          instances[0].kill();
          await sleep(500);
          await instances[0].start();
          say(`  instance A serves again after ${fmt((Date.now() - from) / 1000, 1)} s`);
          dying.push({ instance: 'A', from, until: Date.now() + 2000 });
        })()
      : Promise.resolve();
    const office = officeDay({
      balancer,
      script,
      at,
      dayNow: () => origin + ((Date.now() - clock.startedAt) / 1000) * settings.speed,
    }).catch((error: unknown): OfficeAction[] => [
      { name: `office failed: ${(error as Error).message}`, status: 0, ms: 0, instance: '' },
    ]);
    await Promise.all(reporters.map((r) => r.run()));
    const replayed = (Date.now() - clock.startedAt) / 1000;
    await kill;
    const officeActions = await office;
    await sleep(3000);
    clearInterval(sampler);
    const main = process.cpuUsage(cpuBefore.main);
    const cpu = {
      main: (main.user + main.system) / 1e6,
      spectators: spectators.cpuSeconds() - cpuBefore.spectators,
    };

    say('End check…');
    const ids = matches.map((m) => m.id);
    const finals = await finalStates(settings.databaseUrl, ids);
    const reports = await spectators.report(ids.map((id) => finals.get(id) ?? ''));
    const checks = [
      ...(await endCheck({ databaseUrl: settings.databaseUrl, script: matches, log, balancer })),
      ...answerChecks(balancer.answers, dying, log.problems),
    ];
    checks.push(...spectatorChecks(reports, dying));
    const figures = rehearsalFigures({
      script,
      settings,
      replayed,
      log,
      balancer,
      push: pushLatency(reports, log.writes, instances.length),
      // From the kill until 10 s after the killed instance serves again.
      pushWhileRestarting: dying[0]
        ? pushLatency(
            reports,
            log.writes.filter((w) => w.origin >= dying[0].from && w.origin <= dying[0].until + 8000),
            instances.length,
          )
        : undefined,
      instances,
      officeActions,
      checks,
      cpu,
      inversions: reports.reduce((n, r) => n + r.inversions, 0) / Math.max(1, settings.streams),
      wallStarted,
    });
    return { figures, checks };
  } finally {
    spectators?.close();
    for (const instance of instances) await instance.stop();
    await database.drop().catch(() => undefined);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const instance of runningInstances) instance.kill();
      process.exit(130);
    });
  }
  runRehearsal(settingsFromEnv()).then(
    ({ figures, checks }) => {
      printRehearsal(figures, checks);
      const failed = checks.filter((c) => !c.ok);
      console.log(
        failed.length === 0
          ? '\nThe end check passed.'
          : `\nThe end check failed: ${failed.length} of ${checks.length}.`,
      );
      process.exit(failed.length === 0 ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
