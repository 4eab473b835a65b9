import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { readLiveBundle } from '@tms/domain/live-bundle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { CONFIGURATION_DEFAULTS, EVENT_TYPES, MATCH_STAGES } from '../../db/built-in-rows';
import { matchReferees, refereeInHalls } from '../../db/schema/index';
import { buildTestApp, openTestDatabase } from '../../test/database';
import {
  createCategory,
  createCountry,
  createEvent,
  createGroup,
  createHall,
  createMatch,
  createReferee,
  createRoster,
  createTeam,
} from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let matchId: number;
let goalEventIds: number[];
let approvedRefereeId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const db = database.db;
  const country = await createCountry(db, 'CZ');
  const category = await createCategory(db, { code: 'MB' });
  const hall = await createHall(db);
  const home = await createTeam(db, { categoryId: category.id, clubName: 'HC Praha', countryId: country.id });
  const away = await createTeam(db, { categoryId: category.id, clubName: 'TJ Brno', countryId: country.id });
  const group = await createGroup(db, { teamCategoryId: category.id, teamIds: [home.id, away.id], label: 'MB-A' });
  const match = await createMatch(db, {
    groupId: group.id,
    categoryId: category.id,
    placeId: hall.id,
    homeTeamId: home.id,
    awayTeamId: away.id,
    stage: '2nd_half',
  });
  matchId = match.id;
  const homeRoster = await createRoster(db, match.id, home.id);
  await createRoster(db, match.id, away.id);
  goalEventIds = [
    (await createEvent(db, { matchId, participantId: homeRoster[0].id, type: 'goal', stage: '2nd_half', minute: 20 }))
      .id,
    (await createEvent(db, { matchId, participantId: homeRoster[1].id, type: 'goal', stage: '1st_half', minute: 3 }))
      .id,
  ];
  const approved = await createReferee(db, {
    firstName: 'Jana',
    lastName: 'Nováková',
    sex: 'female',
    phone: '+420777000111',
    countryId: country.id,
    iban: 'CZ6508000000192000145399',
  });
  const pending = await createReferee(db, { countryId: country.id, registrationState: 'new' });
  approvedRefereeId = approved.id;
  await db.insert(refereeInHalls).values({ refereeId: approved.id, day: '2025-04-18', placeId: hall.id });
  await db.insert(matchReferees).values([
    { matchId, refereeId: approved.id, position: 1 },
    { matchId, refereeId: pending.id, position: 2 },
  ]);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('public competition API', () => {
  it('serves the static bundle with reference data, keyed maps and team club data', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/competition/static' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.matchStages.map((s: { code: string }) => s.code)).toEqual(MATCH_STAGES.map((s) => s.code));
    expect(body.eventTypes).toHaveLength(EVENT_TYPES.length);
    expect(Object.keys(body.configurations).sort()).toEqual(CONFIGURATION_DEFAULTS.map((c) => c.key).sort());
    expect(body.countries.CZ.translations.map((t: { locale: string }) => t.locale).sort()).toEqual(['cs', 'en']);
    expect(body.halls).toHaveLength(1);
    expect(JSON.parse(body.halls[0].data)).toEqual({});
    expect(body.teams[0]).toMatchObject({ clubName: 'HC Praha', clubCountryCode: 'CZ', teamCategoryCode: 'MB' });
    expect(body.groups[0]).toMatchObject({ label: 'MB-A', teamCategoryCode: 'MB' });
  });

  it('serves live data precompressed with an ETag and answers 304 while unchanged', async () => {
    const first = await app.inject({
      method: 'GET',
      url: '/api/v1/competition/live',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    const wire = JSON.parse(gunzipSync(first.rawPayload).toString());
    // Compact: the defaults (no score yet, no walkover) are not sent, and the detail fields stay out.
    expect(wire.matches[0]).not.toHaveProperty('hs');
    expect(wire.matches[0]).not.toHaveProperty('w');
    const live = readLiveBundle(wire);
    expect(live.matches).toHaveLength(1);
    expect(live.groupTeams).toHaveLength(2);
    expect(live.matches[0]).toMatchObject({ id: matchId, matchNumber: expect.any(Number), walkOver: false });
    expect(live.matches[0]).not.toHaveProperty('streamUrl');

    const etag = first.headers.etag as string;
    const again = await app.inject({
      method: 'GET',
      url: '/api/v1/competition/live',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('drops the cached live body when competition data changes', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/v1/competition/live' });
    const { matches } = await import('../../db/schema/index');
    await database.db.update(matches).set({ homeScore: 4, awayScore: 0 });
    app.liveBus.publishCompetitionChange({ matchIds: [matchId] });
    const after = await app.inject({
      method: 'GET',
      url: '/api/v1/competition/live',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(readLiveBundle(after.json()).matches[0]).toMatchObject({ homeScore: 4, awayScore: 0 });
  });

  it('gives match detail with ordered events, roster with leaders and public referees only', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/competition/competition-match/${matchId}?t=123` });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.match.id).toBe(matchId);
    expect(detail.events.map((e: { id: number }) => e.id)).toEqual([...goalEventIds].reverse());
    expect(detail.events[0].competitionMatchStageCode).toBe('1st_half');
    expect(detail.roster).toHaveLength(16);
    expect(detail.roster.filter((p: { isLeader: boolean }) => p.isLeader)).toHaveLength(2);
    expect(detail.roster[0]).toMatchObject({ birthYear: 2008, firstName: expect.any(String) });
    expect(detail.meta.stageCode).toBe('2nd_half');
    // Only the approved referee is public.
    expect(detail.referees).toEqual([{ position: 1, referee: expect.objectContaining({ id: approvedRefereeId }) }]);
    expect(detail.referees[0].referee).not.toHaveProperty('email');

    const live = await app.inject({ method: 'GET', url: `/api/v1/competition/competition-match-live/${matchId}` });
    expect(live.json().events).toHaveLength(2);
  });

  it('answers 404 with the error body for an unknown match and 400 for a malformed id', async () => {
    for (const url of [
      '/api/v1/competition/competition-match/999999',
      '/api/v1/competition/competition-match-live/999999',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Match not found' });
    }
    for (const id of ['abc', '1.5', '-1', '0', '99999999999999', '%20']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/competition/competition-match/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error', fields: { id: expect.any(Object) } });
    }
  });

  it('lists approved referees with public fields only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/competition/referees' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0]).sort()).toEqual(
      ['colleagueRefereeId', 'countryId', 'firstName', 'id', 'lastName', 'refereeInHalls', 'sex'].sort(),
    );
    expect(list[0].refereeInHalls).toEqual([{ day: '2025-04-18', placeId: expect.any(Number) }]);
  });

  it('serves enumerations with every configuration key', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/web/enums' });
    expect(res.statusCode).toBe(200);
    const enums = res.json();
    expect(enums.configurations.map((c: { key: string }) => c.key)).toContain('show_results_on_web');
    expect(enums.teamCategories.map((c: { code: string }) => c.code)).toContain('MB');
  });

  it('answers 401 for user data without a session', async () => {
    for (const url of ['/api/v1/web/users/me', '/api/v1/web/referees']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('counts player statistics of a category from events', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/competition/statistics/MB' });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(16);
    const scorers = rows.filter((r: { goals: number }) => r.goals > 0);
    expect(scorers).toHaveLength(2);
    expect(scorers[0]).toMatchObject({ matches: 1, goals: 1, average: 1, sevenMeterGoals: 0, yellowCards: 0 });
    expect((await app.inject({ method: 'GET', url: '/api/v1/competition/statistics/ZZ' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/competition/statistics/m-b' })).statusCode).toBe(400);
  });

  it("serves a valid iCalendar feed of a team's matches", async () => {
    const ICAL = (await import('ical.js')).default;
    const { matches } = await import('../../db/schema/index');
    const [match] = await database.db.select().from(matches);
    const res = await app.inject({ method: 'GET', url: `/api/v1/competition/team/${match.homeTeamId}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(1);
    expect(events[0].summary).toContain('HC Praha I – TJ Brno I');
    // 09:00 in Prague in April is 07:00 UTC.
    expect(events[0].startDate.toJSDate().toISOString()).toBe('2025-04-18T07:00:00.000Z');
    expect(events[0].location).toContain('Hala');
    // The group as the public pages name it, in the feed's language (the stored name is an English title).
    expect(events[0].description).toContain('Skupina MB-A');
    expect(events[0].description).not.toContain('Group');
    // Stamped with the match's last change, so asking again gives the same feed.
    const dtstamp = events[0].component.getFirstPropertyValue('dtstamp') as { toJSDate(): Date } | null;
    const stamp = dtstamp?.toJSDate().toISOString();
    expect(stamp).toBe(new Date(match.updatedAt).toISOString().replace(/\.\d{3}Z$/, '.000Z'));
    const english = await app.inject({
      method: 'GET',
      url: `/api/v1/competition/team/${match.homeTeamId}/calendar.ics?locale=en`,
    });
    const englishEvent = new ICAL.Event(new ICAL.Component(ICAL.parse(english.body)).getFirstSubcomponent('vevent')!);
    expect(englishEvent.description).toContain('Group MB-A');
    expect((await app.inject({ method: 'GET', url: '/api/v1/competition/team/999999/calendar.ics' })).statusCode).toBe(
      404,
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  it('documents every route in OpenAPI with an operation id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, { operationId?: string }>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ path, method, operationId: op.operationId })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(8);
    expect(operations.filter((op) => !op.operationId)).toEqual([]);
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/v1/competition/competition-match/{id}']).toBeDefined();
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});
