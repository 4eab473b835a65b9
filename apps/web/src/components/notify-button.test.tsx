import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifiedTeams } from '@/lib/notified-teams';
import { renderWithProviders } from '@/test/render';
import { NotifyButton, NotifyHint, rereadNotifyAvailability } from './notify-button';

/** A browser with the Push API and a service worker; `permission` as the visitor left it. */
function pushCapable(permission: NotificationPermission) {
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission }),
  );
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: new Promise(() => {}) } });
}

beforeEach(() => rereadNotifyAvailability());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
  rereadNotifyAvailability();
});

const team = { teamId: 5, teamName: 'HC Praha I', categoryCode: 'MA' };

describe('NotifyButton', () => {
  it('says when the browser cannot show notices, and a list row shows nothing', () => {
    renderWithProviders(
      <>
        <NotifyButton {...team} />
        <div data-testid="row">
          <NotifyButton {...team} compact />
        </div>
      </>,
    );
    expect(screen.getByTestId('notify-hint').textContent).toMatch(/cannot show notifications/);
    expect(screen.getByTestId('row').textContent).toBe('');
    expect(screen.queryByTestId('notify-button')).toBeNull();
  });

  it('says clearly that notices are blocked when the visitor refused them', () => {
    pushCapable('denied');
    renderWithProviders(<NotifyButton {...team} />);
    expect(screen.getByTestId('notify-hint').getAttribute('data-state')).toBe('denied');
    expect(screen.getByRole('status').textContent).toMatch(/blocked in this browser/);
  });

  it('offers the notices, and shows them on for a team this browser follows', () => {
    pushCapable('default');
    renderWithProviders(<NotifyButton {...team} />);
    const button = screen.getByTestId('notify-button');
    expect(button.textContent).toBe('Notify me');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    cleanup();
    notifiedTeams.set([5]);
    renderWithProviders(
      <>
        <NotifyButton {...team} compact />
        <NotifyHint />
      </>,
    );
    const on = screen.getByRole('button', { name: 'Notifications about HC Praha I (MA) are on; tap to turn them off' });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('notify-hint')).toBeNull();
  });
});
