import type { APIRequestContext, Page } from '@playwright/test';
import { readLiveBundle } from '@tms/domain/live-bundle';
import type { LiveBundle, PublicReferee, StaticBundle } from '@tms/domain/contract/competition';
import ICAL from 'ical.js';
import { A11Y_LOCALE, expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { type Locale, text } from './texts';

/**
 * Public results, pages B: countries, country detail, team detail (favourites, calendar), referees by
 * country, places and place detail. The expectations are derived from the API of the demo tournament,
 * so they follow the generated data instead of hard-coding it.
 */

type Demo = { data: StaticBundle; live: LiveBundle; referees: PublicReferee[] };

let demo: Demo | undefined;
async function loadDemo(request: APIRequestContext): Promise<Demo> {
  if (demo) return demo;
  const [data, live, referees] = await Promise.all(
    ['/api/v1/competition/static', '/api/v1/competition/live', '/api/v1/competition/referees'].map(async (url) => {
      const response = await request.get(url);
      expect(response.ok(), url).toBe(true);
      return response.json();
    }),
  );
  demo = { data, live: readLiveBundle(live), referees };
  return demo;
}

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const teamName = (team: StaticBundle['teams'][number]) => team.name ?? `${team.clubName} ${ROMAN[team.teamNumber]}`;

function countryName(data: StaticBundle, code: string, locale: Locale): string {
  return data.countries[code]?.translations.find((translation) => translation.locale === locale)?.name ?? code;
}

function placeTitle(place: StaticBundle['places'][number], locale: Locale): string {
  const name = place.translations.find((translation) => translation.locale === locale)?.name ?? '';
  return place.code ? `${name} (${place.code})` : name;
}

const started = (data: StaticBundle, matchStageId: number) =>
  data.matchStages.find((stage) => stage.id === matchStageId)?.code !== 'not_started';

/** A team that has played, has a roster and a sister team in its club: every section has content. */
function pickTeam({ data, live }: Demo) {
  const team = data.teams.find(
    (candidate) =>
      candidate.name === null &&
      data.teams.some((other) => other.clubId === candidate.clubId && other.id !== candidate.id) &&
      live.matches.some(
        (match) =>
          (match.homeTeamId === candidate.id || match.awayTeamId === candidate.id) &&
          !match.walkOver &&
          started(data, match.competitionMatchStageId),
      ),
  );
  if (!team) throw new Error('The demo has no team with played matches and a sister team');
  const matches = live.matches.filter((match) => match.homeTeamId === team.id || match.awayTeamId === team.id);
  return { team, matches };
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal scrolling on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
}

test.describe('every page in both languages', () => {
  // Mobile first: the pages must fit a 375 px wide phone.
  test.use({ viewport: { width: 375, height: 812 } });

  for (const locale of ['cs', 'en'] as const) {
    test(`countries, country, team, referees and places (${locale}): content, no horizontal scroll, axe in Czech`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const demoData = await loadDemo(request);
      const { data } = demoData;
      const { team } = pickTeam(demoData);
      const hall = data.halls[0];
      const refereeCountry = Object.values(data.countries).find((country) =>
        demoData.referees.some((referee) => referee.countryId === country.id),
      );
      if (!refereeCountry) throw new Error('The demo has no referees');
      const teamCountry = team.clubCountryCode;

      const pages: { path: string; heading: string; check?: () => Promise<void> }[] = [
        {
          path: '/results/countries',
          heading: text(locale, 'country-teams:countries.title'),
          check: async () => {
            const card = page.getByTestId('country-card').filter({ hasText: countryName(data, teamCountry, locale) });
            await expect(card.getByRole('link', { name: countryName(data, teamCountry, locale) })).toBeVisible();
            const teams = data.teams.filter((t) => t.clubCountryCode === teamCountry).length;
            await expect(card).toContainText(String(teams));
          },
        },
        {
          path: `/results/country/${teamCountry}`,
          heading: countryName(data, teamCountry, locale),
          check: async () => {
            await expect(page.getByTestId('back-link')).toHaveAttribute('href', '/results/countries');
            // Teams of one club in different categories share the name; the link is told by its target.
            await expect(page.locator(`a[href="/results/team-detail/${team.id}"]`)).toHaveText(teamName(team));
            await expect(
              page.getByRole('heading', {
                level: 2,
                name: text(locale, 'country-teams:category.title', { code: team.teamCategoryCode }),
              }),
            ).toBeVisible();
          },
        },
        {
          path: `/results/team-detail/${team.id}`,
          heading: teamName(team),
          check: async () => {
            await expect(
              page.getByRole('heading', { level: 2, name: text(locale, 'country-teams:participants.title') }),
            ).toBeVisible();
            await expect(page.getByTestId('players').getByRole('row').nth(1)).toBeVisible();
          },
        },
        {
          path: '/results/referees',
          heading: text(locale, 'country-teams:referees.title'),
          check: async () => {
            await expect(
              page.getByRole('link', { name: countryName(data, refereeCountry.countryCode, locale) }),
            ).toHaveAttribute('href', `/results/referees/${refereeCountry.countryCode}`);
          },
        },
        {
          path: `/results/referees/${refereeCountry.countryCode}`,
          heading: text(locale, 'country-teams:referees.countryTitle', {
            country: countryName(data, refereeCountry.countryCode, locale),
          }),
          check: async () => {
            const count = demoData.referees.filter((referee) => referee.countryId === refereeCountry.id).length;
            await expect(page.getByTestId('referee')).toHaveCount(count);
          },
        },
        {
          path: '/results/places/hall',
          heading: text(locale, 'places:list.title'),
          check: async () => {
            await expect(page.getByTestId('place-item')).toHaveCount(data.halls.length);
            await expect(page.getByRole('tab', { selected: true })).toContainText(text(locale, 'places:types.hall'));
          },
        },
        {
          path: `/results/place/${hall.id}`,
          heading: placeTitle(hall, locale),
          check: async () => {
            await expect(
              page.getByRole('heading', { level: 2, name: text(locale, 'places:detail.address') }),
            ).toBeVisible();
          },
        },
      ];

      await page.goto(`/${locale}/results`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      for (const { path, heading, check } of pages) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(h1(page, heading)).toBeVisible();
          await check?.();
          await expectNoHorizontalScroll(page);
          if (locale === A11Y_LOCALE) await expectNoSeriousA11yViolations(page, { offlineBanner: true });
        });
      }
    });
  }
});

