import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';
import { requestOverlays } from './overlay-store';

export type ToastType = 'error' | 'warning' | 'info' | 'success' | 'default';

/** Display time of a toast (PRODUCT_SPEC §9); also set on the Notifications container. */
export const TOAST_AUTO_CLOSE_MS = 6000;
export const TOAST_LIMIT = 5;

const colors: Record<ToastType, string | undefined> = {
  error: 'red',
  warning: 'yellow',
  info: 'blue',
  success: 'green',
  default: undefined,
};

export type ToastOptions = {
  title?: ReactNode;
  /** Milliseconds, or false to keep it until closed. */
  autoClose?: number | false;
  id?: string;
};

export function showToast(type: ToastType, message: ReactNode, options: ToastOptions = {}): string {
  // Queued in the store until the container has loaded.
  void requestOverlays();
  const id = notifications.show({
    id: options.id,
    message,
    title: options.title,
    color: colors[type],
    autoClose: options.autoClose ?? TOAST_AUTO_CLOSE_MS,
    // Errors interrupt screen readers; the rest waits politely.
    role: type === 'error' ? 'alert' : 'status',
    'data-toast-type': type,
    // The close button is an icon: screen readers need its name.
    closeButtonProps: { 'aria-label': i18n.t('core:confirm.close') },
    // A click anywhere on the toast dismisses it.
    onClick: () => notifications.hide(id),
    style: { cursor: 'pointer' },
  });
  return id;
}

export const toast = {
  error: (message: ReactNode, options?: ToastOptions) => showToast('error', message, options),
  warning: (message: ReactNode, options?: ToastOptions) => showToast('warning', message, options),
  info: (message: ReactNode, options?: ToastOptions) => showToast('info', message, options),
  success: (message: ReactNode, options?: ToastOptions) => showToast('success', message, options),
  default: (message: ReactNode, options?: ToastOptions) => showToast('default', message, options),
  hide: (id: string) => notifications.hide(id),
  clean: () => notifications.clean(),
};
