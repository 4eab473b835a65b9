import { followTeamNotifications } from '@/api/follow-team-notifications';
import { getPushPublicKey } from '@/api/get-push-public-key';
import { unfollowTeamNotifications } from '@/api/unfollow-team-notifications';
import { isApiError } from './api-client';
import { notifiedTeams } from './notified-teams';

// The browser's side of a team's push notices, loaded when a visitor taps "Notify me": the permission,
// the push subscription of the service worker, and the server's record of the teams it follows.

export type TurnOnResult = 'on' | 'denied' | 'dismissed' | 'unsupported';

/** How long to wait for the service worker (registered after the page loaded) before giving up. */
const WORKER_WAIT_MS = 10_000;

async function worker(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(key: ArrayBuffer | null | undefined, expected: Uint8Array): boolean {
  if (!key) return false;
  const bytes = new Uint8Array(key);
  return bytes.length === expected.length && bytes.every((byte, i) => byte === expected[i]);
}

/** The browser's subscription made with the server's current key (an old key's is replaced). */
async function subscription(registration: ServiceWorkerRegistration, fresh = false): Promise<PushSubscription> {
  const key = keyBytes((await getPushPublicKey()).publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && !fresh && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function follow(push: PushSubscription, teamId: number, locale: 'cs' | 'en') {
  const { endpoint, keys } = push.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the push subscription has no keys');
  return followTeamNotifications({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, locale, teamId });
}

/**
 * Asks for the permission (only now, on the visitor's tap), subscribes the service worker with the
 * server's key and follows the team with notices in `locale`.
 */
export async function turnOn(teamId: number, locale: 'cs' | 'en'): Promise<TurnOnResult> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const registration = await worker();
  if (!registration) return 'unsupported';
  let push = await subscription(registration);
  let followed: { teamIds: number[] };
  try {
    followed = await follow(push, teamId, locale);
  } catch (error) {
    // The server knows this address with other keys (storage was cleared): start a new subscription.
    if (!isApiError(error, 403)) throw error;
    push = await subscription(registration, true);
    followed = await follow(push, teamId, locale);
  }
  notifiedTeams.set(followed.teamIds);
  return 'on';
}

/** Stops the team's notices; with no team left the browser's subscription ends too. */
export async function turnOff(teamId: number): Promise<void> {
  const registration = 'serviceWorker' in navigator ? await worker() : null;
  const push = await registration?.pushManager.getSubscription();
  const { endpoint, keys } = push?.toJSON() ?? {};
  if (!push || !endpoint || !keys?.auth) {
    notifiedTeams.set(notifiedTeams.get().filter((id) => id !== teamId));
    return;
  }
  const { teamIds } = await unfollowTeamNotifications({ endpoint, auth: keys.auth, teamId });
  if (teamIds.length === 0) await push.unsubscribe();
  notifiedTeams.set(teamIds);
}