test.describe('countries', () => {
  test('the country list links to the country, its teams to their detail; back goes to the list', async ({
    page,
    request,
  }) => {
    const { data, referees } = await loadDemo(request);
    await page.goto('/en/results/countries');
    await expect(h1(page, text('en', 'country-teams:countries.title'))).toBeVisible();

    // Countries sending teams or referees.
    const codeById = new Map(Object.values(data.countries).map((country) => [country.id, country.countryCode]));
    const countries = new Set([
      ...data.teams.map((team) => team.clubCountryCode),
      ...referees.flatMap((referee) => codeById.get(referee.countryId) ?? []),
    ]);
    await expect(
      page.getByText(text('en', 'country-teams:countries.countryCount_other', { count: countries.size })),
    ).toBeVisible();

    await page.getByLabel(text('en', 'country-teams:countries.search')).fill('czech');
    await expect(page.getByTestId('country-card')).toHaveCount(1);
    await page.getByRole('link', { name: 'Czechia' }).click();
    await expect(page).toHaveURL(/\/results\/country\/CZ$/);
    await expect(h1(page, 'Czechia')).toBeVisible();
    const czechTeams = data.teams.filter((team) => team.clubCountryCode === 'CZ');
    await expect(page.getByTestId('country-team')).toHaveCount(czechTeams.length);

    await page.getByTestId('back-link').click();
    await expect(page).toHaveURL(/\/results\/countries$/);
  });

  test('a malformed path parameter leads to the not-found page, an unknown team says so', async ({ page }) => {
    await page.goto('/en/results/team-detail/abc');
    await expect(page).toHaveURL(/\/404$/);
    await expect(h1(page, text('en', 'core:notFound.title'))).toBeVisible();
    // A well-formed code the tournament does not know names nothing either.
    for (const path of ['/results/country/XX', '/results/referees/XX']) {
      await page.goto(`/en${path}`);
      await expect(page).toHaveURL(/\/404$/);
      await expect(h1(page, text('en', 'core:notFound.title'))).toBeVisible();
    }
    await page.goto('/results/team-detail/2147483647');
    await expect(h1(page, text('en', 'country-teams:team.notFound'))).toBeVisible();
    await expect(page.getByTestId('back-link')).toHaveAttribute('href', '/results/countries');
  });
});

