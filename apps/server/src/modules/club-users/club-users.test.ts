import type { FastifyInstance } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { clubUsers, mailOutbox, users } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createTeam, createUser } from '../../test/factories';

let database: Database;
let app: FastifyInstance;

const signIn = async (user: { username: string }) => {
  const client = new TestClient(app);
  await client.login(user.username, TEST_PASSWORD);
  return client;
};
const send = (client: TestClient, method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  client.request({ method, url, payload });
const lastMailTo = async (to: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)))[0];

/** A club with two teams and its admin, signed in. */
async function clubWithAdmin() {
  const db = database.db;
  const team = await createTeam(db);
  const other = await createTeam(db, { clubId: team.clubId });
  const admin = await createUser(db, { locale: 'cs' });
  await db.insert(clubUsers).values({ clubId: team.clubId, userId: admin.id, isAdmin: true });
  return { clubId: team.clubId, teams: [team.id, other.id], admin, client: await signIn(admin) };
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { PUBLIC_URL: 'https://cup.example' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('club users', () => {
  it('adds a coach as team admin: an account, a mail with the link that sets the password, team rights only', async () => {
    const { clubId, teams, client } = await clubWithAdmin();
    const res = await send(client, 'POST', `/api/v1/web/clubs/${clubId}/users`, {
      email: 'Coach.One@Example.com',
      firstName: 'Coach',
      lastName: 'One',
      phone: '+420601123456',
      isClubAdmin: false,
      teamIds: [teams[0]],
      // The admin reads Czech, the screen is English: the new account's mail follows the screen.
      locale: 'en',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'coach.one@example.com',
      phone: '+420 601 123 456',
      isClubAdmin: false,
      teamIds: [teams[0]],
    });
    const mail = await lastMailTo('coach.one@example.com');
    expect(mail.subject).toContain('Your access to the club');
    expect(mail.text).toContain('team admin of');
    const link = mail.text.match(/https:\/\/cup\.example\/en\/password-reset\?token=(\S+)/);
    expect(link).not.toBeNull();

    const anonymous = new TestClient(app);
    const reset = await anonymous.post('/api/v1/auth/password/reset', {
      token: decodeURIComponent(link![1]),
      password: 'coach password',
    });
    expect(reset.statusCode).toBe(204);
    const coach = new TestClient(app);
    await coach.login('coach.one@example.com', 'coach password');
    expect((await coach.get(`/api/v1/web/clubs/${clubId}`)).statusCode).toBe(200);
    expect((await coach.get(`/api/v1/web/clubs/${clubId}/users`)).statusCode).toBe(403);
    const created = res.json().id;
    expect((await send(coach, 'DELETE', `/api/v1/web/clubs/${clubId}/users/${created}`)).statusCode).toBe(403);
  });

  it('adds an existing user by e-mail alone and notifies them; the same person twice is a duplicate', async () => {
    const { clubId, teams, client } = await clubWithAdmin();
    const known = await createUser(database.db, { firstName: 'Known', lastName: 'Person' });
    const body = { email: known.username, isClubAdmin: true, teamIds: teams };
    const res = await send(client, 'POST', `/api/v1/web/clubs/${clubId}/users`, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ firstName: 'Known', lastName: 'Person', isClubAdmin: true });
    expect(res.json().links.map((l: { operationId: string }) => l.operationId)).toEqual([
      'updateClubUser',
      'deleteClubUser',
    ]);
    const mail = await lastMailTo(known.username);
    expect(mail.text).not.toContain('password-reset');
    expect(mail.text).toContain('/login');
    const again = await send(client, 'POST', `/api/v1/web/clubs/${clubId}/users`, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ email: { key: 'duplicate' } });
  });

  it('refuses without a permission, a new address without names, and a team of another club, writing nothing', async () => {
    const { clubId, teams, client } = await clubWithAdmin();
    const url = `/api/v1/web/clubs/${clubId}/users`;
    const none = await send(client, 'POST', url, { email: 'x1@example.com', isClubAdmin: false, teamIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ permissions: { key: 'permissionRequired' } });
    const nameless = await send(client, 'POST', url, { email: 'x2@example.com', isClubAdmin: true, teamIds: [] });
    expect(nameless.json().fields).toEqual({ firstName: { key: 'required' }, lastName: { key: 'required' } });
    const foreign = (await createTeam(database.db)).id;
    const wrongTeam = await send(client, 'POST', url, {
      email: 'x3@example.com',
      firstName: 'X',
      lastName: 'Three',
      isClubAdmin: false,
      teamIds: [teams[0], foreign],
    });
    expect(wrongTeam.statusCode).toBe(400);
    expect(wrongTeam.json().fields.teamIds.key).toBe('notOfClub');
    const written = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.username} like 'x_@example.com'`);
    expect(written[0].n).toBe(0);
    expect(await lastMailTo('x3@example.com')).toBeUndefined();
  });

  it('keeps the last club admin, and lets one go once another admin exists', async () => {
    const { clubId, teams, admin, client } = await clubWithAdmin();
    const url = `/api/v1/web/clubs/${clubId}/users/${admin.id}`;
    const demote = await send(client, 'PUT', url, { isClubAdmin: false, teamIds: [teams[0]] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBe('last_club_admin');
    expect((await send(client, 'DELETE', url)).statusCode).toBe(409);

    const second = await createUser(database.db);
    const added = await send(client, 'POST', `/api/v1/web/clubs/${clubId}/users`, {
      email: second.username,
      isClubAdmin: true,
      teamIds: [],
    });
    expect(added.statusCode).toBe(201);
    const changed = await send(client, 'PUT', url, { isClubAdmin: false, teamIds: [teams[1]] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ isClubAdmin: false, teamIds: [teams[1]] });
    const secondClient = await signIn(second);
    expect((await send(secondClient, 'DELETE', url)).statusCode).toBe(204);
    const list = (await secondClient.get(`/api/v1/web/clubs/${clubId}/users`)).json();
    expect(list.users.map((u: { id: number }) => u.id)).toEqual([second.id]);
    expect(list.teams).toHaveLength(2);
  });

  it('is refused to a club admin of another club (403) and to a team admin of the club', async () => {
    const { clubId, teams } = await clubWithAdmin();
    const stranger = await clubWithAdmin();
    const url = `/api/v1/web/clubs/${clubId}/users`;
    expect((await stranger.client.get(url)).statusCode).toBe(403);
    const body = { email: 'y@example.com', firstName: 'Y', lastName: 'Y', isClubAdmin: true, teamIds: [] };
    expect((await send(stranger.client, 'POST', url, body)).statusCode).toBe(403);
    expect((await send(stranger.client, 'DELETE', `${url}/${stranger.admin.id}`)).statusCode).toBe(403);
    const coach = await createUser(database.db);
    await database.db.execute(sql`insert into team_admins (team_id, user_id) values (${teams[0]}, ${coach.id})`);
    const coachClient = await signIn(coach);
    expect((await coachClient.get(url)).statusCode).toBe(403);
    expect((await send(coachClient, 'PUT', `${url}/${coach.id}`, { isClubAdmin: true, teamIds: [] })).statusCode).toBe(
      403,
    );
  });

  it('tells club admins whether an account exists, and nobody else', async () => {
    const { client } = await clubWithAdmin();
    const known = await createUser(database.db);
    const ask = (c: TestClient, email: string) => c.get(`/api/v1/web/users/lookup?email=${encodeURIComponent(email)}`);
    expect((await ask(client, known.username.toUpperCase())).json()).toEqual({ exists: true });
    expect((await ask(client, 'nobody@example.com')).json()).toEqual({ exists: false });
    const plain = await signIn(await createUser(database.db));
    expect((await ask(plain, known.username)).statusCode).toBe(403);
    expect((await ask(client, 'not an e-mail')).statusCode).toBe(400);
  });
});
