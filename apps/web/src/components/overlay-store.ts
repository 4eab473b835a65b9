/**
 * Whether the toast and dialog containers have been asked for, and when they are listening. Kept
 * apart from the host component that renders them, so that the containers, toasts and dialogs can
 * all reach it without importing each other in a circle.
 */

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

export function overlaysRequested(): boolean {
  return requested;
}

export function subscribeToOverlayRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
