import { type Browser, type Page, request as playwrightRequest } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, flowsInTurns, test } from './fixtures';
import { baseUrl } from './server';
import { type Locale, text } from './texts';
import { signIn as signInThroughApi } from './office';

// Acceptance of the club users and the club roster: the club admin adds a coach as team admin of one
// team, the coach sets a password from the mailed link and may change only that team's people; the
// club admin meets the eligibility rule, adds a player and a leader, filters and removes.

const DEMO_PASSWORD = 'handball2025';
// A refused participant answers 400 on purpose; the shell has no favicon yet.
test.use({ ignoredConsoleErrors: [/favicon\.ico|status of 400/] });

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (locale: Locale, key: string) => new RegExp(`^${escapeRegExp(text(locale, key))}( \\*)?$`);
const button = (page: Page, locale: Locale, key: string, values: Record<string, string> = {}) =>
  page.getByRole('button', { name: text(locale, key, values), exact: true });

type Roster = {
  teams: { id: number; displayName: string; teamCategoryId: number; teamCategoryCode: string }[];
  categories: { id: number; gender: 'male' | 'female'; birthDateMin: string }[];
};

const signIn = (page: Page, locale: Locale, email: string, password = DEMO_PASSWORD) =>
  signInThroughApi(page, email, { password, locale });

/** The set-password link of the newest mail to `email`, read from the outbox as the super admin. */
async function linkFromOutbox(email: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  await api.get('/api/v1/web/enums');
  const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const login = await api.post('/api/v1/auth/login', {
    data: { email: 'superadmin@example.com', password: DEMO_PASSWORD },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(login.status()).toBe(200);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await api.get('/api/v1/admin/mail-outbox')).json()) as { to: string; text: string }[];
      link = mails.find((item) => item.to === email)?.text.match(/https?:\/\/\S*\/password-reset\?token=[\w%-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  await api.dispose();
  return link as string;
}

/** The coach's own browser: sets the password from the link, signs in and opens the roster. */
async function coachSees(browser: Browser, locale: Locale, link: string, email: string, rosterUrl: string) {
  const context = await browser.newContext({ locale: locale === 'cs' ? 'cs-CZ' : 'en-GB' });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel(label(locale, 'auth:passwordReset.password')).fill('coach-e2e-pass');
  await page.getByLabel(label(locale, 'auth:passwordReset.confirmation')).fill('coach-e2e-pass');
  await button(page, locale, 'auth:passwordReset.submit').click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, locale, email, 'coach-e2e-pass');
  await page.goto(rosterUrl);
  return { page, close: () => context.close() };
}

async function chooseTeam(page: Page, locale: Locale, team: Roster['teams'][number] | null) {
  const select = page.getByRole('combobox', { name: label(locale, 'club-roster:filters.team') });
  if (team === null) {
    await page.getByRole('button', { name: text(locale, 'club-roster:filters.allTeams'), exact: true }).click();
    await expect(select).toHaveValue('');
    return;
  }
  await select.click();
  await page.getByRole('option', { name: `${team.displayName} (${team.teamCategoryCode})`, exact: true }).click();
}

/** Fills the participant form's two steps; `role` for the given team. */
async function fillParticipant(
  page: Page,
  locale: Locale,
  person: { first: string; last: string; birthDate: string; gender: 'male' | 'female' },
  team: Roster['teams'][number],
  role: 'player' | 'leader',
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label(locale, 'club-participant:firstName')).fill(person.first);
  await dialog.getByLabel(label(locale, 'club-participant:lastName')).fill(person.last);
  await dialog.getByLabel(label(locale, 'club-participant:birthDate')).fill(person.birthDate);
  await dialog.getByRole('combobox', { name: label(locale, 'club-participant:gender') }).click();
  await page.getByRole('option', { name: text(locale, `club-participant:genderOption.${person.gender}`) }).click();
  await dialog.getByRole('button', { name: text(locale, 'core:form.continue') }).click();
  const row = dialog.getByRole('group', {
    name: text(locale, 'club-participant:roleOf', { team: `${team.displayName} (${team.teamCategoryCode})` }),
    exact: true,
  });
  await row.getByText(text(locale, `club-participant:role.${role}`), { exact: true }).click();
}

/** Signs the club admin in and reads the club and its roster's teams (the same the page shows). */
async function clubOfAdmin(page: Page, locale: Locale) {
  await signIn(page, locale, 'clubadmin@example.com');
  const me = (await (await page.request.get('/api/v1/web/users/me')).json()) as {
    administratedClubs: { id: number }[];
  };
  const clubId = me.administratedClubs[0].id;
  const roster = (await (await page.request.get(`/api/v1/web/clubs/${clubId}/participants`)).json()) as Roster;
  // The new coach and the new people go to the club's last team (the demo team admin has the first).
  const team = roster.teams[roster.teams.length - 1];
  const category = roster.categories.find((c) => c.id === team.teamCategoryId)!;
  return { clubId, team, other: roster.teams[0], category };
}

const LOCALES = ['cs', 'en'] as const satisfies readonly Locale[];

