import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { editionOf, editionPath } from '@/lib/edition';
import type { ShowsResults } from '@/lib/route-guards';
import { withNamespaces } from '@/lib/i18n';

// A malformed address cannot name anything: the not-found page (a thrown 404 would be logged as a page failure).
const notFound = () => redirect('/404');

/** Tournament places by type and a place's detail. */
export function placesRoutes(showsResults: ShowsResults): RouteObject[] {
  return [
    // The list without a type opens the halls, the type most visitors look for.
    {
      path: 'results/places',
      loader: showsResults(({ request }: LoaderFunctionArgs) =>
        redirect(editionPath('/results/places/hall', editionOf(new URL(request.url).pathname))),
      ),
    },
    // Any type is a page: the words and numbers list places, anything else 'No places found.'.
    {
      path: 'results/places/:type',
      loader: showsResults(),
      lazy: () =>
        withNamespaces(['places', 'resultsDashboard'], () => import('./pages/places-page')).then((m) => ({
          Component: m.PlacesPage,
        })),
    },
    {
      path: 'results/place/:id',
      loader: showsResults(({ params }: LoaderFunctionArgs) => {
        const id = Number(params.id);
        if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
        return null;
      }),
      lazy: () =>
        withNamespaces(['places', 'resultsDashboard'], () => import('./pages/place-detail-page')).then((m) => ({
          Component: m.PlaceDetailPage,
        })),
    },
  ];
}
