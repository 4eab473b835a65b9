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
 * these were loaded (without it), so for offline use they are fetched once more through it: its runtime
 * cache then has them for a reload without network.
 */
export const WARM_UP_URLS = [
  '/api/v1/web/enums',
  '/api/v1/competition/static',
  '/api/v1/competition/live',
  '/api/v1/competition/referees',
];

/** Where the worker keeps page and language files as they load (the same name in vite.config.ts). */
export const APP_FILES_CACHE = 'app-files';

/** Same-origin page, language and style files (hashed names under /assets/). */
export function isAppFile(href: string, origin: string): boolean {
  const url = new URL(href, origin);
  return url.origin === origin && /^\/assets\/[^/]+\.(?:js|css)$/.test(url.pathname);
}

/** The app files this page has loaded, also those loaded before a worker controlled it. */
const loadedFiles = new Set<string>();
let offlineWanted = false;
let warmedUp = false;

function watchLoadedFiles(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const keep = (entries: PerformanceEntryList) => {
    for (const entry of entries) if (isAppFile(entry.name, window.location.origin)) loadedFiles.add(entry.name);
  };
  // An observer gets every entry, also once the timeline's buffer is full; `buffered` adds the earlier ones.
  new PerformanceObserver((list) => keep(list.getEntries())).observe({ type: 'resource', buffered: true });
}

function warmUp(): void {
  if (warmedUp) return;
  warmedUp = true;
  for (const url of WARM_UP_URLS) {
    fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Action-Name': 'warmUpCache' },
    }).catch(() => {});
  }
}

/** Puts what this page loaded into the worker's cache and the data through it: the page reloads without network. */
async function keepForOffline(): Promise<void> {
  warmUp();
  if (typeof caches === 'undefined') return;
  for (const entry of performance.getEntriesByType('resource')) {
    if (isAppFile(entry.name, window.location.origin)) loadedFiles.add(entry.name);
  }
  const cache = await caches.open(APP_FILES_CACHE);
  await Promise.all(
    [...loadedFiles].map(async (url) => {
      // From the browser's HTTP cache: these files were just loaded.
      if (!(await cache.match(url))) await cache.add(url).catch(() => {});
    }),
  );
}

/**
 * The page is to work offline (the reporter's screens): everything it loaded, and whatever `preload`
 * loads, is kept in the worker's cache, now or as soon as the first worker controls the page.
 * Spectators' pages never call it, so their first visit downloads nothing twice.
 */
export function prepareOfflineUse(preload: () => Promise<unknown> = async () => {}): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return Promise.resolve();
  }
  offlineWanted = true;
  return preload()
    .catch(() => {})
    .then(() => (navigator.serviceWorker.controller ? keepForOffline() : undefined));
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
  // A page that started under a worker fetched its data through it already.
  warmedUp = controlled;
  watchLoadedFiles();
  container.addEventListener('controllerchange', () => {
    if (controlled) updates.tookControl(document.visibilityState === 'hidden');
    else if (offlineWanted) void keepForOffline();
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
