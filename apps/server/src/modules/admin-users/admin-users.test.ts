import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { clubUsers, mailOutbox, teamAdmins } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createReferee, createTeam, createUser } from '../../test/factories';

let database: Database;
let app: FastifyInstance;

type Account = Awaited<ReturnType<typeof createUser>>;
const signIn = async (user: { username: string }) => {
  const client = new TestClient(app);
  await client.login(user.username, TEST_PASSWORD);
  return client;
};
const setRoles = (client: TestClient, id: number, roles: string[]) =>
  client.request({ method: 'PUT', url: `/api/v1/admin/users/${id}/roles`, payload: { roles } });
const account = (roles: string[] = [], extra: Partial<Parameters<typeof createUser>[1]> = {}) =>
  createUser(database.db, { roles: ['ROLE_USER', ...roles] as Account['roles'], ...extra });

let admin: Account;
let superAdmin: Account;
let adminClient: TestClient;
let superClient: TestClient;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { PUBLIC_URL: 'https://cup.example' });
  admin = await account(['ROLE_ADMIN'], { firstName: 'Olga', lastName: 'Office' });
  superAdmin = await account(['ROLE_SUPER_ADMIN'], { firstName: 'Sam', lastName: 'Chief' });
  adminClient = await signIn(admin);
  superClient = await signIn(superAdmin);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the super admin guards', () => {
  // First, while the super admin of beforeAll is the only one.
  it('keeps the last super admin and nobody removes his own admin role', async () => {
    const list = (await superClient.get('/api/v1/admin/users?role=ROLE_SUPER_ADMIN')).json();
    expect(list.items.map((row: { id: number }) => row.id)).toEqual([superAdmin.id]);
    const last = await setRoles(superClient, superAdmin.id, []);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toBe('last_super_admin');

    const own = await setRoles(adminClient, admin.id, ['ROLE_COMPETITION_REPORTER']);
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toBe('own_admin_role');

    // With a second super admin, removing one's own role is still refused; the other's is not.
    const second = await account();
    expect((await setRoles(superClient, second.id, ['ROLE_SUPER_ADMIN'])).statusCode).toBe(200);
    const ownSuper = await setRoles(superClient, superAdmin.id, ['ROLE_ADMIN']);
    expect(ownSuper.json().error).toBe('own_admin_role');
    const demoted = await setRoles(superClient, second.id, []);
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().roles).toEqual(['ROLE_USER']);
  });
});

