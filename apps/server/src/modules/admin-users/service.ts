import { blockRefusal, normaliseRoles, roleChangeRefusal } from '@tms/domain/role-management';
import { ROLE_BY_NAME } from '@tms/domain/roles';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { issuePasswordLink } from '../auth/service';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { textsFor } from '../translations/texts';

const CONFLICT_TEXTS = {
  last_super_admin: 'The last super admin cannot lose the role or be blocked',
  own_admin_role: 'You cannot remove your own admin role',
  own_account: 'You cannot block your own account',
} as const;

function refuse(refusal: 'forbidden' | keyof typeof CONFLICT_TEXTS): never {
  if (refusal === 'forbidden') throw forbidden();
  throw conflict(refusal, CONFLICT_TEXTS[refusal]);
}

/** The account, locked for the change. */
async function lockUser(tx: DbOrTx, userId: number) {
  const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!target) throw notFound('User');
  return target;
}

/**
 * Super admins who can still sign in, locked: two admins demoting the two last super admins at
 * once wait for each other, and the second one sees the first one's change.
 */
async function lockedSuperAdmins(tx: DbOrTx): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(arrayContains(users.roles, [ROLE_BY_NAME.superAdmin]), isNull(users.blockedAt)))
    .for('update');
  return rows.length;
}

/**
 * PUT /admin/users/{id}/roles. The session reads the roles of its user at every request, so the
 * change holds from the user's next request on.
 */
export async function setUserRoles(db: Db, actor: SessionUser, userId: number, requested: readonly string[]) {
  await db.transaction(async (tx) => {
    const superAdmins = await lockedSuperAdmins(tx);
    const target = await lockUser(tx, userId);
    const refusal = roleChangeRefusal({ actor, target, roles: requested, superAdmins });
    if (refusal) refuse(refusal);
    const roles = normaliseRoles(requested);
    await tx.update(users).set({ roles, updatedAt: new Date().toISOString() }).where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      entity: 'user',
      recordId: userId,
      action: 'update',
      before: { roles: [...target.roles].sort() },
      after: { roles: [...roles].sort() },
    });
  });
}

/** POST /admin/users/{id}/block: no sign-in from now on, and every open session ends at once. */
export async function blockUser(db: Db, actor: SessionUser, userId: number) {
  await db.transaction(async (tx) => {
    const superAdmins = await lockedSuperAdmins(tx);
    const target = await lockUser(tx, userId);
    const refusal = blockRefusal({ actor, target, superAdmins });
    if (refusal) refuse(refusal);
    if (target.blockedAt) return;
    const now = new Date().toISOString();
    await tx.update(users).set({ blockedAt: now, updatedAt: now }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, actor, { entity: 'user', recordId: userId, action: 'block' });
  });
}

/** POST /admin/users/{id}/unblock: the account may sign in again. */
export async function unblockUser(db: Db, actor: SessionUser, userId: number) {
  await db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    const refusal = blockRefusal({ actor, target, superAdmins: Number.POSITIVE_INFINITY });
    if (refusal) refuse(refusal);
    if (!target.blockedAt) return;
    await tx.update(users).set({ blockedAt: null, updatedAt: new Date().toISOString() }).where(eq(users.id, userId));
    await recordAudit(tx, actor, { entity: 'user', recordId: userId, action: 'unblock' });
  });
}

/** POST /admin/users/{id}/password-reset: mails the account a single-use link through the outbox. */
export async function sendPasswordReset(db: Db, mailer: Mailer, actor: SessionUser, userId: number, publicUrl: string) {
  await db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    const locale = target.locale === 'en' ? 'en' : 'cs';
    const texts = await textsFor(tx, locale, 'auth');
    const link = await issuePasswordLink(tx, target.id, locale, publicUrl);
    await mailer.send(passwordResetMail(texts, target.username, link, 'office'), tx);
    await recordAudit(tx, actor, { entity: 'user', recordId: userId, action: 'passwordReset' });
  });
  mailer.wake();
}
