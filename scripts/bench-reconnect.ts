// A hall reporter coming back online: 30 events wait in the reporter screen's offline queue (the
// browser's IndexedDB, as the screen stores them), the network returns, and the time until the queue
// has nothing left to send is measured, in Debian's Chromium against the built server.
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { request, signIn } from './bench-push';

export type ReconnectFigures = { events: number; uploadSeconds: number; requests: number };

type Id = { id: number };
type LiveMatch = Id & { placeId: number; competitionMatchStageId: number; teamCategoryId: number; matchNumber: number };

export async function measureReconnect(baseUrl: string, events = 30): Promise<ReconnectFigures> {
  const session = await signIn(baseUrl, 'reporter@example.com', 'handball2025');
  const get = async (path: string) => JSON.parse((await request(baseUrl, 'GET', path, { session })).body);
  const [live, statics, halls] = await Promise.all([
    get('/api/v1/competition/live'),
    get('/api/v1/competition/static'),
    get('/api/v1/reporter/halls'),
  ]);
  const stageIds = (codes: string[]) =>
    new Set((statics.matchStages as (Id & { code: string })[]).filter((s) => codes.includes(s.code)).map((s) => s.id));
  const playing = stageIds(['1st_half', '2nd_half']);
  const notStarted = stageIds(['not_started']);
  const hallIds = new Set((halls as { placeId: number }[]).map((hall) => hall.placeId));
  // A match of the reporter's halls with a roster that is open for events (in play first).
  const inHalls = (live.matches as LiveMatch[]).filter((m) => hallIds.has(m.placeId));
  const candidates = [
    ...inHalls.filter((m) => playing.has(m.competitionMatchStageId)),
    ...inHalls.filter((m) => notStarted.has(m.competitionMatchStageId)),
  ];
  const yellow = (statics.eventTypes as (Id & { code: string })[]).find((t) => t.code === 'yellow-card');
  let found: { match: LiveMatch; player: Id; detail: { events: unknown[] } } | undefined;
  for (const match of candidates.slice(0, 20)) {
    const detail = await get(`/api/v1/competition/competition-match/${match.id}`);
    const player = (detail.roster as (Id & { isLeader: boolean })[]).find((p) => !p.isLeader);
    if (player) {
      found = { match, player, detail };
      break;
    }
  }
  if (!found || !yellow) throw new Error('no open match with a roster in the reporter’s halls');
  const { match, player, detail } = found;
  const category = (statics.teamCategories as (Id & { code: string })[]).find((c) => c.id === match.teamCategoryId);
  if (!category) throw new Error('the match has no category');
  const before = detail.events.length;

  const browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    await context.addCookies(
      session.cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: baseUrl };
      }),
    );
    // What the sign-in form leaves behind besides the cookie: the app asks for the user only when it is set.
    await context.addInitScript(() => {
      if (!localStorage.getItem('tms')) {
        localStorage.setItem('tms', JSON.stringify({ loggedIn: { value: true, expiresAt: Date.now() + 86_400_000 } }));
      }
    });
    const page = await context.newPage();
    await page.goto(`/reporter/match/${category.code}-${match.matchNumber}`);
    // The screen has opened its queue (the sync status may sit in a collapsed panel).
    await page
      .getByTestId('sync-pending')
      .waitFor({ state: 'attached', timeout: 60_000 })
      .catch(async (error: unknown) => {
        const text = (await page.locator('body').innerText()).slice(0, 300);
        throw new Error(`the reporter screen did not open at ${page.url()}: ${text}`, { cause: error });
      });

    await context.setOffline(true);
    const created = Date.now();
    const records = Array.from({ length: events }, (_, i) => {
      const clientId = randomUUID();
      return {
        id: `${match.id}-${clientId}`,
        matchId: match.id,
        data: {
          minute: i % 10,
          second: (i * 7) % 60,
          createdTimestamp: created + i,
          clientId,
          competitionEventTypeId: yellow.id,
          competitionMatchParticipantId: player.id,
        },
        modifiedAt: created + i,
        synced: 0,
        deleted: 0,
      };
    });
    // Stored as the screen stores events entered offline (apps/web/src/features/reporter/offline-queue/store.ts).
    await page.evaluate(
      (rows) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('tms-offline');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('events', 'readwrite');
            for (const row of rows) tx.objectStore('events').put(row);
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      records,
    );

    const uploads: string[] = [];
    page.on('request', (sent) => {
      if (/\/events(\/|$)/.test(new URL(sent.url()).pathname)) uploads.push(sent.url());
    });
    const started = performance.now();
    await context.setOffline(false);
    // Until no record waits: read every 20 ms in the page.
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('tms-offline');
          open.onsuccess = () => {
            const count = open.result.transaction('events').objectStore('events').index('synced').count(0);
            count.onsuccess = () => {
              open.result.close();
              resolve(count.result === 0);
            };
          };
          open.onerror = () => resolve(false);
        }),
      undefined,
      { polling: 20, timeout: 120_000 },
    );
    const uploadSeconds = (performance.now() - started) / 1000;
    const after = await get(`/api/v1/competition/competition-match/${match.id}`);
    if ((after.events as unknown[]).length !== before + events) {
      throw new Error(`expected ${before + events} events on the server, found ${(after.events as unknown[]).length}`);
    }
    await context.close();
    return { events, uploadSeconds, requests: uploads.length };
  } finally {
    await browser.close();
  }
}
