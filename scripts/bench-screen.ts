// The hall screen left running (issue 39): Debian's Chromium shows /screen/hall/{id} of the demo
// reporter's hall while a driver plays about two hours of match flow in it through the reporter API
// (rosters, stages, the stopwatch, goals, suspensions), compressed into SCREEN_SOAK_SECONDS (600 by
// default). The page's JS heap (after a garbage collection) and DOM node count after the first
// minute are compared with those at the end; the server is restarted halfway and the screen must
// catch up without a reload.
import { readLiveBundle } from '@tms/domain/live-bundle';
import { chromium } from 'playwright-core';
import { request, type Session, signIn } from './bench-push';

export type ScreenFigure = { name: string; value: string; target?: string; ok?: boolean };

type Id = { id: number };
type LiveMatch = Id & {
  placeId: number;
  day: string;
  time: string;
  competitionMatchStageId: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeScore: number | null;
  awayScore: number | null;
};
type Step = { label: string; run: () => Promise<void> };

const REPORTER = 'reporter@example.com';
const PASSWORD = 'handball2025';
/** Simulated play: four 30-minute matches with their breaks make about two hours. */
const MATCHES = 4;
const HALF_MINUTES = 15;

export async function measureScreen(options: {
  baseUrl: string;
  /** Stops the server and starts it again on the same port and data. */
  restart: () => Promise<void>;
  seconds?: number;
}): Promise<ScreenFigure[]> {
  const { baseUrl } = options;
  const seconds = options.seconds ?? (Number(process.env.SCREEN_SOAK_SECONDS) || 600);
  let session: Session = await signIn(baseUrl, REPORTER, PASSWORD);
  const call = async (method: string, path: string, body?: unknown) => {
    // The helper always sends JSON: a call without a body sends an empty object.
    const res = await request(baseUrl, method, path, { session, body: method === 'GET' ? undefined : (body ?? {}) });
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${res.body.slice(0, 200)}`);
    return res.body ? JSON.parse(res.body) : null;
  };
  const [statics, halls, liveBody] = await Promise.all([
    call('GET', '/api/v1/competition/static'),
    call('GET', '/api/v1/reporter/halls'),
    call('GET', '/api/v1/competition/live'),
  ]);
  const live = readLiveBundle(liveBody) as unknown as { matches: LiveMatch[] };
  const hallId = (halls as { placeId: number }[])[0]?.placeId;
  const stage = (code: string) => (statics.matchStages as (Id & { code: string })[]).find((s) => s.code === code)!.id;
  const eventType = (code: string) =>
    (statics.eventTypes as (Id & { code: string })[]).find((t) => t.code === code)!.id;
  const inHall = live.matches
    .filter((m) => m.placeId === hallId)
    .sort((a, b) => `${a.day} ${a.time}`.localeCompare(`${b.day} ${b.time}`));
  const playing = new Set([stage('1st_half'), stage('2nd_half'), stage('shootout')]);
  for (const m of inHall.filter((m) => playing.has(m.competitionMatchStageId))) {
    await call('POST', `/api/v1/competition/match/${m.id}/stage/${stage('waiting_for_approval')}`);
  }
  const matches = inHall
    .filter((m) => m.competitionMatchStageId === stage('not_started') && m.homeTeamId && m.awayTeamId)
    .slice(0, MATCHES);
  if (matches.length === 0) throw new Error('no match to play in the reporter’s hall');

  // The plan: per match, rosters and kick-off, a goal a minute, a suspension every 7 minutes, a
  // time-out (stopwatch paused and started) every 10, half time, the second half, the final whistle;
  // the last match is left in play so the screen ends as it was measured first, with a match on.
  const steps: Step[] = [];
  let seed = 7;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  matches.forEach((match, index) => {
    const url = `/api/v1/competition/match/${match.id}`;
    const players = new Map<number, number[]>();
    // The plan counts 30-minute matches; a category's shorter or longer match stretches it.
    let scale = 1;
    const clock = (running: boolean, minute: number) =>
      call('PUT', `${url}/clock`, { running, elapsedMs: Math.round(minute * scale * 60_000) });
    const event = async (code: string, minute: number) => {
      const teamId = random() < 0.5 ? match.homeTeamId! : match.awayTeamId!;
      const list = players.get(teamId) ?? [];
      await call('POST', `${url}/events`, {
        minute: Math.floor(minute * scale),
        second: Math.floor(random() * 60),
        createdTimestamp: Date.now(),
        competitionEventTypeId: eventType(code),
        competitionMatchParticipantId: list[Math.floor(random() * list.length)],
      });
    };
    steps.push({
      label: `match ${index + 1}: rosters and kick-off`,
      run: async () => {
        const candidates = await call('GET', `${url}/roster-candidates`);
        for (const teamId of [match.homeTeamId, match.awayTeamId]) {
          const participants = (candidates as { teamId: number; participantId: number; isLeader: boolean }[])
            .filter((c) => c.teamId === teamId)
            .map((c, i) => ({
              participantId: c.participantId,
              isLeader: c.isLeader,
              jerseyNumber: c.isLeader ? null : i + 1,
            }));
          await call('PUT', `${url}/roster/${teamId}`, { participants });
        }
        const detail = await call('GET', `/api/v1/competition/competition-match/${match.id}`);
        scale = (detail.match.matchLength as number) / (HALF_MINUTES * 2);
        for (const p of detail.roster as { id: number; teamId: number; isLeader: boolean }[]) {
          if (!p.isLeader) players.set(p.teamId, [...(players.get(p.teamId) ?? []), p.id]);
        }
        await call('POST', `${url}/stage/${stage('1st_half')}`);
        await clock(true, 0);
      },
    });
    for (const half of [0, 1]) {
      if (half === 1) {
        steps.push({
          label: `match ${index + 1}: second half`,
          run: async () => {
            await call('POST', `${url}/stage/${stage('2nd_half')}`);
            await clock(true, HALF_MINUTES);
          },
        });
      }
      for (let minute = half * HALF_MINUTES; minute < (half + 1) * HALF_MINUTES; minute += 1) {
        steps.push({
          label: `match ${index + 1}: minute ${minute}`,
          run: async () => {
            await event('goal', minute);
            if (minute % 7 === 3) await event('two-minutes', minute);
            if (minute % 10 === 5) {
              await clock(false, minute);
              await clock(true, minute);
            }
          },
        });
      }
      if (half === 0) steps.push({ label: `match ${index + 1}: half time`, run: () => clock(false, HALF_MINUTES) });
    }
    if (index < matches.length - 1) {
      steps.push({
        label: `match ${index + 1}: final whistle`,
        run: async () => {
          await clock(false, HALF_MINUTES * 2);
          await call('POST', `${url}/stage/${stage('waiting_for_approval')}`);
        },
      });
    }
  });

  const browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, baseURL: baseUrl });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const sample = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
      const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
      return { heap: metric('JSHeapUsedSize'), nodes: metric('Nodes'), elements };
    };
    await page.goto(`/screen/hall/${hallId}?locale=cs&rotate=5`);
    await page.getByTestId('hall-screen').waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const started = Date.now();
    const firstAt = Math.min(60, seconds / 4) * 1000;
    const restartAt = (seconds / 2) * 1000;
    let first: Awaited<ReturnType<typeof sample>> | undefined;
    let restarted = false;
    let caughtUpMs = Number.NaN;
    let failedSteps = 0;
    for (let i = 0; i < steps.length; i += 1) {
      const due = started + (i / steps.length) * seconds * 1000;
      if (Date.now() < due) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      if (!first && Date.now() - started >= firstAt) first = await sample();
      if (!restarted && Date.now() - started >= restartAt) {
        restarted = true;
        console.log('  restarting the server…');
        await options.restart();
        session = await signIn(baseUrl, REPORTER, PASSWORD);
        const restartedAt = Date.now();
        // A goal after the restart: the open screen must show the server's score without a reload.
        await steps[i].run();
        i += 1;
        const bundle = readLiveBundle(await call('GET', '/api/v1/competition/live')) as unknown as {
          matches: LiveMatch[];
        };
        const onNow = bundle.matches.find((m) => m.placeId === hallId && playing.has(m.competitionMatchStageId));
        if (onNow) {
          const expected = `${onNow.homeScore ?? 0}:${onNow.awayScore ?? 0}`;
          await page
            .getByTestId('screen-score')
            .filter({ hasText: new RegExp(`^${expected}$`) })
            .waitFor({ timeout: 60_000 });
          caughtUpMs = Date.now() - restartedAt;
        }
        continue;
      }
      try {
        await steps[i].run();
      } catch (error) {
        failedSteps += 1;
        console.log(`  ${steps[i].label} failed: ${(error as Error).message}`);
      }
    }
    const remaining = started + seconds * 1000 - Date.now();
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
    first ??= await sample();
    const last = await sample();
    const notReloaded = await page.evaluate(
      () => (window as unknown as { notReloaded?: boolean }).notReloaded === true,
    );
    const growth = (a: number, b: number) => (b - a) / a;
    const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`;
    const pct = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;
    const heapGrowth = growth(first.heap, last.heap);
    const nodeGrowth = growth(first.nodes, last.nodes);
    return [
      { name: 'screen soak: duration, steps', value: `${seconds} s, ${steps.length} steps (${failedSteps} failed)` },
      {
        name: 'screen JS heap, 1st minute → end',
        value: `${mb(first.heap)} → ${mb(last.heap)} (${pct(heapGrowth)})`,
        target: 'within 10 %',
        ok: Math.abs(heapGrowth) <= 0.1,
      },
      {
        name: 'screen DOM nodes, 1st minute → end',
        value: `${first.nodes} → ${last.nodes} (${pct(nodeGrowth)}); elements ${first.elements} → ${last.elements}`,
        target: 'within 10 %',
        ok: Math.abs(nodeGrowth) <= 0.1,
      },
      {
        name: 'screen caught up after a server restart',
        value: Number.isFinite(caughtUpMs) ? `${(caughtUpMs / 1000).toFixed(1)} s, reloaded: ${!notReloaded}` : 'n/a',
        target: 'without a reload',
        ok: Number.isFinite(caughtUpMs) && notReloaded,
      },
    ];
  } finally {
    await browser.close();
  }
}
