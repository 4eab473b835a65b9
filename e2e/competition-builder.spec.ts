import type { Locator, Page } from '@playwright/test';
import type { LiveBundle, StaticBundle } from '@tms/domain/contract/competition';
import { readLiveBundle } from '@tms/domain/live-bundle';
import { test as base, expect } from './fixtures';
import { type ApiSession, apiSession, DEMO_PASSWORD, signIn } from './office';
import { BEFORE_DRAW_ENV, claimSharedServer, freePort, startServer } from './server';
import { text } from './texts';

/**
 * The competition builder on the demo as on the day registration closed (`DEMO_STAGE=before-draw`):
 * no groups and no matches yet. The suite's server shows the live tournament, so this spec's pages
 * and API sessions go to a server of that stage (own port and data directory): the one the global
 * setup started in the background for the first worker that asks, else one started here per worker.
 */
const test = base.extend<object, { builder: { baseUrl: string } }>({
  builder: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from its first parameter.
    async ({}, use) => {
      const shared = await claimSharedServer('BEFORE_DRAW');
      if (shared) {
        await use(shared);
        return;
      }
      const server = await startServer({ port: await freePort(), env: BEFORE_DRAW_ENV });
      console.log(`e2e: before-draw server ready in ${(server.startedInMs / 1000).toFixed(1)} s`);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ builder }, use) => use(builder.baseUrl),
});

// A refused move answers 409, which the browser logs; the spec provokes it on purpose.
test.use({
  ignoredConsoleErrors: [/favicon\.ico|status of 409/],
  // Every hall of a day in one view: a drag goes from one hall's row to another's without scrolling.
  viewport: { width: 2000, height: 3200 },
});

const ADMIN = 'admin@example.com';
const cs = (key: string, values?: Record<string, string | number>) => text('cs', `admin:${key}`, values);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

type Format = {
  categoryId: number;
  code: string;
  teams: number;
  format: { matchLength: Record<string, number>; hallBreakMinutes: number; placeIds: number[] };
};
type Groups = { seed: number; groups: { label: string; teamIds: number[] }[] };
type LiveMatch = LiveBundle['matches'][number];

