import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { overlaysMounted } from './overlay-store';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from './toast';

/** The toast container and the host of imperative dialogs (see overlay-host.tsx). */
export function Overlays() {
  // Children's effects run first: the modals host listens by the time this runs.
  useEffect(overlaysMounted, []);
  return (
    <>
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} zIndex={1000} />
      <ModalsProvider>{null}</ModalsProvider>
    </>
  );
}
