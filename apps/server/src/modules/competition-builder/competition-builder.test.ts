import { readLiveBundle } from '@tms/domain/live-bundle';
import { defaultFormat } from '@tms/domain/schedule/format';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { auditLog, clubUsers, configurations, mailOutbox, matches } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import {
  createCategory,
  createClub,
  createCountry,
  createHall,
  createTeam,
  createUser,
  stageId,
  TEST_PASSWORD,
} from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
let categoryId: number;
let clubAdminEmail: string;
let clubAdmin: TestClient;
const clubAdminEmails: string[] = [];
const hallIds: number[] = [];
const clubOf = new Map<number, number>();
const BASE = '/api/v1/admin/competition';

type Planned = {
  key: string;
  day: string;
  time: string;
  placeId: number;
  length: number;
  roundLevel: string;
  groupLabel: string;
};
type Stored = typeof matches.$inferSelect;

const format = {
  ...defaultFormat(16, 30),
  groupCount: 4,
  levelFirstDay: {
    ...defaultFormat(16, 30).levelFirstDay,
    main: 0,
    placement_group: 0,
    round_of_16: 1,
    quarter_final: 1,
    semi_final: 1,
    third_place: 1,
    final: 1,
  },
};
const stored = async () =>
  (await database.db.select().from(matches).where(eq(matches.teamCategoryId, categoryId))).sort((a, b) => a.id - b.id);
const move = (id: number, body: object) =>
  admin.request({ method: 'PATCH', url: `/api/v1/admin/matches/${id}`, payload: body });
const toMinutes = (m: Stored) => Number(m.time.slice(0, 2)) * 60 + Number(m.time.slice(3));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const db = database.db;
  await db
    .update(configurations)
    .set({ value: '2025-04-18T00:00:00' })
    .where(eq(configurations.key, 'tournament_start_date'));
  await db
    .update(configurations)
    .set({ value: '2025-04-19T00:00:00' })
    .where(eq(configurations.key, 'tournament_end_date'));
  for (let i = 0; i < 4; i++) hallIds.push((await createHall(db)).id);
  categoryId = (await createCategory(db, { code: 'TB' })).id;
  const countries = [await createCountry(db, 'CZ'), await createCountry(db, 'NO'), await createCountry(db, 'DK')];
  // 16 teams: four clubs with two teams, eight with one, over three countries.
  for (let c = 0; c < 12; c++) {
    const club = await createClub(db, { registrationState: 'approved', countryId: countries[c % 3].id });
    for (let k = 0; k < (c < 4 ? 2 : 1); k++)
      clubOf.set((await createTeam(db, { clubId: club.id, categoryId })).id, club.id);
  }
  const user = await createUser(db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] as never });
  admin = new TestClient(app);
  await admin.login(user.username, TEST_PASSWORD);
  // Every club has an admin; the first club's signs in to the club zone.
  for (const clubId of new Set(clubOf.values())) {
    const u = await createUser(db, {});
    clubAdminEmails.push(u.username);
    await db.insert(clubUsers).values({ clubId, userId: u.id, isAdmin: true });
  }
  clubAdminEmail = clubAdminEmails[0];
  clubAdmin = new TestClient(app);
  await clubAdmin.login(clubAdminEmail, TEST_PASSWORD);
});

