import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  auditLog,
  configurations,
  mailOutbox,
  matchReferees,
  matches,
  refereeAssignments,
  refereeInHalls,
  refereeUnavailability,
  referees,
} from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import {
  createCategory,
  createCountry,
  createGroup,
  createHall,
  createMatch,
  createReferee,
  createTeam,
  createUser,
  roundLevelId,
  stageId,
  TEST_PASSWORD,
} from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestClient;
let reporter: TestClient;
let categoryId: number;
let hallA: number;
let hallB: number;
let czId: number;
let skId: number;
const ADMIN = '/api/v1/admin';

type Match = typeof matches.$inferSelect;
const setConfig = (key: string, value: string) =>
  database.db.update(configurations).set({ value }).where(eq(configurations.key, key));
const assign = (matchId: number, refereeIds: number[], locked?: boolean) =>
  admin.request({ method: 'PUT', url: `${ADMIN}/matches/${matchId}/referees`, payload: { refereeIds, locked } });
const apply = (assignments: object[]) =>
  admin.request({ method: 'PUT', url: `${ADMIN}/referee-assignments`, payload: { assignments } });
const referee = async (extra: Parameters<typeof createReferee>[1] = {}) =>
  (await createReferee(database.db, { countryId: skId, ...extra })).id;
/** A Czech against a Czech team match of the test category at a time in hall A (unless told). */
const match = (time: string, extra: NonNullable<Parameters<typeof createMatch>[1]> = {}) =>
  createMatch(database.db, { categoryId, placeId: hallA, time, ...extra }) as Promise<Match>;
