import type { Browser, Page } from '@playwright/test';
import type { LiveBundleWire, LiveMatch } from '@tms/domain/contract/competition';
import { readLiveBundle } from '@tms/domain/live-bundle';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, apiSession } from './office';
import { text } from './texts';

/**
 * The hall screen (issue 39): the reporter of the first hall starts a match, runs and pauses its
 * stopwatch on the reporter screen and reports it through the reporter API; the screen of the hall
 * follows within a second, and its QR code opens the match.
 */

const FIRST_HALL_ID = 1;

test.use({ viewport: { width: 1920, height: 1080 } });
test.describe.configure({ timeout: 120_000 });

type StaticData = {
  matchStages: { id: number; code: string }[];
  teamCategories: { id: number; code: string }[];
  eventTypes: { id: number; code: string }[];
};
type Candidate = { teamId: number; participantId: number; isLeader: boolean; jerseyNumber: number | null };
type Detail = { roster: { id: number; teamId: number; isLeader: boolean }[] };

const s = (locale: 'cs' | 'en', key: string, values?: Record<string, string | number>) =>
  text(locale, `screen:${key}`, values);
const r = (key: string, values?: Record<string, string | number>) => text('cs', `reporter:${key}`, values);

/** The reporter's screen of the match, signed in in a browser of its own. */
async function reporterPage(browser: Browser, origin: string, identifier: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
  const page = await context.newPage();
  await page.goto(`/cs/login?redirect=${encodeURIComponent(`/reporter/match/${identifier}`)}`);
  await page.getByRole('textbox', { name: text('cs', 'auth:signIn.email'), exact: true }).fill('reporter@example.com');
  await page.getByRole('textbox', { name: text('cs', 'auth:signIn.password'), exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text('cs', 'auth:signIn.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: r('match.title', { match: identifier }) })).toBeVisible({
    timeout: 30_000,
  });
  return page;
}

test('the hall screen follows the match its reporter reports', async ({ page, request, browser }) => {
  const reporter = await apiSession('reporter@example.com');
  const statics = (await (await request.get('/api/v1/competition/static')).json()) as StaticData;
  const live = readLiveBundle((await (await request.get('/api/v1/competition/live')).json()) as LiveBundleWire);
  const stage = (code: string) => statics.matchStages.find((item) => item.code === code)?.id ?? 0;
  const eventType = (code: string) => statics.eventTypes.find((item) => item.code === code)?.id ?? 0;
  const hallMatches = live.matches
    .filter((m) => m.placeId === FIRST_HALL_ID)
    .sort((a, b) => `${a.day} ${a.time}`.localeCompare(`${b.day} ${b.time}`));
  const match = hallMatches.find(
    (m: LiveMatch) =>
      m.competitionMatchStageId === stage('not_started') && m.homeTeamId !== null && m.awayTeamId !== null,
  );
  if (!match) throw new Error('no match to start in the first hall');

  // The demo may have left a match of the hall in play: its reporter ends it first.
  const { api, headers } = reporter;
  const inPlay = new Set([stage('1st_half'), stage('2nd_half'), stage('shootout')]);
  for (const other of hallMatches.filter((m) => inPlay.has(m.competitionMatchStageId))) {
    const ended = await api.post(`/api/v1/competition/match/${other.id}/stage/${stage('waiting_for_approval')}`, {
      headers,
    });
    expect(ended.ok(), await ended.text()).toBe(true);
  }

  // The reporter fills both rosters and starts the match.
  const candidates = (await (
    await api.get(`/api/v1/competition/match/${match.id}/roster-candidates`)
  ).json()) as Candidate[];
  for (const teamId of [match.homeTeamId, match.awayTeamId]) {
    const participants = candidates
      .filter((c) => c.teamId === teamId)
      .map((c, index) => ({
        participantId: c.participantId,
        isLeader: c.isLeader,
        jerseyNumber: c.isLeader ? null : index + 1,
      }));
    const response = await api.put(`/api/v1/competition/match/${match.id}/roster/${teamId}`, {
      headers,
      data: { participants },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  expect((await api.post(`/api/v1/competition/match/${match.id}/stage/${stage('1st_half')}`, { headers })).ok()).toBe(
    true,
  );
  const detail = (await (await api.get(`/api/v1/competition/competition-match/${match.id}`)).json()) as Detail;
  const player = detail.roster.find((p) => p.teamId === match.homeTeamId && !p.isLeader);
  if (!player) throw new Error('no home player on the roster');

  await page.goto(`/screen/hall/${FIRST_HALL_ID}?locale=cs`);
  const screen = page.getByTestId('hall-screen');
  await expect(screen.getByTestId('screen-current')).toBeVisible();
  await expect(screen.getByTestId('screen-score')).toHaveText('0:0');

  const clock = screen.getByTestId('screen-clock');
  await expect(clock).toHaveAttribute('data-phase', 'waiting');

  // The reporter starts the stopwatch on the reporter screen: the screen's clock runs with it.
  const category = statics.teamCategories.find((c) => c.id === match.teamCategoryId)?.code;
  const reporterScreen = await reporterPage(browser, new URL(page.url()).origin, `${category}-${match.matchNumber}`);
  // Within a second of the server having it (how long the reporter's own call takes is the hall's network).
  const clockSent = () =>
    reporterScreen.waitForResponse((res) => res.url().endsWith(`/match/${match.id}/clock`) && res.ok());
  let sent = clockSent();
  await reporterScreen.getByRole('button', { name: r('stopwatch.start') }).click();
  await sent;
  await expect(clock).toHaveAttribute('data-phase', 'running', { timeout: 1000 });
  await expect(clock).toHaveText(/^00:0[2-5]$/, { timeout: 4000 });

  // The reporter sets the running stopwatch to 4:00: the screen follows.
  await reporterScreen.getByRole('button', { name: r('stopwatch.adjust') }).click();
  const adjust = reporterScreen.getByRole('dialog', { name: r('stopwatch.adjust') });
  await adjust.getByRole('textbox', { name: r('stopwatch.minute') }).fill('4');
  await adjust.getByRole('textbox', { name: r('stopwatch.second') }).fill('0');
  sent = clockSent();
  await adjust.getByRole('button', { name: r('stopwatch.set'), exact: true }).click();
  await sent;
  await expect(clock).toHaveText(/^04:0[0-2]$/, { timeout: 1000 });

  // A goal entered now: the screen shows it within a second.
  const event = (code: string, minute: number) =>
    api.post(`/api/v1/competition/match/${match.id}/events`, {
      headers,
      data: {
        minute,
        second: 0,
        createdTimestamp: Date.now(),
        competitionEventTypeId: eventType(code),
        competitionMatchParticipantId: player.id,
      },
    });
  expect((await event('goal', 3)).ok()).toBe(true);
  await expect(screen.getByTestId('screen-score')).toHaveText('1:0', { timeout: 1000 });
  await expect(clock).toHaveAttribute('data-phase', 'running');

  // A 2-minute suspension at 4:00 shows and counts down with the clock.
  expect((await event('two-minutes', 4)).ok()).toBe(true);
  const suspension = screen.getByTestId('screen-suspension');
  await expect(suspension).toHaveText(/2′ 01:5\d/, { timeout: 1000 });
  const counted = await suspension.textContent();
  await expect(suspension).not.toHaveText(counted ?? '', { timeout: 3000 });

  // The reporter pauses the stopwatch: the screen's clock and the suspension stop within a second.
  sent = clockSent();
  await reporterScreen.getByRole('button', { name: r('stopwatch.pause') }).click();
  await sent;
  await expect(clock).toHaveAttribute('data-phase', 'paused', { timeout: 1000 });
  await expect(screen.getByText(s('cs', 'phase.paused'), { exact: true })).toBeVisible();
  const stopped = await clock.textContent();
  const held = await suspension.textContent();
  await page.waitForTimeout(2500);
  await expect(clock).toHaveText(stopped ?? '');
  await expect(suspension).toHaveText(held ?? '');
  await expectNoSeriousA11yViolations(page);

  // Read again from the start, in English: the same stopped time, from the server, not the page.
  await page.goto(`/screen/hall/${FIRST_HALL_ID}?locale=en`);
  await expect(clock).toHaveText(stopped ?? '');
  await expect(clock).toHaveAttribute('data-phase', 'paused');
  await expect(screen.getByText(s('en', 'phase.paused'), { exact: true })).toBeVisible();
  await expect(suspension).toHaveText(held ?? '');

  // The next matches are the hall's, of the same day, after this one.
  const expectedNext = hallMatches
    .filter((m) => m.day === match.day && m.id !== match.id && m.competitionMatchStageId === stage('not_started'))
    .slice(0, 3)
    .map((m) => String(m.id));
  await expect(screen.getByTestId('screen-next').locator('li')).toHaveCount(expectedNext.length);
  expect(
    await screen
      .getByTestId('screen-next')
      .locator('li')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-match-id'))),
  ).toEqual(expectedNext);
  // The standings are of a group playing in the hall that day.
  const dayGroups = new Set(hallMatches.filter((m) => m.day === match.day).map((m) => String(m.competitionGroupId)));
  const shownGroup = await screen.getByTestId('screen-standings').locator('h2').getAttribute('data-group-id');
  expect(dayGroups.has(shownGroup ?? '')).toBe(true);

  // The QR code decodes to the match's public address.
  const qr = screen.getByTestId('screen-qr');
  await expect(qr).toBeVisible();
  const png = PNG.sync.read(await qr.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code?.data).toBe(new URL(`/results/match/${match.id}`, page.url()).href);

  // Readable: no scroll bars, score type at least 12 % of the height, contrast of 7:1 at least.
  const layout = await page.evaluate(() => {
    const score = document.querySelector('[data-testid="screen-score"]') as HTMLElement;
    const clockEl = document.querySelector('[data-testid="screen-clock"]') as HTMLElement;
    return {
      scrolls:
        document.documentElement.scrollHeight > window.innerHeight ||
        document.documentElement.scrollWidth > window.innerWidth,
      score: Number.parseFloat(getComputedStyle(score).fontSize) / window.innerHeight,
      clock: Number.parseFloat(getComputedStyle(clockEl).fontSize) / window.innerHeight,
      colors: [getComputedStyle(score).color, getComputedStyle(clockEl).color],
      background: getComputedStyle(document.querySelector('[data-testid="hall-screen"]') as HTMLElement)
        .backgroundColor,
    };
  });
  expect(layout.scrolls).toBe(false);
  expect(layout.score).toBeGreaterThanOrEqual(0.12);
  expect(layout.clock).toBeGreaterThanOrEqual(0.12);
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  for (const color of layout.colors) {
    const [light, dark] = [luminance(color), luminance(layout.background)].sort((a, b) => b - a);
    expect((light + 0.05) / ((dark ?? 0) + 0.05)).toBeGreaterThanOrEqual(7);
  }

  // The match ends: the screen says when the next one starts.
  expect(
    (await api.post(`/api/v1/competition/match/${match.id}/stage/${stage('waiting_for_approval')}`, { headers })).ok(),
  ).toBe(true);
  const next = hallMatches.find((m) => String(m.id) === expectedNext[0]);
  await expect(screen.getByTestId('screen-between')).toContainText(
    next ? s('en', 'nextAt', { time: next.time }) : s('en', 'noMore'),
  );

  // Czech from the address.
  await page.goto(`/screen/hall/${FIRST_HALL_ID}?locale=cs`);
  await expect(page.getByTestId('screen-between')).toContainText(
    next ? s('cs', 'nextAt', { time: next.time }) : s('cs', 'noMore'),
  );
  await reporterScreen.context().close();
  await api.dispose();
});
