import type { Page } from '@playwright/test';
import type { StaticBundle } from '@tms/domain/contract/competition';
import { expect, test } from './fixtures';
import { type Locale, text } from './texts';

/**
 * "Notify me" on a team's page and in the dashboard's favourites. No push service is reachable from
 * here, and the e2e browser runs without service workers: the page gets a stand-in for the Push API
 * (the permission prompt, the worker's registration and its push manager) that records what the app
 * asks of it, while the subscriptions go to the real server.
 */

type PushStandIn = {
  permission: NotificationPermission;
  answer: NotificationPermission;
  prompts: number;
  subscribes: number;
  unsubscribes: number;
};

/** What `Notification`, `navigator.serviceWorker` and `PushManager` answer in the page. */
function standInForPush(args: {
  answer: NotificationPermission;
  permission: NotificationPermission;
  p256dh: string;
  auth: string;
}) {
  const state: PushStandIn = {
    permission: args.permission,
    answer: args.answer,
    prompts: 0,
    subscribes: 0,
    unsubscribes: 0,
  };
  (window as unknown as { pushStandIn: PushStandIn }).pushStandIn = state;
  const Fake = function Notification() {} as unknown as typeof Notification;
  Object.defineProperty(Fake, 'permission', { get: () => state.permission });
  Fake.requestPermission = async () => {
    state.prompts += 1;
    state.permission = state.answer;
    return state.permission;
  };
  Object.defineProperty(window, 'Notification', { configurable: true, value: Fake });
  if (!('PushManager' in window)) Object.defineProperty(window, 'PushManager', { value: () => undefined });
  let current: PushSubscription | null = null;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      state.subscribes += 1;
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`;
      const key = options.applicationServerKey as Uint8Array;
      current = {
        endpoint,
        options: { userVisibleOnly: true, applicationServerKey: key.slice().buffer },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: args.p256dh, auth: args.auth } }),
        unsubscribe: async () => {
          state.unsubscribes += 1;
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    },
  };
  const registration = { pushManager, update: async () => undefined, scope: '/' };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      controller: null,
      register: async () => registration,
      getRegistration: async () => registration,
      addEventListener: () => undefined,
    },
  });
}

async function withPush(page: Page, answer: NotificationPermission, permission: NotificationPermission = 'default') {
  await page.addInitScript(standInForPush, {
    answer,
    permission,
    p256dh: Buffer.alloc(65, 4).toString('base64url'),
    auth: Buffer.alloc(16, 9).toString('base64url'),
  });
}

const standIn = (page: Page) => page.evaluate(() => (window as unknown as { pushStandIn: PushStandIn }).pushStandIn);

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const teamName = (team: StaticBundle['teams'][number]) => team.name ?? `${team.clubName} ${ROMAN[team.teamNumber]}`;
const t = (locale: Locale, key: string, values: Record<string, string> = {}) =>
  text(locale, `results-dashboard:notify.${key}`, values);

async function demoTeams(page: Page) {
  const response = await page.request.get('/api/v1/competition/static');
  expect(response.ok()).toBe(true);
  const data = (await response.json()) as StaticBundle;
  return data.teams.slice(0, 2);
}

/** Waits for the server's answer to the follow or unfollow a tap sends, and returns the teams it follows. */
async function tapAndAnswer(
  page: Page,
  operation: 'subscriptions' | 'subscriptions/unfollow',
  tap: () => Promise<void>,
) {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith(`/api/v1/web/push/${operation}`) && response.request().method() === 'POST',
  );
  await tap();
  const response = await answer;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { teamIds: number[] }).teamIds;
}

test.describe('notify me', () => {
  test('on the team page (en): asks only on the tap, subscribes, and unsubscribes again', async ({ page }) => {
    const [team] = await demoTeams(page);
    await withPush(page, 'granted');
    await page.goto(`/en/results/team-detail/${team.id}`);
    const button = page.getByTestId('notify-button');
    await expect(button).toHaveText(t('en', 'off'));
    expect((await standIn(page)).prompts).toBe(0);

    const followed = await tapAndAnswer(page, 'subscriptions', () => button.click());
    expect(followed).toEqual([team.id]);
    await expect(button).toHaveText(t('en', 'on'));
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByText(t('en', 'turnedOn', { team: teamName(team), category: team.teamCategoryCode })),
    ).toBeVisible();
    expect(await standIn(page)).toMatchObject({ prompts: 1, subscribes: 1, unsubscribes: 0 });

    expect(await tapAndAnswer(page, 'subscriptions/unfollow', () => button.click())).toEqual([]);
    await expect(button).toHaveText(t('en', 'off'));
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await standIn(page)).toMatchObject({ subscribes: 1, unsubscribes: 1 });
  });

  test('in the favourites (cs): one subscription for two teams, ended with the last one', async ({ page }) => {
    const teams = await demoTeams(page);
    await withPush(page, 'granted');
    await page.addInitScript(
      (ids) => {
        localStorage.setItem(
          'tms',
          JSON.stringify({ favouriteTeams: { value: ids, expiresAt: Date.now() + 86_400_000 } }),
        );
      },
      teams.map((team) => team.id),
    );
    await page.goto('/cs/results');
    const table = page.getByTestId('favourite-teams');
    await expect(table.getByRole('columnheader', { name: t('cs', 'column') })).toBeVisible();
    const control = (i: number, state: 'off' | 'on') =>
      table.getByRole('button', {
        name: t('cs', state === 'off' ? 'offAbout' : 'onAbout', {
          team: teamName(teams[i]),
          category: teams[i].teamCategoryCode,
        }),
      });

    await tapAndAnswer(page, 'subscriptions', () => control(0, 'off').click());
    const both = await tapAndAnswer(page, 'subscriptions', () => control(1, 'off').click());
    expect(both.sort()).toEqual(teams.map((team) => team.id).sort());
    await expect(control(0, 'on')).toHaveAttribute('aria-pressed', 'true');
    await expect(control(1, 'on')).toHaveAttribute('aria-pressed', 'true');

    expect(await tapAndAnswer(page, 'subscriptions/unfollow', () => control(0, 'on').click())).toEqual([teams[1].id]);
    await expect(control(0, 'off')).toBeVisible();
    expect((await standIn(page)).unsubscribes).toBe(0);
    expect(await tapAndAnswer(page, 'subscriptions/unfollow', () => control(1, 'on').click())).toEqual([]);
    await expect(control(1, 'off')).toBeVisible();
    expect(await standIn(page)).toMatchObject({ prompts: 1, subscribes: 1, unsubscribes: 1 });
  });

  test('a refused permission is said clearly, at the tap (en) and on the next visit (cs)', async ({ page }) => {
    const [team] = await demoTeams(page);
    await withPush(page, 'denied');
    let follows = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/web/push/subscriptions')) follows += 1;
    });
    await page.goto(`/en/results/team-detail/${team.id}`);
    await page.getByTestId('notify-button').click();
    await expect(page.getByTestId('notify-hint')).toHaveText(t('en', 'denied'));
    await expect(page.getByTestId('notify-button')).toHaveCount(0);
    expect(await standIn(page)).toMatchObject({ prompts: 1, subscribes: 0 });

    const later = await page.context().newPage();
    await withPush(later, 'denied', 'denied');
    await later.goto(`/cs/results/team-detail/${team.id}`);
    await expect(later.getByTestId('notify-hint')).toHaveText(t('cs', 'denied'));
    expect((await standIn(later)).prompts).toBe(0);
    expect(follows).toBe(0);
  });
});
