import { EVENT_TYPE_CODES, MATCH_STAGE_CODES } from '@tms/domain/constants';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { groupStandings, matchEvents, matchParticipants, matches, participants } from '../../db/schema/index';
import { openTestDatabase } from '../../test/database';
import {
  createCategory,
  createClub,
  createGroup,
  createHall,
  createTeam,
  eventTypeId,
  roundLevelId,
  stageId,
} from '../../test/factories';
import { recomputeMatchScores } from './match-scores-service';
import { recomputeCompetition, recomputeGroups } from './standings-service';

let database: Database;
let db: Database['db'];
const stage: Record<string, number> = {};
const eventType: Record<string, number> = {};
const roundLevel: Record<string, number> = {};
let categoryId = 0;
let clubId = 0;
let hallId = 0;
let sequence = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  for (const code of MATCH_STAGE_CODES) stage[code] = await stageId(db, code);
  for (const code of EVENT_TYPE_CODES) eventType[code] = await eventTypeId(db, code);
  for (const level of ['preliminary', 'semi_final', 'final']) roundLevel[level] = await roundLevelId(db, level);
  clubId = (await createClub(db, { name: 'HC Test' })).id;
  categoryId = (await createCategory(db, { code: 'MA', birthDateMin: '2006-01-01', birthDateMax: '2007-12-31' })).id;
  hallId = (await createHall(db, { code: 'H01' })).id;
});

afterAll(async () => {
  await database?.close();
});

// ---- small factories -------------------------------------------------------------------------

async function team(): Promise<number> {
  return (await createTeam(db, { clubId, categoryId })).id;
}

async function group(level: 'preliminary' | 'semi_final' | 'final'): Promise<number> {
  const row = await createGroup(db, {
    teamCategoryId: categoryId,
    competitionRoundLevelId: roundLevel[level],
    playoffCategory: level === 'preliminary' ? null : 'A',
  });
  return row.id;
}

type Slot = { teamId?: number; from?: { groupId: number; rank: number } };

async function slots(groupId: number, list: Slot[]): Promise<void> {
  await db.insert(groupStandings).values(
    list.map((s, i) => ({
      competitionGroupId: groupId,
      slot: i + 1,
      teamId: s.teamId ?? null,
      predecessorCompetitionGroupId: s.from?.groupId ?? null,
      predecessorCompetitionGroupStandings: s.from?.rank ?? null,
    })),
  );
}

type MatchInput = {
  groupId: number;
  home?: number | { groupId: number; rank: number };
  away?: number | { groupId: number; rank: number };
  stage?: keyof typeof stage;
  walkOver?: [number, number];
  /** A score the reporter typed in instead of entering events. */
  scoreEntered?: [number, number];
};

async function match(input: MatchInput): Promise<number> {
  sequence += 1;
  const side = (value: MatchInput['home']) =>
    typeof value === 'number'
      ? { teamId: value, groupId: null, rank: null }
      : { teamId: null, groupId: value?.groupId ?? null, rank: value?.rank ?? null };
  const home = side(input.home);
  const away = side(input.away);
  const [row] = await db
    .insert(matches)
    .values({
      matchNumber: sequence,
      teamCategoryId: categoryId,
      competitionGroupId: input.groupId,
      homeTeamId: home.teamId,
      awayTeamId: away.teamId,
      homeTeamCompetitionGroupId: home.groupId,
      homeTeamCompetitionStandings: home.rank,
      awayTeamCompetitionGroupId: away.groupId,
      awayTeamCompetitionStandings: away.rank,
      walkOver: input.walkOver !== undefined,
      scoreEntered: input.scoreEntered !== undefined,
      homeScore: input.walkOver?.[0] ?? input.scoreEntered?.[0] ?? null,
      awayScore: input.walkOver?.[1] ?? input.scoreEntered?.[1] ?? null,
      day: '2025-04-18',
      time: '08:00',
      placeId: hallId,
      competitionMatchStageId: stage[input.stage ?? 'not_started'],
      matchLength: 30,
    })
    .returning();
  return row.id;
}

