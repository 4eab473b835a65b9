import { useEffect, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';

/**
 * Registers the service worker (`/sw.js`, built by vite-plugin-pwa) and handles new versions
 * (PRODUCT_SPEC §2 item 6, §4, §9): an update check every 10 minutes while online; once a new worker
 * has taken control, the page reloads once, at the next navigation (which becomes a full page load)
 * or as soon as the tab is hidden, so a reporter typing an event is never interrupted.
 */
export const SERVICE_WORKER_URL = '/sw.js';
export const UPDATE_CHECK_MS = 10 * 60_000;

type Listener = () => void;

/** Reload bookkeeping, separate from the browser APIs so it can be tested. */
export function createUpdateState(reload: (href?: string) => void) {
  let pending = false;
  let reloaded = false;
  const listeners = new Set<Listener>();
  const once = (href?: string) => {
    if (reloaded) return;
    reloaded = true;
    reload(href);
  };
  return {
    isPending: () => pending,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A new worker controls the page now; `hidden` = the user is not looking at it. */
    tookControl(hidden: boolean) {
      if (hidden) return once();
      pending = true;
      for (const listener of listeners) listener();
    },
    /** The app starts a navigation to `href`. */
    navigating(href: string) {
      if (pending) once(href);
    },
    hidden() {
      if (pending) once();
    },
  };
}

const updates = createUpdateState((href) => {
  if (href) window.location.assign(href);
  else window.location.reload();
});

/**
 * Reads every page needs before it can render. The first worker starts controlling the page only after
 * these were loaded (without it), so they are fetched once more through it: its runtime cache then
 * has them for a reload without network.
 */
export const WARM_UP_URLS = [
  '/api/v1/web/enums',
  '/api/v1/competition/static',
  '/api/v1/competition/live',
  '/api/v1/competition/referees',
];

function warmUp(): void {
  for (const url of WARM_UP_URLS) {
    fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Action-Name': 'warmUpCache' },
    }).catch(() => {});
  }
}

let registered = false;

/** Registers `/sw.js` once per page (production builds only: the dev server has no worker). */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return;
  }
  registered = true;
  const container = navigator.serviceWorker;
  // The first worker claims an uncontrolled page: same version, nothing to reload for that one.
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (controlled) updates.tookControl(document.visibilityState === 'hidden');
    else warmUp();
    controlled = true;
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') updates.hidden();
  });

  // Registered after the page has loaded, so installing (precaching the app) does not compete with it.
  const register = () => {
    container
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then((registration) => {
        setInterval(() => {
          if (navigator.onLine) registration.update().catch(() => {});
        }, UPDATE_CHECK_MS);
      })
      .catch((error: unknown) => {
        // The app works without it, only not offline.
        console.warn('Service worker registration failed', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Registers the worker and turns the next navigation into a full page load after an update. */
export function useServiceWorker(): void {
  const navigation = useNavigation();
  const pending = useSyncExternalStore(updates.subscribe, updates.isPending, () => false);

  useEffect(() => {
    registerServiceWorker();
  }, []);

  useEffect(() => {
    if (!pending || navigation.state === 'idle') return;
    const { pathname, search, hash } = navigation.location;
    updates.navigating(`${pathname}${search}${hash}`);
  }, [pending, navigation]);
}