/** The referee ids of the match page as a visitor sees it. */
const publicReferees = async (matchId: number) => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/competition/competition-match/${matchId}` });
  expect(res.statusCode).toBe(200);
  return (res.json().referees as { position: number; referee: { id: number } }[]).map((r) => r.referee.id);
};
/** The referee ids of the match page as a signed-in user sees it. */
const plannedReferees = async (client: TestClient, matchId: number) =>
  (
    (await client.get(`/api/v1/competition/competition-match/${matchId}`)).json().referees as {
      referee: { id: number };
    }[]
  ).map((r) => r.referee.id);
/** The referee's own matches page (public). */
const ownMatches = async (refereeId: number) =>
  (await app.inject({ method: 'GET', url: `/api/v1/competition/referees/${refereeId}/matches?locale=cs` })).json() as {
    matchId: number;
    time: string;
  }[];
const lastMailId = async () =>
  Math.max(0, ...(await database.db.select({ id: mailOutbox.id }).from(mailOutbox)).map((m) => m.id));
const mailsAfter = async (id: number) =>
  (await database.db.select().from(mailOutbox).where(gt(mailOutbox.id, id))).map((m) => ({
    ...m,
    to: m.to.toLowerCase(),
  }));
const refereesOf = async (matchId: number) =>
  (await database.db.select().from(matchReferees).where(eq(matchReferees.matchId, matchId)))
    .sort((a, b) => a.position - b.position)
    .map((r) => r.refereeId);

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const db = database.db;
  await setConfig('tournament_start_date', '2025-04-18T00:00:00');
  await setConfig('tournament_end_date', '2025-04-21T00:00:00');
  hallA = (await createHall(db)).id;
  hallB = (await createHall(db)).id;
  categoryId = (await createCategory(db, { code: 'RA' })).id;
  czId = (await createCountry(db, 'CZ', 'CZK')).id;
  skId = (await createCountry(db, 'SK')).id;
  const user = await createUser(db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] as never });
  admin = new TestClient(app);
  await admin.login(user.username, TEST_PASSWORD);
  const superReporter = await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_SUPER_REPORTER'] as never });
  reporter = new TestClient(app);
  await reporter.login(superReporter.username, TEST_PASSWORD);
});

beforeEach(async () => {
  // Each case starts from the default rules.
  await setConfig('referee_assignment.max_matches_per_day', '6');
  await setConfig('referee_assignment.max_in_a_row', '3');
  await setConfig('referee_assignment.own_country', 'from_semifinals');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('referee assignment hard rules', () => {
  it('refuses a referee on two matches at once, buffer included, naming the clashing match', async () => {
    const [r1, r2, r3, r4] = [await referee(), await referee(), await referee(), await referee()];
    const first = await match('10:00');
    const second = await match('10:35', { placeId: hallB });
    expect((await assign(first.id, [r1, r2])).statusCode).toBe(200);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.recordId, first.id));
    expect(audit).toContainEqual(
      expect.objectContaining({ entity: 'match', newValues: { referee1Id: r1, referee2Id: r2 } }),
    );
    const refused = await assign(second.id, [r1, r3]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'referee_conflict',
      conflicts: [{ rule: 'overlap', refereeId: r1, matchIds: [second.id, first.id] }],
    });
    expect(await refereesOf(second.id)).toEqual([]);
    // The bulk apply names the rule with a 400 and writes nothing.
    const bulk = await apply([
      { matchId: second.id, refereeIds: [r3, r4] },
      { matchId: first.id, refereeIds: [r3, r2] },
    ]);
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().error).toBe('referee_plan_conflict');
    expect(bulk.json().conflicts[0]).toMatchObject({ rule: 'overlap', refereeId: r3 });
    expect(await refereesOf(first.id)).toEqual([r1, r2]);
    const later = await match('10:40', { placeId: hallB });
    expect((await assign(later.id, [r1, r3])).statusCode).toBe(200);
  });

  it('refuses a referee outside his days or a period the office marked unavailable', async () => {
    const late = await referee({ arrivalDate: '2025-04-19', departureDate: '2025-04-21' });
    const busy = await referee();
    const other = await referee();
    const m = await match('12:00', { placeId: hallB });
    const days = await assign(m.id, [late, other]);
    expect(days.statusCode).toBe(409);
    expect(days.json().conflicts[0]).toMatchObject({ rule: 'availability', refereeId: late });
    const period = await admin.post(`${ADMIN}/referee-unavailability`, {
      refereeId: busy,
      from: '2025-04-18T11:30',
      till: '2025-04-18T12:15',
      note: 'Exam',
    });
    expect(period.statusCode).toBe(201);
    const unavailable = await assign(m.id, [busy, other]);
    expect(unavailable.json().conflicts[0]).toMatchObject({ rule: 'availability', refereeId: busy });
    expect((await admin.get(`${ADMIN}/referee-unavailability?refereeId=${busy}`)).json()).toHaveLength(1);
    const removed = await admin.request({
      method: 'DELETE',
      url: `${ADMIN}/referee-unavailability/${period.json().id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await assign(m.id, [busy, other])).statusCode).toBe(200);
  });

  it('refuses more matches per day and in a row than configured', async () => {
    await setConfig('referee_assignment.max_matches_per_day', '2');
    const [r1, r2, r3] = [await referee(), await referee(), await referee()];
    const day = { day: '2025-04-19' };
    const a = await match('08:00', day);
    const b = await match('14:00', day);
    const c = await match('17:00', day);
    expect(
      (
        await apply([
          { matchId: a.id, refereeIds: [r1] },
          { matchId: b.id, refereeIds: [r1] },
        ])
      ).statusCode,
    ).toBe(200);
    const third = await assign(c.id, [r1, r2]);
    expect(third.json().conflicts[0]).toMatchObject({ rule: 'max_per_day', refereeId: r1 });
    await setConfig('referee_assignment.max_matches_per_day', '6');
    await setConfig('referee_assignment.max_in_a_row', '2');
    const row = [await match('08:00', { day: '2025-04-20' }), await match('08:40', { day: '2025-04-20' })];
    const next = await match('09:20', { day: '2025-04-20' });
    expect((await apply(row.map((m) => ({ matchId: m.id, refereeIds: [r3] })))).statusCode).toBe(200);
    const inARow = await assign(next.id, [r3]);
    expect(inARow.statusCode).toBe(409);
    expect(inARow.json().conflicts[0]).toMatchObject({ rule: 'max_in_a_row', refereeId: r3 });
  });

  it("keeps referees off their own country's teams from the semi-finals on", async () => {
    const czech = await referee({ countryId: czId });
    const other = await referee({ countryId: (await createCountry(database.db, 'AT')).id });
    const semi = await createGroup(database.db, {
      teamCategoryId: categoryId,
      competitionRoundLevelId: await roundLevelId(database.db, 'semi_final'),
    });
    const home = await createTeam(database.db, { categoryId, countryId: czId });
    const away = await createTeam(database.db, { categoryId, countryId: skId });
    const groupMatch = await match('15:00', { day: '2025-04-21', homeTeamId: home.id, awayTeamId: away.id });
    const semiMatch = await match('17:00', {
      day: '2025-04-21',
      groupId: semi.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
    });
    expect((await assign(groupMatch.id, [czech])).statusCode).toBe(200);
    const refused = await assign(semiMatch.id, [czech, other]);
    expect(refused.json().conflicts).toEqual([{ rule: 'own_country', refereeId: czech, matchIds: [semiMatch.id] }]);
    const configure = (key: string, value: string) =>
      admin.request({ method: 'PUT', url: `${ADMIN}/configuration/${key}`, payload: { value } });
    expect((await configure('referee_assignment.own_country', 'sometimes')).statusCode).toBe(400);
    expect((await configure('referee_payout.rates', '{"match": []}')).statusCode).toBe(400);
    expect((await configure('referee_assignment.own_country', 'never')).statusCode).toBe(200);
    expect((await assign(semiMatch.id, [czech, other])).statusCode).toBe(200);
  });

  it('keeps a colleague pair together and refuses an unknown referee', async () => {
    const a = await referee();
    const b = await referee({ colleagueRefereeId: a });
    await database.db.update(referees).set({ colleagueRefereeId: b }).where(eq(referees.id, a));
    const c = await referee();
    const m = await match('13:00', { day: '2025-04-20', placeId: hallB });
    const split = await assign(m.id, [a, c]);
    expect(split.statusCode).toBe(409);
    expect(split.json().conflicts).toEqual([{ rule: 'colleague_pair', refereeId: a, matchIds: [m.id] }]);
    const unknown = await assign(m.id, [999_999]);
    expect(unknown.json().conflicts[0]).toMatchObject({ rule: 'invalid_referee', refereeId: 999_999 });
    expect((await assign(m.id, [a, b])).statusCode).toBe(200);
  });

  it('refuses matches that have left not_started and writes nothing', async () => {
    const [r1, r2] = [await referee(), await referee()];
    const open = await match('18:00', { day: '2025-04-21' });
    const started = await match('18:00', { day: '2025-04-21', placeId: hallB, stage: '1st_half' });
    const res = await apply([
      { matchId: open.id, refereeIds: [r1] },
      { matchId: started.id, refereeIds: [r2] },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'matches_started', matchIds: [started.id] });
    expect(await refereesOf(open.id)).toEqual([]);
    expect((await assign(started.id, [r2])).statusCode).toBe(409);
  });
});