/** Adds a player of the team to the match roster and returns the roster row id. */
async function player(matchId: number, teamId: number): Promise<number> {
  sequence += 1;
  const [person] = await db
    .insert(participants)
    .values({ clubId, firstName: 'Jan', lastName: `Hráč ${sequence}`, birthDate: '2006-05-05', gender: 'male' })
    .returning();
  const [row] = await db
    .insert(matchParticipants)
    .values({ matchId, teamId, participantId: person.id, jerseyNumber: (sequence % 99) + 1 })
    .returning();
  return row.id;
}

/** Records goals (and shoot-out goals) for both sides of a match. */
async function score(
  matchId: number,
  homeTeamId: number,
  awayTeamId: number,
  goals: [number, number],
  shootout: [number, number] = [0, 0],
): Promise<void> {
  const homePlayer = await player(matchId, homeTeamId);
  const awayPlayer = await player(matchId, awayTeamId);
  const rows: (typeof matchEvents.$inferInsert)[] = [];
  const add = (participantId: number, code: 'goal' | 'shootout-goal', count: number) => {
    for (let i = 0; i < count; i++) {
      sequence += 1;
      rows.push({
        matchId,
        minute: code === 'goal' ? i % 30 : 30,
        second: 0,
        createdTimestamp: 1_745_000_000_000 + sequence,
        competitionEventTypeId: eventType[code],
        competitionMatchParticipantId: participantId,
        competitionMatchStageId: stage[code === 'goal' ? '1st_half' : 'shootout'],
      });
    }
  };
  add(homePlayer, 'goal', goals[0]);
  add(awayPlayer, 'goal', goals[1]);
  add(homePlayer, 'shootout-goal', shootout[0]);
  add(awayPlayer, 'shootout-goal', shootout[1]);
  // A yellow card must not count as a goal.
  sequence += 1;
  rows.push({
    matchId,
    minute: 3,
    second: 0,
    createdTimestamp: 1_745_000_000_000 + sequence,
    competitionEventTypeId: eventType['yellow-card'],
    competitionMatchParticipantId: homePlayer,
    competitionMatchStageId: stage['1st_half'],
  });
  if (rows.length > 0) await db.insert(matchEvents).values(rows);
}

async function setStage(matchId: number, code: keyof typeof stage): Promise<void> {
  await db.update(matches).set({ competitionMatchStageId: stage[code] }).where(eq(matches.id, matchId));
}

async function table(groupId: number) {
  return db
    .select()
    .from(groupStandings)
    .where(eq(groupStandings.competitionGroupId, groupId))
    .orderBy(asc(groupStandings.slot));
}

async function matchRow(matchId: number) {
  const [row] = await db.select().from(matches).where(eq(matches.id, matchId));
  return row;
}

// ---- tests -----------------------------------------------------------------------------------