test.describe('team detail', () => {
  test('shows matches, the latest roster and the other teams of the club', async ({ page, request }) => {
    const demoData = await loadDemo(request);
    const { team, matches } = pickTeam(demoData);
    await page.goto(`/en/results/team-detail/${team.id}`);
    await expect(h1(page, teamName(team))).toBeVisible();

    await expect(page.getByRole('list', { name: `Matches of ${teamName(team)}` }).getByTestId('match-row')).toHaveCount(
      matches.length,
    );
    await expect(page.getByTestId('players').getByRole('row')).not.toHaveCount(0);
    const sisters = demoData.data.teams.filter((other) => other.clubId === team.clubId && other.id !== team.id);
    await expect(page.getByTestId('club-team')).toHaveCount(sisters.length);
    await expect(page.getByTestId('back-link')).toHaveAttribute('href', `/results/country/${team.clubCountryCode}`);
  });

  test('favourite round trip: add on the team, listed on the dashboard, remove, the hint returns', async ({
    page,
    request,
  }) => {
    const { team } = pickTeam(await loadDemo(request));
    const hint = text('en', 'results-dashboard:favourites.hint');

    await page.goto('/en/results');
    await expect(page.getByText(hint)).toBeVisible();

    await page.goto(`/results/team-detail/${team.id}`);
    await page.getByRole('button', { name: text('en', 'country-teams:team.addFavourite') }).click();
    await expect(page.getByRole('button', { name: text('en', 'country-teams:team.removeFavourite') })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tms') ?? '{}'));
    expect(stored.favouriteTeams.value).toEqual([team.id]);
    // Stored until the end of the year, in the browser's time zone.
    const endOfYear = await page.evaluate(() => new Date(new Date().getFullYear(), 11, 31, 23, 59, 59, 999).getTime());
    expect(stored.favouriteTeams.expiresAt).toBe(endOfYear);

    await page.getByRole('link', { name: 'results page' }).click();
    await expect(page).toHaveURL(/\/results$/);
    const favourites = page.getByTestId('favourite-teams');
    await expect(favourites.getByRole('link', { name: teamName(team) })).toBeVisible();
    await expect(page.getByText(hint)).toHaveCount(0);

    await favourites.getByRole('link', { name: teamName(team) }).click();
    await expect(h1(page, teamName(team))).toBeVisible();
    await page.getByRole('button', { name: text('en', 'country-teams:team.removeFavourite') }).click();
    await expect(page.getByRole('button', { name: text('en', 'country-teams:team.addFavourite') })).toBeVisible();

    await page.goto('/results');
    await expect(page.getByText(hint)).toBeVisible();
    await expect(page.getByTestId('favourite-teams')).toHaveCount(0);
  });

  test('the calendar feed holds the team matches with start times and halls', async ({ page, request }) => {
    const demoData = await loadDemo(request);
    const { team, matches } = pickTeam(demoData);
    await page.goto(`/en/results/team-detail/${team.id}`);
    await page.getByRole('button', { name: text('en', 'country-teams:calendar.add') }).click();

    const subscribe = page.getByRole('menuitem', { name: text('en', 'country-teams:calendar.subscribe') });
    const host = new URL(page.url()).host;
    await expect(subscribe).toHaveAttribute(
      'href',
      `webcal://${host}/api/v1/competition/team/${team.id}/calendar.ics?locale=en`,
    );
    const download = page.getByRole('menuitem', { name: text('en', 'country-teams:calendar.download') });
    const href = await download.getAttribute('href');
    expect(href).toBe(`/api/v1/competition/team/${team.id}/calendar.ics?locale=en`);

    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(matches.length);

    const halls = new Map(demoData.data.places.map((place) => [place.id, place]));
    for (const match of matches) {
      const event = events.find((candidate) => candidate.uid === `match-${match.id}@handballcup`);
      expect(event, `event of match ${match.id}`).toBeDefined();
      if (!event) continue;
      // The tournament is in April: Prague is on summer time, UTC+2.
      expect(event.startDate.toJSDate().toISOString()).toBe(
        new Date(`${match.day}T${match.time}:00+02:00`).toISOString(),
      );
      expect(event.summary).toContain(teamName(team));
      const hall = halls.get(match.placeId);
      const hallName = hall?.translations.find((translation) => translation.locale === 'en')?.name ?? '';
      expect(event.location).toContain(hallName);
      if (hall?.address) expect(event.location).toContain(hall.address);
    }
  });

  test('offline: the banner appears, the data stays, the banner goes when back online', async ({ page, request }) => {
    const { team } = pickTeam(await loadDemo(request));
    const banner = page.getByText(text('en', 'core:offline.banner'));
    await page.goto(`/en/results/team-detail/${team.id}`);
    await expect(page.getByTestId('players')).toBeVisible();
    await expect(banner).toHaveCount(0);

    await page.context().setOffline(true);
    await expect(banner).toBeVisible();
    // Past one live refresh interval (10 s): the failed refresh must not take the page down.
    await page.waitForTimeout(11_000);
    await expect(h1(page, teamName(team))).toBeVisible();
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    await expect(page.getByTestId('players')).toBeVisible();

    await page.context().setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect(h1(page, teamName(team))).toBeVisible();
  });
});

test.describe('referees by country', () => {
  test('lists countries with referee counts and a country with halls per day', async ({ page, request }) => {
    const demoData = await loadDemo(request);
    const withHalls = demoData.referees.find((referee) => referee.refereeInHalls.length > 0);
    if (!withHalls) throw new Error('The demo has no referee assigned to halls');
    const country = Object.values(demoData.data.countries).find((candidate) => candidate.id === withHalls.countryId);
    if (!country) throw new Error('Referee of an unknown country');
    const name = countryName(demoData.data, country.countryCode, 'en');
    const count = demoData.referees.filter((referee) => referee.countryId === country.id).length;

    await page.goto('/en/results/referees');
    const row = page.getByTestId('referee-country').filter({ hasText: name });
    await expect(row).toContainText(count === 1 ? '1 referee' : `${count} referees`);
    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/results/referees/${country.countryCode}$`));

    const card = page.getByTestId('referee').filter({
      has: page.getByRole('heading', { name: `${withHalls.firstName} ${withHalls.lastName}` }),
    });
    const hall = demoData.data.halls.find((candidate) => candidate.id === withHalls.refereeInHalls[0].placeId);
    if (hall) await expect(card).toContainText(placeTitle(hall, 'en'));
    await page.getByTestId('back-link').click();
    await expect(page).toHaveURL(/\/results\/referees$/);
  });

  test("without approved referees both pages say 'No referees found.'", async ({ page }) => {
    await page.route('**/api/v1/competition/referees', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto('/en/results/referees');
    await expect(page.getByText('No referees found.')).toBeVisible();
    await page.goto('/results/referees/CZ');
    await expect(page.getByText('No referees found.')).toBeVisible();
  });
});

test.describe('places', () => {
  test('tabs switch the type with the keyboard and keep the focus', async ({ page, request }) => {
    const { data } = await loadDemo(request);
    const hotels = data.places.filter((place) => place.placeType.id === 2);
    await page.goto('/en/results/places/hall');
    await expect(h1(page, 'List of tournament places')).toBeVisible();

    const hallsTab = page.getByRole('tab', { name: /^Halls/ });
    await hallsTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/results\/places\/hotel$/);
    const hotelsTab = page.getByRole('tab', { name: /^Hotels/ });
    await expect(hotelsTab).toHaveAttribute('aria-selected', 'true');
    await expect(hotelsTab).toBeFocused();
    await expect(page.getByTestId('place-item')).toHaveCount(hotels.length);

    await page.goBack();
    await expect(page).toHaveURL(/\/results\/places\/hall$/);
    await expect(hallsTab).toHaveAttribute('aria-selected', 'true');
  });

  test('numeric types list the same places as the words; an unknown type lists none', async ({ page, request }) => {
    const { data } = await loadDemo(request);
    const halls = data.places.filter((place) => place.placeType.id === 1);
    await page.goto('/en/results/places/1');
    await expect(page.getByRole('tab', { name: /^Halls/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('place-item')).toHaveCount(halls.length);
    await expect(page).toHaveURL(/\/results\/places\/1$/);
    for (const [locale, type] of [
      ['en', '9'],
      ['cs', 'stadium'],
    ] as const) {
      await page.goto(`/${locale}/results/places/${type}`);
      await expect(page.getByText(text(locale, 'places:list.empty'))).toBeVisible();
      await expect(page.getByTestId('place-item')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/results/places/${type}$`));
    }
  });

  test("a type without places says 'No places found.'", async ({ page }) => {
    await page.route('**/api/v1/competition/static', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as StaticBundle;
      body.places = body.places.filter((place) => place.placeType.id !== 4);
      await route.fulfill({ response, json: body });
    });
    await page.goto('/en/results/places/attraction');
    await expect(page.getByText('No places found.')).toBeVisible();
    await expect(page.getByTestId('place-item')).toHaveCount(0);
  });

  test('hall detail: address, information, web, navigate and the hall schedule; back to the list', async ({
    page,
    request,
  }) => {
    const { data } = await loadDemo(request);
    const hall = data.halls.find((place) => place.lat !== null && place.link) ?? data.halls[0];
    const en = hall.translations.find((translation) => translation.locale === 'en');

    await page.goto('/en/results/places/hall');
    await page.getByRole('link', { name: placeTitle(hall, 'en'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/results/place/${hall.id}$`));
    await expect(h1(page, placeTitle(hall, 'en'))).toBeVisible();
    if (hall.address) await expect(page.getByText(hall.address)).toBeVisible();
    if (en?.description) await expect(page.getByText(en.description)).toBeVisible();

    const navigate = page.getByRole('link', { name: /^Navigate/ });
    await expect(navigate).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${hall.lat},${hall.lng}`,
    );
    await expect(navigate).toHaveAttribute('target', '_blank');
    await expect(navigate).toHaveAttribute('rel', /noopener/);
    if (hall.link)
      await expect(page.getByRole('link', { name: new RegExp(new URL(hall.link).host) })).toHaveAttribute(
        'href',
        new URL(hall.link).href,
      );

    await expect(page.getByRole('link', { name: 'Match schedule in the hall' })).toHaveAttribute(
      'href',
      `/results/matches-by-hall/${hall.id}`,
    );
    await page.getByRole('link', { name: 'Back to the list of places' }).click();
    await expect(page).toHaveURL(/\/results\/places\/hall$/);
  });

  test('a hotel has no hall schedule', async ({ page, request }) => {
    const { data } = await loadDemo(request);
    const hotel = data.places.find((place) => place.placeType.id === 2);
    test.skip(!hotel, 'no hotel in the demo');
    if (!hotel) return;
    await page.goto(`/cs/results/place/${hotel.id}`);
    await expect(h1(page, placeTitle(hotel, 'cs'))).toBeVisible();
    await expect(page.getByRole('link', { name: text('cs', 'places:detail.scheduleLink') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: text('cs', 'places:detail.back') })).toHaveAttribute(
      'href',
      '/results/places/hotel',
    );
  });
});