for (const locale of LOCALES) {
  test.describe(`club users and roster (${locale})`, () => {
    // About 40 s each on an idle machine; the margin is for a busy one.
    test.describe.configure({ timeout: 120_000 });
    // Each flow runs once, in one language (they take turns): the texts of both pages are read in
    // that flow's language, and the language switch itself is the same on every page (smoke.spec.ts).
    const flow = flowsInTurns(locale, LOCALES);

    flow(
      'the club admin adds a coach as team admin, who sets a password and changes only that team',
      async ({ page, browser }) => {
        const run = `${Date.now().toString(36)}${locale}`;
        const { clubId, team, other } = await clubOfAdmin(page, locale);
        await page.goto(`/club/${clubId}/users`);
        await expect(page.getByTestId('club-user-row').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await button(page, locale, 'club:users.add').click();
        const dialog = page.getByRole('dialog');
        const email = `coach-${run}@example.com`;
        await dialog.getByLabel(label(locale, 'club:users.form.email')).fill(email);
        await expect(dialog.getByText(text(locale, 'club:users.form.isNew'))).toBeVisible();
        await dialog.getByLabel(label(locale, 'club:users.form.firstName')).fill('Karel');
        await dialog.getByLabel(label(locale, 'club:users.form.lastName')).fill(`Trenér ${run}`);
        await dialog.getByLabel(`${team.displayName} (${team.teamCategoryCode})`).check();
        await dialog.getByRole('button', { name: text(locale, 'club:users.form.save') }).click();
        await expect(page.getByText(text(locale, 'club:users.created'))).toBeVisible();
        await expect(page.getByRole('row', { name: new RegExp(escapeRegExp(email)) })).toBeVisible();

        // The outbox holds the mail with the link; the coach sets a password and sees only their team's actions.
        const link = await linkFromOutbox(email);
        const coach = await coachSees(browser, locale, link, email, `/club/${clubId}/roster`);
        // The coach's first visit loads the roster's chunk and data on a busy machine: a longer wait.
        await expect(coach.page.getByTestId('roster')).toBeVisible({ timeout: 30_000 });
        await expect(button(coach.page, locale, 'club-roster:add')).toBeVisible();
        await chooseTeam(coach.page, locale, team);
        const rows = coach.page.getByTestId('participant-row');
        await expect(rows.first()).toBeVisible();
        await expect(rows.first().getByRole('button')).toHaveCount(2);
        await chooseTeam(coach.page, locale, other);
        await expect(rows.first()).toBeVisible();
        await expect(rows.getByRole('button')).toHaveCount(0);
        await coach.close();
      },
    );

    flow(
      'the club admin meets the eligibility rule, adds a player and a leader, filters and removes',
      async ({ page }) => {
        const run = `${Date.now().toString(36)}${locale}`;
        const { clubId, team, category } = await clubOfAdmin(page, locale);
        await page.goto(`/club/${clubId}/roster`);
        await expect(page.getByTestId('participant-row').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        const dialog = page.getByRole('dialog');

        // A player born in the wrong years: the rule's message names the person, before and after sending.
        const player = { first: 'Adam', last: `Hráč ${run}`, birthDate: '1990-01-01', gender: category.gender };
        await button(page, locale, 'club-roster:add').click();
        await fillParticipant(page, locale, player, team, 'player');
        await expect(page.getByTestId('eligibility-problems')).toContainText(`Adam Hráč ${run}`);
        await dialog.getByRole('button', { name: text(locale, 'club-participant:finish') }).click();
        await expect(dialog.locator('[data-problem="validation_error"]')).toContainText(
          new RegExp(`Adam Hráč ${run} \\(\\D*1990\\)`),
        );

        // Back to the first step: born in the category's years, the player is added.
        await dialog.getByRole('button', { name: text(locale, 'core:form.back') }).click();
        const year = Number(category.birthDateMin.slice(0, 4));
        await dialog.getByLabel(label(locale, 'club-participant:birthDate')).fill(`${year}-03-03`);
        await dialog.getByRole('button', { name: text(locale, 'core:form.continue') }).click();
        await expect(page.getByTestId('eligibility-problems')).toHaveCount(0);
        await dialog.getByRole('button', { name: text(locale, 'club-participant:finish') }).click();
        await expect(page.getByText(text(locale, 'club-participant:created'))).toBeVisible();

        // And a leader.
        const leader = { first: 'Lenka', last: `Vedoucí ${run}`, birthDate: '1985-05-05', gender: 'female' as const };
        await button(page, locale, 'club-roster:add').click();
        await fillParticipant(page, locale, leader, team, 'leader');
        await dialog.getByRole('button', { name: text(locale, 'club-participant:finish') }).click();
        await expect(dialog).toHaveCount(0);

        // Filters: the team shows both; "no role" shows the demo's unassigned people and neither of them.
        await chooseTeam(page, locale, team);
        const rows = page.getByTestId('participant-row');
        await expect(rows.filter({ hasText: `Hráč ${run}` })).toHaveCount(1);
        await expect(rows.filter({ hasText: `Vedoucí ${run}` })).toHaveCount(1);
        await chooseTeam(page, locale, null);
        await page.getByLabel(text(locale, 'club-roster:filters.noRole')).check();
        await expect(rows.filter({ hasText: 'Hraniční' })).toHaveCount(1);
        await expect(rows.filter({ hasText: run })).toHaveCount(0);
        await page.getByLabel(text(locale, 'club-roster:filters.noRole')).uncheck();

        // Removing asks first.
        const name = `Lenka Vedoucí ${run}`;
        await page.getByRole('button', { name: text(locale, 'club-roster:remove', { name }) }).click();
        await expect(dialog).toContainText(text(locale, 'club-roster:removeConfirm', { name }));
        await dialog.getByRole('button', { name: text(locale, 'club-roster:removeButton') }).click();
        await expect(page.getByText(text(locale, 'club-roster:removed'))).toBeVisible();
        await expect(rows.filter({ hasText: name })).toHaveCount(0);
      },
    );
  });
}
