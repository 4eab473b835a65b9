import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { type Locale, text } from './texts';
import { signIn as signInThroughApi } from './office';

// Acceptance of the match rosters (issue 13): the demo team admin opens the team's match plan and an
// upcoming match, meets the count and jersey number rules as they tap, saves and confirms; the
// roster closes for the club, and the hall staff see it and can still change it.

const PASSWORD = 'handball2025';
const t = (locale: Locale, key: string, values?: Record<string, string | number>) =>
  text(locale, `roster:${key}`, values);
const v = (locale: Locale, key: string, values?: Record<string, string | number>) =>
  text(locale, `validation:${key}`, values);
const CLOSED_MESSAGE =
  "Roster is closed and cannot be edited - if changes are necessary, contact the hall staff at the timekeeper's table.";

type Plan = {
  team: { id: number; teamCategoryCode: string };
  matches: { id: number; matchNumber: number; side: 'home' | 'away'; rosterState: string }[];
};

const signIn = (page: Page, email: string, locale: Locale, target: string) =>
  signInThroughApi(page, email, { password: PASSWORD, target, locale });

/** The plan of the team admin's team with a roster still to be filled, opened from the dashboard's link. */
async function openTeamPlan(page: Page, locale: Locale) {
  await signIn(page, 'teamadmin@example.com', locale, '/dashboard');
  const links = page.locator('a[href^="/rosters/team-plan/"]');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  let plan: Plan | undefined;
  for (const href of new Set(hrefs)) {
    const candidate = (await (
      await page.request.get(`/api/v1/web/teams/${href.split('/').pop()}/match-plan`)
    ).json()) as Plan;
    if (candidate.matches.some((m) => m.rosterState === 'empty')) {
      plan = candidate;
      await page.locator(`a[href="${href}"]`).first().click();
      break;
    }
  }
  expect(plan, 'a team of the team admin with a roster to be filled').toBeDefined();
  await expect(page).toHaveURL(new RegExp(`/rosters/team-plan/${plan!.team.id}$`));
  const title = t(locale, 'plan.title', { clubName: '@', teamName: '@' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${title.replaceAll('@', '.+')}$`));
  return plan!;
}

/** Opens the first card whose roster is still to be filled. */
async function openUpcoming(page: Page, locale: Locale, plan: Plan) {
  const match = plan.matches.find((m) => m.rosterState === 'empty');
  expect(match, 'an upcoming match whose roster is to be filled').toBeDefined();
  const card = page.getByTestId(`plan-match-${match!.id}`);
  await expect(card).toContainText(t(locale, 'plan.state.empty'));
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/rosters/match/${match!.id}/${match!.side}$`));
  return match!;
}

const rows = (page: Page, kind: 'players' | 'leaders') =>
  page.locator(`section[aria-labelledby="roster-${kind}"] tbody tr`);

// Runs first: it saves nothing, so the match it opens is still to be filled for the walk below. Axe
// runs in the Czech walk.
test('the match roster speaks English: title, sections, the count message (en)', async ({ page }) => {
  const plan = await openTeamPlan(page, 'en');
  await expect(page.getByText(t('en', 'plan.state.empty')).first()).toBeVisible();
  await openUpcoming(page, 'en', plan);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Match Roster - Team .+/);
  await expect(page.getByText(t('en', 'match.instructions'))).toBeVisible();
  await page.getByTestId('players-unselect-all').click();
  await expect(page.getByText('No players on the roster', { exact: true })).toBeVisible();
  await expect(rows(page, 'players').first()).toContainText('Not on roster');
  await expect(page.getByRole('button', { name: 'Confirm roster', exact: true })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Back to match plan' })).toBeVisible();
});

