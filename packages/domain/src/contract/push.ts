import { z } from 'zod';
import { recordId } from './common';

// Push notices to a team's followers (Web Push, no account): the browser's subscription as the Push
// API gives it (`PushSubscription.toJSON()`), the team it follows and the language of its notices.

export const PUSH_LOCALES = ['cs', 'en'] as const;
export type PushLocale = (typeof PUSH_LOCALES)[number];
/** The `Urgency` header of RFC 8030: how soon a phone should wake up for the notice. */
export const PUSH_URGENCIES = ['very-low', 'low', 'normal', 'high'] as const;
export type PushUrgency = (typeof PUSH_URGENCIES)[number];
export const PUSH_DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
/** Teams one browser may follow with notices; a tournament has about 700. */
export const PUSH_TEAMS_MAX = 100;

/** Base64url text that decodes to exactly `bytes` bytes (padding allowed, as some browsers send it). */
const base64urlBytes = (bytes: number) =>
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes);

/** A push service's address: https, at most 2,000 characters (browsers' are a few hundred). */
const endpoint = z
  .string()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  });

export const pushSubscriptionKeys = z.object({
  /** The browser's P-256 public key, uncompressed (65 bytes). */
  p256dh: base64urlBytes(65),
  /** The browser's authentication secret (16 bytes). */
  auth: base64urlBytes(16),
});

/** Body of POST /api/v1/web/push/subscriptions: follow `teamId` with notices in `locale`. */
export const pushFollowInput = z.object({
  endpoint,
  keys: pushSubscriptionKeys,
  locale: z.enum(PUSH_LOCALES),
  teamId: recordId,
});
export type PushFollowInput = z.infer<typeof pushFollowInput>;

/** Body of POST /api/v1/web/push/subscriptions/unfollow: the subscription proves itself by its auth secret. */
export const pushUnfollowInput = z.object({
  endpoint,
  auth: pushSubscriptionKeys.shape.auth,
  teamId: recordId,
});
export type PushUnfollowInput = z.infer<typeof pushUnfollowInput>;

/** The teams the subscription follows now; none: the subscription is gone and the browser unsubscribes. */
export const pushFollowed = z.object({ teamIds: z.array(z.number()) });
export type PushFollowed = z.infer<typeof pushFollowed>;

/** GET /api/v1/web/push/public-key: what `pushManager.subscribe` takes as `applicationServerKey`. */
export const pushPublicKey = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKey>;

/** What the service worker shows (the encrypted body of every push message). */
export type PushNotice = { title: string; body: string; url: string; tag: string };