async function json<T>(session: ApiSession, method: 'GET' | 'POST' | 'PUT', url: string, data?: object): Promise<T> {
  const response = await session.api.fetch(url, { method, data, headers: session.headers });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** Drags a timeline block by its left edge and lets it go at `x`, `y` of a hall's row (a native drag in Chromium). */
async function drag(page: Page, block: Locator, row: Locator, x: number, y: number) {
  const from = (await block.boundingBox())!;
  const to = (await row.boundingBox())!;
  await page.mouse.move(from.x + 3, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + x + 3, to.y + y, { steps: 10 });
  await page.mouse.up();
}

test('the admin draws, schedules, moves a match and publishes the change', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const admin = await apiSession(ADMIN, DEMO_PASSWORD, baseURL);
  const formats = await json<{ items: Format[]; days: string[] }>(admin, 'GET', '/api/v1/admin/competition/formats');
  const categories = formats.items.filter((item) => item.teams > 0);
  expect(categories.length).toBeGreaterThan(5);
  const first = categories[0];

  // 1. Draw one category in the admin area, swap two teams of two groups by hand, apply.
  await signIn(page, ADMIN, { target: '/admin/competition' });
  await expect(page.getByTestId('competition-no-category')).toHaveText(cs('competition.chooseForDraw'));
  await page.getByRole('combobox', { name: cs('competition.category') }).click();
  await page.getByRole('option', { name: new RegExp(`^${first.code} \\(`) }).click();
  await page.getByLabel(cs('competition.draw.seed')).fill('2025');
  await page.getByRole('button', { name: cs('competition.draw.run') }).click();
  const groupA = page.getByRole('group', { name: cs('competition.draw.group', { label: `${first.code}-A` }) });
  const groupB = page.getByRole('group', { name: cs('competition.draw.group', { label: `${first.code}-B` }) });
  const teamA = groupA.getByRole('button').first();
  const teamB = groupB.getByRole('button').first();
  const [nameA, nameB] = [await teamA.innerText(), await teamB.innerText()];
  await teamA.click();
  await teamB.click();
  await expect(groupA.getByRole('button', { name: nameB, exact: true })).toBeVisible();
  await expect(groupB.getByRole('button', { name: nameA, exact: true })).toBeVisible();
  await page.getByRole('button', { name: cs('competition.draw.apply') }).click();
  await expect(page.getByText(cs('competition.draw.applied'))).toBeVisible();

  // The club admin's club (the one club of the demo with an admin, who is told of a change), and a
  // hall the plan leaves empty (every format leaves it out until the schedule is applied), so a
  // free slot is there for certain.
  const [bundle, me] = await Promise.all([
    json<StaticBundle>(admin, 'GET', '/api/v1/competition/static'),
    apiSession('clubadmin@example.com', DEMO_PASSWORD, baseURL).then((club) =>
      json<{ administratedClubs: { id: number }[] }>(club, 'GET', '/api/v1/web/users/me'),
    ),
  ]);
  const homeClub = me.administratedClubs[0].id;
  const homeTeams = new Set(bundle.teams.filter((t) => t.clubId === homeClub).map((t) => t.id));
  const hallIds = bundle.halls.map((h) => h.id);
  const spare = hallIds.at(-1)!;
  const setHalls = async (placeIds: number[]) => {
    for (const item of categories) {
      await json(admin, 'PUT', `/api/v1/admin/competition/formats/${item.categoryId}`, { ...item.format, placeIds });
    }
  };
  await setHalls(hallIds.filter((id) => id !== spare));

  // The other categories are drawn through the API: the schedule needs every category's groups.
  // Fixed seeds: the run reproduces its draws and plan.
  for (const [index, category] of categories.slice(1).entries()) {
    const drawn = await json<Groups>(admin, 'POST', '/api/v1/admin/competition/draw', {
      categoryId: category.categoryId,
      seed: 2026 + index,
    });
    await json(admin, 'PUT', `/api/v1/admin/competition/groups/${category.categoryId}`, { groups: drawn.groups });
  }

  // 2. Plan the schedule of every category: no conflicts shown; apply it.
  await page.getByRole('tab', { name: cs('competition.tabs.schedule') }).click();
  await page.getByLabel(cs('competition.schedule.seed')).fill('2025');
  await page.getByRole('button', { name: cs('competition.schedule.plan') }).click();
  await expect(page.getByText(/^Naplánov\S+ \d+ zápas\S*, bez konfliktů\.$/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: cs('competition.schedule.apply') })).toBeEnabled();
  await page.getByRole('button', { name: cs('competition.schedule.apply') }).click();
  await expect(page.getByText(/^Naplánov\S+ \d+ zápas\S*\.$/)).toBeVisible({ timeout: 90_000 });
  await setHalls([]);

  // Applied is the office's draft, said with counts; publishing makes it public and tells the clubs.
  await expect(page.getByTestId('schedule-unpublished')).toBeVisible();
  await page.getByRole('button', { name: cs('competition.schedule.publish') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: cs('competition.schedule.publishConfirm'), exact: true })
    .click();
  await expect(page.getByText(/^Zveřejněn\S* \d+ změněn\S* zápas\S*: \d+ e-mail\S*\.$/)).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByTestId('schedule-unpublished')).toBeHidden();

  // 3. Find, in the applied schedule, a match of the club admin's club that is both teams' first and
  // a free earlier time in another hall: a hall's free gap, between two of its matches.
  const live = readLiveBundle(
    await json<Parameters<typeof readLiveBundle>[0]>(admin, 'GET', '/api/v1/competition/live'),
  );
  const built = await json<StaticBundle>(admin, 'GET', '/api/v1/competition/static');
  const levelOf = new Map(built.roundLevels.map((l) => [l.id, l.systemName]));
  const lengthOf = (m: LiveMatch) => {
    const group = built.groups.find((g) => g.id === m.competitionGroupId)!;
    const own = formats.items.find((f) => f.categoryId === m.teamCategoryId)!;
    return own.format.matchLength[levelOf.get(group.competitionRoundLevelId)!];
  };
  const at = (m: LiveMatch) => minutes(m.time);
  const startOf = (m: LiveMatch) => formats.days.indexOf(m.day) * 1440 + at(m);
  const REST = 65;
  const [OPEN, CLOSE] = [8 * 60, 20 * 60];
  // The window a match may move in without touching its teams' rest or the end of its group.
  const windowOf = (match: LiveMatch) => {
    let from = OPEN;
    let to = CLOSE - lengthOf(match);
    const base = formats.days.indexOf(match.day) * 1440;
    for (const teamId of [match.homeTeamId, match.awayTeamId]) {
      for (const other of live.matches) {
        if (other.id === match.id || (other.homeTeamId !== teamId && other.awayTeamId !== teamId)) continue;
        const s = startOf(other) - base;
        if (s < at(match)) from = Math.max(from, s + lengthOf(other) + REST);
        else to = Math.min(to, s - REST - lengthOf(match));
      }
    }
    const groupEnd = Math.max(
      ...live.matches
        .filter((m) => m.competitionGroupId === match.competitionGroupId && m.id !== match.id)
        .map((m) => startOf(m) - base + lengthOf(m)),
    );
    return { from, to: Math.min(to, at(match) + 120, groupEnd - lengthOf(match)) };
  };
  // A match of the club that may start ten minutes later or earlier without touching its teams'
  // rest or its group's end, moved to the empty hall.
  let plan: { match: LiveMatch; busy: LiveMatch; hallId: number; time: number } | undefined;
  for (const match of [...live.matches].sort((a, b) => startOf(a) - startOf(b))) {
    if (![match.homeTeamId, match.awayTeamId].some((id) => id !== null && homeTeams.has(id))) continue;
    const { from, to } = windowOf(match);
    const time = [at(match) + 10, at(match) - 10].find((t) => t >= from && t <= to);
    const busy = live.matches
      .filter((m) => m.day === match.day && m.placeId !== match.placeId && m.id !== match.id)
      .sort((a, b) => Math.abs(at(a) - at(match)) - Math.abs(at(b) - at(match)))[0];
    if (time !== undefined && busy) {
      plan = { match, busy, hallId: spare, time };
      break;
    }
  }
  expect(plan, 'a match of the club that may move by ten minutes').toBeDefined();
  const { match, busy, hallId, time } = plan!;
  const newTime = hhmm(time);
  const day = match.day;

  // The public match page, open from before the move, shows the new time without a reload.
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/results/match/${match.id}`);
  await expect(publicPage.getByText(match.time.slice(0, 5), { exact: false }).first()).toBeVisible();

  // 4. Drag the match onto a busy slot: asked to confirm, then refused with the reason.
  await page.reload();
  await page.getByRole('tab', { name: cs('competition.tabs.schedule') }).click();
  const block = page.getByTestId(`timeline-match-${match.id}`);
  const row = page.getByTestId(`timeline-hall-${hallId}`);
  // The timeline opens on the first day with matches; another day is one click away.
  await page.getByRole('radio').nth(formats.days.indexOf(day)).check({ force: true });
  await page.getByRole('switch', { name: cs('competition.timeline.allHalls') }).check({ force: true });
  await expect(block).toBeVisible({ timeout: 30_000 });
  const left = async (locator: Locator) => Number.parseFloat(await locator.evaluate((el) => el.style.left));
  // Just above the busy block: the row takes the drop, at the busy match's own time.
  const busyRow = page.getByTestId(`timeline-hall-${busy.placeId}`);
  await drag(page, block, busyRow, await left(page.getByTestId(`timeline-match-${busy.id}`)), 1);
  const dialog = page.getByRole('dialog', { name: cs('competition.timeline.confirmTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: cs('competition.timeline.doMove') }).click();
  await expect(page.getByText(cs('competition.move.refused'))).toBeVisible();
  await expect(page.getByText(/^Hala je obsazená \(zápasy /).first()).toBeVisible();

  // 5. Drag it to the free time in that hall, with a note: accepted.
  const offset = (await left(block)) + (time - at(match)) * 2;
  await drag(page, block, row, offset, 26);
  await expect(dialog).toContainText(newTime);
  await dialog.getByLabel(cs('competition.move.note')).fill('Earlier start wished by the club');
  await dialog.getByRole('button', { name: cs('competition.timeline.doMove') }).click();
  // The toast names the match by its number on the timeline and the day as the schedule writes it.
  const shortDay = new Intl.DateTimeFormat('cs', {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  });
  const movedText = cs('competition.move.saved', {
    match: match.matchNumber,
    day: shortDay.format(new Date(`${day}T00:00:00Z`)),
    time: newTime,
  });
  await expect(page.getByText(movedText)).toBeVisible();
  await expect(page.getByTestId(`timeline-hall-${hallId}`).getByTestId(`timeline-match-${match.id}`)).toBeVisible();
  // Not published yet: the office says so, the public page keeps the published time.
  await expect(page.getByTestId('schedule-unpublished')).toContainText(
    '1 zápas byl od posledního zveřejnění přesunut.',
  );
  await publicPage.reload();
  await expect(publicPage.getByText(match.time.slice(0, 5), { exact: false }).first()).toBeVisible();
  await expect(publicPage.getByText(newTime, { exact: false })).toHaveCount(0);

  // 6. Publish: the public page shows the new time without a reload, and the outbox holds one mail
  // for the club (its admin), naming the match's new time.
  const superAdmin = await apiSession('superadmin@example.com', DEMO_PASSWORD, baseURL);
  await page.getByRole('button', { name: cs('competition.schedule.publish') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: cs('competition.schedule.publishConfirm'), exact: true })
    .click();
  // One changed match, one mail: of the two clubs playing it, only the club admin's club has an admin.
  await expect(page.getByText(/^Zveřejněn 1 změněný zápas: 1 e-mail\.$/)).toBeVisible();
  await expect(publicPage.getByText(newTime, { exact: false }).first()).toBeVisible({ timeout: 30_000 });
  const outbox = await json<{ to: string; subject: string; text: string }[]>(
    superAdmin,
    'GET',
    '/api/v1/admin/mail-outbox?limit=500',
  );
  const changes = outbox.filter(
    (mail) => mail.text.includes(` ${match.matchNumber}: `) && mail.text.includes(`${day} ${newTime}`),
  );
  expect(changes.map((mail) => mail.to)).toEqual(['clubadmin@example.com']);
  await publicPage.close();
});
