import type { APIRequestContext, Page } from '@playwright/test';
import { readLiveBundle, writeLiveBundle } from '@tms/domain/live-bundle';
import type { LiveBundle, StaticBundle } from '@tms/domain/contract/competition';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, flowsInTurns, test } from './fixtures';
import { type Locale, text } from './texts';

/**
 * Public results, pages A: dashboard, category, group, play-off, matches by hall, match detail and
 * player statistics, in both languages. Expectations come from the demo tournament's API (a snapshot
 * of Monday late morning: a few matches in progress, every play-off pairing decided).
 */

type Demo = { data: StaticBundle; live: LiveBundle };

let demo: Demo | undefined;
async function loadDemo(request: APIRequestContext): Promise<Demo> {
  if (demo) return demo;
  const [data, live] = await Promise.all(
    ['/api/v1/competition/static', '/api/v1/competition/live'].map(async (url) => {
      const response = await request.get(url);
      expect(response.ok(), url).toBe(true);
      return response.json();
    }),
  );
  demo = { data, live: readLiveBundle(live) };
  return demo;
}

const LIVE_CODES = new Set(['1st_half', '2nd_half', 'shootout']);
const stageCode = (data: StaticBundle, stageId: number) => data.matchStages.find((s) => s.id === stageId)?.code;
const liveMatches = ({ data, live }: Demo) =>
  live.matches.filter((match) => LIVE_CODES.has(stageCode(data, match.competitionMatchStageId) ?? ''));

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const teamName = (team: StaticBundle['teams'][number]) => team.name ?? `${team.clubName} ${ROMAN[team.teamNumber]}`;

const LOCALES: readonly Locale[] = ['en', 'cs'];
const t = (locale: Locale, key: string, values?: Record<string, string | number>) =>
  text(locale, `results-dashboard:${key}`, values);

