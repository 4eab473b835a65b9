import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import type { LiveBundle, LiveMatch, StaticBundle } from '@tms/domain/contract/competition';
import { readLiveBundle } from '@tms/domain/live-bundle';
import { teamDisplayName } from '@tms/domain/team-name';
import { expect, test } from './fixtures';
import { text } from './texts';

/**
 * Printed documents from the public pages (issue "printed match sheets, official match reports, hall
 * day sheets and QR codes"): the official report of a finished match and a hall's day sheet download
 * as PDFs holding what the page shows. Expectations come from the demo tournament's API.
 */

type Demo = { data: StaticBundle; live: LiveBundle };

async function loadDemo(request: APIRequestContext): Promise<Demo> {
  const [data, live] = await Promise.all(
    ['/api/v1/competition/static', '/api/v1/competition/live'].map(async (url) => {
      const response = await request.get(url);
      expect(response.ok(), url).toBe(true);
      return response.json();
    }),
  );
  return { data, live: readLiveBundle(live) };
}

const t = (key: string, values?: Record<string, string | number>) => text('en', `results-dashboard:${key}`, values);
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The link whose text is `key` with any `{{day}}`. */
const linkName = (key: string) => new RegExp(`^${escapeRegExp(t(key, { day: '\u0000' })).replace('\u0000', '.+')}$`);

/** Clicks a download link and returns the file's text as pdftotext reads it (poppler-utils). */
async function downloadPdf(page: Page, link: Locator): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(await download.failure()).toBeNull();
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1'), 'a PDF file').toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  return { download, text: execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }) };
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ');

/** Opens `path` in English (the `/en` prefix switches the language and drops itself). */
async function openEnglish(page: Page, path: string) {
  await page.goto(`/en${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

// A 700-team tournament on a shared 2-core machine: the documents take a moment.
test.describe.configure({ timeout: 90_000 });

/** Chromium asks for /favicon.ico on every load and the shell has none yet; not what these specs check. */
test.use({ ignoredConsoleErrors: [/favicon\.ico/] });

test('the official report of a finished match downloads from the match detail and names both teams', async ({
  page,
  request,
}) => {
  const { data, live } = await loadDemo(request);
  const finishedId = data.matchStages.find((stage) => stage.code === 'finished')?.id;
  const teams = new Map(data.teams.map((team) => [team.id, teamDisplayName(team)]));
  const names = (match: LiveMatch) => [teams.get(match.homeTeamId ?? -1), teams.get(match.awayTeamId ?? -1)];
  // Short names, so that no table cell of the report cuts them.
  const [match] = live.matches
    .filter((m) => m.competitionMatchStageId === finishedId && !m.walkOver && names(m).every(Boolean))
    .sort((a, b) => names(a).join('').length - names(b).join('').length);
  expect(match, 'a finished match in the demo').toBeDefined();
  const [home, away] = names(match) as [string, string];

  await openEnglish(page, `/results/match/${match.id}`);
  await expect(page.getByRole('heading', { level: 1, name: t('match.heading', { home, away }) })).toBeVisible();
  // A visitor gets the report, not the sheet to fill in (the hall's reporter and admins do).
  await expect(page.getByRole('link', { name: t('print.matchSheet') })).toHaveCount(0);
  const link = page.getByRole('link', { name: t('print.matchReport') });
  await expect(link).toHaveAttribute('href', `/api/v1/print/matches/${match.id}/report?lang=en`);

  const { text: report } = await downloadPdf(page, link);
  expect(oneLine(report)).toContain(home);
  expect(oneLine(report)).toContain(away);
});

test('the day sheet of a hall downloads from the hall page and lists its matches of the day', async ({
  page,
  request,
}) => {
  const { data, live } = await loadDemo(request);
  const categories = new Map(data.teamCategories.map((category) => [category.id, category.code]));
  // The busiest hall-day, so that the sheet has pages of matches to check.
  const byHallDay = new Map<string, LiveMatch[]>();
  for (const match of live.matches) {
    const key = `${match.placeId}|${match.day}`;
    byHallDay.set(key, [...(byHallDay.get(key) ?? []), match]);
  }
  const busiest = [...byHallDay].sort((a, b) => b[1].length - a[1].length)[0];
  expect(busiest, 'a hall with matches in the demo').toBeDefined();
  const [key, matches] = busiest;
  const [placeId, day] = key.split('|');

  await openEnglish(page, `/results/matches-by-hall/${placeId}?day=${day}`);
  await expect(page.getByTestId('match-row')).toHaveCount(matches.length);
  const link = page.getByRole('link', { name: linkName('print.hallDay') });
  await expect(link).toHaveAttribute('href', `/api/v1/print/halls/${placeId}/days/${day}?lang=en`);
  await expect(page.getByRole('link', { name: linkName('print.hallPoster') })).toHaveAttribute(
    'href',
    `/api/v1/print/halls/${placeId}/days/${day}/poster?lang=en`,
  );

  const { text: sheet } = await downloadPdf(page, link);
  // One row per match: time, match number and category, and no row of another hall or day.
  const rows = sheet.split('\n').filter((line) => /^\s*\d{1,2}:\d{2}\s+\d+\s+\S/.test(line));
  expect(rows).toHaveLength(matches.length);
  for (const match of matches) {
    const row = new RegExp(
      `^\\s*${match.time}\\s+${match.matchNumber}\\s+${escapeRegExp(categories.get(match.teamCategoryId) ?? '?')}\\b`,
    );
    expect(
      rows.some((line) => row.test(line)),
      `match ${match.matchNumber} at ${match.time}`,
    ).toBe(true);
  }
});

test('the match, hall and team pages show the QR code of their own address', async ({ page, request }) => {
  const { data, live } = await loadDemo(request);
  const match = live.matches[0];
  const team = data.teams[0];
  const pages = [
    { path: `/results/match/${match.id}`, url: `/results/match/${match.id}` },
    { path: `/results/matches-by-hall/${match.placeId}?day=${match.day}`, url: undefined },
    { path: `/results/team-detail/${team.id}`, url: `/results/team-detail/${team.id}` },
  ];
  for (const { path, url } of pages) {
    await openEnglish(page, path);
    const button = page.getByRole('button', { name: t('print.showQr') });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const address = new URL(url ?? path, page.url()).href;
    await expect(dialog.getByRole('img', { name: t('print.qrAlt', { url: address }) })).toBeVisible();
    await expect(dialog.getByRole('link', { name: address })).toHaveAttribute('href', address);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  }
});
