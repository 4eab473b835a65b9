import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Toasts and dialogs (Mantine's notifications and modals, with their portals, transitions and focus
 * traps) load with the first toast or dialog shown, not with every first visit.
 */
const Overlays = lazy(() => import('./overlays').then((m) => ({ default: m.Overlays })));

let requested = false;
let markMounted = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const listeners = new Set<() => void>();

/** Loads and mounts the toast and dialog containers; resolves once they listen for what to show. */
export function requestOverlays(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

/** Called by the containers after they mounted. */
export function overlaysMounted(): void {
  markMounted();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function OverlayHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}
