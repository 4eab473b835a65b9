import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { createSignedInRedirect } from './lib/signed-in-redirect';

/** Sign-in, sign-up, password pages and the signed-in user's pages (dashboard, administration). */
export function authRoutes(queryClient: QueryClient): RouteObject[] {
  const signedInRedirect = createSignedInRedirect(queryClient);
  return [
    {
      path: 'login',
      loader: signedInRedirect,
      lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
    },
    {
      path: 'registration',
      loader: signedInRedirect,
      lazy: () => import('./pages/registration-page').then((m) => ({ Component: m.RegistrationPage })),
    },
    {
      path: 'forgot-password',
      lazy: () => import('./pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
    },
    {
      path: 'password-reset',
      lazy: () => import('./pages/password-reset-page').then((m) => ({ Component: m.PasswordResetPage })),
    },
    ...dashboardRoutes(queryClient),
  ];
}
