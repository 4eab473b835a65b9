import { ROLE_GROUPS } from '@tms/domain/roles';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { requireUser } from '@/api/require-user';
import { withNamespaces } from '@/lib/i18n';

/** The translation overrides editor (super admins). Texts: `translationTools` module. */
export function translationsRoutes(queryClient: QueryClient): RouteObject[] {
  const superAdmin = requireUser(queryClient, { roles: ROLE_GROUPS.superAdmins });
  return [
    {
      path: 'translations',
      // The default texts load with the page (a chunk the first visit of other pages never needs).
      loader: async (args: LoaderFunctionArgs) => {
        await superAdmin(args);
        return null;
      },
      lazy: () =>
        withNamespaces(['translationTools', 'validation'], () => import('./pages/translations-page')).then((m) => ({
          Component: m.TranslationsPage,
        })),
    },
  ];
}
