import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { adminSection, apiSession, signIn } from './office';
import { baseUrl } from './server';
import { text } from './texts';

type BoardMatch = {
  matchId: number;
  matchNumber: number;
  day: string;
  time: string;
  placeId: number;
  placeName: string;
  categoryCode: string;
  stageCode: string;
  refereeIds: number[];
};
type BoardReferee = { id: number; firstName: string; lastName: string; countryCode: string };
type Board = { days: string[]; matches: BoardMatch[]; referees: BoardReferee[] };

const t = (key: string, values?: Record<string, string | number>) => text('cs', `admin:${key}`, values);
/** The Czech plural form of a count, as i18next picks it. */
const plural = (count: number) => new Intl.PluralRules('cs').select(count);

// The refused hand edit is a 409 on purpose.
test.use({ ignoredConsoleErrors: [/favicon\.ico|status of 409 \(Conflict\).*\/referees/] });

async function board(api: APIRequestContext, query: Record<string, string>): Promise<Board> {
  // Halls named in Czech, as the Czech screens show them.
  const res = await api.get('/api/v1/admin/referee-assignments', { params: { locale: 'cs', ...query } });
  expect(res.status()).toBe(200);
  return res.json();
}

/** A referee on a match that has not started, and another hall's match at the same time without him. */
async function overlappingPair(api: APIRequestContext, days: readonly string[]) {
  for (const day of days) {
    const { matches, referees } = await board(api, { day });
    const open = matches.filter((m) => m.stageCode === 'not_started');
    for (const first of open) {
      const refereeId = first.refereeIds[0];
      if (refereeId === undefined) continue;
      const second = open.find(
        (m) => m.time === first.time && m.placeId !== first.placeId && !m.refereeIds.includes(refereeId),
      );
      const referee = referees.find((r) => r.id === refereeId);
      if (second && referee) return { day, first, second, referee };
    }
  }
  throw new Error('No two matches at the same time in different halls with a referee on one of them');
}

async function ownPage(page: Page, email?: string) {
  const context = await page.context().browser()!.newContext({ baseURL: baseUrl, locale: 'cs-CZ' });
  const own = await context.newPage();
  if (email) await signIn(own, email);
  return { own, context };
}

