import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type { ShowsResults } from '@/lib/route-guards';
import { withNamespaces } from '@/lib/i18n';

// A malformed address cannot name anything: the not-found page (a thrown 404 would be logged as a page failure).
const notFound = () => redirect('/404');

function requireCountryCode({ params }: LoaderFunctionArgs) {
  if (!/^[A-Za-z]{2,3}$/.test(params.countryCode ?? '')) throw notFound();
  return null;
}

function requireId({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
  return null;
}

/**
 * Countries, a country's teams, team detail and referees by country. The pages read the competition
 * data the root loader has put in the cache; the loaders only guard (results shown, valid params).
 */
export function teamsRoutes(showsResults: ShowsResults): RouteObject[] {
  return [
    {
      path: 'results/countries',
      loader: showsResults(),
      lazy: () =>
        withNamespaces(['countryTeams', 'resultsDashboard'], () => import('./pages/countries-page')).then((m) => ({
          Component: m.CountriesPage,
        })),
    },
    {
      path: 'results/country/:countryCode',
      loader: showsResults(requireCountryCode),
      lazy: () =>
        withNamespaces(['countryTeams', 'resultsDashboard'], () => import('./pages/country-detail-page')).then((m) => ({
          Component: m.CountryDetailPage,
        })),
    },
    {
      path: 'results/team-detail/:id',
      loader: showsResults(requireId),
      lazy: () =>
        withNamespaces(['countryTeams', 'resultsDashboard'], () => import('./pages/team-detail-page')).then((m) => ({
          Component: m.TeamDetailPage,
        })),
    },
    {
      path: 'results/referees',
      loader: showsResults(),
      lazy: () =>
        withNamespaces(['countryTeams', 'resultsDashboard'], () => import('./pages/referee-countries-page')).then(
          (m) => ({ Component: m.RefereeCountriesPage }),
        ),
    },
    {
      path: 'results/referees/:countryCode',
      loader: showsResults(requireCountryCode),
      lazy: () =>
        withNamespaces(['countryTeams', 'resultsDashboard'], () => import('./pages/country-referees-page')).then(
          (m) => ({ Component: m.CountryRefereesPage }),
        ),
    },
  ];
}
