import type { Page } from '@playwright/test';
import { expect, flowsInTurns, test } from './fixtures';
import { apiSession, signIn } from './office';
import { type Locale, text } from './texts';

/**
 * The super admin's editions page: the demo's 2025 edition is current; the rollover to 2026 is
 * previewed and run once (the database is shared by the whole run, and a year has one edition), the
 * new edition is listed but not current, and the public results still show 2025. The English turn
 * previews 2027 only, so it never writes. Then 2026 is opened for one flow (the demo club and referee
 * start from 2025, whose results stay under their year) and 2025 is made current again; a spectator
 * switches between the demo's 2024 and 2025.
 */

const SUPER_ADMIN = 'superadmin@example.com';
const LOCALES: readonly Locale[] = ['cs', 'en'];

const t = (locale: Locale, key: string, values?: Record<string, string | number>) =>
  text(locale, `admin:editions.${key}`, values);

/** A field of the rollover form by its label. */
const field = (page: Page, locale: Locale, key: string) =>
  page.getByTestId('rollover-form').getByLabel(t(locale, `rollover.${key}`));

const row = (page: Page, year: number) => page.getByTestId('editions-table').locator(`tr[data-year="${year}"]`);

/** The four years of a category's limits before and after, e.g. ['2006', '2007'] → ['2007', '2008']. */
const years = (value: string) => (value.match(/\b\d{4}\b/g) ?? []).map(Number);

/** The page itself does not scroll sideways (the tables scroll in their own boxes). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openEditions(page: Page, locale: Locale) {
  await signIn(page, SUPER_ADMIN, { target: '/admin/editions', locale });
  await expect(page.getByRole('heading', { level: 1, name: t(locale, 'title') })).toBeVisible();
}

async function preview(page: Page, locale: Locale, year: number) {
  await page.getByRole('button', { name: t(locale, 'rollover.preview') }).click();
  const shown = page.getByTestId('rollover-preview');
  await expect(shown.getByRole('heading', { name: t(locale, 'rollover.previewTitle', { year }) })).toBeVisible();
  return shown;
}

/** Chromium asks for /favicon.ico on every load and the shell has none yet; not what this spec checks. */
test.use({ ignoredConsoleErrors: [/favicon\.ico/] });

