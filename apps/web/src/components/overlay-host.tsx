import { lazy, Suspense, useSyncExternalStore } from 'react';
import { overlaysRequested, subscribeToOverlayRequest } from './overlay-store';

/**
 * Toasts and dialogs (Mantine's notifications and modals, with their portals, transitions and focus
 * traps) load with the first toast or dialog shown, not with every first visit.
 */
const Overlays = lazy(() => import('./overlays').then((m) => ({ default: m.Overlays })));

export function OverlayHost() {
  const show = useSyncExternalStore(subscribeToOverlayRequest, overlaysRequested, () => false);
  return show ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}
