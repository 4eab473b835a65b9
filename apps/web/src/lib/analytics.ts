import type { SiteSettings } from '@tms/domain/contract/enums';

type Analytics = NonNullable<SiteSettings['analytics']>;
type Command = unknown[];

declare global {
  interface Window {
    /** The Matomo command queue: an array until the tracker script loads and takes it over. */
    _paq?: { push: (...commands: Command[]) => unknown };
  }
}

// Areas whose addresses name clubs, referees, matches or users: tracked without their ids or titles.
const PRIVATE_AREAS = [
  '/club',
  '/registration',
  '/referees/detail',
  '/reporter',
  '/admin',
  '/dashboard',
  '/translations',
];

/**
 * What a page view reports of an address: the path only (a query can hold a reset token or a return
 * address), without the language prefix; in private areas every segment holding a digit becomes ':id'.
 */
export function trackedPage(pathname: string): { path: string; isPrivate: boolean } {
  const path = pathname.replace(/^\/(cs|en)(?=\/|$)/, '') || '/';
  const isPrivate = PRIVATE_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
  if (!isPrivate) return { path, isPrivate };
  return {
    path: path
      .split('/')
      .map((segment) => (/\d/.test(segment) ? ':id' : segment))
      .join('/'),
    isPrivate,
  };
}

let started = false;
let previousUrl: string | null = null;

/**
 * Records a page view with a Matomo-compatible tracker, loading its script on the first call. No
 * cookies, no user id; the referrer is the previous tracked page (or another site's address).
 */
export function trackPageView(analytics: Analytics, pathname: string, title: string): void {
  const queue = window._paq ?? ([] as Command[]);
  window._paq = queue;
  if (!started) {
    started = true;
    queue.push(['disableCookies'], ['setTrackerUrl', `${analytics.url}matomo.php`], ['setSiteId', analytics.siteId]);
    const script = document.createElement('script');
    script.async = true;
    script.src = `${analytics.url}matomo.js`;
    document.head.appendChild(script);
  }
  const page = trackedPage(pathname);
  const url = `${window.location.origin}${page.path}`;
  const external = document.referrer && !document.referrer.startsWith(window.location.origin) ? document.referrer : '';
  queue.push(['setReferrerUrl', previousUrl ?? external]);
  queue.push(['setCustomUrl', url]);
  queue.push(['setDocumentTitle', page.isPrivate ? page.path : title]);
  queue.push(['trackPageView']);
  previousUrl = url;
}
