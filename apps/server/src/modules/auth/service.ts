import { createHash, randomBytes } from 'node:crypto';
import {
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  forgotPasswordInput,
  loginInput,
  registerInput,
  resetPasswordInput,
} from '@tms/domain/contract/auth';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema/index';
import { HttpError, conflict, tooManyRequests } from '../../lib/http-error';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { textsFor } from '../translations/texts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { LIMITS, attempt, clearHits, forgetHits } from './rate-limit';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A single-use link that sets the user's password (the reset page): for a forgotten password, and
 * for an account a club admin created, whose owner sets the first password with it.
 */
export async function issuePasswordLink(
  tx: DbOrTx,
  userId: number,
  locale: 'cs' | 'en',
  publicUrl: string,
  ttlMs = RESET_TOKEN_TTL_MS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordResetTokens).values({
    userId,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  // The language goes into the link: it is often opened in another browser than the one that asked.
  return `${publicUrl}/${locale}/password-reset?token=${encodeURIComponent(token)}`;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.username}) = ${email.toLowerCase()}`);
  return user;
}

export async function register(db: Db, raw: RegisterInput, ip: string) {
  const input = registerInput.parse(raw);
  const limited = await attempt(db, [{ key: `register:ip:${ip}`, limit: LIMITS.registerPerAddress }]);
  if (!limited.allowed) throw tooManyRequests(limited.retryAfterSeconds);
  const passwordHash = await hashPassword(input.password);
  const [created] = await db
    .insert(users)
    .values({
      username: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      locale: input.locale ?? 'cs',
      roles: ['ROLE_USER'],
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) {
    throw conflict('user_exists', 'User already exists, please sign in or reset your password');
  }
  return created;
}

/**
 * Checks the credentials under a per-account-and-address and a per-address limit; answers the user id.
 * The attempt is counted before the password is checked, so parallel guesses cannot outrun the count.
 */
export async function login(db: Db, raw: LoginInput, ip: string) {
  const input = loginInput.parse(raw);
  const accountKey = `login:account:${input.email}:ip:${ip}`;
  const counted = await attempt(db, [
    { key: accountKey, limit: LIMITS.loginPerAccountAddress },
    { key: `login:ip:${ip}`, limit: LIMITS.loginPerAddress },
  ]);
  if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds);

  const user = await findUserByEmail(db, input.email);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await dummyPasswordHash(), input.password).then(() => false);
  if (!user || !ok) {
    throw new HttpError('invalid_credentials', 'The entered login credentials are incorrect', { code: 104 });
  }
  // A correct password undoes this attempt and the earlier failures from this address for this account.
  await forgetHits(db, counted.hitIds);
  await clearHits(db, accountKey);
  // Told only after the right password, so it says nothing about an address to who does not know it.
  if (user.blockedAt) throw new HttpError('account_blocked', 'This account is blocked');
  await db.update(users).set({ lastSignInAt: new Date().toISOString() }).where(eq(users.id, user.id));
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
  }
  return user.id;
}

/**
 * Always succeeds from the caller's view. Checks the address limit (a 429 says nothing about the
 * account) and answers the account's part, which mails a single-use link when the account exists:
 * the route runs it after answering, so the answer takes as long for an unknown account as for a known one.
 */
export async function forgotPassword(db: Db, mailer: Mailer, raw: ForgotPasswordInput, ip: string, publicUrl: string) {
  const input = forgotPasswordInput.parse(raw);
  const byAddress = await attempt(db, [{ key: `forgot:ip:${ip}`, limit: LIMITS.forgotPerAddress }]);
  if (!byAddress.allowed) throw tooManyRequests(byAddress.retryAfterSeconds);
  return async () => {
    // Silently skip over-asked accounts: a 429 here would tell which addresses exist.
    const byAccount = await attempt(db, [{ key: `forgot:account:${input.email}`, limit: LIMITS.forgotPerAccount }]);
    if (!byAccount.allowed) return;
    const user = await findUserByEmail(db, input.email);
    if (!user) return;
    const locale = input.locale ?? (user.locale === 'en' ? 'en' : 'cs');
    const texts = await textsFor(db, locale, 'auth');
    await db.transaction(async (tx) => {
      const link = await issuePasswordLink(tx, user.id, locale, publicUrl);
      await mailer.send(passwordResetMail(texts, user.username, link), tx);
    });
    mailer.wake();
  };
}

/** Sets the new password, spends the token (and every other open token of the user); answers the user id. */
export async function resetPassword(db: Db, raw: ResetPasswordInput) {
  const input = resetPasswordInput.parse(raw);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [token] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!token) {
      throw new HttpError('invalid_token', 'The password reset link is invalid or has expired');
    }
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: now.toISOString() }).where(eq(users.id, token.userId));
    return token.userId;
  });
}