for (const locale of LOCALES) {
  test.describe(`editions (${locale})`, () => {
    const flow = flowsInTurns(locale, LOCALES);

    flow('the super admin rolls 2025 over into 2026, which is not made current', async ({ page }) => {
      // A sign-in, a preview of the whole edition, a rollover copying it and the results dashboard.
      test.setTimeout(120_000);
      const admin = await apiSession(SUPER_ADMIN);
      const before = (await (await admin.api.get('/api/v1/admin/editions')).json()) as {
        items: { year: number }[];
      };
      await admin.api.dispose();
      // A retry after the rollover went through finds 2026 there: it checks what it left, and never creates it twice.
      const done = before.items.some((edition) => edition.year === 2026);
      const categories = (
        (await (await page.request.get('/api/v1/competition/static')).json()) as { teamCategories: unknown[] }
      ).teamCategories.length;

      await openEditions(page, locale);
      await expect(row(page, 2025).getByTestId('edition-current')).toHaveText(t(locale, 'current'));

      // The form is prefilled for the next year: its name and the same weekdays 52 weeks later.
      await expect(field(page, locale, 'year')).toHaveValue('2026');
      await expect(field(page, locale, 'name')).toHaveValue('Prague Handball Cup 2026');
      await expect(field(page, locale, 'startsOn')).toHaveValue('2026-04-17');
      await expect(field(page, locale, 'endsOn')).toHaveValue('2026-04-20');

      const shown = await preview(page, locale, 2026);
      // Every category is copied, its birth years one year later.
      await expect(shown.getByTestId('rollover-copied').locator('tr[data-table="teamCategories"] td')).toHaveText(
        String(categories),
      );
      const rows = shown.getByTestId('rollover-categories').locator('tr[data-category]');
      await expect(rows).toHaveCount(categories);
      const ma = shown.locator('tr[data-category="MA"]');
      expect(years(await ma.locator('[data-when="before"]').innerText())).toEqual([2006, 2007]);
      expect(years(await ma.locator('[data-when="after"]').innerText())).toEqual([2007, 2008]);
      for (const category of await rows.all()) {
        const earlier = years(await category.locator('[data-when="before"]').innerText());
        const later = years(await category.locator('[data-when="after"]').innerText());
        expect(later).toEqual(earlier.map((year) => year + 1));
      }
      await expect(shown.getByTestId('rollover-empty').locator('tr[data-table="clubs"] td')).not.toHaveText('0');

      // On a phone the preview's tables scroll in their own boxes, not the page.
      const viewport = page.viewportSize();
      await page.setViewportSize({ width: 375, height: 740 });
      await expectNoSidewaysScroll(page);
      if (viewport) await page.setViewportSize(viewport);

      const create = page.getByRole('button', { name: t(locale, 'rollover.create', { year: 2026 }) });
      if (done) {
        await expect(shown.getByTestId('rollover-exists')).toBeVisible();
        await expect(create).toBeDisabled();
      } else {
        await expect(shown.getByTestId('rollover-exists')).toHaveCount(0);
        await create.click();
        const dialog = page.getByRole('dialog', { name: t(locale, 'rollover.confirmTitle', { year: 2026 }) });
        await expect(
          dialog.getByText(t(locale, 'rollover.confirmNotCurrent', { source: 'Prague Handball Cup 2025' })),
        ).toBeVisible();
        await dialog.getByRole('button', { name: t(locale, 'rollover.create', { year: 2026 }) }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(t(locale, 'rollover.created', { name: 'Prague Handball Cup 2026' }))).toBeVisible();
      }

      // 2026 is listed, empty and not current; 2025 stays current.
      await expect(row(page, 2026)).toContainText('Prague Handball Cup 2026');
      await expect(row(page, 2026).getByTestId('edition-current')).toHaveCount(0);
      await expect(row(page, 2025).getByTestId('edition-current')).toBeVisible();

      // The public results still show the 2025 edition.
      await page.goto('/results');
      await expect(
        page.getByRole('heading', { level: 2, name: text(locale, 'results-dashboard:yearInNumbers', { year: 2025 }) }),
      ).toBeVisible();
    });

    flow('the editions page speaks English and previews 2027 without writing it', async ({ page }) => {
      test.setTimeout(90_000);
      await openEditions(page, locale);
      const table = page.getByTestId('editions-table');
      for (const column of ['year', 'name', 'dates', 'teams', 'matches', 'finishedMatches']) {
        await expect(
          table.getByRole('columnheader', { name: t(locale, `columns.${column}`), exact: true }),
        ).toBeVisible();
      }
      await expect(row(page, 2025).getByTestId('edition-current')).toHaveText(t(locale, 'current'));
      await expect(page.getByRole('heading', { level: 2, name: t(locale, 'rollover.title') })).toBeVisible();

      await field(page, locale, 'year').fill('2027');
      await field(page, locale, 'name').fill('Prague Handball Cup 2027');
      await field(page, locale, 'startsOn').fill('2027-04-16');
      await field(page, locale, 'endsOn').fill('2027-04-19');
      const shown = await preview(page, locale, 2027);
      await expect(shown.getByTestId('rollover-exists')).toHaveCount(0);
      await expect(shown.getByText(t(locale, 'rollover.shiftDays_other', { count: 728 }))).toBeVisible();
      await expect(shown.getByText(t(locale, 'rollover.shiftYears_other', { count: 2 }))).toBeVisible();
      await expect(shown.getByRole('heading', { name: t(locale, 'rollover.categoriesTitle') })).toBeVisible();
      await expect(page.getByRole('button', { name: t(locale, 'rollover.create', { year: 2027 }) })).toBeEnabled();

      // Changing the form after the preview asks for a new one before anything can be created.
      await field(page, locale, 'year').fill('2028');
      await expect(page.getByTestId('rollover-stale')).toHaveText(t(locale, 'rollover.stale'));
      await expect(page.getByRole('button', { name: t(locale, 'rollover.create', { year: 2027 }) })).toBeDisabled();

      const admin = await apiSession(SUPER_ADMIN);
      const after = (await (await admin.api.get('/api/v1/admin/editions')).json()) as { items: { year: number }[] };
      await admin.api.dispose();
      expect(after.items.map((edition) => edition.year)).not.toContain(2027);
    });

    flow(
      'in 2026 the demo club starts from 2025, the referee too, and 2025 stays readable under its year',
      async ({ page }) => {
        // Three sign-ins and two forms of the whole demo club, while 2026 is the current edition.
        test.setTimeout(150_000);
        const admin = await apiSession(SUPER_ADMIN);
        const open = (year: number) =>
          admin.api.post(`/api/v1/admin/editions/${year}/current`, { headers: admin.headers });
        const editions = (await (await admin.api.get('/api/v1/admin/editions')).json()) as {
          items: { year: number }[];
        };
        if (!editions.items.some((edition) => edition.year === 2026)) {
          const created = await admin.api.post('/api/v1/admin/editions', {
            headers: admin.headers,
            data: { year: 2026, name: 'Prague Handball Cup 2026', startsOn: '2026-04-17', endsOn: '2026-04-20' },
          });
          expect(created.status()).toBe(201);
        }
        expect((await open(2026)).status()).toBe(200);
        try {
          // The results of 2025 under their year, the current address now the new edition.
          await page.goto(`/${locale}/2025/results`);
          await expect(
            page.getByRole('heading', {
              level: 2,
              name: text(locale, 'results-dashboard:yearInNumbers', { year: 2025 }),
            }),
          ).toBeVisible();
          await expect(page.getByTestId('past-edition-notice')).toBeVisible();
          await expect(page.getByTestId('category-tiles').getByRole('link').first()).toHaveAttribute(
            'href',
            /^\/2025\/results\/team-category\//,
          );

          // The club admin's new registration starts from the demo club of 2025.
          await signIn(page, 'clubadmin@example.com', { target: '/registration/club/create', locale });
          // The application names the year it now works with.
          await expect(page.getByRole('banner')).toContainText('Prague Handball Cup 2026');
          const returning = (await (await page.request.get('/api/v1/web/club-registrations/returning')).json()) as {
            clubName: string;
            participants: { eligible: boolean }[];
          };
          const r = (key: string, values?: Record<string, string | number>) =>
            text(locale, `club-registration:returning.${key}`, values);
          const notice = page.getByTestId('prefill-notice');
          await expect(notice).toContainText(r('noticeTitle', { year: 2025 }));
          await expect(notice).toContainText(r('notice', { year: 2025, club: returning.clubName }));
          const name = page.getByRole('textbox', { name: text(locale, 'club-registration:club.name') });
          await expect(name).toHaveValue(returning.clubName);
          const people = page.getByTestId('returning-people');
          const eligible = returning.participants.filter((person) => person.eligible).length;
          await expect(page.getByTestId('returning-chosen')).toHaveText(
            r('chosen_other', { count: eligible, total: returning.participants.length }),
          );
          // Who outgrew the categories is there, not chosen, with the rule that says why.
          const outgrown = people.locator('[data-eligible="false"]');
          expect(await outgrown.count()).toBeGreaterThan(0);
          await expect(outgrown.first().getByRole('checkbox')).toBeDisabled();
          await expect(outgrown.first().getByTestId('returning-reason')).toContainText(
            r('notEligible', { reasons: '' }).trim(),
          );
          // A team whose players outgrew its category moves up one.
          await expect(page.getByTestId('returning-teams')).toContainText(r('movedUp'));
          // Starting empty is a click away, and so is coming back.
          await notice.getByRole('button', { name: r('startEmpty') }).click();
          await expect(name).toHaveValue('');
          await expect(page.getByTestId('returning-people')).toHaveCount(0);
          await notice.getByRole('button', { name: r('fillIn', { year: 2025 }) }).click();
          await expect(name).toHaveValue(returning.clubName);

          // The demo referee's new registration starts from 2025's.
          await page.context().clearCookies();
          await signIn(page, 'referee@example.com', { target: '/registration/referee/create', locale });
          await expect(page.getByTestId('prefill-notice')).toContainText(
            text(locale, 'referee-registration:returning.noticeTitle', { year: 2025 }),
          );
          const own = (await (await page.request.get('/api/v1/web/referee-registrations/returning')).json()) as {
            registration: { firstName: string; arrivalDate: string | null };
          };
          await expect(
            page.getByRole('textbox', { name: text(locale, 'referee-registration:fields.firstName'), exact: true }),
          ).toHaveValue(own.registration.firstName);
        } finally {
          expect((await open(2025)).status()).toBe(200);
          await admin.api.dispose();
        }
      },
    );

    flow('a spectator switches the dashboard between 2024 and 2025', async ({ page }) => {
      const t = (key: string, values?: Record<string, string | number>) =>
        text(locale, `results-dashboard:${key}`, values);
      await page.goto(`/${locale}/results`);
      const year = page.getByRole('combobox', { name: t('edition.label') });
      await expect(year).toHaveValue('2025');
      await year.selectOption('2024');
      await expect(page).toHaveURL(/\/2024\/results$/);
      await expect(page.getByRole('heading', { level: 2, name: t('yearInNumbers', { year: 2024 }) })).toBeVisible();
      await expect(page.getByTestId('past-edition-notice')).toContainText(t('edition.pastTitle', { year: 2024 }));
      // 2024's categories: eight teams each, played to the final.
      await page.getByTestId('category-tiles').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/2024\/results\/team-category\/[A-Z]{2}$/);
      await expect(page.getByTestId('bracket').first().getByRole('link').first()).toHaveAttribute(
        'href',
        /^\/2024\/results\/match\/\d+$/,
      );
      await page.goto(`/${locale}/2024/results`);
      await page.getByRole('combobox', { name: t('edition.label') }).selectOption('2025');
      await expect(page).toHaveURL(/\/results$/);
      await expect(page.getByRole('heading', { level: 2, name: t('yearInNumbers', { year: 2025 }) })).toBeVisible();
      await expect(page.getByTestId('past-edition-notice')).toHaveCount(0);
    });
  });
}
