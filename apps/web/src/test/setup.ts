import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { i18n, i18nReady } from '@/lib/i18n';
import { allResources } from './locales';

// Component tests switch languages freely: every text of both languages is there from the start.
await i18nReady;
for (const [locale, namespaces] of Object.entries(allResources)) {
  for (const [namespace, messages] of Object.entries(namespaces)) i18n.addResourceBundle(locale, namespace, messages);
}

// `findBy…` waits 1 s by default; a modal's transition on a loaded CI machine (tests, a server and a
// browser on two cores) can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

/*
 * The test files of a worker share one module registry and one document (`isolate: false` in
 * vitest.config.ts: a fresh jsdom and a fresh import of React and Mantine per file cost about seven
 * seconds each). So every file leaves behind what the next one could trip over: rendered trees and
 * portals, queued toasts (Mantine's store is module state), fake timers, stubbed globals and spies,
 * stored preferences.
 */
afterAll(() => {
  act(() => notifications.clean());
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
