/** Where a sign-in goes when no (usable) `redirect` parameter is given. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

// Pages that make no sense to come back to after signing in.
const AUTH_PAGES = new Set(['/login', '/registration', '/forgot-password', '/password-reset']);

/**
 * The `redirect` query parameter when it is a path of this application, else the dashboard. Rejects
 * absolute and protocol-relative URLs (`//evil.example`, `/\evil.example`) so the sign-in page cannot
 * be used to send people to another site.
 */
export function redirectTarget(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  try {
    const base = 'http://app.invalid';
    const url = new URL(value, base);
    if (url.origin !== base || AUTH_PAGES.has(url.pathname)) return DEFAULT_AFTER_SIGN_IN;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}

/** `?redirect=...` to hand the pending target on between the auth pages, or '' without one. */
export function redirectSearch(value: string | null | undefined): string {
  return value ? `?${new URLSearchParams({ redirect: value })}` : '';
}
