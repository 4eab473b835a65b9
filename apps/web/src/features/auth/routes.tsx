import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { createSignedInRedirect } from './lib/signed-in-redirect';
import { withNamespaces } from '@/lib/i18n';

/** Sign-in, sign-up and the password pages. */
export function authRoutes(queryClient: QueryClient): RouteObject[] {
  const signedInRedirect = createSignedInRedirect(queryClient);
  return [
    {
      path: 'login',
      loader: signedInRedirect,
      lazy: () =>
        withNamespaces(['auth', 'validation'], () => import('./pages/login-page')).then((m) => ({
          Component: m.LoginPage,
        })),
    },
    {
      path: 'registration',
      loader: signedInRedirect,
      lazy: () =>
        withNamespaces(['auth', 'validation'], () => import('./pages/registration-page')).then((m) => ({
          Component: m.RegistrationPage,
        })),
    },
    {
      path: 'forgot-password',
      lazy: () =>
        withNamespaces(['auth', 'validation'], () => import('./pages/forgot-password-page')).then((m) => ({
          Component: m.ForgotPasswordPage,
        })),
    },
    {
      path: 'password-reset',
      lazy: () =>
        withNamespaces(['auth', 'validation'], () => import('./pages/password-reset-page')).then((m) => ({
          Component: m.PasswordResetPage,
        })),
    },
  ];
}