/** Opens `path` in `locale` (the `/en` or `/cs` prefix switches the language and drops itself). */
async function open(page: Page, locale: Locale, path: string) {
  await page.goto(`/${locale}${path}`);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

// Several axe runs over pages of a 700-team tournament take a while on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** Chromium asks for /favicon.ico on every load and the shell has none yet; not what these specs check. */
test.use({ ignoredConsoleErrors: [/favicon\.ico/] });

for (const locale of LOCALES) {
  test.describe(`results pages A (${locale})`, () => {
    // Each flow runs once, in one language; the flows take turns, so each language walks half of
    // them. What differs by language on every page is read by 'every page A in both languages'.
    const flow = flowsInTurns(locale, LOCALES);

    flow(
      'dashboard: numbers, boys/girls switch, category tiles, matches in progress, favourites hint',
      async ({ page, request }) => {
        const { data } = await loadDemo(request);
        await open(page, locale, '/results');
        await expect(
          page.getByRole('heading', { level: 2, name: t(locale, 'yearInNumbers', { year: 2025 }) }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: t(locale, 'liveNow.title') })).toBeVisible();

        // Matches in progress of the selected gender (boys first) are visibly live and say when the data
        // was refreshed.
        const demoData = await loadDemo(request);
        const liveOf = (gender: 'male' | 'female') =>
          liveMatches(demoData).filter(
            (match) => data.teamCategories.find((c) => c.id === match.teamCategoryId)?.gender === gender,
          );
        const liveRows = page.getByTestId('match-list').first().getByTestId('match-row');
        await expect(liveRows).toHaveCount(liveOf('male').length);
        const live = page.getByTestId('match-list').getByTestId('live-badge');
        if (liveOf('male').length > 0) await expect(live.first()).toContainText(t(locale, 'live.badge'));
        await expect(page.getByTestId('last-updated').first()).toContainText(
          t(locale, 'lastUpdated', { time: '' }).trim(),
        );
        await expect(page.getByTestId('favourites-hint')).toHaveText(t(locale, 'favourites.hint'));
        await expectNoSeriousA11yViolations(page, { offlineBanner: true });

        // Boys by default; the switch shows the girls' categories.
        const tiles = page.getByTestId('category-tiles');
        const boys = data.teamCategories.filter((c) => c.gender === 'male').map((c) => c.code);
        const girls = data.teamCategories.filter((c) => c.gender === 'female').map((c) => c.code);
        await expect(tiles.getByRole('link')).toHaveCount(boys.length);
        await expect(tiles.getByRole('link', { name: new RegExp(`^${boys[0]}`) })).toBeVisible();
        await page.getByTestId('gender-switch').getByText(t(locale, 'gender.female'), { exact: true }).click();
        await expect(tiles.getByRole('link')).toHaveCount(girls.length);
        await expect(page).toHaveURL(/\?gender=female$/);
        // The matches in progress follow the switch.
        await expect(liveRows).toHaveCount(liveOf('female').length);
        if (liveOf('female').length > 0) await expect(live.first()).toContainText(t(locale, 'live.badge'));
        expect(liveOf('male').length + liveOf('female').length).toBeGreaterThan(0);
        await tiles.getByRole('link', { name: new RegExp(`^${girls[0]}`) }).click();
        await expect(page).toHaveURL(new RegExp(`/results/team-category/${girls[0]}$`));
        await expect(h1(page, t(locale, 'category.title', { code: girls[0] }))).toBeVisible();
      },
    );

    flow('dashboard: favourite teams table', async ({ page, request }) => {
      const { data } = await loadDemo(request);
      const team = data.teams[0];
      await open(page, locale, '/results');
      await page.evaluate((teamId) => {
        const stored = JSON.parse(localStorage.getItem('tms') ?? '{}');
        stored.favouriteTeams = { value: [teamId], expiresAt: Date.now() + 86_400_000 };
        localStorage.setItem('tms', JSON.stringify(stored));
      }, team.id);
      await page.reload();
      const table = page.getByTestId('favourite-teams');
      await expect(table.getByRole('columnheader', { name: t(locale, 'favourites.country') })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: t(locale, 'favourites.team') })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: t(locale, 'favourites.category') })).toBeVisible();
      const row = table.getByRole('row').nth(1);
      await expect(row.getByRole('link', { name: teamName(team), exact: true })).toHaveAttribute(
        'href',
        `/results/team-detail/${team.id}`,
      );
      await expect(row.getByRole('link', { name: team.teamCategoryCode, exact: true })).toBeVisible();
      await expect(page.getByTestId('favourites-hint')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, { offlineBanner: true });
    });

    flow('category: stages as tabs, group tables, play-off brackets, statistics link', async ({ page, request }) => {
      const { data } = await loadDemo(request);
      const code = 'MA';
      const groups = data.groups.filter((g) => g.teamCategoryCode === code);
      const preliminary = groups.filter((g) => g.competitionRoundLevelId === 1);
      await open(page, locale, `/results/team-category/${code}`);
      await expect(h1(page, t(locale, 'category.title', { code }))).toBeVisible();

      // On Monday the play-off is where the tournament is: that tab opens first.
      await expect(page.getByTestId('playoff-heading')).toHaveText(t(locale, 'category.playoff'));
      for (const letter of ['A', 'B']) {
        await expect(
          page.getByRole('heading', { level: 3, name: t(locale, 'category.playoffName', { name: letter }) }),
        ).toBeVisible();
      }
      await expect(page.getByTestId('bracket')).toHaveCount(2);
      await expectNoSeriousA11yViolations(page, { offlineBanner: true });

      // Keyboard: the stage tabs are a tab list operated with the arrow keys.
      const preliminaryTab = page.getByRole('tab', { name: t(locale, 'category.preliminary') });
      await preliminaryTab.focus();
      await page.keyboard.press('Enter');
      await expect(preliminaryTab).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/\?stage=preliminary$/);
      await expect(page.getByTestId('group-card')).toHaveCount(preliminary.length);
      await expect(page.getByTestId('standings-table').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, { offlineBanner: true });

      await expect(page.getByRole('link', { name: t(locale, 'category.statistics') })).toHaveAttribute(
        'href',
        `/results/statistics/${code}`,
      );
      await page.getByRole('link', { name: t(locale, 'group.title', { label: preliminary[0].label }) }).click();
      await expect(page).toHaveURL(new RegExp(`/results/competition-group/${preliminary[0].label}$`));
      await expect(h1(page, t(locale, 'group.title', { label: preliminary[0].label }))).toBeVisible();
    });

    flow('group: table columns, the group matches and the way back to the category', async ({ page, request }) => {
      const { data, live } = await loadDemo(request);
      const group = data.groups.find((g) => g.label === 'MA-A');
      if (!group) throw new Error('The demo has no group MA-A');
      const rows = live.groupTeams.filter((row) => row.competitionGroupId === group.id);
      const matches = live.matches.filter((match) => match.competitionGroupId === group.id);
      await open(page, locale, `/results/competition-group/${group.label}`);
      await expect(h1(page, t(locale, 'group.title', { label: group.label }))).toBeVisible();

      const table = page.getByTestId('standings-table');
      for (const column of [
        'positionFull',
        'gamesFull',
        'winsFull',
        'tiesFull',
        'lossesFull',
        'scoreFull',
        'pointsFull',
      ]) {
        await expect(table.getByRole('columnheader', { name: t(locale, `standings.${column}`) })).toBeVisible();
      }
      await expect(table.getByRole('columnheader', { name: t(locale, 'standings.team'), exact: true })).toBeVisible();
      await expect(page.getByTestId('standings-row')).toHaveCount(rows.length);
      const leader = rows.find((row) => row.standings === 1);
      const leaderTeam = data.teams.find((team) => team.id === leader?.teamId);
      if (!leader || !leaderTeam) throw new Error('Group MA-A has no leader');
      const first = page.getByTestId('standings-row').first();
      await expect(first.getByRole('link', { name: teamName(leaderTeam), exact: true })).toBeVisible();
      await expect(first.getByRole('cell').last()).toHaveText(String(leader.points));
      await expect(first).toContainText(`${leader.goalsScored}:${leader.goalsConceded}`);

      await expect(page.getByTestId('match-row')).toHaveCount(matches.length);
      await expectNoSeriousA11yViolations(page, { offlineBanner: true });

      await page.getByTestId('back-link').click();
      await expect(page).toHaveURL(new RegExp(`/results/team-category/${group.teamCategoryCode}$`));
    });

    flow('play-off: the bracket by round, every match linking to its detail', async ({ page, request }) => {
      const { data } = await loadDemo(request);
      const groups = data.groups.filter((g) => g.teamCategoryCode === 'MA' && g.playoffCategory === 'A');
      await open(page, locale, '/results/competition-group/MA/play-off/A');
      await expect(h1(page, t(locale, 'playoff.title', { name: 'A', code: 'MA' }))).toBeVisible();
      const levelIds = new Set(groups.map((g) => g.competitionRoundLevelId));
      for (const level of data.roundLevels.filter((l) => levelIds.has(l.id))) {
        await expect(
          page.getByRole('heading', { level: 2, name: locale === 'en' ? level.nameEn : level.nameCs, exact: true }),
        ).toBeVisible();
      }
      const cards = page.getByTestId('bracket-match');
      await expect(cards).toHaveCount(groups.length);
      await expect(page.getByTestId('bracket-slot')).toHaveCount(groups.length * 2);
      await expectNoSeriousA11yViolations(page, { offlineBanner: true });

      const final = cards.filter({ hasText: 'MA-PA-F' });
      await final.click();
      await expect(page).toHaveURL(/\/results\/match\/\d+$/);
      await expect(page.getByRole('tab', { name: t(locale, 'match.tabs.timeline') })).toBeVisible();
    });

    test.describe(() => {
      // A service worker could answer the live call itself; the route in the test must see it.
      test.use({ serviceWorkers: 'block' });

      flow('play-off: an undecided slot says where its team comes from', async ({ page, request }) => {
        const { data, live } = await loadDemo(request);
        const final = data.groups.find((g) => g.label === 'MA-PA-F');
        const third = data.groups.find((g) => g.label === 'MA-PA-3');
        if (!final || !third) throw new Error('The demo has no MA play-off A final');
        // The demo snapshot has every pairing decided; serve the moment before the semi-finals ended.
        await page.route('**/api/v1/competition/live', async (route) => {
          const undecided: LiveBundle = {
            ...live,
            matches: live.matches.map((match) =>
              match.competitionGroupId === final.id || match.competitionGroupId === third.id
                ? { ...match, homeTeamId: null, awayTeamId: null }
                : match,
            ),
          };
          await route.fulfill({
            json: writeLiveBundle(undecided.matches, undecided.groupTeams),
            headers: { 'cache-control': 'no-store' },
          });
        });
        await open(page, locale, '/results/competition-group/MA/play-off/A');
        const finalCard = page.getByTestId('bracket-match').filter({ hasText: 'MA-PA-F' });
        await expect(finalCard).toContainText(t(locale, 'slot.winnerOfMatch', { group: 'MA-PA-SF1' }));
        await expect(finalCard).toContainText(t(locale, 'slot.winnerOfMatch', { group: 'MA-PA-SF2' }));
        const thirdCard = page.getByTestId('bracket-match').filter({ hasText: 'MA-PA-3' });
        await expect(thirdCard).toContainText(t(locale, 'slot.loserOfMatch', { group: 'MA-PA-SF1' }));
      });
    });

    flow('matches by hall: hall list, hall picker, day tabs', async ({ page, request }) => {
      const demoData = await loadDemo(request);
      const { data, live } = demoData;
      const liveMatch = liveMatches(demoData)[0];
      const hall = data.halls.find((h) => h.id === liveMatch.placeId);
      if (!hall) throw new Error('The live match has no hall');
      const hallName = `${hall.translations.find((tr) => tr.locale === locale)?.name} (${hall.code})`;

      await open(page, locale, '/results/matches-by-hall');
      await expect(h1(page, t(locale, 'hall.title'))).toBeVisible();
      await expect(page.getByTestId('hall-list').getByRole('listitem')).toHaveCount(data.halls.length);
      await expectNoSeriousA11yViolations(page, { offlineBanner: true });
      await page.getByRole('link', { name: hallName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/results/matches-by-hall/${hall.id}$`));
      await expect(h1(page, hallName)).toBeVisible();

      // The day with a match in progress opens first, and the match shows as live.
      const days = [...new Set(live.matches.map((m) => m.day))].sort();
      const tabs = page.getByRole('tablist', { name: t(locale, 'hall.days') }).getByRole('tab');
      await expect(tabs).toHaveCount(days.length);
      await expect(tabs.nth(days.indexOf(liveMatch.day))).toHaveAttribute('aria-selected', 'true');
      const dayMatches = live.matches.filter((m) => m.placeId === hall.id && m.day === liveMatch.day);
      await expect(page.getByTestId('match-row')).toHaveCount(dayMatches.length);
      await expect(page.locator(`[data-match-id="${liveMatch.id}"]`).getByTestId('live-badge')).toBeVisible();
      await expectNoSeriousA11yViolations(page, { offlineBanner: true });

      // Keyboard: arrow keys move between the days (and wrap around).
      const previous = (days.indexOf(liveMatch.day) + days.length - 1) % days.length;
      await tabs.nth(days.indexOf(liveMatch.day)).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(previous)).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`\\?day=${days[previous]}$`));
      const firstDay = live.matches.filter((m) => m.placeId === hall.id && m.day === days[previous]);
      await expect(page.getByTestId('match-row').or(page.getByTestId('match-list-empty'))).toHaveCount(
        Math.max(firstDay.length, 1),
      );

      // The picker switches halls.
      const other = data.halls.find((h) => h.id !== hall.id);
      if (!other) throw new Error('The demo has only one hall');
      const otherName = `${other.translations.find((tr) => tr.locale === locale)?.name} (${other.code})`;
      await page.getByRole('combobox', { name: t(locale, 'hall.picker') }).click();
      await page.getByRole('option', { name: otherName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/results/matches-by-hall/${other.id}(\\?day=.*)?$`));
      await expect(h1(page, otherName)).toBeVisible();
    });

    flow('match detail of a match in progress: live badge, timeline, rosters, info', async ({ page, request }) => {
      const demoData = await loadDemo(request);
      const match = liveMatches(demoData)[0];
      const detail = await (await request.get(`/api/v1/competition/competition-match/${match.id}`)).json();
      await open(page, locale, `/results/match/${match.id}`);
      await expect(page.getByTestId('scoreboard')).toBeVisible();
      await expect(page.getByTestId('live-badge')).toContainText(t(locale, 'live.badge'));
      await expect(page.getByTestId('match-score')).toContainText(`${match.homeScore}:${match.awayScore}`);
      await expect(page.getByTestId('last-updated')).toBeVisible();

      // Timeline: every event, halves as stage markers, the last running score is the current one.
      await expect(page.getByTestId('timeline-event')).toHaveCount(detail.events.length);
      await expect(page.getByTestId('timeline-stage').first()).toBeVisible();
      await expect(page.getByTestId('timeline-event').last().getByRole('cell').last()).toHaveText(
        `${match.homeGoalsCount}:${match.awayGoalsCount}`,
      );
      await expectNoSeriousA11yViolations(page, { offlineBanner: true });

      // Keyboard-operable tabs.
      const timelineTab = page.getByRole('tab', { name: t(locale, 'match.tabs.timeline') });
      await timelineTab.focus();
      await page.keyboard.press('ArrowRight');
      const rostersTab = page.getByRole('tab', { name: t(locale, 'match.tabs.rosters') });
      await expect(rostersTab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('roster-home')).toBeVisible();
      await expect(page.getByTestId('roster-away')).toBeVisible();
      const players = detail.roster.filter((p: { isLeader: boolean }) => !p.isLeader).length;
      const leaders = detail.roster.length - players;
      await expect(page.getByTestId('roster-player')).toHaveCount(players);
      await expect(page.getByTestId('roster-leader')).toHaveCount(leaders);
      await expect(page.getByTestId('roster-leader').first()).toContainText(t(locale, 'match.rosters.leader'));
      await expectNoSeriousA11yViolations(page, { offlineBanner: true });

      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: t(locale, 'match.tabs.info') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const info = page.getByTestId('match-info');
      for (const key of ['number', 'dateTime', 'location', 'category', 'group', 'referee1', 'referee2', 'status']) {
        await expect(info.getByRole('rowheader', { name: t(locale, `match.info.${key}`), exact: true })).toBeVisible();
      }
      await expect(info.getByRole('row').first()).toContainText(String(match.matchNumber));
      // Visitors get no reporter link.
      await expect(page.getByTestId('reporter-link')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, { offlineBanner: true });
    });

    flow('match detail of a walkover', async ({ page, request }) => {
      const { live } = await loadDemo(request);
      const walkover = live.matches.find((match) => match.walkOver);
      if (!walkover) throw new Error('The demo has no walkover');
      await open(page, locale, `/results/match/${walkover.id}`);
      await expect(page.getByTestId('walkover')).toHaveText(t(locale, 'match.walkover'));
      await expect(page.getByTestId('match-score')).toContainText(`${walkover.homeScore}:${walkover.awayScore}`);
      await expect(page.getByTestId('live-badge')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, { offlineBanner: true });
    });

    flow(
      'a match decided by a shoot-out reads as the score of playing time with the shoot-out apart',
      async ({ page, request }) => {
        const { live } = await loadDemo(request);
        const decided = live.matches.find((match) => match.endedInShootout && match.homeScore !== null);
        if (!decided) throw new Error('The demo has no match decided by a shoot-out');
        await open(page, locale, `/results/match/${decided.id}`);
        await expect(page.getByTestId('match-score')).toContainText(
          `${decided.homeGoalsCount}:${decided.awayGoalsCount}`,
        );
        const shootout = t(locale, 'state.afterShootoutScore', {
          home: (decided.homeScore ?? 0) - decided.homeGoalsCount,
          away: (decided.awayScore ?? 0) - decided.awayGoalsCount,
        });
        await expect(page.getByText(shootout, { exact: true })).toBeVisible();
      },
    );

    flow('statistics: scorers and penalties, sortable and searchable', async ({ page, request }) => {
      const code = 'MB';
      const rows = (await (await request.get(`/api/v1/competition/statistics/${code}`)).json()) as {
        lastName: string;
        firstName: string;
        goals: number;
      }[];
      await open(page, locale, `/results/statistics/${code}`);
      await expect(h1(page, t(locale, 'statistics.title', { code }))).toBeVisible();
      const table = page.getByTestId('statistics-table');
      for (const column of ['player', 'team', 'matches', 'goals', 'sevenMeterGoals', 'shootoutGoals', 'average']) {
        await expect(
          table.getByRole('columnheader', { name: t(locale, `statistics.columns.${column}`), exact: true }),
        ).toBeVisible();
      }
      // Top scorer first.
      const best = Math.max(...rows.map((row) => row.goals));
      const goals = table.getByRole('columnheader', { name: t(locale, 'statistics.columns.goals'), exact: true });
      await expect(goals).toHaveAttribute('aria-sort', 'descending');
      await expect(page.getByTestId('statistics-row').first().getByRole('cell').nth(4)).toHaveText(String(best));
      await expectNoSeriousA11yViolations(page, { offlineBanner: true });

      // Sorting by clicking a header (keyboard: the header is a button).
      await goals.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect(goals).toHaveAttribute('aria-sort', 'ascending');
      const player = table.getByRole('columnheader', { name: t(locale, 'statistics.columns.player'), exact: true });
      await player.getByRole('button').click();
      await expect(player).toHaveAttribute('aria-sort', 'ascending');
      await expect(goals).not.toHaveAttribute('aria-sort', /./);

      // Searching without diacritics.
      const someone = rows.find((row) => row.goals > 0 && /[^\x20-\x7e]/.test(row.lastName)) ?? rows[0];
      const plain = someone.lastName.normalize('NFD').replace(/\p{Diacritic}/gu, '');
      await page.getByRole('searchbox', { name: t(locale, 'statistics.search') }).fill(plain.toLowerCase());
      await expect(page.getByTestId('statistics-row').first()).toContainText(someone.lastName);

      // Penalties.
      await page.getByRole('tab', { name: t(locale, 'statistics.tabs.penalties') }).click();
      await page.getByRole('searchbox', { name: t(locale, 'statistics.search') }).fill('');
      for (const column of ['blueCards', 'redCards', 'yellowCards', 'twoMinutes']) {
        await expect(
          table.getByRole('columnheader', { name: t(locale, `statistics.columns.${column}`), exact: true }),
        ).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page, { offlineBanner: true });
    });
  });
}

