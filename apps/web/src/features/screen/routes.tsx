import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { changeLocale, withNamespaces } from '@/lib/i18n';
import type { RouteLoader, ShowsResults } from '@/lib/route-guards';

/**
 * Big screens for TVs and projectors: outside the app's layout (no menus), public. `?locale=cs|en`
 * sets the language for a screen that nobody can click on; `/en/screen/...` works as everywhere.
 */
export function screenRoutes(rootLoader: RouteLoader<null>, showsResults: ShowsResults): RouteObject[] {
  const loader = showsResults(async (args: LoaderFunctionArgs) => {
    const locale = new URL(args.request.url).searchParams.get('locale');
    if (locale === 'cs' || locale === 'en') await changeLocale(locale);
    return rootLoader(args);
  });
  return [
    {
      path: '/screen/hall/:id',
      loader,
      lazy: () =>
        withNamespaces(['screen'], () => import('./pages/hall-screen-page')).then((m) => ({
          Component: m.HallScreenPage,
        })),
    },
    {
      path: '/screen/tournament',
      loader,
      lazy: () =>
        withNamespaces(['screen'], () => import('./pages/tournament-screen-page')).then((m) => ({
          Component: m.TournamentScreenPage,
        })),
    },
  ];
}
