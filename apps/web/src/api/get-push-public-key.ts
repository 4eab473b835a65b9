import type { PushPublicKey } from '@tms/domain/contract/push';
import { apiRequest } from '@/lib/api-client';

/** The server's VAPID public key, asked for when a visitor turns notifications on. */
export function getPushPublicKey(): Promise<PushPublicKey> {
  return apiRequest<PushPublicKey>('getPushPublicKey', '/web/push/public-key');
}