test('the office assigns referees, a clash is refused with its reason, the referee and the public see the result', async ({
  page,
}) => {
  // A whole tournament planned and applied on the seeded demo, then three sign-ins: well past 30 s.
  test.setTimeout(240_000);
  const admin = await apiSession('admin@example.com');

  await signIn(page, 'admin@example.com');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: text('cs', 'core:header.administration') }).click();
  await adminSection(page, 'admin:nav.refereeAssignment').click();
  await expect(page.getByRole('heading', { level: 1, name: t('refereeAssignment.title') })).toBeVisible();

  // Halls per day: the proposal, saved.
  await page.getByRole('button', { name: t('refereeAssignment.halls.propose') }).click();
  await expect(page.getByTestId('halls-proposal')).toBeVisible({ timeout: 30_000 });
  const saveHalls = page.getByTestId('save-halls');
  await expect(saveHalls).toBeEnabled();
  const hallsSaved = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/admin/referee-halls') && res.request().method() === 'PUT',
  );
  await saveHalls.click();
  expect((await hallsSaved).status()).toBe(200);
  await expect(saveHalls).toBeDisabled();

  // Plan every match: no hard rule broken, the load figures shown; then apply.
  await page.getByRole('tab', { name: t('refereeAssignment.tabs.plan') }).click();
  await page.getByRole('button', { name: t('refereeAssignment.plan.run') }).click();
  await expect(page.getByTestId('plan-violations')).toHaveText(
    t(`refereeAssignment.plan.violations_${plural(0)}`, { count: 0 }),
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('load-figures')).toContainText(t('refereeAssignment.plan.figure.spread'));

  // One referee per match in a category (DESIGN §4: referee supply is the binding limit), planned
  // again from scratch: that category's open matches get one referee, the others two.
  const open = (await board(admin.api, {})).matches.filter((m) => m.stageCode === 'not_started');
  const code = open[0]!.categoryCode;
  await page.getByLabel(t('refereeAssignment.plan.keepExisting')).uncheck();
  const single = page.getByTestId('single-referee-categories');
  await single.getByLabel(t('refereeAssignment.single.label')).click();
  await page.getByRole('option', { name: code, exact: true }).click();
  await page.keyboard.press('Escape');
  const saved = page.waitForResponse(
    (res) => res.url().includes('/api/v1/admin/configuration/') && res.request().method() === 'PUT',
  );
  const replanned = page.waitForResponse((res) => res.url().endsWith('/api/v1/admin/referee-assignments/plan'));
  await single.getByRole('button', { name: t('refereeAssignment.single.save') }).click();
  expect((await saved).status()).toBe(200);
  const again = (await (await replanned).json()) as {
    assignments: { matchId: number; refereeIds: number[] }[];
    singleRefereeCategories: string[];
  };
  expect(again.singleRefereeCategories).toEqual([code]);
  const categoryOf = new Map(open.map((m) => [m.matchId, m.categoryCode]));
  for (const a of again.assignments) {
    expect(a.refereeIds.length, `match ${a.matchId}`).toBe(categoryOf.get(a.matchId) === code ? 1 : 2);
  }
  await expect(page.getByTestId('plan-violations')).toHaveText(
    t(`refereeAssignment.plan.violations_${plural(0)}`, { count: 0 }),
    { timeout: 60_000 },
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: t('refereeAssignment.plan.apply') }).click();
  const applied = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/admin/referee-assignments') && res.request().method() === 'PUT',
  );
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('refereeAssignment.plan.apply') })
    .click();
  expect((await applied).status()).toBe(200);
  await expect(page.getByTestId('referee-plan')).toBeHidden();

  // By hand: a referee put on a match at the same time as his other one is refused, with the reason.
  const { days } = (await (await admin.api.get('/api/v1/admin/referee-halls')).json()) as { days: string[] };
  const { day, first, second, referee } = await overlappingPair(admin.api, days);
  await page.getByRole('tab', { name: t('refereeAssignment.tabs.matches') }).click();
  await page.locator(`label[for$="-${day}"]`).click();
  await expect(page.locator(`input[type="radio"][value="${day}"]`)).toBeChecked();
  const hall = page.getByRole('combobox', { name: t('refereeAssignment.columns.hall'), exact: true });
  await hall.click();
  await hall.fill(second.placeName);
  await page.getByRole('option', { name: second.placeName, exact: true }).click();
  const row = page.locator(`[data-match-id="${second.matchId}"]`);
  await row.getByRole('button', { name: t('refereeAssignment.matches.edit') }).click();
  const dialog = page.getByRole('dialog');
  const refereeOne = dialog.getByRole('combobox', { name: t('refereeAssignment.columns.referee1'), exact: true });
  await refereeOne.click();
  await refereeOne.fill(`${referee.lastName} ${referee.firstName}`);
  await page
    .getByRole('option', { name: `${referee.lastName} ${referee.firstName} (${referee.countryCode})`, exact: true })
    .click();
  await dialog.getByRole('button', { name: t('refereeAssignment.matches.save') }).click();
  const refused = dialog.getByTestId('referee-conflicts');
  const [before] = t('refereeAssignment.rule.overlap_one', {
    referee: `${referee.firstName} ${referee.lastName}`,
    matches: '§',
  }).split('§');
  await expect(refused).toContainText(before ?? '');
  await expect(refused).toContainText(String(first.matchNumber));
  await dialog.getByRole('button', { name: t('refereeAssignment.cancel') }).click();
  await expect(row.locator('[data-position="1"]')).not.toContainText(referee.lastName);

  // Publish: the number of mails is shown.
  const published = page.waitForResponse((res) => res.url().endsWith('/api/v1/admin/referee-assignments/publish'));
  await page
    .getByRole('button', { name: t('refereeAssignment.publish') })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('refereeAssignment.publish') })
    .click();
  const mails = ((await (await published).json()) as { mails: number }).mails;
  await expect(page.getByText(t(`refereeAssignment.published_${plural(mails)}`, { count: mails }))).toBeVisible();

  // The demo referee sees his matches, with times and halls, and his halls per day on his page.
  const refereeApi = await apiSession('referee@example.com');
  const me = (await (await refereeApi.api.get('/api/v1/web/users/me')).json()) as { referees: { id: number }[] };
  const refereeId = me.referees[0]?.id;
  if (!refereeId) throw new Error('The demo referee has no registration');
  const mine = (await board(admin.api, { refereeId: String(refereeId) })).matches.filter((m) =>
    m.refereeIds.includes(refereeId),
  );
  expect(mine.length, 'the plan gave the demo referee matches').toBeGreaterThan(0);
  const referees = await ownPage(page, 'referee@example.com');
  await referees.own.goto(`/referees/detail/${refereeId}`);
  const card = referees.own.getByTestId('referee-matches-card');
  await expect(card.locator('[data-match-id]')).toHaveCount(mine.length);
  // Times and halls as the public referee page names them (the hall's full name in the language).
  const listed = (await (
    await refereeApi.api.get(`/api/v1/competition/referees/${refereeId}/matches`, { params: { locale: 'cs' } })
  ).json()) as { matchId: number; time: string; placeName: string }[];
  expect(listed.map((m) => m.matchId).sort()).toEqual(mine.map((m) => m.matchId).sort());
  const shown = listed[0]!;
  await expect(card.locator(`[data-match-id="${shown.matchId}"]`)).toContainText(shown.time);
  await expect(card.locator(`[data-match-id="${shown.matchId}"]`)).toContainText(shown.placeName);
  await expect(referees.own.getByTestId('halls-card')).toBeVisible();
  await expectNoSeriousA11yViolations(referees.own);
  await referees.context.close();
  await refereeApi.api.dispose();

  // A visitor sees both referees in the match info.
  const both = mine.find((m) => m.refereeIds.length === 2) ?? first;
  const names = (await board(admin.api, { day: both.day })).referees;
  const visitor = await ownPage(page);
  await visitor.own.goto(`/results/match/${both.matchId}?tab=info`);
  const info = visitor.own.getByTestId('match-info');
  for (const id of both.refereeIds) {
    const person = names.find((r) => r.id === id)!;
    await expect(info).toContainText(`${person.firstName} ${person.lastName}`);
  }
  await visitor.context.close();
  // Later specs find every category with two referees again.
  const reset = await admin.api.put('/api/v1/admin/configuration/referee_assignment.single_referee_categories', {
    data: { value: null },
    headers: admin.headers,
  });
  expect(reset.status()).toBe(200);
  await admin.api.dispose();
});
