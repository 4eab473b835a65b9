import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminSection, apiSession, signIn } from './office';
import { text } from './texts';

const MONDAY = '2025-04-21';
type Party = { handballPersons: number };

/** Every accepted club (accepted or processed) of the demo, through the office's list. */
async function acceptedClubIds(api: APIRequestContext): Promise<number[]> {
  const ids: number[] = [];
  for (const state of ['approved', 'processed']) {
    for (let page = 1; ; page++) {
      const res = await api.get(`/api/v1/admin/club-registrations?state=${state}&page=${page}&pageSize=100`);
      expect(res.status()).toBe(200);
      const body = (await res.json()) as { items: { id: number }[]; total: number };
      ids.push(...body.items.map((item) => item.id));
      if (page * 100 >= body.total) break;
    }
  }
  return ids;
}

/** The Monday lunch ordered by the accepted clubs: their teams' and extra persons' handballPersons. */
async function mondayLunchOrdered(api: APIRequestContext): Promise<number> {
  const ids = await acceptedClubIds(api);
  let sum = 0;
  for (let i = 0; i < ids.length; i += 20) {
    const details = await Promise.all(
      ids.slice(i, i + 20).map(async (id) => {
        const res = await api.get(`/api/v1/admin/club-registrations/${id}`);
        expect(res.status()).toBe(200);
        return (await res.json()).registration as { teams: Party[]; extraPersons: Party[] };
      }),
    );
    for (const registration of details) {
      for (const party of [...registration.teams, ...registration.extraPersons]) sum += party.handballPersons;
    }
  }
  return sum;
}

test('the catering view shows the Monday lunch the clubs ordered, seated within the restaurants', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await apiSession('admin@example.com');
  const expected = await mondayLunchOrdered(admin.api);
  expect(expected).toBeGreaterThan(0);

  await signIn(page, 'admin@example.com');
  await page.goto('/admin');
  await adminSection(page, 'admin:nav.catering').click();
  await expect(page.getByRole('heading', { level: 1, name: text('cs', 'admin:catering.title') })).toBeVisible();

  const dayLabel = new Intl.DateTimeFormat('cs', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${MONDAY}T00:00:00Z`));
  await page.getByRole('combobox', { name: text('cs', 'admin:catering.day') }).click();
  await page.getByRole('option', { name: dayLabel }).click();
  await expect(page).toHaveURL(new RegExp(`day=${MONDAY}`));

  const lunch = page.getByRole('region', { name: text('cs', 'admin:catering.meals.monday_lunch') });
  await expect(lunch.getByTestId('meal-total')).toHaveText(text('cs', 'admin:catering.total', { count: expected }));
  // Every guest has a seat: the restaurants' counts add up to the order and none is over its seats.
  const counts = (await lunch.getByTestId('meal-count').allTextContents()).map(Number);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(expected);
  await expect(lunch.getByRole('alert')).toHaveCount(0);

  // The same count comes in the kitchens' file.
  const csv = await admin.api.get(`/api/v1/admin/catering?day=${MONDAY}&format=csv&locale=cs`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(text('cs', 'admin:catering.meals.monday_lunch'));
  await admin.api.dispose();
});

test('the club admin sees the training slot the office confirmed', async ({ page }) => {
  const club = await apiSession('clubadmin@example.com');
  const me = (await (await club.api.get('/api/v1/web/users/me')).json()) as { administratedClubs: { id: number }[] };
  const clubId = me.administratedClubs[0].id;
  const view = (await (await club.api.get(`/api/v1/web/clubs/${clubId}/training-requests`)).json()) as {
    items: { state: string; teamName: string }[];
  };
  const confirmed = view.items.find((item) => item.state === 'confirmed');
  expect(confirmed).toBeTruthy();

  await signIn(page, 'clubadmin@example.com', { target: `/club/${clubId}` });
  await page.getByRole('link', { name: text('cs', 'club:training.link') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('cs', 'club:training.title') })).toBeVisible();
  const row = page.locator('[data-training-id]').filter({ hasText: text('cs', 'club:training.states.confirmed') });
  await expect(row.first()).toContainText(confirmed!.teamName);
  await club.api.dispose();
});