describe('PUT /api/v1/admin/users/{id}/roles', () => {
  it('lets an admin grant and revoke every role but super admin', async () => {
    const target = await account();
    const granted = await setRoles(adminClient, target.id, [
      'ROLE_COMPETITION_REPORTER',
      'ROLE_COMPETITION_SUPER_REPORTER',
      'ROLE_ADMIN',
      'ROLE_LATE_REGISTRATION',
    ]);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().roles).toEqual([
      'ROLE_USER',
      'ROLE_COMPETITION_REPORTER',
      'ROLE_COMPETITION_SUPER_REPORTER',
      'ROLE_ADMIN',
      'ROLE_LATE_REGISTRATION',
    ]);
    const revoked = await setRoles(adminClient, target.id, ['ROLE_LATE_REGISTRATION']);
    expect(revoked.json().roles).toEqual(['ROLE_USER', 'ROLE_LATE_REGISTRATION']);
    // ROLE_USER cannot be taken away.
    expect((await setRoles(adminClient, target.id, [])).json().roles).toEqual(['ROLE_USER']);
  });

  it('refuses an admin who grants or removes the super admin role, and changes nothing', async () => {
    const target = await account(['ROLE_COMPETITION_REPORTER']);
    const grant = await setRoles(adminClient, target.id, ['ROLE_SUPER_ADMIN']);
    expect(grant.statusCode).toBe(403);
    const holder = await account(['ROLE_SUPER_ADMIN']);
    expect((await setRoles(adminClient, holder.id, [])).statusCode).toBe(403);
    const detail = (await adminClient.get(`/api/v1/admin/users/${target.id}`)).json();
    expect(detail.roles).toEqual(['ROLE_USER', 'ROLE_COMPETITION_REPORTER']);
    expect(detail.changeableRoles).not.toContain('ROLE_SUPER_ADMIN');
    // A super admin may do both.
    expect((await setRoles(superClient, target.id, ['ROLE_SUPER_ADMIN'])).statusCode).toBe(200);
    expect((await setRoles(superClient, holder.id, [])).statusCode).toBe(200);
  });

  it('refuses users, reporters and super reporters, and visitors', async () => {
    const target = await account();
    for (const roles of [
      [],
      ['ROLE_COMPETITION_REPORTER'],
      ['ROLE_COMPETITION_SUPER_REPORTER'],
      ['ROLE_LATE_REGISTRATION'],
    ]) {
      const client = await signIn(await account(roles));
      expect((await setRoles(client, target.id, ['ROLE_COMPETITION_REPORTER'])).statusCode).toBe(403);
    }
    expect((await setRoles(new TestClient(app), target.id, [])).statusCode).toBe(401);
    expect((await setRoles(adminClient, 999999, [])).statusCode).toBe(404);
    expect((await setRoles(adminClient, target.id, ['ROLE_NOBODY'])).statusCode).toBe(400);
  });

  it('holds from the next request of a signed-in user, and is audited on the user', async () => {
    const target = await account();
    const client = await signIn(target);
    expect((await client.get('/api/v1/reporter/halls')).statusCode).toBe(403);
    await setRoles(adminClient, target.id, ['ROLE_COMPETITION_REPORTER']);
    expect((await client.get('/api/v1/reporter/halls')).statusCode).toBe(200);
    const me = (await client.get('/api/v1/web/users/me')).json();
    expect(me.roles).toContain('ROLE_COMPETITION_REPORTER');
    await setRoles(adminClient, target.id, []);
    expect((await client.get('/api/v1/reporter/halls')).statusCode).toBe(403);

    const audit = (await adminClient.get(`/api/v1/admin/audit?entity=user&id=${target.id}&sort=at`)).json();
    expect(audit.items.map((entry: { action: string; newValues: unknown }) => [entry.action, entry.newValues])).toEqual(
      [
        ['update', { roles: ['ROLE_COMPETITION_REPORTER', 'ROLE_USER'] }],
        ['update', { roles: ['ROLE_USER'] }],
      ],
    );
    expect(audit.items[0].user.id).toBe(admin.id);
  });
});

describe('blocking', () => {
  it('ends the sessions at once and refuses sign-in until unblocked', async () => {
    const target = await account();
    const client = await signIn(target);
    const block = await adminClient.post(`/api/v1/admin/users/${target.id}/block`);
    expect(block.statusCode).toBe(200);
    expect(block.json()).toMatchObject({ blocked: true });
    expect(block.json().links.map((l: { operationId: string }) => l.operationId)).toContain('unblockUser');
    expect((await client.get('/api/v1/web/users/me')).statusCode).toBe(401);
    const again = await new TestClient(app).post('/api/v1/auth/login', {
      email: target.username,
      password: TEST_PASSWORD,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('account_blocked');
    // A wrong password still says only that the credentials are wrong.
    const wrong = await new TestClient(app).post('/api/v1/auth/login', {
      email: target.username,
      password: 'wrong one',
    });
    expect(wrong.statusCode).toBe(401);

    const blocked = (await adminClient.get('/api/v1/admin/users?state=blocked')).json();
    expect(blocked.items.map((row: { id: number }) => row.id)).toEqual([target.id]);

    expect((await adminClient.post(`/api/v1/admin/users/${target.id}/unblock`)).json().blocked).toBe(false);
    const signedIn = await signIn(target);
    expect((await signedIn.get('/api/v1/web/users/me')).statusCode).toBe(200);
    const audit = (await adminClient.get(`/api/v1/admin/audit?entity=user&id=${target.id}&sort=at`)).json();
    expect(audit.items.map((entry: { action: string }) => entry.action)).toEqual(['block', 'unblock']);
  });

  it('refuses blocking oneself, an admin blocking a super admin, and who is no admin', async () => {
    const own = await adminClient.post(`/api/v1/admin/users/${admin.id}/block`);
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toBe('own_account');
    expect((await superClient.post(`/api/v1/admin/users/${superAdmin.id}/block`)).json().error).toBe('own_account');
    expect((await adminClient.post(`/api/v1/admin/users/${superAdmin.id}/block`)).statusCode).toBe(403);
    const reporter = await signIn(await account(['ROLE_COMPETITION_REPORTER']));
    expect((await reporter.post(`/api/v1/admin/users/${admin.id}/block`)).statusCode).toBe(403);
    // The admin's own session still works.
    expect((await adminClient.get('/api/v1/web/users/me')).statusCode).toBe(200);
  });
});

describe('POST /api/v1/admin/users/{id}/password-reset', () => {
  it('mails a single-use link through the outbox and audits it', async () => {
    const target = await account([], { locale: 'en' });
    const res = await adminClient.post(`/api/v1/admin/users/${target.id}/password-reset`);
    expect(res.statusCode).toBe(200);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, target.username))
      .orderBy(desc(mailOutbox.id));
    expect(mail.text).toMatch(/https:\/\/cup\.example\/en\/password-reset\?token=/);
    // The office sent it: the mail does not claim the recipient asked for a reset.
    expect(mail.text).toContain('the tournament office has sent you a link');
    expect(mail.text).not.toContain('you asked to reset');
    const audit = (await adminClient.get(`/api/v1/admin/audit?entity=user&id=${target.id}`)).json();
    expect(audit.items.map((entry: { action: string }) => entry.action)).toEqual(['passwordReset']);
  });
});

