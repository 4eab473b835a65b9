import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { matchParticipants, matchReferees, participants } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { openTestDatabase } from '../../test/database';
import {
  TEST_PASSWORD,
  createCategory,
  createClub,
  createEvent,
  createGroup,
  createHall,
  createMatch,
  createReferee,
  createRoster,
  createTeam,
  createUser,
} from '../../test/factories';
import { pdfPages, pdfQrCodes, pdfText } from '../../test/pdf-reading';
import { matchReportPdf, printContext } from './service';

const PUBLIC_URL = 'https://cup.example.org';

let database: Database;
let app: FastifyInstance;
let dist: string;
const ids = { finished: 0, upcoming: 0, otherHallMatch: 0, hall: 0, otherHall: 0, home: 0, away: 0 };
const clients: Record<'anonymous' | 'user' | 'reporter' | 'otherReporter' | 'admin' | 'english', TestClient> =
  {} as never;

beforeAll(async () => {
  // A built web app, so the pages the QR codes lead to answer as in production.
  dist = mkdtempSync(path.join(os.tmpdir(), 'tms-print-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Handball</title>');
  database = await openTestDatabase();
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL }),
    database,
    webDistDir: dist,
  });
  await app.ready();
  const db = database.db;

  const reporter = await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_REPORTER'] });
  const otherReporter = await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_REPORTER'] });
  const users = {
    user: await createUser(db),
    reporter,
    otherReporter,
    admin: await createUser(db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }),
    english: await createUser(db, { roles: ['ROLE_USER', 'ROLE_ADMIN'], locale: 'en' }),
  };
  const category = await createCategory(db, { code: 'MC' });
  // Stored group names are English working titles; documents name the group by its label.
  const group = await createGroup(db, { teamCategoryId: category.id, label: 'MC-A', name: 'Group A' });
  const hall = await createHall(db, { data: { hall_reporter: reporter.id }, address: 'Za Pohořelcem 1, Praha 6' });
  const otherHall = await createHall(db, { data: { hall_reporter: otherReporter.id } });
  const home = await createTeam(db, {
    categoryId: category.id,
    clubId: (await createClub(db, { name: 'TJ Sokol Řevnice' })).id,
  });
  const away = await createTeam(db, {
    categoryId: category.id,
    clubId: (await createClub(db, { name: 'HC Győr' })).id,
  });
  Object.assign(ids, { hall: hall.id, otherHall: otherHall.id, home: home.id, away: away.id });

  const finished = await createMatch(db, {
    categoryId: category.id,
    groupId: group.id,
    placeId: hall.id,
    homeTeamId: home.id,
    awayTeamId: away.id,
    stage: 'finished',
    time: '09:00',
    homeScore: 3,
    awayScore: 1,
    homeGoalsCount: 3,
    awayGoalsCount: 1,
  });
  const upcoming = await createMatch(db, {
    categoryId: category.id,
    groupId: finished.competitionGroupId,
    placeId: hall.id,
    homeTeamId: away.id,
    awayTeamId: home.id,
    time: '11:30',
  });
  const otherHallMatch = await createMatch(db, { categoryId: category.id, placeId: otherHall.id, time: '10:00' });
  Object.assign(ids, { finished: finished.id, upcoming: upcoming.id, otherHallMatch: otherHallMatch.id });

  // Rosters: the home team's number 7 is Řehoř Žďárský; the away team's 3 and 5 score and are suspended.
  const homeRoster = await createRoster(db, finished.id, home.id, 6, 1);
  const awayRoster = await createRoster(db, finished.id, away.id, 6, 1);
  const [rehor] = await db
    .insert(participants)
    .values({ clubId: home.clubId, firstName: 'Řehoř', lastName: 'Žďárský', birthDate: '2010-06-01', gender: 'male' })
    .returning();
  const [rehorOnRoster] = await db
    .insert(matchParticipants)
    .values({ matchId: finished.id, teamId: home.id, participantId: rehor.id, jerseyNumber: 7 })
    .returning();
  const byNumber = (roster: typeof homeRoster, n: number) => roster.find((p) => p.jerseyNumber === n)!.id;
  await createEvent(db, { matchId: finished.id, participantId: rehorOnRoster.id, type: 'goal', minute: 3 });
  await createEvent(db, { matchId: finished.id, participantId: rehorOnRoster.id, type: 'goal', minute: 9 });
  await createEvent(db, {
    matchId: finished.id,
    participantId: byNumber(homeRoster, 2),
    type: 'goal',
    stage: '2nd_half',
    minute: 20,
  });
  await createEvent(db, {
    matchId: finished.id,
    participantId: byNumber(awayRoster, 3),
    type: 'goal',
    stage: '2nd_half',
    minute: 22,
  });
  await createEvent(db, {
    matchId: finished.id,
    participantId: byNumber(awayRoster, 5),
    type: 'two-minutes',
    stage: '2nd_half',
    minute: 25,
  });
  const refereeA = await createReferee(db, { firstName: 'Jana', lastName: 'Nováková' });
  const refereeB = await createReferee(db, { firstName: 'Peter', lastName: 'Müller' });
  for (const matchId of [finished.id, upcoming.id]) {
    await db.insert(matchReferees).values([
      { matchId, refereeId: refereeA.id, position: 1 },
      { matchId, refereeId: refereeB.id, position: 2 },
    ]);
  }

  clients.anonymous = new TestClient(app);
  for (const [name, user] of Object.entries(users)) {
    const client = new TestClient(app);
    await client.login(user.username, TEST_PASSWORD);
    clients[name as keyof typeof users] = client;
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** Each QR code leads to a page of the web app at the public address, and the page answers. */
async function expectQrPages(pdf: Buffer, expected: string[]) {
  const codes = pdfQrCodes(pdf).flat();
  expect(codes.sort()).toEqual(expected.map((p) => `${PUBLIC_URL}${p}`).sort());
  for (const code of codes) {
    const url = new URL(code);
    const res = await clients.anonymous.get(url.pathname);
    expect(res.statusCode, url.pathname).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  }
}

function expectPdf(res: Awaited<ReturnType<TestClient['get']>>, fileName: RegExp) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(fileName);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return res.rawPayload;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('match sheet', () => {
  const url = () => `/api/v1/print/matches/${ids.finished}/sheet`;

  it('prints both rosters, referees and a QR code to the reporter screen for the hall reporter', async () => {
    const pdf = expectPdf(await clients.reporter.get(url()), /attachment; filename="zapis-utkani-\d+\.pdf"/);
    const text = oneLine(await pdfText(pdf));
    expect(text).toContain('Zápis o utkání');
    expect(text).toContain('TJ Sokol Řevnice');
    expect(text).toContain('HC Győr');
    expect(text).toContain('Žďárský Řehoř');
    expect(text).toMatch(/\b7 Žďárský Řehoř 2010\b/);
    expect(text).toContain('Jana Nováková');
    expect(text).toContain('Peter Müller');
    expect(text).toContain('pátek 18. 4. 2025');
    await expectQrPages(pdf, [`/reporter/match/${ids.finished}`]);
  });

  it('has blank roster lines when no roster is on the match, and speaks English when asked', async () => {
    const pdf = expectPdf(
      await clients.admin.get(`/api/v1/print/matches/${ids.upcoming}/sheet?lang=en`),
      /match-sheet-\d+\.pdf/,
    );
    const text = oneLine(await pdfText(pdf));
    expect(text).toContain('Match sheet');
    expect(text).toContain('No roster confirmed: fill in by hand.');
    expect(text).toContain('Friday 18 April 2025');
    expect(text).not.toContain('Žďárský');
  });

  it('is for the reporter of the match hall and admins only', async () => {
    expect((await clients.anonymous.get(url())).statusCode).toBe(401);
    expect((await clients.user.get(url())).statusCode).toBe(403);
    expect((await clients.otherReporter.get(url())).statusCode).toBe(403);
    expect((await clients.otherReporter.get(`/api/v1/print/matches/${ids.otherHallMatch}/sheet`)).statusCode).toBe(200);
    expect((await clients.admin.get('/api/v1/print/matches/999999/sheet')).statusCode).toBe(404);
    expect((await clients.admin.get('/api/v1/print/matches/abc/sheet')).statusCode).toBe(400);
  });
});

describe('match report', () => {
  it('is refused before the match is finished', async () => {
    const res = await clients.anonymous.get(`/api/v1/print/matches/${ids.upcoming}/report`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('match_not_finished');
    expect((await clients.anonymous.get('/api/v1/print/matches/999999/report')).statusCode).toBe(404);
    expect((await clients.anonymous.get('/api/v1/print/matches/0/report')).statusCode).toBe(400);
  });

  it('prints score by half, scorers with their numbers and referees, with a QR code to the match page', async () => {
    const pdf = expectPdf(
      await clients.anonymous.get(`/api/v1/print/matches/${ids.finished}/report`),
      /oficialni-zapis-\d+\.pdf/,
    );
    const text = oneLine(await pdfText(pdf));
    expect(text).toContain('Oficiální zápis o utkání');
    expect(text).toContain('TJ Sokol Řevnice');
    expect(text).toContain('HC Győr');
    expect(text).toContain('3 : 1');
    expect(text).toContain('1. poločas 2 : 0');
    expect(text).toContain('2. poločas 1 : 1');
    expect(text).toMatch(/3' TJ Sokol Řevnice I 7 Žďárský Řehoř Gól/);
    expect(text).toMatch(/22' HC Győr I 3 \S+ First2 Gól/);
    expect(text).toMatch(/25' HC Győr I 5 \S+ First4 Vyloučení na 2 min/);
    expect(text).toContain('Jana Nováková');
    expect(text).toContain('Peter Müller');
    await expectQrPages(pdf, [`/results/match/${ids.finished}`]);
  });

  it('follows the language of the signed-in user unless lang says otherwise', async () => {
    const url = `/api/v1/print/matches/${ids.finished}/report`;
    const english = oneLine(await pdfText(expectPdf(await clients.english.get(url), /match-report-\d+\.pdf/)));
    expect(english).toContain('Official match report');
    expect(english).toContain('1st half 2 : 0');
    expect(english).toContain('2-minute suspension');
    expect(english).toContain('Žďárský Řehoř');
    const czech = oneLine(await pdfText(expectPdf(await clients.english.get(`${url}?lang=cs`), /oficialni-zapis/)));
    expect(czech).toContain('Oficiální zápis o utkání');
    expect((await clients.anonymous.get(`${url}?lang=de`)).statusCode).toBe(400);
  });

  it('is the same document for the same data apart from its creation date', async () => {
    const now = new Date('2025-04-18T10:00:00Z');
    const a = await matchReportPdf(database.db, ids.finished, printContext('cs', PUBLIC_URL, '2025', now));
    const b = await matchReportPdf(database.db, ids.finished, printContext('cs', PUBLIC_URL, '2025', now));
    expect(a.body.equals(b.body)).toBe(true);
    const later = await matchReportPdf(database.db, ids.finished, printContext('cs', PUBLIC_URL, '2025', new Date()));
    expect(later.body.equals(a.body)).toBe(false);
  });
});

describe('hall day sheet and poster', () => {
  it("lists the hall's matches of the day, each with a QR code to its page", async () => {
    const pdf = expectPdf(
      await clients.anonymous.get(`/api/v1/print/halls/${ids.hall}/days/2025-04-18`),
      /program-haly-h\d+-2025-04-18\.pdf/,
    );
    const text = oneLine(await pdfText(pdf));
    expect(text).toContain('Program haly');
    expect(text).toContain('09:00');
    expect(text).toContain('11:30');
    expect(text).toContain('TJ Sokol Řevnice');
    expect(text).toContain('HC Győr');
    expect(text).toContain('3 : 1');
    await expectQrPages(pdf, [`/results/match/${ids.finished}`, `/results/match/${ids.upcoming}`]);
  });

  it('prints the A3 poster with one QR code to the hall page', async () => {
    const pdf = expectPdf(
      await clients.anonymous.get(`/api/v1/print/halls/${ids.hall}/days/2025-04-18/poster?lang=en`),
      /hall-poster-h\d+-2025-04-18\.pdf/,
    );
    const text = oneLine(await pdfText(pdf));
    expect(text).toContain("The hall's schedule and results live");
    expect(text).toContain('Friday 18 April 2025');
    await expectQrPages(pdf, [`/results/matches-by-hall/${ids.hall}`]);
  });

  it('answers a day without matches, 404 for an unknown hall and 400 for a malformed day', async () => {
    const empty = expectPdf(await clients.anonymous.get(`/api/v1/print/halls/${ids.hall}/days/2025-04-19`), /pdf/);
    expect(oneLine(await pdfText(empty))).toContain('Žádná utkání.');
    expect((await clients.anonymous.get('/api/v1/print/halls/999999/days/2025-04-18')).statusCode).toBe(404);
    for (const day of ['2025-02-30', '18.4.2025', 'x']) {
      expect((await clients.anonymous.get(`/api/v1/print/halls/${ids.hall}/days/${day}`)).statusCode).toBe(400);
    }
    expect((await clients.anonymous.get('/api/v1/print/halls/-1/days/2025-04-18/poster')).statusCode).toBe(400);
  });
});

describe('team schedule', () => {
  it("lists the team's matches with halls and addresses and a QR code to the team page", async () => {
    const pdf = expectPdf(
      await clients.anonymous.get(`/api/v1/print/teams/${ids.home}/schedule`),
      /program-tymu-mc-tj-sokol-revnice-i\.pdf/,
    );
    const text = oneLine(await pdfText(pdf));
    expect(text).toContain('Program týmu');
    // Named with its category: a club's teams of different categories share the name and number.
    expect(text).toContain('TJ Sokol Řevnice I (MC)');
    expect(text).toContain('Domácí · HC Győr I');
    expect(text).toContain('Hosté · HC Győr I');
    expect(text).toContain('Za Pohořelcem 1, Praha 6');
    await expectQrPages(pdf, [`/results/team-detail/${ids.home}`]);
    expect((await clients.anonymous.get('/api/v1/print/teams/999999/schedule')).statusCode).toBe(404);
    expect((await clients.anonymous.get('/api/v1/print/teams/1x/schedule')).statusCode).toBe(400);
  });
});

describe('group names', () => {
  it('name the group by its label, in the language of the document, as the public pages do', async () => {
    const czech = [
      `/api/v1/print/matches/${ids.finished}/sheet`,
      `/api/v1/print/matches/${ids.finished}/report`,
      `/api/v1/print/halls/${ids.hall}/days/2025-04-18`,
      `/api/v1/print/teams/${ids.home}/schedule`,
    ];
    for (const url of czech) {
      const text = oneLine(await pdfText(expectPdf(await clients.admin.get(url), /pdf/)));
      expect(text, url).toContain('MC-A');
      expect(text, url).not.toContain('Group');
    }
    const schedule = oneLine(await pdfText(expectPdf(await clients.admin.get(czech[3]), /pdf/)));
    expect(schedule).toContain('Skupina MC-A');
    const english = oneLine(await pdfText(expectPdf(await clients.admin.get(`${czech[3]}?lang=en`), /pdf/)));
    expect(english).toContain('Group MC-A');
  });
});

describe('all match sheets of a day', () => {
  it('streams one sheet per match of the day, or of one hall, for admins', async () => {
    const all = expectPdf(await clients.admin.get('/api/v1/print/sheets?day=2025-04-18'), /zapisy-2025-04-18\.pdf/);
    expect(pdfPages(all)).toBe(3);
    const codes = pdfQrCodes(all);
    expect(codes).toEqual([
      [`${PUBLIC_URL}/reporter/match/${ids.finished}`],
      [`${PUBLIC_URL}/reporter/match/${ids.upcoming}`],
      [`${PUBLIC_URL}/reporter/match/${ids.otherHallMatch}`],
    ]);
    const hall = expectPdf(
      await clients.admin.get(`/api/v1/print/sheets?day=2025-04-18&placeId=${ids.hall}&lang=en`),
      /match-sheets-2025-04-18-h\d+\.pdf/,
    );
    expect(pdfPages(hall)).toBe(2);
    expect(oneLine(await pdfText(hall))).toContain('Žďárský Řehoř');
    const none = expectPdf(await clients.admin.get('/api/v1/print/sheets?day=2025-05-01'), /pdf/);
    expect(oneLine(await pdfText(none))).toContain('Žádná utkání.');
  });

  it('refuses others, unknown halls and malformed days', async () => {
    const url = '/api/v1/print/sheets?day=2025-04-18';
    expect((await clients.anonymous.get(url)).statusCode).toBe(401);
    expect((await clients.user.get(url)).statusCode).toBe(403);
    expect((await clients.reporter.get(url)).statusCode).toBe(403);
    expect((await clients.admin.get(`${url}&placeId=999999`)).statusCode).toBe(404);
    expect((await clients.admin.get('/api/v1/print/sheets?day=2025-13-01')).statusCode).toBe(400);
    expect((await clients.admin.get('/api/v1/print/sheets')).statusCode).toBe(400);
  });
});

describe("the technicians' sheet of hall screens", () => {
  it("lists every active hall with its screen's address and QR code, for admins only", async () => {
    const pdf = expectPdf(await clients.admin.get('/api/v1/print/hall-screens?lang=en'), /hall-screens\.pdf/);
    const text = oneLine(await pdfText(pdf));
    expect(text).toContain('Hall screens');
    expect(text).toContain(`${PUBLIC_URL}/screen/hall/${ids.hall}`);
    expect(text).toContain(`${PUBLIC_URL}/screen/hall/${ids.otherHall}`);
    expect((await clients.anonymous.get('/api/v1/print/hall-screens')).statusCode).toBe(401);
    expect((await clients.reporter.get('/api/v1/print/hall-screens')).statusCode).toBe(403);
  });
});

describe('API document', () => {
  it('lists every print route with its operation id', async () => {
    const doc = (await clients.anonymous.get('/api/openapi.json')).json();
    const operations = {
      '/api/v1/print/matches/{matchId}/sheet': 'printMatchSheet',
      '/api/v1/print/matches/{matchId}/report': 'printMatchReport',
      '/api/v1/print/halls/{placeId}/days/{day}': 'printHallDay',
      '/api/v1/print/halls/{placeId}/days/{day}/poster': 'printHallPoster',
      '/api/v1/print/teams/{teamId}/schedule': 'printTeamSchedule',
      '/api/v1/print/sheets': 'printMatchSheets',
      '/api/v1/print/hall-screens': 'printHallScreens',
    };
    for (const [route, operationId] of Object.entries(operations)) {
      expect(doc.paths[route]?.get?.operationId, route).toBe(operationId);
    }
  });
});
