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
// (day seconds per second, 72: the day in about ten minutes), REHEARSAL_UNTIL (matches starting
// before HH:MM, default the whole day), REHEARSAL_OFFLINE_SECONDS (how long an offline hall stays
// offline, min-max, default 120-300), REHEARSAL_KILL (1: kill an instance midway; 0: no kill).
import { existsSync } from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { answerChecks, type Check, type Dying, endCheck, finalStates } from './rehearsal-check';
import { Balancer, freePort, Instance, runningInstances, serverEntry, sleep } from './rehearsal-cluster';
import { officeDay, type OfficeAction } from './rehearsal-office';
import { DayClock, HallReporter, ReporterLog } from './rehearsal-reporter';
import { prepareRehearsal, scratchDatabase } from './rehearsal-setup';
import { pushLatency, Spectators } from './rehearsal-spectators';

export type Figure = { name: string; value: string; target?: string; ok?: boolean };

export type RehearsalSettings = {
  databaseUrl: string;
  halls: number;
  streams: number;
  speed: number;
  until: string;
  offlineSeconds: [number, number];
  kill: boolean;
};

export function settingsFromEnv(env = process.env): RehearsalSettings {
  const [min, max] = (env.REHEARSAL_OFFLINE_SECONDS ?? '120-300').split('-').map(Number);
  return {
    databaseUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tms_rehearsal',
    halls: Number(env.REHEARSAL_HALLS ?? 41),
    streams: Number(env.REHEARSAL_STREAMS ?? 5000),
    speed: Number(env.REHEARSAL_SPEED ?? 72),
    until: env.REHEARSAL_UNTIL ?? '24:00',
    offlineSeconds: [min, max ?? min],
    kill: (env.REHEARSAL_KILL ?? '1') !== '0',
  };
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

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

    say('End check…');
    const ids = matches.map((m) => m.id);
    const finals = await finalStates(settings.databaseUrl, ids);
    const reports = await spectators.report(ids.map((id) => finals.get(id) ?? ''));
    const checks = [
      ...(await endCheck({ databaseUrl: settings.databaseUrl, script: matches, log, balancer })),
      ...answerChecks(balancer.answers, dying, log.problems),
    ];
    const sum = (pick: (r: (typeof reports)[number]) => number) => reports.reduce((n, r) => n + pick(r), 0);
    const stayed = sum((r) => r.stayed);
    checks.push(
      {
        name: 'every spectator that stayed connected saw every final score',
        ok: sum((r) => r.stayedMissing) === 0 && stayed > 0,
        detail: `${stayed} of ${sum((r) => r.streams)} streams stayed connected, ${sum((r) => r.stayedMissing)} missed a final${
          reports.flatMap((r) => r.misses).length
            ? `: ${reports
                .flatMap((r) => r.misses)
                .slice(0, 3)
                .join('; ')}`
            : ''
        }`,
      },
      {
        name: 'every spectator that reconnected saw every final score',
        ok: sum((r) => r.movedMissing) === 0,
        detail: `${sum((r) => r.streams) - stayed} reconnected (${sum((r) => r.drops)} drops, ${sum((r) => r.resets)} resets, ${sum((r) => r.refused)} refused), ${sum((r) => r.movedMissing)} missed a final`,
      },
    );
    const push = pushLatency(reports, log.writes, instances.length);
    const answerP95 = percentile(log.answerMs, 0.95);
    const single = log.batchMs.filter((b) => b.events === 1).map((b) => b.ms);
    const largest = log.batchMs.reduce((best, b) => (b.events > best.events ? b : best), { events: 0, ms: Number.NaN });
    const figures: Figure[] = [
      {
        name: `replay of ${script.day}: ${script.halls.length} halls, ${matches.length} matches, ${settings.speed}× compressed`,
        value: `${fmt(replayed)} s`,
      },
      {
        name: 'events stored per second',
        value: `${fmt(log.acked.size / replayed, 1)} (${fmt(log.acked.size)} events)`,
      },
      {
        name: 'reporter requests per second (events, stages, stopwatch)',
        value: fmt(balancer.answers.filter((a) => a.kind !== 'check').length / replayed, 1),
      },
      {
        name: 'reporter answer p50 / p95 / max',
        value: `${fmt(percentile(log.answerMs, 0.5))} / ${fmt(answerP95)} / ${fmt(percentile(log.answerMs, 1))} ms`,
        target: '< 100 ms (p95)',
        ok: answerP95 < 100,
      },
      {
        name: '  one-event uploads p50 / p95',
        value: `${fmt(percentile(single, 0.5))} / ${fmt(percentile(single, 0.95))} ms`,
      },
      { name: '  largest queue upload', value: `${largest.events} events in ${fmt(largest.ms)} ms` },
      { name: '  requests sent again after a network error', value: fmt(log.networkRetries) },
      {
        name: `push p50 / p95 / max across instances (${fmt(push.samples)} arrivals, ${push.timedWrites} writes timed)`,
        value: `${fmt(push.p50Ms)} / ${fmt(push.p95Ms)} / ${fmt(push.maxMs)} ms`,
        target: '< 1 s (p95)',
        ok: push.p95Ms < 1000,
      },
      ...push.perInstance.map((l, i) => ({
        name: `  on instance ${instances[i].name}`,
        value: `${fmt(l.p50Ms)} / ${fmt(l.p95Ms)} / ${fmt(l.maxMs)} ms (${fmt(l.samples)})`,
      })),
      ...instances.flatMap((instance) =>
        instance.lives.map((life, n) => ({
          name: `memory of instance ${instance.name}${instance.lives.length > 1 ? ` (${n === 0 ? 'until killed' : 'after the restart'})` : ''}`,
          value: `peak ${fmt(life.peakMb)} MB, last ${fmt(life.lastMb)} MB`,
        })),
      ),
      ...officeActions.map((a) => ({
        name: `office: ${a.name}`,
        value: `${a.status} in ${fmt(a.ms)} ms on ${a.instance}${a.note ? `, ${a.note}` : ''}`,
      })),
      { name: 'whole rehearsal (seed, start, replay, check)', value: `${fmt((Date.now() - wallStarted) / 1000)} s` },
      {
        name: 'machine',
        value: `${os.cpus().length} CPUs, load average ${os
          .loadavg()
          .map((l) => fmt(l, 2))
          .join(' ')}`,
      },
    ];
    const lost = checks.filter((c) => c.events && !c.ok).length;
    figures.push({
      name: 'events lost or duplicated',
      value: lost === 0 ? '0' : 'see the end check',
      target: '0',
      ok: lost === 0,
    });
    return { figures, checks };
  } finally {
    spectators?.close();
    for (const instance of instances) await instance.stop();
    await database.drop().catch(() => undefined);
  }
}

function table(rows: string[][]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function printRehearsal(figures: Figure[], checks: Check[]) {
  console.log(
    `\nFigures\n\n${table([['figure', 'value', 'target', 'result'], ...figures.map((f) => [f.name, f.value, f.target ?? '', f.ok === undefined ? '' : f.ok ? 'ok' : 'target missed'])])}`,
  );
  console.log(`\nEnd check\n\n${checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'}  ${c.name}: ${c.detail}`).join('\n')}`);
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
