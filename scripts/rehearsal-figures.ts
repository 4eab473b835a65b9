// The rehearsal's figures: events per second, the reporters' answers, push latency across the
// instances, memory per instance, the office's actions; and how they and the end check are printed.
import os from 'node:os';
import type { Check } from './rehearsal-check';
import type { Balancer, Instance } from './rehearsal-cluster';
import type { ReporterLog } from './rehearsal-log';
import type { OfficeAction } from './rehearsal-office';
import type { RehearsalScript } from './rehearsal-setup';
import type { PushLatency } from './rehearsal-spectators';

export type Figure = { name: string; value: string; target?: string; ok?: boolean };

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

export function rehearsalFigures(r: {
  script: RehearsalScript;
  settings: { speed: number };
  replayed: number;
  log: ReporterLog;
  balancer: Balancer;
  push: PushLatency;
  pushWhileRestarting?: PushLatency;
  /** Per stream on average: messages that came after one numbered higher. */
  inversions: number;
  instances: Instance[];
  officeActions: OfficeAction[];
  checks: Check[];
  wallStarted: number;
  /** CPU seconds from the start of the replay: this process (reporters, office) and the spectators. */
  cpu: { main: number; spectators: number };
}): Figure[] {
  const { script, settings, replayed, log, balancer, push, instances, officeActions, checks, wallStarted } = r;
  const restart = r.pushWhileRestarting;
  const matches = script.halls.flatMap((h) => h.matches);
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
    {
      name: '  p95 by operation',
      value: [...new Set(balancer.answers.map((a) => a.kind))]
        .filter((kind) => !['check', 'login', 'getHealth', 'listReporterHalls'].includes(kind))
        .map(
          (kind) =>
            `${kind} ${fmt(
              percentile(
                balancer.answers.filter((a) => a.kind === kind && a.status < 300).map((a) => a.ms),
                0.95,
              ),
            )} ms`,
        )
        .join(', '),
    },
    { name: '  largest queue upload', value: `${largest.events} events in ${fmt(largest.ms)} ms` },
    { name: '  requests sent again after a network error', value: fmt(log.networkRetries) },
    {
      name: `push p50 / p95 / max across instances (${fmt(push.samples)} arrivals, ${push.timedWrites} writes timed)`,
      value: `${fmt(push.p50Ms)} / ${fmt(push.p95Ms)} / ${fmt(push.maxMs)} ms`,
      target: '< 1 s (p95)',
      ok: push.p95Ms < 1000,
    },
    ...(restart
      ? [
          {
            name: `  while instance A restarts (${restart.timedWrites} writes from the kill until 10 s after it serves)`,
            value: `${fmt(restart.p50Ms)} / ${fmt(restart.p95Ms)} / ${fmt(restart.maxMs)} ms`,
            target: '< 1 s (p95)',
            ok: restart.p95Ms < 1000,
          },
        ]
      : []),
    {
      name: '  messages that came after a higher-numbered one, per stream (changes commit out of their numbers’ order)',
      value: fmt(r.inversions, 1),
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
    ...instances.map((instance) => {
      const counts = new Map<string, number>();
      for (const p of instance.problems) counts.set(p, (counts.get(p) ?? 0) + 1);
      const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 3);
      return {
        name: `warnings and errors logged by instance ${instance.name}`,
        value: `${instance.problems.length}${top.length ? `: ${top.map(([p, n]) => `${n}× ${p.slice(0, 120)}`).join('; ')}` : ''}`,
      };
    }),
    {
      name: 'CPU seconds: the instances (each run), the spectator processes, the reporters and office',
      value: `${instances.map((i) => `${i.name} ${i.lives.map((l) => fmt(l.cpuSeconds)).join(' + ')}`).join(', ')}, spectators ${fmt(r.cpu.spectators)}, reporters and office ${fmt(r.cpu.main)}`,
    },
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
  return figures;
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