test('every page A in both languages: its heading, tabs and column names', async ({ page, request }) => {
  const demoData = await loadDemo(request);
  const { data } = demoData;
  const match = liveMatches(demoData)[0];
  const hall = data.halls.find((h) => h.id === match.placeId);
  if (!hall) throw new Error('The live match has no hall');
  for (const locale of LOCALES) {
    const hallName = `${hall.translations.find((tr) => tr.locale === locale)?.name} (${hall.code})`;
    const pages: { path: string; shows: () => ReturnType<Page['getByRole']> }[] = [
      {
        path: '/results',
        shows: () => page.getByRole('heading', { level: 2, name: t(locale, 'yearInNumbers', { year: 2025 }) }),
      },
      {
        path: '/results/team-category/MA',
        shows: () => page.getByRole('tab', { name: t(locale, 'category.preliminary') }),
      },
      {
        path: '/results/competition-group/MA-A',
        shows: () => page.getByRole('columnheader', { name: t(locale, 'standings.pointsFull') }),
      },
      {
        path: '/results/competition-group/MA/play-off/A',
        shows: () => h1(page, t(locale, 'playoff.title', { name: 'A', code: 'MA' })),
      },
      { path: `/results/matches-by-hall/${hall.id}`, shows: () => h1(page, hallName) },
      {
        path: `/results/match/${match.id}`,
        shows: () => page.getByRole('tab', { name: t(locale, 'match.tabs.rosters') }),
      },
      {
        path: '/results/statistics/MB',
        shows: () =>
          page.getByRole('columnheader', { name: t(locale, 'statistics.columns.sevenMeterGoals'), exact: true }),
      },
    ];
    for (const { path, shows } of pages) {
      await open(page, locale, path);
      await expect(shows(), `${path} (${locale})`).toBeVisible();
    }
  }
});