test('the team admin picks, saves and confirms a roster; the hall staff still change it (cs)', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const plan = await openTeamPlan(page, 'cs');
  await expectNoSeriousA11yViolations(page);
  const match = await openUpcoming(page, 'cs', plan);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Soupiska zápasu – tým .+/);
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('players-unselect-all').click();
  await page.getByTestId('leaders-unselect-all').click();
  await expect(page.getByText(v('cs', 'rules.noPlayers'), { exact: true })).toBeVisible();
  expect(await rows(page, 'players').count()).toBeGreaterThanOrEqual(12);
  expect(await rows(page, 'leaders').count()).toBeGreaterThanOrEqual(2);
  // Twelve players of the category's own gender where the club has them (the rule allows only a few
  // of the other one, which the roster-rules tests cover).
  const otherGender = t('cs', 'match.otherGender');
  const others = await rows(page, 'players').evaluateAll(
    (trs, badge) => trs.map((tr) => (tr.textContent ?? '').includes(badge)),
    otherGender,
  );
  const chosen = [...others.keys()].sort((a, b) => Number(others[a]) - Number(others[b]) || a - b).slice(0, 12);
  for (const i of chosen) await rows(page, 'players').nth(i).locator('td').nth(1).click();
  for (let i = 0; i < 2; i += 1) await rows(page, 'leaders').nth(i).locator('td').nth(1).click();
  await expect(
    page.getByRole('heading', {
      name: t('cs', 'match.players', { selected: 12, total: await rows(page, 'players').count() }),
    }),
  ).toBeVisible();
  await expect(rows(page, 'players').nth(chosen[0])).toContainText(t('cs', 'match.onRoster'));

  // Numbers 1 to 12 (whatever the club's roster holds), then two players with one number, then fixed.
  for (const [number, i] of chosen.entries())
    await rows(page, 'players')
      .nth(i)
      .getByRole('textbox')
      .fill(String(number + 1));
  await expect(page.getByTestId('roster-error')).toHaveCount(0);
  const second = rows(page, 'players').nth(chosen[1]).getByRole('textbox');
  await second.fill('1');
  await expect(page.getByText(v('cs', 'rules.duplicatedJerseyNumber'), { exact: true })).toBeVisible();
  await second.fill('2');
  await expect(page.getByText(v('cs', 'rules.duplicatedJerseyNumber'), { exact: true })).toBeHidden();
  await expect(page.getByTestId('roster-error')).toHaveCount(0);

  await page.getByRole('button', { name: t('cs', 'match.save'), exact: true }).click();
  await expect(page.getByText(t('cs', 'match.saved')).first()).toBeVisible();

  await page.getByRole('button', { name: t('cs', 'match.confirm'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(t('cs', 'match.confirmText'));
  await dialog.getByRole('button', { name: t('cs', 'match.confirm'), exact: true }).click();
  await expect(page.getByTestId('roster-closed')).toHaveText(v('cs', 'request.rosterClosed'));
  await expect(page.getByRole('button', { name: t('cs', 'match.save'), exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: t('cs', 'match.back') }).click();
  await expect(page.getByTestId(`plan-match-${match.id}`)).toContainText(t('cs', 'plan.state.closed'));

  // A second save is refused with the closed message.
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const url = `/api/v1/web/matches/${match.id}/rosters/${match.side}`;
  const view = await (await page.request.get(url)).json();
  const again = await page.request.put(url, {
    data: { participants: view.entries },
    headers: { 'X-CSRF-Token': csrf, 'X-Action-Name': 'saveMatchRoster' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe(CLOSED_MESSAGE);

  // The hall staff (here the super admin, who reports in every hall) see the roster and change it.
  const staff = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague', serviceWorkers: 'block' });
  const hall = await staff.newPage();
  const code = `${plan.team.teamCategoryCode}-${match.matchNumber}`;
  await signIn(hall, 'superadmin@example.com', 'cs', `/reporter/match-roster/${code}`);
  const section = hall
    .getByRole('region')
    .filter({ has: hall.getByTestId(`roster-row-${view.entries[0].participantId}`) });
  await expect(section.getByRole('checkbox', { checked: true })).toHaveCount(14);
  await section.getByRole('checkbox', { checked: true }).first().uncheck();
  await section.getByRole('button', { name: text('cs', 'reporter:roster.save') }).click();
  await expect(hall.getByText(text('cs', 'reporter:roster.saved')).first()).toBeVisible();
  const detail = await (await hall.request.get(`/api/v1/competition/competition-match/${match.id}`)).json();
  expect(detail.roster.filter((p: { teamId: number }) => p.teamId === plan.team.id)).toHaveLength(13);
  await staff.close();
});