describe('standings service', () => {
  it('derives scores from goal and shoot-out events and leaves unplayed matches without a score', async () => {
    const g = await group('preliminary');
    const [a, b] = [await team(), await team()];
    await slots(g, [{ teamId: a }, { teamId: b }]);
    const played = await match({ groupId: g, home: a, away: b, stage: 'finished' });
    const waiting = await match({ groupId: g, home: b, away: a });
    await score(played, a, b, [12, 9]);

    await recomputeMatchScores(db, [played, waiting]);

    expect(await matchRow(played)).toMatchObject({
      homeGoalsCount: 12,
      awayGoalsCount: 9,
      homeScore: 12,
      awayScore: 9,
    });
    expect(await matchRow(waiting)).toMatchObject({
      homeGoalsCount: 0,
      awayGoalsCount: 0,
      homeScore: null,
      awayScore: null,
    });
  });

  it('changes the table when a result changes', async () => {
    const g = await group('preliminary');
    const [a, b, c] = [await team(), await team(), await team()];
    await slots(g, [{ teamId: a }, { teamId: b }, { teamId: c }]);
    const ab = await match({ groupId: g, home: a, away: b, stage: 'finished' });
    const bc = await match({ groupId: g, home: b, away: c, stage: 'finished' });
    await match({ groupId: g, home: c, away: a });
    await score(ab, a, b, [10, 8]);
    await score(bc, b, c, [7, 7]);

    await recomputeCompetition(db);
    let rows = await table(g);
    expect(rows.map((r) => [r.teamId, r.standings, r.games, r.points, r.goalsScored, r.goalsConceded])).toEqual([
      [a, 1, 1, 2, 10, 8],
      // b and c are level on points and head-to-head; c has the better overall goal difference.
      [b, 3, 2, 1, 15, 17],
      [c, 2, 1, 1, 7, 7],
    ]);

    // b scores three more in its match against a: b now wins it.
    await score(ab, a, b, [0, 3]);
    await recomputeMatchScores(db, [ab]);
    await recomputeGroups(db, [g]);
    rows = await table(g);
    expect(rows.map((r) => [r.teamId, r.standings, r.wins, r.ties, r.losses, r.points])).toEqual([
      [a, 3, 0, 0, 1, 0],
      [b, 1, 1, 1, 0, 3],
      [c, 2, 0, 1, 0, 1],
    ]);
  });

  it('counts a walkover with its official score and no goals', async () => {
    const g = await group('preliminary');
    const [a, b] = [await team(), await team()];
    await slots(g, [{ teamId: a }, { teamId: b }]);
    const m = await match({ groupId: g, home: a, away: b, stage: 'finished', walkOver: [0, 5] });

    await recomputeCompetition(db);

    expect(await matchRow(m)).toMatchObject({ homeScore: 0, awayScore: 5, homeGoalsCount: 0, awayGoalsCount: 0 });
    const rows = await table(g);
    expect(rows.map((r) => [r.teamId, r.standings, r.points, r.goalsScored, r.goalsCountScored])).toEqual([
      [a, 2, 0, 0, 0],
      [b, 1, 2, 5, 0],
    ]);
  });

  it('keeps a typed-in score while the goals counts follow the events', async () => {
    const g = await group('preliminary');
    const [a, b] = [await team(), await team()];
    await slots(g, [{ teamId: a }, { teamId: b }]);
    const m = await match({ groupId: g, home: a, away: b, stage: 'finished', scoreEntered: [21, 19] });
    await score(m, a, b, [2, 1]);

    await recomputeCompetition(db);

    expect(await matchRow(m)).toMatchObject({ homeScore: 21, awayScore: 19, homeGoalsCount: 2, awayGoalsCount: 1 });
    const rows = await table(g);
    expect(rows.map((r) => [r.teamId, r.standings, r.goalsScored, r.goalsCountScored])).toEqual([
      [a, 1, 21, 2],
      [b, 2, 19, 1],
    ]);
  });

  it('fills the successor slot and match when a group completes, and empties them when it reopens', async () => {
    const g = await group('preliminary');
    const [a, b] = [await team(), await team()];
    await slots(g, [{ teamId: a }, { teamId: b }]);
    const m = await match({ groupId: g, home: a, away: b, stage: '2nd_half' });
    const sf = await group('semi_final');
    const other = await team();
    await slots(sf, [{ from: { groupId: g, rank: 1 } }, { teamId: other }]);
    const sfMatch = await match({ groupId: sf, home: { groupId: g, rank: 1 }, away: other });
    await score(m, a, b, [6, 11]);

    await recomputeCompetition(db);
    expect((await table(sf))[0].teamId).toBeNull();
    expect((await matchRow(sfMatch)).homeTeamId).toBeNull();

    await setStage(m, 'finished');
    await recomputeGroups(db, [g]);
    expect((await table(sf))[0].teamId).toBe(b);
    expect(await matchRow(sfMatch)).toMatchObject({ homeTeamId: b, awayTeamId: other });

    // The reporter reopens the match: the winner is no longer known.
    await setStage(m, '2nd_half');
    await recomputeGroups(db, [g]);
    expect((await table(sf))[0].teamId).toBeNull();
    expect((await matchRow(sfMatch)).homeTeamId).toBeNull();
  });

  it('advances the shoot-out winner of a level knock-out through the bracket in one call', async () => {
    const [a, b, c, d] = [await team(), await team(), await team(), await team()];
    const sf1 = await group('semi_final');
    const sf2 = await group('semi_final');
    await slots(sf1, [{ teamId: a }, { teamId: b }]);
    await slots(sf2, [{ teamId: c }, { teamId: d }]);
    const m1 = await match({ groupId: sf1, home: a, away: b, stage: 'finished' });
    const m2 = await match({ groupId: sf2, home: c, away: d, stage: 'finished' });
    const final = await group('final');
    await slots(final, [{ from: { groupId: sf1, rank: 1 } }, { from: { groupId: sf2, rank: 1 } }]);
    const finalMatch = await match({
      groupId: final,
      home: { groupId: sf1, rank: 1 },
      away: { groupId: sf2, rank: 1 },
    });
    await score(m1, a, b, [15, 15], [3, 4]);
    await score(m2, c, d, [20, 18]);

    await recomputeCompetition(db);

    expect(await matchRow(m1)).toMatchObject({
      homeGoalsCount: 15,
      awayGoalsCount: 15,
      homeScore: 18,
      awayScore: 19,
      endedInShootout: true,
    });
    const sfTable = await table(sf1);
    expect(sfTable.map((r) => [r.teamId, r.standings])).toEqual([
      [a, 2],
      [b, 1],
    ]);
    expect((await table(final)).map((r) => r.teamId)).toEqual([b, c]);
    expect(await matchRow(finalMatch)).toMatchObject({ homeTeamId: b, awayTeamId: c });

    // An undecided knock-out has no ranks.
    const finalTable = await table(final);
    expect(finalTable.map((r) => r.standings)).toEqual([null, null]);
  });

  it('keeps the teams of a successor match that has already started', async () => {
    const g = await group('preliminary');
    const [a, b] = [await team(), await team()];
    await slots(g, [{ teamId: a }, { teamId: b }]);
    const m = await match({ groupId: g, home: a, away: b, stage: 'finished' });
    await score(m, a, b, [9, 4]);
    const f = await group('final');
    const other = await team();
    await slots(f, [{ from: { groupId: g, rank: 1 } }, { teamId: other }]);
    const next = await match({ groupId: f, home: { groupId: g, rank: 1 }, away: other });
    await recomputeCompetition(db);
    expect((await matchRow(next)).homeTeamId).toBe(a);

    await setStage(next, '1st_half');
    await setStage(m, '2nd_half');
    await recomputeGroups(db, [g]);
    expect((await matchRow(next)).homeTeamId).toBe(a);
    const finalSlots = await db
      .select()
      .from(groupStandings)
      .where(inArray(groupStandings.competitionGroupId, [f]));
    expect(finalSlots.find((s) => s.slot === 1)?.teamId).toBeNull();
  });

  it('counts both results when two matches of a group finish at the same moment', async () => {
    const g = await group('preliminary');
    const [a, b, c, d] = [await team(), await team(), await team(), await team()];
    await slots(g, [{ teamId: a }, { teamId: b }, { teamId: c }, { teamId: d }]);
    const first = await match({ groupId: g, home: a, away: b, stage: '2nd_half' });
    const second = await match({ groupId: g, home: c, away: d, stage: '2nd_half' });
    await score(first, a, b, [1, 3]);
    await score(second, c, d, [2, 5]);
    await recomputeCompetition(db);

    // Two halls' reporters finish their matches at once: each transaction rebuilds the group's table
    // while the other has not committed yet (on PostgreSQL each has its own connection).
    const finish = (matchId: number) => async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => {
      await tx.update(matches).set({ competitionMatchStageId: stage.finished }).where(eq(matches.id, matchId));
      await recomputeMatchScores(tx, [matchId]);
      await recomputeGroups(tx, [g]);
    };
    let rebuilt: () => void = () => undefined;
    const firstRebuilt = new Promise<void>((resolve) => {
      rebuilt = resolve;
    });
    const one = db.transaction(async (tx) => {
      await finish(first)(tx);
      rebuilt();
      // The other transaction reads and writes the table meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    await firstRebuilt;
    await Promise.all([one, db.transaction(finish(second))]);

    const rows = await table(g);
    expect(rows.map((r) => [r.teamId, r.games, r.points])).toEqual([
      [a, 1, 0],
      [b, 1, 2],
      [c, 1, 0],
      [d, 1, 2],
    ]);
    expect(rows.find((r) => r.teamId === d)?.standings).toBe(1);
  });
});