const LIVE = '/api/v1/competition/live';
const publicMatches = async () => readLiveBundle((await admin.get(LIVE)).json()).matches;
const mailsTo = async (email: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('competition builder', () => {
  it('lists the default format, refuses a format that does not fit, stores and audits a good one', async () => {
    const list = (await admin.get(`${BASE}/formats`)).json();
    expect(list.days).toEqual(['2025-04-18', '2025-04-19']);
    expect(list.items.find((i: { categoryId: number }) => i.categoryId === categoryId)).toMatchObject({
      teams: 16,
      isDefault: true,
    });
    const bad = await admin.request({
      method: 'PUT',
      url: `${BASE}/formats/${categoryId}`,
      payload: { ...format, groupCount: 3 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.groupCount).toBeDefined();
    const ok = await admin.request({ method: 'PUT', url: `${BASE}/formats/${categoryId}`, payload: format });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ isDefault: false, format: { groupCount: 4 } });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entity, 'categoryFormat'));
    expect(audit.map((a) => a.recordId)).toContain(categoryId);
  });

  it('draws balanced groups that keep clubs apart over many seeds, and the seed reproduces the draw', async () => {
    for (let seed = 1; seed <= 15; seed++) {
      const res = await admin.post(`${BASE}/draw`, { categoryId, seed: seed * 997 });
      expect(res.statusCode).toBe(200);
      const { groups, warnings } = res.json() as { groups: { teamIds: number[] }[]; warnings: { rule: string }[] };
      expect(groups.map((g) => g.teamIds.length)).toEqual([4, 4, 4, 4]);
      for (const g of groups) expect(new Set(g.teamIds.map((t) => clubOf.get(t))).size).toBe(g.teamIds.length);
      expect(warnings.filter((w) => w.rule === 'club')).toEqual([]);
      expect((await admin.post(`${BASE}/draw`, { categoryId, seed: seed * 997 })).json().groups).toEqual(groups);
    }
  });

  it('applies a hand-swapped draw, plans a schedule without conflicts and applies it', async () => {
    const { groups } = (await admin.post(`${BASE}/draw`, { categoryId, seed: 42 })).json();
    [groups[0].teamIds[0], groups[1].teamIds[0]] = [groups[1].teamIds[0], groups[0].teamIds[0]];
    const applied = await admin.request({ method: 'PUT', url: `${BASE}/groups/${categoryId}`, payload: { groups } });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().groups.map((g: { label: string }) => g.label)).toEqual(['TB-A', 'TB-B', 'TB-C', 'TB-D']);

    const plan = await admin.post(`${BASE}/schedule`, { categoryIds: [categoryId] });
    expect(plan.statusCode, plan.body).toBe(200);
    const {
      matches: planned,
      conflicts,
      unplaced,
      quality,
    } = plan.json() as {
      matches: Planned[];
      conflicts: unknown[];
      unplaced: string[];
      quality: { minRestMinutes: number };
    };
    expect(conflicts).toEqual([]);
    expect(unplaced).toEqual([]);
    // 4 groups x 6, 2 main groups x 6, one placement group x 6, play-off A and B: 2 semi-finals, 3rd place, final each.
    expect(planned).toHaveLength(24 + 12 + 6 + 8);
    expect(quality.minRestMinutes).toBeGreaterThanOrEqual(60);
    // The plan answers the seed it was made from; sent back, the seed reproduces the plan.
    const { seed } = plan.json() as { seed: number };
    expect(Number.isInteger(seed)).toBe(true);
    const again = await admin.post(`${BASE}/schedule`, { categoryIds: [categoryId], seed });
    expect(again.json()).toEqual(plan.json());

    // A plan with a hard conflict is refused and names it.
    const clash = planned.map((m, i) =>
      i === 1 ? { ...m, day: planned[0].day, time: planned[0].time, placeId: planned[0].placeId } : m,
    );
    const refused = await admin.request({
      method: 'PUT',
      url: `${BASE}/schedule`,
      payload: { categoryIds: [categoryId], matches: clash },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('plan_conflict');
    expect(refused.json().conflicts.map((c: { rule: string }) => c.rule)).toContain('hall_busy');
    expect(await stored()).toEqual([]);

    expect(await publicMatches()).toEqual([]);
    const put = await admin.request({
      method: 'PUT',
      url: `${BASE}/schedule`,
      payload: { categoryIds: [categoryId], matches: planned },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ matches: planned.length });
    const written = await stored();
    expect(written.map((m) => `${m.day} ${m.time} ${m.placeId}`).sort()).toEqual(
      planned.map((m) => `${m.day} ${m.time} ${m.placeId}`).sort(),
    );
    // Applied is the office's draft: the public, the match pages and the clubs see nothing of it yet.
    expect((await admin.get(`${BASE}/publication`)).json()).toEqual({ newMatches: planned.length, movedMatches: 0 });
    expect(await publicMatches()).toEqual([]);
    const draft = readLiveBundle((await admin.get(`${BASE}/draft`)).json()).matches;
    expect(draft.map((m) => `${m.day} ${m.time} ${m.placeId}`).sort()).toEqual(
      planned.map((m) => `${m.day} ${m.time} ${m.placeId}`).sort(),
    );
    expect((await clubAdmin.get(`${BASE}/draft`)).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/v1/competition/competition-match/${written[0].id}` })).statusCode).toBe(404);
    const ownTeam = [...clubOf].find(([, club]) => club === [...clubOf.values()][0])![0];
    expect((await clubAdmin.get(`/api/v1/web/teams/${ownTeam}/match-plan`)).json().matches).toEqual([]);
    expect((await app.inject({ url: `/api/v1/competition/team/${ownTeam}/calendar.ics` })).body).not.toContain(
      'BEGIN:VEVENT',
    );
    expect(await mailsTo(clubAdminEmail)).toEqual([]);
    expect((await clubAdmin.get(`${BASE}/publication`)).statusCode).toBe(403);

    // The first publication shows the whole schedule (the cached bundle too) and tells every club, once.
    const published = await admin.post(`${BASE}/publish`);
    expect(published.json()).toMatchObject({ changedMatches: planned.length, mails: clubAdminEmails.length });
    await vi.waitFor(async () => expect(await publicMatches()).toHaveLength(planned.length));
    for (const email of clubAdminEmails) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Prague Handball Cup: rozpis vašich zápasů');
    }
    const own = written.filter((m) => m.homeTeamId === ownTeam || m.awayTeamId === ownTeam);
    const [mail] = await mailsTo(clubAdminEmail);
    for (const m of own) expect(mail.text).toContain(`TB, zápas č. ${m.matchNumber}: ${m.day} ${m.time}`);
    expect((await clubAdmin.get(`/api/v1/web/teams/${ownTeam}/match-plan`)).json().matches).toHaveLength(own.length);
    expect((await app.inject({ url: `/api/v1/competition/team/${ownTeam}/calendar.ics` })).body).toContain(
      'BEGIN:VEVENT',
    );
    expect((await admin.get(`${BASE}/publication`)).json()).toEqual({ newMatches: 0, movedMatches: 0 });

    // Planned and applied again: the re-created matches keep what the public was shown until the next publication.
    const shown = async () =>
      (await publicMatches())
        .filter((m) => m.homeTeamId !== null && m.awayTeamId !== null)
        .map((m) => `${m.homeTeamId}-${m.awayTeamId} ${m.day} ${m.time} ${m.placeId}`)
        .sort();
    const publishedOnce = await shown();
    const replanned = (await admin.post(`${BASE}/schedule`, { categoryIds: [categoryId], seed: seed + 1 })).json();
    const reapplied = await admin.request({
      method: 'PUT',
      url: `${BASE}/schedule`,
      payload: { categoryIds: [categoryId], matches: replanned.matches },
    });
    expect(reapplied.statusCode, reapplied.body).toBe(200);
    await vi.waitFor(async () => expect(await publicMatches()).toHaveLength(planned.length));
    expect(await shown()).toEqual(publishedOnce);
    const pending = (await admin.get(`${BASE}/publication`)).json();
    expect(pending.newMatches).toBe(0);
    expect(pending.movedMatches).toBeGreaterThan(0);
    const republished = (await admin.post(`${BASE}/publish`)).json();
    expect(republished.changedMatches).toBe(pending.movedMatches);
    await vi.waitFor(async () => expect(await shown()).not.toEqual(publishedOnce));
  });

  it('refuses every hard rule with a crafted move and accepts a free slot', async () => {
    const all = await stored();
    const [a, b] = all
      .filter((m) => m.day === '2025-04-18')
      .sort((x, y) => toMinutes(x) - toMinutes(y) || x.placeId - y.placeId);
    const expectConflict = async (id: number, body: object, rule: string) => {
      const res = await move(id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('schedule_conflict');
      expect(res.json().conflicts.map((c: { rule: string }) => c.rule)).toContain(rule);
      return res.json().conflicts as { rule: string; matchIds: number[] }[];
    };
    // Another match's hall and time.
    const busy = await expectConflict(b.id, { day: a.day, time: a.time, placeId: a.placeId }, 'hall_busy');
    expect(busy.find((c) => c.rule === 'hall_busy')?.matchIds).toEqual([b.id, a.id]);
    // A team's next match right after its first one, in a hall nobody uses.
    const free = (await createHall(database.db)).id;
    const team = a.homeTeamId!;
    const next = all
      .filter((m) => m.id !== a.id && (m.homeTeamId === team || m.awayTeamId === team))
      .sort((x, y) => x.day.localeCompare(y.day) || toMinutes(x) - toMinutes(y))[0];
    await expectConflict(next.id, { day: a.day, time: a.time, placeId: free }, 'team_busy');
    await expectConflict(next.id, { day: a.day, time: hhmm(toMinutes(a) + 40), placeId: free }, 'team_rest');
    // A main-group match before its preliminary groups have ended.
    const mainMatch = all.find((m) => m.homeTeamCompetitionGroupId !== null && m.homeTeamId === null)!;
    await expectConflict(mainMatch.id, { day: '2025-04-18', time: '08:00', placeId: free }, 'predecessor');
    await expectConflict(a.id, { time: '07:00', placeId: free }, 'outside_hours');
    // The category's halls and days as the format limits them.
    await admin.request({
      method: 'PUT',
      url: `${BASE}/formats/${categoryId}`,
      payload: { ...format, placeIds: [...hallIds, free], days: [0, 1] },
    });
    const extra = (await createHall(database.db)).id;
    await expectConflict(a.id, { placeId: extra }, 'hall_not_allowed');
    await admin.request({ method: 'PUT', url: `${BASE}/formats/${categoryId}`, payload: { ...format, days: [1] } });
    await expectConflict(b.id, { placeId: free }, 'day_not_allowed');
    await admin.request({ method: 'PUT', url: `${BASE}/formats/${categoryId}`, payload: format });
    expect((await stored()).map((m) => [m.id, m.day, m.time, m.placeId])).toEqual(
      all.map((m) => [m.id, m.day, m.time, m.placeId]),
    );

    // The same time in an empty hall breaks nothing: accepted, audited, kept for the publish.
    const ok = await move(a.id, { placeId: free, note: 'Floor repair in the first hall' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: a.id, placeId: free, day: a.day, time: a.time });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entity, 'match'));
    expect(audit.find((e) => e.recordId === a.id)?.note).toBe('Floor repair in the first hall');
  });

  it('swaps two matches played at the same time in different halls', async () => {
    const all = await stored();
    const pair = all.flatMap((x) =>
      all
        .filter((y) => y.id > x.id && y.day === x.day && y.time === x.time && y.placeId !== x.placeId)
        .map((y) => [x, y]),
    )[0];
    const res = await admin.post('/api/v1/admin/matches/swap', {
      matchIds: [pair[0].id, pair[1].id],
      note: 'Final hall wanted for the older teams',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().matches.map((m: { placeId: number }) => m.placeId)).toEqual([pair[1].placeId, pair[0].placeId]);
    // The note of a swap (dragged on the timeline) is kept with both changes.
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'match'), inArray(auditLog.recordId, [pair[0].id, pair[1].id])));
    expect(audit.filter((e) => e.note === 'Final hall wanted for the older teams')).toHaveLength(2);
  });

  it('keeps moved matches from the public and the club until published, then mails the clubs concerned once', async () => {
    const moved = await stored();
    const clubTeams = [...clubOf].filter(([, club]) => club === [...clubOf.values()][0]).map(([team]) => team);
    const target = moved.find((m) => clubTeams.includes(m.homeTeamId ?? 0) || clubTeams.includes(m.awayTeamId ?? 0))!;
    const ownTeam = clubTeams.includes(target.homeTeamId ?? 0) ? target.homeTeamId! : target.awayTeamId!;
    const seen = target.publishedPlaceId!;
    const empty = (await createHall(database.db)).id;
    await admin.request({ method: 'PUT', url: `${BASE}/formats/${categoryId}`, payload: { ...format, placeIds: [] } });
    expect((await move(target.id, { placeId: empty })).statusCode).toBe(200);
    // The office sees the move; the public bundle, the match page and the club's plan keep the published hall.
    expect((await stored()).find((m) => m.id === target.id)?.placeId).toBe(empty);
    const draft = readLiveBundle((await admin.get(`${BASE}/draft`)).json()).matches;
    expect(draft.find((m) => m.id === target.id)?.placeId).toBe(empty);
    const publication = (await admin.get(`${BASE}/publication`)).json();
    expect(publication.newMatches).toBe(0);
    expect(publication.movedMatches).toBeGreaterThanOrEqual(1);
    const placeOf = async () => (await publicMatches()).find((m) => m.id === target.id)?.placeId;
    expect(await placeOf()).toBe(seen);
    const detail = async () =>
      (await app.inject({ url: `/api/v1/competition/competition-match/${target.id}` })).json().match.placeId;
    expect(await detail()).toBe(seen);
    const hallInPlan = async () =>
      (await clubAdmin.get(`/api/v1/web/teams/${ownTeam}/match-plan`))
        .json()
        .matches.find((m: { id: number }) => m.id === target.id).hall.id;
    expect(await hallInPlan()).toBe(seen);
    const before = (await mailsTo(clubAdminEmail)).length;

    const res = await admin.post(`${BASE}/publish`);
    expect(res.statusCode).toBe(200);
    // The matches moved in the tests before and this one; a swap's two matches each count.
    expect(res.json().changedMatches).toBeGreaterThanOrEqual(2);
    const mails = (await mailsTo(clubAdminEmail)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Prague Handball Cup: přesun/);
    expect(mails[0].text).toContain(`TB, zápas č. ${target.matchNumber}: ${target.day} ${target.time}`);
    await vi.waitFor(async () => expect(await placeOf()).toBe(empty));
    expect(await detail()).toBe(empty);
    expect(await hallInPlan()).toBe(empty);
    expect((await admin.post(`${BASE}/publish`)).json()).toEqual({ changedMatches: 0, mails: 0 });
  });

  it('refuses apply and move once a match has started, writing nothing', async () => {
    const before = await stored();
    const started = before[0];
    await database.db
      .update(matches)
      .set({ competitionMatchStageId: await stageId(database.db, '1st_half') })
      .where(inArray(matches.id, [started.id]));
    const plan = (await admin.post(`${BASE}/schedule`, { categoryIds: [categoryId] })).json();
    const apply = await admin.request({
      method: 'PUT',
      url: `${BASE}/schedule`,
      payload: { categoryIds: [categoryId], matches: plan.matches },
    });
    expect(apply.statusCode).toBe(409);
    expect(apply.json()).toMatchObject({ error: 'matches_started', matchIds: [started.id] });
    const { groups } = (await admin.post(`${BASE}/draw`, { categoryId, seed: 1 })).json();
    const regroup = await admin.request({ method: 'PUT', url: `${BASE}/groups/${categoryId}`, payload: { groups } });
    expect(regroup.statusCode).toBe(409);
    const moveStarted = await move(started.id, { time: '19:00' });
    expect(moveStarted.statusCode).toBe(409);
    expect(moveStarted.json().error).toBe('matches_started');
    const other = before.find((m) => m.id !== started.id)!;
    const swapStarted = await admin.post('/api/v1/admin/matches/swap', { matchIds: [other.id, started.id] });
    expect(swapStarted.statusCode).toBe(409);
    expect(swapStarted.json()).toMatchObject({ error: 'matches_started', matchIds: [started.id] });
    const after = await stored();
    expect(after.map((m) => [m.id, m.day, m.time, m.placeId, m.competitionGroupId])).toEqual(
      before.map((m) => [m.id, m.day, m.time, m.placeId, m.competitionGroupId]),
    );
  });
});