test.describe(() => {
  // A service worker could answer the call itself; the route in the test must see it.
  test.use({ serviceWorkers: 'block' });

  test('a match with a stream links to it', async ({ page, request }) => {
    const { live } = await loadDemo(request);
    const match = live.matches[0];
    const streamUrl = 'https://www.youtube.com/watch?v=handball';
    await page.route(`**/api/v1/competition/competition-match/${match.id}*`, async (route) => {
      const response = await route.fetch();
      const detail = await response.json();
      await route.fulfill({ response, json: { ...detail, match: { ...detail.match, streamUrl } } });
    });
    await open(page, 'en', `/results/match/${match.id}`);
    const link = page.getByTestId('stream-link');
    await expect(link).toHaveText(t('en', 'match.stream'));
    await expect(link).toHaveAttribute('href', streamUrl);
    await expect(link).toHaveAttribute('target', '_blank');
  });
});

test('an unknown match, group or category shows a not-found notice', async ({ page }) => {
  for (const path of ['/results/match/99999999', '/results/competition-group/XX-Q', '/results/team-category/XX']) {
    await open(page, 'en', path);
    await expect(page.getByTestId('not-found')).toBeVisible();
  }
});

test('a reporter sees the link to the reporter interface on the match detail', async ({ page, request }) => {
  const demoData = await loadDemo(request);
  await open(page, 'en', '/results');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: 'reporter@example.com', password: 'handball2025' },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(login.status()).toBe(200);
  // A reporter reports only in their own halls, so the match must be in one of them.
  const halls = (await (await page.request.get('/api/v1/reporter/halls')).json()) as { placeId: number }[];
  const ownHalls = new Set(halls.map((hall) => hall.placeId));
  const match = demoData.live.matches.find((candidate) => ownHalls.has(candidate.placeId));
  if (!match) throw new Error('the demo reporter has no match in their halls');
  const category = demoData.data.teamCategories.find((c) => c.id === match.teamCategoryId);
  // What the sign-in page remembers, so the app loads the user.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('tms') ?? '{}');
    stored.loggedIn = { value: true, expiresAt: Date.now() + 86_400_000 };
    localStorage.setItem('tms', JSON.stringify(stored));
  });
  await open(page, 'en', `/results/match/${match.id}?tab=info`);
  await expect(page.getByTestId('reporter-link')).toHaveAttribute(
    'href',
    `/reporter/match/${category?.code}-${match.matchNumber}`,
  );
});