describe('plans', () => {
  it('plans every match within the rules, writes nothing and keeps locked assignments', async () => {
    const pool = [];
    for (let i = 0; i < 6; i++) pool.push(await referee());
    const lockedMatch = await match('11:00', { day: '2025-04-19', placeId: hallB });
    expect((await assign(lockedMatch.id, [pool[0]!, pool[1]!], true)).statusCode).toBe(200);
    const before = await database.db.select().from(matchReferees);
    const plan = await admin.post(`${ADMIN}/referee-assignments/plan`, { keepExisting: false });
    expect(plan.statusCode).toBe(200);
    const body = plan.json();
    expect(body.violations).toEqual([]);
    expect(body.assignments.find((a: { matchId: number }) => a.matchId === lockedMatch.id).refereeIds).toEqual([
      pool[0],
      pool[1],
    ]);
    expect(body.load.totalPositions).toBeGreaterThan(0);
    expect(await database.db.select().from(matchReferees)).toHaveLength(before.length);
    // The plan applies as it is: the same rules accept it.
    const applied = await apply(body.assignments);
    expect(applied.statusCode).toBe(200);
    expect(await refereesOf(lockedMatch.id)).toEqual([pool[0], pool[1]]);
    const [locked] = await database.db
      .select()
      .from(refereeAssignments)
      .where(eq(refereeAssignments.matchId, lockedMatch.id));
    expect(locked?.locked).toBe(true);
    const only = await admin.post(`${ADMIN}/referee-assignments/plan`, { matchIds: [lockedMatch.id] });
    expect(only.json().assignments).toEqual([{ matchId: lockedMatch.id, refereeIds: [pool[0], pool[1]] }]);
  });

  it('proposes halls per day and applies them', async () => {
    const proposal = await admin.post(`${ADMIN}/referee-halls/plan`, {});
    expect(proposal.statusCode).toBe(200);
    const { halls, needs } = proposal.json();
    expect(needs.length).toBeGreaterThan(0);
    expect(halls.length).toBeGreaterThan(0);
    const refereeIds = [...new Set(halls.map((h: { refereeId: number }) => h.refereeId))];
    const res = await admin.request({ method: 'PUT', url: `${ADMIN}/referee-halls`, payload: { refereeIds, halls } });
    expect(res.statusCode).toBe(200);
    expect(await database.db.select().from(refereeInHalls)).toHaveLength(halls.length);
    const bad = await admin.request({
      method: 'PUT',
      url: `${ADMIN}/referee-halls`,
      payload: {
        refereeIds: [refereeIds[0]],
        halls: [{ refereeId: refereeIds[0], day: '2025-05-01', placeId: hallA }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['halls.0.day']);
  });

  it('gives the youngest categories one referee when referees are short, as the office sets it', async () => {
    const db = database.db;
    const day = '2025-04-21';
    // Only three new referees are there that day: everybody else is marked unavailable.
    const others = await db.select({ id: referees.id }).from(referees);
    await db
      .insert(refereeUnavailability)
      .values(others.map((r) => ({ refereeId: r.id, startsAt: `${day}T00:00`, endsAt: `${day}T23:59` })));
    for (let i = 0; i < 3; i++) await referee();
    const young = (await createCategory(db, { code: 'RE', birthDateMin: '2014-01-01' })).id;
    const older = (await createCategory(db, { code: 'RD', birthDateMin: '2012-01-01' })).id;
    const youngMatch = await match('10:00', { day, categoryId: young });
    const olderMatch = await match('10:00', { day, categoryId: older, placeId: hallB });
    const matchIds = [youngMatch.id, olderMatch.id];
    const key = 'referee_assignment.single_referee_categories';
    try {
      const short = (await admin.post(`${ADMIN}/referee-assignments/plan`, { matchIds })).json();
      // Four positions, three referees: the older category is served first, the younger one is short.
      expect(short.unassigned).toEqual([{ matchId: youngMatch.id, reason: 'capacity' }]);
      expect(short.load).toMatchObject({ filledPositions: 3, totalPositions: 4 });
      expect(short.singleRefereeCategories).toEqual([]);
      expect(short.suggestedSingleRefereeCategories).toEqual(['RE']);
      expect(short.shortWithSuggestion).toBe(0);

      const unknown = await admin.request({
        method: 'PUT',
        url: `${ADMIN}/configuration/${key}`,
        payload: { value: 'RE, XX' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields.value).toEqual({ key: 'unknownCategories', params: { codes: 'XX' } });
      const set = await admin.request({
        method: 'PUT',
        url: `${ADMIN}/configuration/${key}`,
        payload: { value: ' RE ' },
      });
      expect(set.statusCode).toBe(200);
      expect(set.json().value).toBe('RE');

      const covered = (await admin.post(`${ADMIN}/referee-assignments/plan`, { matchIds })).json();
      expect(covered.unassigned).toEqual([]);
      expect(covered.violations).toEqual([]);
      expect(covered.load).toMatchObject({ filledPositions: 3, totalPositions: 3 });
      const byMatch = new Map(
        covered.assignments.map((a: { matchId: number; refereeIds: number[] }) => [a.matchId, a]),
      );
      expect((byMatch.get(youngMatch.id) as { refereeIds: number[] }).refereeIds).toHaveLength(1);
      expect(covered.singleRefereeCategories).toEqual(['RE']);
      expect(covered.suggestedSingleRefereeCategories).toEqual([]);
      expect((await apply(covered.assignments)).statusCode).toBe(200);

      // The board says how many referees each match needs, with the halls named in the asked language.
      const board = await admin.get(`${ADMIN}/referee-assignments?day=${day}&locale=en`);
      const shown = board.json().matches.find((m: { matchId: number }) => m.matchId === youngMatch.id);
      expect(shown).toMatchObject({ refereesNeeded: 1, conflicts: [] });
      expect(shown.placeName).toMatch(/^Hall \d+$/);
      const czech = (await admin.get(`${ADMIN}/referee-assignments?day=${day}&locale=cs`)).json();
      expect(czech.matches.find((m: { matchId: number }) => m.matchId === youngMatch.id).placeName).toMatch(
        /^Hala \d+$/,
      );
    } finally {
      await setConfig(key, '');
      await db.delete(refereeUnavailability);
      await db.delete(matchReferees).where(inArray(matchReferees.matchId, matchIds));
      await db.delete(refereeAssignments).where(inArray(refereeAssignments.matchId, matchIds));
    }
  });

  it('maps levels to ranks', async () => {
    await referee({ highestCompetition: 'Extraliga' });
    const put = await admin.request({
      method: 'PUT',
      url: `${ADMIN}/referee-ranks`,
      payload: { ranks: [{ highestCompetition: 'Extraliga', rank: 4 }] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toContainEqual({ highestCompetition: 'Extraliga', rank: 4, mapped: true, referees: 1 });
  });
});

describe('table changes, payouts and publishing', () => {
  it('pays the finished matches a referee refereed, the table changes included, and shows the deviation', async () => {
    await setConfig(
      'referee_payout.rates',
      JSON.stringify({
        match: [
          { category: '*', role: 0, CZK: '200.00', EUR: '8.00' },
          { category: 'RA', role: 1, CZK: '250.50', EUR: '10.00' },
        ],
        dailyAllowance: { CZK: '100.00', EUR: '4.00' },
        travel: [{ zone: 'home', countries: ['CZ'], CZK: '300.00', EUR: '12.00' }],
      }),
    );
    const paid = await referee({
      countryId: czId,
      paymentType: 'czk_payment',
      arrivalDate: '2025-04-18',
      departureDate: '2025-04-19',
    });
    const [o1, o2] = [await referee(), await referee()];
    const day = '2025-04-18';
    const [a, b, c, d] = [
      await match('08:00', { day, placeId: hallB }),
      await match('09:00', { day, placeId: hallB }),
      await match('15:00', { day, placeId: hallB }),
      await match('16:00', { day, placeId: hallB }),
    ];
    expect(
      (
        await apply([
          { matchId: a.id, refereeIds: [paid, o1] },
          { matchId: b.id, refereeIds: [o1, paid] },
          { matchId: c.id, refereeIds: [paid, o1] },
          { matchId: d.id, refereeIds: [o1, o2] },
        ])
      ).statusCode,
    ).toBe(200);
    // At the table: match c is refereed by others, match d by the paid referee instead.
    const table = (id: number, referee1Id: number, referee2Id: number) =>
      reporter.request({
        method: 'PUT',
        url: `/api/v1/competition/match/${id}/referees`,
        payload: { referee1Id, referee2Id },
      });
    expect((await table(c.id, o2, o1)).statusCode).toBe(200);
    expect((await table(d.id, paid, o2)).statusCode).toBe(200);
    const board = (await admin.get(`${ADMIN}/referee-assignments?refereeId=${paid}`)).json();
    const shown = new Map(board.matches.map((m: { matchId: number }) => [m.matchId, m]));
    expect(shown.get(d.id)).toMatchObject({ source: 'table', deviation: true, assignedRefereeIds: [o1, o2] });
    expect(shown.get(a.id)).toMatchObject({ source: 'office', deviation: false });
    expect(shown.has(c.id)).toBe(false);
    await database.db
      .update(matches)
      .set({ competitionMatchStageId: await stageId(database.db, 'finished') })
      .where(inArray(matches.id, [a.id, b.id, c.id, d.id]));
    const payouts = await admin.get(`${ADMIN}/referee-payouts?currency=CZK`);
    expect(payouts.statusCode).toBe(200);
    // a (referee 1: 250.50), b (referee 2: 200.00), d (referee 1: 250.50); 2 days × 100.00; travel 300.00.
    expect(payouts.json().find((p: { refereeId: number }) => p.refereeId === paid)).toMatchObject({
      currency: 'CZK',
      matches: 3,
      days: 2,
      matchesAmount: '701.00',
      allowanceAmount: '200.00',
      travelAmount: '300.00',
      amount: '1201.00',
    });
    const csv = await admin.get(`${ADMIN}/referee-payouts?currency=CZK&format=csv&locale=en`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('1201.00');
    expect(csv.body.split('\r\n')[0]).toContain('Total');
    const xlsx = await admin.get(`${ADMIN}/referee-payouts?currency=CZK&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('first publication mails every referee with an office assignment not yet public once, then only the referees a change touched', async () => {
    // Until now nothing was published: every office assignment of a match not under way is a draft.
    const drafts = await database.db
      .select({ email: referees.email })
      .from(matchReferees)
      .innerJoin(referees, eq(referees.id, matchReferees.refereeId))
      .innerJoin(matches, eq(matches.id, matchReferees.matchId))
      .where(
        and(
          eq(matchReferees.source, 'office'),
          eq(matches.competitionMatchStageId, await stageId(database.db, 'not_started')),
        ),
      );
    const expected = [...new Set(drafts.map((d) => d.email.toLowerCase()))].sort();
    expect(expected.length).toBeGreaterThan(2);
    const before = await lastMailId();
    const first = await admin.post(`${ADMIN}/referee-assignments/publish`);
    expect(first.statusCode).toBe(200);
    const sent = await mailsAfter(before);
    expect(sent.map((m) => m.to).sort()).toEqual(expected);
    expect(first.json().mails).toBe(expected.length);
    expect(sent.every((m) => m.subject.includes('rozhodčí'))).toBe(true);
    expect((await admin.post(`${ADMIN}/referee-assignments/publish`)).json().mails).toBe(0);
    const [r1] = [await referee()];
    const m = await match('19:00', { day: '2025-04-21', placeId: hallB });
    expect((await assign(m.id, [r1])).statusCode).toBe(200);
    expect((await admin.post(`${ADMIN}/referee-assignments/publish`)).json().mails).toBe(1);
    const own = await app.inject({ method: 'GET', url: `/api/v1/competition/referees/${r1}/matches?locale=en` });
    expect(own.json()).toEqual([
      expect.objectContaining({ matchId: m.id, day: '2025-04-21', time: '19:00', position: 1 }),
    ]);
  });

  it("keeps the office's assignment a draft the public and the referees do not see until it is published", async () => {
    await admin.post(`${ADMIN}/referee-assignments/publish`);
    const [r1, r2, r3] = [await referee(), await referee(), await referee()];
    const emails = new Map(
      (
        await database.db
          .select()
          .from(referees)
          .where(inArray(referees.id, [r1, r2, r3]))
      ).map((r) => [r.id, r.email]),
    );
    const m = await match('18:00', { day: '2025-04-20', placeId: hallB });
    expect((await assign(m.id, [r1, r2])).statusCode).toBe(200);

    // The public and the referees see nothing yet; the hall's reporter and the office see the plan.
    expect(await publicReferees(m.id)).toEqual([]);
    expect(await ownMatches(r1)).toEqual([]);
    expect(await plannedReferees(reporter, m.id)).toEqual([r1, r2]);
    expect(await plannedReferees(admin, m.id)).toEqual([r1, r2]);
    const board = (await admin.get(`${ADMIN}/referee-assignments?day=2025-04-20`)).json();
    expect(board.matches.find((b: { matchId: number }) => b.matchId === m.id)).toMatchObject({
      unpublished: true,
      refereeIds: [r1, r2],
    });
    expect(board.unpublishedMatches).toBe(1);
    expect(board.unpublishedReferees).toBe(2);

    // Publishing shows it and mails both referees once.
    let before = await lastMailId();
    expect((await admin.post(`${ADMIN}/referee-assignments/publish`)).json().mails).toBe(2);
    expect((await mailsAfter(before)).map((mail) => mail.to).sort()).toEqual([emails.get(r1), emails.get(r2)].sort());
    expect(await publicReferees(m.id)).toEqual([r1, r2]);
    expect((await ownMatches(r1)).map((x) => x.matchId)).toEqual([m.id]);
    const published = (await admin.get(`${ADMIN}/referee-assignments?day=2025-04-20`)).json();
    expect(published.matches.find((b: { matchId: number }) => b.matchId === m.id).unpublished).toBe(false);
    expect(published).toMatchObject({ unpublishedMatches: 0, unpublishedReferees: 0 });
    expect((await admin.post(`${ADMIN}/referee-assignments/publish`)).json().mails).toBe(0);

    // A change is a draft again: the public keeps the last published referees.
    expect((await assign(m.id, [r1, r3])).statusCode).toBe(200);
    expect(await publicReferees(m.id)).toEqual([r1, r2]);
    expect((await ownMatches(r2)).map((x) => x.matchId)).toEqual([m.id]);
    expect(await ownMatches(r3)).toEqual([]);
    expect(await plannedReferees(reporter, m.id)).toEqual([r1, r3]);

    // Moving the match tells the referees it is published to, not the draft's new referee.
    await database.db.update(matches).set({ time: '18:30' }).where(eq(matches.id, m.id));
    before = await lastMailId();
    expect((await admin.post(`${ADMIN}/competition/publish`)).statusCode).toBe(200);
    const moved = (await mailsAfter(before)).map((mail) => mail.to);
    expect(moved).toEqual(expect.arrayContaining([emails.get(r1), emails.get(r2)]));
    expect(moved).not.toContain(emails.get(r3));

    // Publishing the change mails the referee who lost the match and the new one, not the one who stays.
    before = await lastMailId();
    expect((await admin.post(`${ADMIN}/referee-assignments/publish`)).json().mails).toBe(2);
    const changed = await mailsAfter(before);
    expect(changed.map((mail) => mail.to).sort()).toEqual([emails.get(r2), emails.get(r3)].sort());
    expect(changed.find((mail) => mail.to === emails.get(r3))?.text).toContain('18:30');
    expect(await publicReferees(m.id)).toEqual([r1, r3]);
    expect(await ownMatches(r2)).toEqual([]);
    expect((await ownMatches(r3)).map((x) => x.time)).toEqual(['18:30']);
  });

  it('shows the referees the table set, and those of a match under way, at once', async () => {
    await admin.post(`${ADMIN}/referee-assignments/publish`);
    const [r1, r2, r3] = [await referee(), await referee(), await referee()];
    const [atTable, underWay] = [
      await match('08:00', { day: '2025-04-21', placeId: hallA }),
      await match('08:00', { day: '2025-04-21', placeId: hallB }),
    ];
    expect((await assign(atTable.id, [r1])).statusCode).toBe(200);
    expect((await assign(underWay.id, [r3])).statusCode).toBe(200);
    const table = await reporter.request({
      method: 'PUT',
      url: `/api/v1/competition/match/${atTable.id}/referees`,
      payload: { referee1Id: r2 },
    });
    expect(table.statusCode).toBe(200);
    expect(await publicReferees(atTable.id)).toEqual([r2]);
    expect((await ownMatches(r2)).map((x) => x.matchId)).toEqual([atTable.id]);
    expect(await publicReferees(underWay.id)).toEqual([]);
    await database.db
      .update(matches)
      .set({ competitionMatchStageId: await stageId(database.db, '1st_half') })
      .where(eq(matches.id, underWay.id));
    expect(await publicReferees(underWay.id)).toEqual([r3]);
  });
});

describe('payout files', () => {
  it('exports the payouts of one currency as CSV with the bank details, for admins only', async () => {
    await setConfig(
      'referee_payout.rates',
      JSON.stringify({
        match: [{ category: '*', role: 0, CZK: '200.00', EUR: '8.00' }],
        dailyAllowance: { CZK: '100.00', EUR: '4.00' },
        travel: [
          { zone: 'home', countries: ['CZ'], CZK: '300.00', EUR: '12.00' },
          { zone: 'abroad', countries: ['*'], CZK: '1000.00', EUR: '40.50' },
        ],
      }),
    );
    const czech = await referee({
      firstName: 'Jana',
      lastName: 'Platová',
      countryId: czId,
      paymentType: 'czk_payment',
      accountHoldersName: 'Jana Platová',
      arrivalDate: '2025-04-18',
      departureDate: '2025-04-19',
    });
    const foreign = await referee({
      firstName: 'Marek',
      lastName: 'Eurový',
      paymentType: 'foreign_eur_payment',
      accountHoldersName: 'Marek Eurový',
    });
    const day = { day: '2025-04-19', placeId: hallB, stage: 'finished' as const };
    const [a, b] = [await match('06:00', day), await match('07:00', day)];
    await database.db.insert(matchReferees).values([
      { matchId: a.id, refereeId: czech, position: 1 },
      { matchId: a.id, refereeId: foreign, position: 2 },
      { matchId: b.id, refereeId: foreign, position: 1 },
    ]);
    const file = async (query: string) => {
      const res = await admin.get(`${ADMIN}/referee-payouts?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const [header = '', ...rows] = res.body.replace(/^\uFEFF/, '').split('\r\n');
      const rowOf = (id: number) => rows.find((row) => row.startsWith(`${id},`));
      return { res, header, rows: rows.filter(Boolean), rowOf };
    };

    // CZK: one match (200.00), 2 days (2 × 100.00), travel at home (300.00); nobody paid in euros.
    const czk = await file('currency=CZK&format=csv&locale=en');
    expect(czk.res.headers['content-disposition']).toMatch(
      /^attachment; filename="referee-payouts-czk-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(czk.header).toBe(
      'ID,Referee,Matches,Days,For matches,Daily allowance,Travel,Total,Currency,Account holder,Account,IBAN,E-mail,State,Details complete',
    );
    expect(czk.rowOf(czech)).toMatch(
      new RegExp(`^${czech},Jana Platová,1,2,200\\.00,200\\.00,300\\.00,700\\.00,CZK,Jana Platová,`),
    );
    expect(czk.rowOf(foreign)).toBeUndefined();
    expect(czk.rows.every((row) => row.split(',')[8] === 'CZK')).toBe(true);

    // EUR in Czech: two matches (2 × 8.00), one day with a match (4.00), travel from abroad (40.50).
    const eur = await file('currency=EUR&format=csv&locale=cs');
    expect(eur.res.headers['content-disposition']).toContain('referee-payouts-eur-');
    expect(eur.header).toBe(
      'ID,Rozhodčí,Zápasy,Dny,Za zápasy,Denní diety,Cestovné,Celkem,Měna,Majitel účtu,IBAN,BIC,Adresa majitele,E-mail,Stav,Údaje úplné',
    );
    expect(eur.rowOf(foreign)).toMatch(
      new RegExp(`^${foreign},Marek Eurový,2,1,16\\.00,4\\.00,40\\.50,60\\.50,EUR,Marek Eurový,`),
    );
    expect(eur.rowOf(czech)).toBeUndefined();
    expect(eur.rows.every((row) => row.split(',')[8] === 'EUR')).toBe(true);

    // Without a currency the file is the crowns'.
    const plain = await file('format=csv&locale=en');
    expect(plain.res.headers['content-disposition']).toContain('referee-payouts-czk-');
    expect(plain.rowOf(czech)).toBeDefined();
    expect(plain.rowOf(foreign)).toBeUndefined();

    // The JSON list of one currency holds the same amounts.
    const listed = (await admin.get(`${ADMIN}/referee-payouts?currency=EUR`)).json();
    expect(listed.find((p: { refereeId: number }) => p.refereeId === foreign)).toMatchObject({
      currency: 'EUR',
      matches: 2,
      days: 1,
      amount: '60.50',
    });
    expect(listed.some((p: { refereeId: number }) => p.refereeId === czech)).toBe(false);

    // Nobody but admins gets the files or the list.
    for (const url of ['currency=EUR&format=csv', 'currency=CZK&format=csv', 'currency=CZK']) {
      const refused = await reporter.get(`${ADMIN}/referee-payouts?${url}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Platová');
      expect((await app.inject({ method: 'GET', url: `${ADMIN}/referee-payouts?${url}` })).statusCode).toBe(401);
    }
  });
});
