import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { runOnDb } from '../db/statements';
import type { Role } from '@tms/domain/roles';
import { sessions, users } from '../db/schema/index';
import { unauthorized } from '../lib/http-error';
import { UPKEEP_INTERVAL_MS, runPeriodically } from '../lib/periodic';

export const SESSION_COOKIE = 'sid';
/** ASVS L2: re-authentication after 2 hours of inactivity and after 12 hours in any case. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
const TOUCH_AFTER_MS = 60 * 1000;

export type SessionUser = { id: number; username: string; roles: Role[]; locale: string };

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded once per request and only when asked for. */
    currentUser(): Promise<SessionUser | null>;
    sessionUser: Promise<SessionUser | null> | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

/** The signed-in user of a session that is still valid; built once, as every signed-in request reads it. */
const sessionOf = (db: Db) =>
  db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      username: users.username,
      roles: users.roles,
      locale: users.locale,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        // Blocking deletes the sessions too; this keeps a session from outliving a block in any case.
        isNull(users.blockedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('seenSince')),
      ),
    );

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly secure: boolean,
  ) {}

  /** Starts a new session (a new id every sign-in, so a planted id never becomes valid). */
  async start(request: FastifyRequest, reply: FastifyReply, userId: number) {
    await this.end(request, reply);
    const id = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.db.insert(sessions).values({
      idHash: hashId(id),
      userId,
      expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      ip: request.ip,
    });
    reply.setCookie(SESSION_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
  }

  async end(request: FastifyRequest, reply: FastifyReply) {
    const id = request.cookies[SESSION_COOKIE];
    if (id) await this.db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  async endAllOf(userId: number) {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  async load(id: string): Promise<SessionUser | null> {
    const now = new Date();
    const [row] = await runOnDb(this.db, 'tms_session', sessionOf, {
      idHash: hashId(id),
      now: now.toISOString(),
      seenSince: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
    });
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(eq(sessions.idHash, hashId(id)));
    }
    // The roles are read from the account at every request: a granted or revoked role holds from the next one.
    return { id: row.id, username: row.username, roles: row.roles, locale: row.locale };
  }

  async loadById(userId: number): Promise<SessionUser> {
    const [row] = await this.db
      .select({ id: users.id, username: users.username, roles: users.roles, locale: users.locale })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.blockedAt)));
    if (!row) throw unauthorized();
    return row;
  }

  /** Removes expired sessions; cheap, called now and then. */
  async prune() {
    const now = Date.now();
    await this.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))));
  }
}

async function sessionPlugin(app: FastifyInstance, options: { db: Db; secure: boolean }) {
  const store = new SessionStore(options.db, options.secure);
  app.decorate('sessions', store);
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    if (!this.sessionUser) {
      const id = this.cookies[SESSION_COOKIE];
      this.sessionUser = id ? store.load(id) : Promise.resolve(null);
    }
    return this.sessionUser;
  });
  runPeriodically(app, 'session prune', UPKEEP_INTERVAL_MS, () => store.prune());
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] });
