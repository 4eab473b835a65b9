import webpush from 'web-push';
import type { DbOrTx } from '../../db/client';
import { pushVapidKeys } from '../../db/schema/index';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The key pair the push services check our messages against: the environment's, else the one in the
 * database, made by whichever instance starts first (the others read the same row back).
 */
export async function ensureVapidKeys(db: DbOrTx, configured?: VapidKeys): Promise<VapidKeys> {
  if (configured) return configured;
  const read = async () =>
    (
      await db.select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey }).from(pushVapidKeys)
    )[0];
  const existing = await read();
  if (existing) return existing;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error('the VAPID key pair was not stored');
  return kept;
}

/** The key pair, read once per process (on start, or at the first call that needs it). */
export class PushKeys {
  private keys?: Promise<VapidKeys>;

  constructor(
    private readonly db: DbOrTx,
    private readonly configured?: VapidKeys,
  ) {}

  get(): Promise<VapidKeys> {
    this.keys ??= ensureVapidKeys(this.db, this.configured).catch((error: unknown) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }
}