describe('GET /api/v1/admin/users', () => {
  it('finds accounts by name or e-mail and role, with their clubs and referees', async () => {
    const team = await createTeam(database.db);
    const person = await account(['ROLE_COMPETITION_REPORTER'], { firstName: 'Žofie', lastName: 'Dvořáková' });
    await database.db.insert(clubUsers).values({ clubId: team.clubId, userId: person.id, isAdmin: true });
    await database.db.insert(teamAdmins).values({ teamId: team.id, userId: person.id });
    await createReferee(database.db, { userId: person.id });

    const found = (await adminClient.get('/api/v1/admin/users?search=zofie%20dvorak')).json();
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ id: person.id, name: 'Žofie Dvořáková', referees: 1, blocked: false });
    expect(found.items[0].clubs).toHaveLength(1);
    expect(found.items[0].lastSignInAt).toBeNull();
    expect((await adminClient.get(`/api/v1/admin/users?q=${encodeURIComponent(person.username)}`)).json().total).toBe(
      1,
    );
    const reporters = (await adminClient.get('/api/v1/admin/users?role=ROLE_COMPETITION_REPORTER&pageSize=200')).json();
    expect(reporters.items.every((row: { roles: string[] }) => row.roles.includes('ROLE_COMPETITION_REPORTER'))).toBe(
      true,
    );
    expect(reporters.items.map((row: { id: number }) => row.id)).toContain(person.id);

    const detail = (await adminClient.get(`/api/v1/admin/users/${person.id}`)).json();
    expect(detail.clubList).toEqual([expect.objectContaining({ id: team.clubId, isAdmin: true })]);
    expect(detail.teams.map((t: { id: number }) => t.id)).toEqual([team.id]);
    expect(detail.refereeRegistrations).toHaveLength(1);
    expect(detail.links.map((l: { operationId: string }) => l.operationId)).toEqual([
      'setUserRoles',
      'blockUser',
      'sendUserPasswordReset',
    ]);

    const signedIn = (await adminClient.get(`/api/v1/admin/users?q=${encodeURIComponent(admin.username)}`)).json();
    expect(signedIn.items[0].lastSignInAt).not.toBeNull();
  });

  it('exports the selected accounts as CSV', async () => {
    const csv = await adminClient.get('/api/v1/admin/users?role=ROLE_SUPER_ADMIN&format=csv&locale=en');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Id,Name,E-mail,Roles,Clubs,Referees,Blocked,Created,Last sign-in');
    expect(lines.slice(1).every((line) => line.includes('Super admin') && !line.includes('ROLE_'))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
  });

  it('is for admins only', async () => {
    const client = await signIn(await account(['ROLE_COMPETITION_SUPER_REPORTER']));
    expect((await client.get('/api/v1/admin/users')).statusCode).toBe(403);
    expect((await new TestClient(app).get('/api/v1/admin/users')).statusCode).toBe(401);
  });
});
