import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSession, signIn } from './office';
import { baseUrl } from './server';
import { text } from './texts';

type Allocation = { teamId?: number; placeId: number; rooms: { unitId: number; beds: number }[]; nights: string[] };
type Plan = {
  allocations: Allocation[];
  occupancy: { placeId: number; night: string; units: { unitId: number; used: number; beds: number }[] }[];
  places: { id: number; name: string; kind: string; units: { id: number; name: string }[] }[];
};

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A team in a school with one classroom entry, and a classroom of its school empty on all its nights. */
function pickMove(plan: Plan, preferredTeamIds: readonly number[]) {
  const schools = plan.places.filter((p) => p.kind === 'school');
  const candidates = plan.allocations
    .filter((a) => a.teamId && a.rooms.length === 1 && schools.some((s) => s.id === a.placeId))
    .sort((a, b) => Number(preferredTeamIds.includes(b.teamId!)) - Number(preferredTeamIds.includes(a.teamId!)));
  for (const a of candidates) {
    const place = schools.find((s) => s.id === a.placeId)!;
    const empty = place.units.find(
      (u) =>
        u.id !== a.rooms[0].unitId &&
        a.nights.every((night) => {
          const unit = plan.occupancy
            .find((o) => o.placeId === place.id && o.night === night)
            ?.units.find((x) => x.unitId === u.id);
          return unit !== undefined && unit.used === 0 && unit.beds >= a.rooms[0].beds;
        }),
    );
    if (empty) return { allocation: a, place, unit: empty };
  }
  throw new Error('no team with a free classroom to move to');
}

async function choose(page: Page, combobox: ReturnType<Page['getByRole']>, option: RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option }).first().click();
}

test('the admin proposes, moves a team to another classroom, applies and publishes; the club admin sees it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const admin = await apiSession('admin@example.com');
  const club = await apiSession('clubadmin@example.com');
  const me = await (await club.api.get('/api/v1/web/users/me')).json();
  const clubId: number = me.administratedClubs[0].id;
  const clubTeams: number[] = (await (await club.api.get(`/api/v1/web/clubs/${clubId}`)).json()).teams.map(
    (team: { id: number }) => team.id,
  );
  const proposal: Plan = await (
    await admin.api.post('/api/v1/admin/accommodation/plan', { headers: admin.headers })
  ).json();
  const { allocation, place, unit } = pickMove(proposal, clubTeams);
  try {
    await signIn(page, 'admin@example.com', { target: '/admin/accommodation' });
    await expect(page.getByRole('heading', { level: 1, name: text('cs', 'admin:accommodation.title') })).toBeVisible();
    await page.getByRole('button', { name: text('cs', 'admin:accommodation.plan'), exact: true }).click();
    // The proposal for every party of the demo takes seconds on a loaded machine, and its table as long to draw.
    await expect(page.getByText(text('cs', 'admin:accommodation.draftNotApplied'))).toBeVisible({ timeout: 30_000 });
    await choose(
      page,
      page.getByRole('combobox', { name: text('cs', 'admin:accommodation.place'), exact: true }),
      new RegExp(`^${escapeRegExp(place.name)}$`),
    );
    const row = page.locator(`[data-party="team:${allocation.teamId}"]`);
    await expect(row).toBeVisible();
    await choose(page, row.getByRole('combobox'), new RegExp(`^${escapeRegExp(unit.name)} – `));

    await page.getByRole('button', { name: text('cs', 'admin:accommodation.apply'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('cs', 'admin:accommodation.apply'), exact: true })
      .click();
    await expect
      .poll(async () => {
        const current: Plan = await (await admin.api.get('/api/v1/admin/accommodation')).json();
        return current.allocations.find((a) => a.teamId === allocation.teamId)?.rooms[0].unitId;
      })
      .toBe(unit.id);
    await expect(page.getByText(text('cs', 'admin:accommodation.draftNotApplied'))).toBeHidden();
    // Applied is the office's draft: the page says so, and the club sees no stay until it is published.
    await expect(page.getByTestId('accommodation-unpublished')).toBeVisible();
    expect((await (await club.api.get(`/api/v1/web/clubs/${clubId}`)).json()).accommodation).toEqual([]);

    await page.getByRole('button', { name: /^Zveřejnit/ }).click();
    // Publishing mails at once: it asks first, saying how many stays changed.
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText(/e-mail dostanou|žádný e-mail/)).toBeVisible();
    await confirm.getByRole('button', { name: text('cs', 'admin:accommodation.publishConfirm'), exact: true }).click();
    await expect(page.getByText(/^Odeslán[oy]? \d+ e-mail/)).toBeVisible();
    const after: Plan = await (await admin.api.get('/api/v1/admin/accommodation')).json();
    expect(after.allocations.length).toBeGreaterThan(0);

    // The club admin, with show_accommodation_in_clubzone on (the demo's value), sees his teams' stays.
    const detail = await (await club.api.get(`/api/v1/web/clubs/${clubId}`)).json();
    const stay = detail.accommodation.find((s: { teamId: number | null }) => s.teamId !== null);
    expect(stay).toBeTruthy();
    const context = await page.context().browser()!.newContext({ baseURL: baseUrl, locale: 'cs-CZ' });
    const own = await context.newPage();
    await signIn(own, 'clubadmin@example.com', { target: `/club/${clubId}` });
    const line = own.locator(`[data-team="${stay.teamId}"]`).getByTestId('team-stay');
    await expect(line).toContainText(stay.placeName);
    await expect(line).toContainText(stay.rooms[0].name);
    await context.close();
  } finally {
    // Other specs read the demo as seeded: no allocation.
    await admin.api.put('/api/v1/admin/accommodation', { data: { allocations: [] }, headers: admin.headers });
    // ...and none shown to the clubs: the emptied allocation is published too.
    await admin.api.post('/api/v1/admin/accommodation/publish', { headers: admin.headers });
  }
});
