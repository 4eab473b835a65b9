import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { meQueryOptions } from '@/api/get-me';
import { requireUser } from '@/api/require-user';
import { isApiError } from '@/lib/api-client';
import { withNamespaces } from '@/lib/i18n';
import { hasLink } from '@/lib/links';
import { readStorage } from '@/lib/storage';
import { publicRefereeQueryOptions } from './api/get-public-referee';
import { refereeRegistrationQueryOptions } from './api/get-referee-registration';
import type { RefereeDetailData } from './pages/referee-detail-page';

const DASHBOARD = '/dashboard';

function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return /^[1-9][0-9]{0,9}$/.test(value ?? '') && id <= 2_147_483_647 ? id : null;
}

/**
 * Referee registration (create, update; the forms are entered only while the server offers them,
 * else the dashboard) and the referee's detail, which is public: its account and admins see the full
 * registration, everyone else the public card of an approved referee, anything else is not found.
 */
export function refereesRoutes(queryClient: QueryClient): RouteObject[] {
  const signedIn = requireUser(queryClient);
  const pages = () => import('./pages/referee-form-page');
  return [
    {
      path: 'registration/referee/create',
      loader: async (args: LoaderFunctionArgs) => {
        const user = await signedIn(args);
        if (!hasLink(user, 'createRefereeRegistration')) throw redirect(DASHBOARD);
        return user;
      },
      lazy: () => withNamespaces(['refereeRegistration'], pages).then((m) => ({ Component: m.RefereeCreatePage })),
    },
    {
      path: 'registration/referee/update/:id',
      loader: async (args: LoaderFunctionArgs) => {
        const user = await signedIn(args);
        const id = idOf(args.params.id);
        const own = user.referees.find((referee) => referee.id === id);
        // The account's own registration, or any for the organisers; the registration's links decide.
        const mayRead = own ? hasLink(own, 'updateRefereeRegistration') : hasLink(user, 'listAllReferees');
        if (id === null || !mayRead) throw redirect(DASHBOARD);
        const registration = await queryClient.fetchQuery({ ...refereeRegistrationQueryOptions(id), staleTime: 0 });
        if (!hasLink(registration, 'updateRefereeRegistration')) throw redirect(DASHBOARD);
        return registration;
      },
      lazy: () => withNamespaces(['refereeRegistration'], pages).then((m) => ({ Component: m.RefereeUpdatePage })),
    },
    {
      path: 'referees/detail/:refereeId',
      loader: async ({ params }: LoaderFunctionArgs): Promise<RefereeDetailData> => {
        const id = idOf(params.refereeId);
        if (id === null) throw redirect('/404');
        const user = readStorage('loggedIn') ? await queryClient.fetchQuery(meQueryOptions()) : null;
        const own = user?.referees.some((referee) => referee.id === id && hasLink(referee, 'getRefereeRegistration'));
        if (own || hasLink(user, 'listAllReferees')) {
          await queryClient.fetchQuery({ ...refereeRegistrationQueryOptions(id), staleTime: 0 });
          return { kind: 'private', id };
        }
        try {
          await queryClient.fetchQuery(publicRefereeQueryOptions(id));
        } catch (error) {
          if (isApiError(error, 404)) throw redirect('/404');
          throw error;
        }
        return { kind: 'public', id };
      },
      lazy: () =>
        withNamespaces(['refereeRegistration'], () => import('./pages/referee-detail-page')).then((m) => ({
          Component: m.RefereeDetailPage,
        })),
    },
  ];
}
