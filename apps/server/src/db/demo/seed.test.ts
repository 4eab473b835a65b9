import { knockoutRanks } from '@tms/domain/advancement';
import { type ClubRoster, checkParticipant, checkRoster, eligibilityContext } from '@tms/domain/eligibility';
import { refereePaymentIssues } from '@tms/domain/referee-registration';
import { computeStandings } from '@tms/domain/standings';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client';
import { editionOfYear, inEdition } from '../edition-scope';
import {
  clubUsers,
  clubs,
  competitionGroups,
  competitionTeams,
  countries,
  editions,
  groupStandings,
  matchReferees,
  matches,
  matchStages,
  participants,
  places,
  refereeInHalls,
  referees,
  roundLevels,
  teamAdmins,
  teamCategories,
  teamParticipants,
  users,
} from '../schema/index';
import { seatMeals } from '@tms/domain/catering';
import { loadCatering } from '../../modules/catering/service';
import { checkSchedule, fromDayTime } from './schedule';
import { DEMO_SEED, isDatabaseEmpty, type SeedSummary, seedDemo } from './seed';
import { fitsDemoFormat } from './structure';

let database: Database;
let summary: SeedSummary;

type Row = Record<string, unknown>;
async function query<T = Row>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

async function matchesWithStage() {
  return database.db
    .select({
      id: matches.id,
      competitionGroupId: matches.competitionGroupId,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeTeamCompetitionGroupId: matches.homeTeamCompetitionGroupId,
      awayTeamCompetitionGroupId: matches.awayTeamCompetitionGroupId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      homeGoalsCount: matches.homeGoalsCount,
      awayGoalsCount: matches.awayGoalsCount,
      walkOver: matches.walkOver,
      day: matches.day,
      time: matches.time,
      placeId: matches.placeId,
      matchLength: matches.matchLength,
      stage: matchStages.code,
    })
    .from(matches)
    .innerJoin(matchStages, eq(matchStages.id, matches.competitionMatchStageId))
    .orderBy(asc(matches.id));
}

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  expect(await isDatabaseEmpty(database.db)).toBe(true);
  summary = await seedDemo(database.db, { seed: DEMO_SEED });
});

afterAll(async () => {
  await database?.close();
});

describe('demo tournament', () => {
  it('is no longer empty and meets the scale of the tournament', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(summary.teams).toBeGreaterThanOrEqual(600);
    expect(summary.countries).toBeGreaterThanOrEqual(28);
    expect(summary.halls).toBe(41);
    expect(summary.referees).toBeGreaterThanOrEqual(260);
    expect(summary.referees).toBeLessThanOrEqual(290);
    expect(summary.matches).toBeGreaterThanOrEqual(2000);
    expect(summary.matches).toBeLessThanOrEqual(2400);
    expect(summary.events).toBeGreaterThan(40_000);

    const [counts] = await query<{ teams: number; countries: number; halls: number; referees: number }>(sql`
      select
        (select count(*)::int from competition_teams) as teams,
        (select count(distinct c.country_id)::int from competition_teams t join clubs c on c.id = t.club_id) as countries,
        (select count(*)::int from places where place_type_id = 1) as halls,
        (select count(*)::int from referees) as referees
    `);
    expect(counts).toEqual({
      teams: summary.teams,
      countries: summary.countries,
      halls: 41,
      referees: summary.referees,
    });
  });

  it('is a snapshot on Monday: finished matches, a few in progress, walkovers, later matches not started', async () => {
    const rows = await matchesWithStage();
    const byStage = (codes: string[]) => rows.filter((m) => codes.includes(m.stage));
    const inProgress = byStage(['1st_half', '2nd_half']);
    expect(inProgress.length).toBeGreaterThanOrEqual(3);
    expect(inProgress.length).toBeLessThanOrEqual(6);
    expect(inProgress.every((m) => m.day === '2025-04-21')).toBe(true);
    expect(byStage(['not_started']).every((m) => m.day === '2025-04-21' && m.time >= '11:00')).toBe(true);
    expect(rows.filter((m) => m.day < '2025-04-21').every((m) => m.stage === 'finished')).toBe(true);

    const walkovers = rows.filter((m) => m.walkOver);
    expect(walkovers.length).toBeGreaterThanOrEqual(1);
    for (const m of walkovers) {
      expect(m.stage).toBe('finished');
      expect(['5:0', '0:5', '0:0']).toContain(`${m.homeScore}:${m.awayScore}`);
      expect([m.homeGoalsCount, m.awayGoalsCount]).toEqual([0, 0]);
    }
    const [{ walkoverEvents }] = await query<{ walkoverEvents: number }>(sql`
      select count(*)::int as "walkoverEvents" from competition_match_events e
      join competition_matches m on m.id = e.match_id where m.walk_over
    `);
    expect(walkoverEvents).toBe(0);
  });

  it('keeps the schedule rules: no hall double-booked, a team never plays twice within an hour', async () => {
    const rows = await matchesWithStage();
    expect(checkSchedule(rows)).toEqual([]);
    // All matches inside the tournament days and opening hours.
    for (const m of rows) {
      const start = fromDayTime(m.day, m.time) % 1440;
      expect(start).toBeGreaterThanOrEqual(8 * 60);
      expect(start + m.matchLength).toBeLessThanOrEqual(20 * 60);
    }
  });

  it('has its schedule published as it stands, so the public and the clubs see it', async () => {
    const [{ drafts }] = await query<{ drafts: number }>(sql`
      select count(*)::int as drafts from competition_matches
      where published_day is null
         or (day, time, place_id) is distinct from (published_day, published_time, published_place_id)
    `);
    expect(drafts).toBe(0);
  });

  it('draws only the teams of approved or processed clubs, every category fully and in a size its format takes', async () => {
    const outside = await query<{ state: string; teams: number }>(sql`
      select c.registration_state as state, count(t.id)::int as teams
      from clubs c join competition_teams t on t.club_id = c.id
      where c.registration_state in ('new', 'declined') group by 1 order by 1
    `);
    // New and declined clubs with teams are part of the demo: the draw has something to leave out.
    expect(outside.map((o) => o.state)).toEqual(['declined', 'new']);
    const [{ grouped, playing }] = await query<{ grouped: number; playing: number }>(sql`
      select
        (select count(*)::int from competition_group_standings s join competition_teams t on t.id = s.team_id
          join clubs c on c.id = t.club_id where c.registration_state not in ('approved', 'processed')) as grouped,
        (select count(*)::int from competition_matches m join competition_teams t on t.id in (m.home_team_id, m.away_team_id)
          join clubs c on c.id = t.club_id where c.registration_state not in ('approved', 'processed')) as playing
    `);
    expect({ grouped, playing }).toEqual({ grouped: 0, playing: 0 });
    const perCategory = await query<{ code: string; entered: number; drawn: number; once: boolean }>(sql`
      select k.code,
        (select count(*)::int from competition_teams t join clubs c on c.id = t.club_id
          where t.team_category_id = k.id and c.registration_state in ('approved', 'processed')) as entered,
        (select count(distinct s.team_id)::int from competition_group_standings s
          join competition_groups g on g.id = s.competition_group_id
          join round_levels r on r.id = g.competition_round_level_id
          where g.team_category_id = k.id and r.system_name = 'preliminary' and s.team_id is not null) as drawn,
        (select count(*) = count(distinct s.team_id) from competition_group_standings s
          join competition_groups g on g.id = s.competition_group_id
          join round_levels r on r.id = g.competition_round_level_id
          where g.team_category_id = k.id and r.system_name = 'preliminary' and s.team_id is not null) as once
      from team_categories k order by k.code
    `);
    expect(perCategory).toHaveLength(10);
    for (const c of perCategory) {
      expect(c, c.code).toMatchObject({ drawn: c.entered, once: true });
      expect(fitsDemoFormat(c.drawn), `${c.code}: ${c.drawn} drawn teams`).toBe(true);
    }
  });

  it('has match numbers unique per category and group labels unique and URL-safe', async () => {
    const [dupes] = await query<{ n: number }>(sql`
      select count(*)::int as n from (
        select team_category_id, match_number from competition_matches group by 1, 2 having count(*) > 1
      ) d
    `);
    expect(dupes.n).toBe(0);
    const labels = await database.db.select({ label: competitionGroups.label }).from(competitionGroups);
    expect(labels.every(({ label }) => /^[A-Z0-9-]+$/.test(label))).toBe(true);
    expect(labels.map((l) => l.label)).toEqual(
      expect.arrayContaining(['MA-A', 'MA-M1', 'MA-PA-QF1', 'MA-PB-F', 'MA-PA-3']),
    );
  });

  it('stores for every group the table that computeStandings gives over its finished matches', async () => {
    const groups = await database.db
      .select({ id: competitionGroups.id, isBracket: roundLevels.isBracket })
      .from(competitionGroups)
      .innerJoin(roundLevels, eq(roundLevels.id, competitionGroups.competitionRoundLevelId));
    const slots = await database.db.select().from(groupStandings);
    const rows = await matchesWithStage();
    let compared = 0;
    for (const group of groups) {
      const groupSlots = slots.filter((s) => s.competitionGroupId === group.id);
      const groupMatches = rows.filter((m) => m.competitionGroupId === group.id);
      const finished = groupMatches.flatMap((m) =>
        m.stage === 'finished' &&
        m.homeTeamId !== null &&
        m.awayTeamId !== null &&
        m.homeScore !== null &&
        m.awayScore !== null
          ? [
              {
                homeTeamId: m.homeTeamId,
                awayTeamId: m.awayTeamId,
                homeScore: m.homeScore,
                awayScore: m.awayScore,
                homeGoalsCount: m.homeGoalsCount,
                awayGoalsCount: m.awayGoalsCount,
              },
            ]
          : [],
      );
      const teamIds = groupSlots.flatMap((s) => (s.teamId === null ? [] : [s.teamId]));
      const expected = computeStandings(teamIds, finished);
      const knockout =
        group.isBracket && groupMatches.length === 1
          ? knockoutRanks({ ...groupMatches[0], finished: groupMatches[0].stage === 'finished' })
          : null;
      for (const slot of groupSlots) {
        if (slot.teamId === null) {
          expect(slot.games).toBe(0);
          continue;
        }
        const row = expected.find((r) => r.teamId === slot.teamId)!;
        const { standings, ...stats } = row;
        expect({ ...slot, standings: undefined }).toMatchObject({ ...stats, standings: undefined });
        const rank = group.isBracket ? (knockout?.find((r) => r.teamId === slot.teamId)?.standings ?? null) : standings;
        expect(slot.standings).toBe(rank);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1500);
  });

  it('fills successor slots and matches from complete groups', async () => {
    const [unfilled] = await query<{ n: number }>(sql`
      select count(*)::int as n from competition_group_standings s
      where s.predecessor_competition_group_id is not null and s.team_id is null
        and not exists (
          select 1 from competition_matches m join match_stages st on st.id = m.competition_match_stage_id
          where m.competition_group_id = s.predecessor_competition_group_id and st.code <> 'finished'
        )
    `);
    expect(unfilled.n).toBe(0);
    const [mismatched] = await query<{ n: number }>(sql`
      select count(*)::int as n from competition_matches m
      join competition_group_standings s
        on s.competition_group_id = m.home_team_competition_group_id and s.standings = m.home_team_competition_standings
      where m.home_team_id is distinct from s.team_id
        and not exists (
          select 1 from competition_matches p join match_stages st on st.id = p.competition_match_stage_id
          where p.competition_group_id = m.home_team_competition_group_id and st.code <> 'finished'
        )
    `);
    expect(mismatched.n).toBe(0);
  });

  it('derives every finished score from goal and shoot-out events; knock-outs always have a winner', async () => {
    const [wrong] = await query<{ n: number }>(sql`
      with side as (
        select m.id,
          count(*) filter (where et.code = 'goal' and p.team_id = m.home_team_id) as hg,
          count(*) filter (where et.code = 'goal' and p.team_id = m.away_team_id) as ag,
          count(*) filter (where et.code = 'shootout-goal' and p.team_id = m.home_team_id) as hs,
          count(*) filter (where et.code = 'shootout-goal' and p.team_id = m.away_team_id) as aws
        from competition_matches m
        join competition_match_events e on e.match_id = m.id
        join competition_event_types et on et.id = e.competition_event_type_id
        join competition_match_participants p on p.id = e.competition_match_participant_id
        group by m.id
      )
      select count(*)::int as n from competition_matches m
      join match_stages st on st.id = m.competition_match_stage_id
      left join side on side.id = m.id
      where st.code = 'finished' and not m.walk_over and (
        m.home_score is distinct from coalesce(side.hg + side.hs, 0)
        or m.away_score is distinct from coalesce(side.ag + side.aws, 0)
        or m.home_goals_count <> coalesce(side.hg, 0)
        or m.away_goals_count <> coalesce(side.ag, 0)
      )
    `);
    expect(wrong.n).toBe(0);
    const [levelKnockouts] = await query<{ n: number; shootouts: number }>(sql`
      select
        count(*) filter (where m.home_score = m.away_score)::int as n,
        count(*) filter (where m.ended_in_shootout)::int as shootouts
      from competition_matches m
      join competition_groups g on g.id = m.competition_group_id
      join match_stages st on st.id = m.competition_match_stage_id
      where g.playoff_category is not null and st.code = 'finished' and not m.walk_over
    `);
    expect(levelKnockouts.n).toBe(0);
    expect(levelKnockouts.shootouts).toBeGreaterThan(0);
  });

  it('gives goals to players only and keeps events inside the match', async () => {
    const [bad] = await query<{ leaders: number; outside: number; duplicates: number }>(sql`
      select
        (select count(*)::int from competition_match_events e
          join competition_event_types et on et.id = e.competition_event_type_id
          join competition_match_participants p on p.id = e.competition_match_participant_id
          where et.code in ('goal', 'shootout-goal') and p.is_leader) as leaders,
        (select count(*)::int from competition_match_events e
          join competition_matches m on m.id = e.match_id
          join competition_match_participants p on p.id = e.competition_match_participant_id
          where p.match_id <> m.id or e.minute > m.match_length
            or (e.minute = m.match_length and e.second > 0)) as outside,
        (select count(*)::int from (
          select match_id, created_timestamp from competition_match_events group by 1, 2 having count(*) > 1
        ) d) as duplicates
    `);
    expect(bad).toEqual({ leaders: 0, outside: 0, duplicates: 0 });
  });

  it('has rosters of 10-16 players with unique jersey numbers and 1-3 leaders per team', async () => {
    const perTeam = await query<{ players: number; leaders: number; jerseys: number }>(sql`
      select
        count(*) filter (where not is_leader)::int as players,
        count(*) filter (where is_leader)::int as leaders,
        count(distinct jersey_number) filter (where not is_leader)::int as jerseys
      from team_participants group by team_id
    `);
    expect(perTeam.length).toBe(summary.teams);
    for (const team of perTeam) {
      expect(team.players).toBeGreaterThanOrEqual(10);
      expect(team.players).toBeLessThanOrEqual(16);
      expect(team.leaders).toBeGreaterThanOrEqual(1);
      expect(team.leaders).toBeLessThanOrEqual(3);
      expect(team.jerseys).toBe(team.players);
    }
    const jerseys = await database.db.select({ n: teamParticipants.jerseyNumber }).from(teamParticipants);
    expect(jerseys.every(({ n }) => n === null || (n >= 1 && n <= 99))).toBe(true);
    const [rosterless] = await query<{ n: number }>(sql`
      select count(*)::int as n from competition_matches m
      join match_stages st on st.id = m.competition_match_stage_id
      where st.code <> 'not_started' and not m.walk_over
        and (select count(distinct team_id) from competition_match_participants p where p.match_id = m.id) <> 2
    `);
    expect(rosterless.n).toBe(0);
  });

  it('assigns two approved referees per match, never to overlapping matches', async () => {
    const rows = await database.db
      .select({
        matchId: matchReferees.matchId,
        refereeId: matchReferees.refereeId,
        position: matchReferees.position,
        state: referees.registrationState,
        day: matches.day,
        time: matches.time,
        length: matches.matchLength,
      })
      .from(matchReferees)
      .innerJoin(referees, eq(referees.id, matchReferees.refereeId))
      .innerJoin(matches, eq(matches.id, matchReferees.matchId));
    expect(rows.length).toBe(summary.matches * 2);
    expect(rows.every((r) => r.state === 'approved')).toBe(true);
    const byReferee = new Map<number, { start: number; length: number }[]>();
    for (const r of rows) {
      byReferee.set(r.refereeId, [
        ...(byReferee.get(r.refereeId) ?? []),
        { start: fromDayTime(r.day, r.time), length: r.length },
      ]);
    }
    for (const list of byReferee.values()) {
      list.sort((a, b) => a.start - b.start);
      for (let i = 1; i < list.length; i++)
        expect(list[i].start).toBeGreaterThanOrEqual(list[i - 1].start + list[i - 1].length);
    }
    const states = await query<{ state: string; n: number }>(sql`
      select registration_state as state, count(*)::int as n from referees group by 1 order by 1
    `);
    expect(states.map((s) => s.state)).toEqual(['approved', 'declined', 'new']);
  });

  it('has its referee assignments published as they stand, so the public and the referees see them', async () => {
    const [{ drafts, published }] = await query<{ drafts: number; published: number }>(sql`
      select
        (select count(*)::int from (
          select match_id, position, referee_id from competition_match_referees
          except select match_id, position, referee_id from referee_published_assignments
        ) d) as drafts,
        (select count(*)::int from referee_published_assignments) as published
    `);
    expect({ drafts, published }).toEqual({ drafts: 0, published: summary.matches * 2 });
  });

  it('keeps every demo team eligible, with near-misses on the club admin’s roster that the rules refuse', async () => {
    const db = database.db;
    const [categories, teams, people, assignments] = await Promise.all([
      db.select().from(teamCategories),
      db.select().from(competitionTeams),
      db.select().from(participants),
      db.select().from(teamParticipants),
    ]);
    const ctx = eligibilityContext(categories, '2025-04-18', 18);
    const rosterOf = (clubId: number): ClubRoster => {
      const clubTeams = teams.filter((t) => t.clubId === clubId);
      const ids = new Set(clubTeams.map((t) => t.id));
      return {
        participants: people.filter((p) => p.clubId === clubId),
        teams: clubTeams.map((t) => ({ id: t.id, teamCategoryId: t.teamCategoryId })),
        assignments: assignments.filter((a) => ids.has(a.teamId)),
      };
    };
    const clubIds = [...new Set(teams.map((t) => t.clubId))];
    const broken = clubIds.filter((clubId) => !checkRoster(rosterOf(clubId), ctx).ok);
    expect(broken).toEqual([]);

    const [admin] = await db
      .select({ clubId: clubUsers.clubId })
      .from(clubUsers)
      .innerJoin(users, eq(users.id, clubUsers.userId))
      .where(eq(users.username, 'clubadmin@example.com'));
    const home = rosterOf(admin.clubId);
    const person = (lastName: string) => home.participants.find((p) => p.lastName === lastName)!;
    const keys = (result: ReturnType<typeof checkRoster>) => (result.ok ? [] : result.reasons.map((r) => r.key));
    const team = home.teams[0].id;
    expect(keys(checkParticipant(home, person('Hraniční'), [{ teamId: team, isLeader: true }], ctx))).toEqual([]);
    expect(keys(checkParticipant(home, person('Mladý'), [{ teamId: team, isLeader: true }], ctx))).toEqual([
      'leaderTooYoung',
    ]);
    expect(keys(checkParticipant(home, person('Starší'), [{ teamId: team, isLeader: false }], ctx))).toEqual([
      'playerTooOld',
    ]);
    const mixed = home.teams.find((t) =>
      ['MD', 'ME'].includes(categories.find((c) => c.id === t.teamCategoryId)!.code),
    );
    if (mixed) {
      const girls = home.assignments.filter(
        (a) =>
          a.teamId === mixed.id &&
          !a.isLeader &&
          home.participants.find((p) => p.id === a.participantId)?.gender === 'female',
      );
      expect(girls).toHaveLength(3);
      const fourth = {
        id: 0,
        firstName: 'Další',
        lastName: 'Dívka',
        birthDate: '2013-02-02',
        gender: 'female' as const,
      };
      expect(keys(checkParticipant(home, fourth, [{ teamId: mixed.id, isLeader: false }], ctx))).toEqual([
        'tooManyOtherGender',
      ]);
    }
  });

  it('has the demo accounts with their roles, club, team, referee and hall', async () => {
    const accounts = await database.db.select().from(users).orderBy(asc(users.id));
    const byName = new Map(accounts.map((u) => [u.username, u]));
    expect(byName.get('superadmin@example.com')?.roles).toEqual(['ROLE_USER', 'ROLE_SUPER_ADMIN']);
    expect(byName.get('admin@example.com')?.roles).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
    expect(byName.get('reporter@example.com')?.roles).toContain('ROLE_COMPETITION_REPORTER');
    expect(accounts.every((u) => u.passwordHash?.startsWith('$argon2id$'))).toBe(true);

    const clubAdmin = byName.get('clubadmin@example.com')!;
    const [membership] = await database.db
      .select({ clubId: clubUsers.clubId, isAdmin: clubUsers.isAdmin, countryCode: countries.countryCode })
      .from(clubUsers)
      .innerJoin(clubs, eq(clubs.id, clubUsers.clubId))
      .innerJoin(countries, eq(countries.id, clubs.countryId))
      .where(eq(clubUsers.userId, clubAdmin.id));
    expect(membership).toMatchObject({ isAdmin: true, countryCode: 'CZ' });
    const clubTeams = await database.db
      .select({ id: competitionTeams.id })
      .from(competitionTeams)
      .where(eq(competitionTeams.clubId, membership.clubId));
    expect(clubTeams.length).toBeGreaterThanOrEqual(2);

    const teamAdmin = byName.get('teamadmin@example.com')!;
    const coached = await database.db.select().from(teamAdmins).where(eq(teamAdmins.userId, teamAdmin.id));
    // A team of the club admin's club, and one with a match still ahead (demo match rosters).
    expect(coached.length).toBe(2);
    expect(coached.some((c) => clubTeams.some((t) => t.id === c.teamId))).toBe(true);

    const refereeUser = byName.get('referee@example.com')!;
    const [referee] = await database.db.select().from(referees).where(eq(referees.userId, refereeUser.id));
    expect(referee.registrationState).toBe('approved');
    // The demo referee's registration is complete: accommodation, halls per day, a valid Czech account.
    expect(referee).toMatchObject({ wantsAccommodation: true, paymentType: 'czk_payment' });
    expect(referee.accommodationPlaceId).not.toBeNull();
    expect(refereePaymentIssues(referee, { bankAccountsEnabled: true })).toEqual({});
    const halls = await database.db.select().from(refereeInHalls).where(eq(refereeInHalls.refereeId, referee.id));
    expect(halls.length).toBeGreaterThan(0);
    // Every stored bank account passes the form's checks; foreign referees have IBANs.
    const all = await database.db.select().from(referees);
    expect(
      all.filter(
        (r) => Object.keys(refereePaymentIssues(r, { bankAccountsEnabled: true })).length > 0 && r.paymentType,
      ),
    ).toEqual([]);
    expect(all.filter((r) => r.paymentType === 'foreign_eur_payment').length).toBeGreaterThan(50);

    const [firstHall] = await database.db
      .select()
      .from(places)
      .where(eq(places.placeTypeId, 1))
      .orderBy(asc(places.id))
      .limit(1);
    expect(firstHall.data).toEqual({ hall_reporter: byName.get('reporter@example.com')!.id });
  });

  it('publishes news for everybody, for club admins and for referees', async () => {
    const rows = await database.db.execute(
      sql`select recipient_type, count(*)::int as n from dashboard_messages where state = 'published' group by 1 order by 1`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { recipient_type: 'all', n: 1 },
      { recipient_type: 'club', n: 1 },
      { recipient_type: 'referee', n: 1 },
    ]);
  });

  it('seats every guest of the catering plan and confirms trainings only into free hall time', async () => {
    const world = await loadCatering(database.db, 'cs', '');
    expect(world.days.length).toBeGreaterThanOrEqual(4);
    for (const day of world.days) {
      for (const slot of seatMeals(world.demand, world.restaurants, day)) {
        expect(slot.unseated).toEqual([]);
        for (const row of slot.restaurants) expect(row.count).toBeLessThanOrEqual(row.seats);
      }
    }
    const [lunch] = await query<{ persons: number }>(sql`
      select (
        (select coalesce(sum(t.handball_persons), 0) from competition_teams t join clubs c on c.id = t.club_id
          where c.registration_state in ('approved', 'processed')) +
        (select coalesce(sum(e.handball_persons), 0) from extra_persons e join clubs c on c.id = e.club_id
          where c.registration_state in ('approved', 'processed'))
      )::int as persons
    `);
    const monday = world.demand.filter((meal) => meal.slot === 'monday_lunch');
    expect(monday.reduce((sum, meal) => sum + meal.persons, 0)).toBe(lunch.persons);
    expect(lunch.persons).toBeGreaterThan(0);

    const trainings = await query<{ state: string; clashes: number }>(sql`
      select r.state, (select count(*)::int from competition_matches m
        where m.place_id = r.slot_place_id and m.day = r.slot_day
          and split_part(m.time, ':', 1)::int * 60 + split_part(m.time, ':', 2)::int < r.slot_end
          and split_part(m.time, ':', 1)::int * 60 + split_part(m.time, ':', 2)::int + m.match_length > r.slot_start
      ) as clashes
      from training_requests r
    `);
    expect(new Set(trainings.map((t) => t.state))).toEqual(new Set(['requested', 'confirmed', 'refused']));
    expect(trainings.every((t) => t.clashes === 0)).toBe(true);
  });

  // Seeds the whole demo a second time: about a minute on a quiet machine, more while it runs other work.
  it('is deterministic: the same seed gives the same tournament', async () => {
    const other = await openDatabase({});
    try {
      await other.migrate();
      const again = await seedDemo(other.db, { seed: DEMO_SEED });
      expect({ ...again, ms: 0 }).toEqual({ ...summary, ms: 0 });
      const firstMatches = async (db: Database['db']) =>
        (await db.select().from(matches).orderBy(asc(matches.id)).limit(20)).map(({ updatedAt, ...m }) => m);
      expect(await firstMatches(other.db)).toEqual(await firstMatches(database.db));
      const fingerprint = async (db: Database['db']) => {
        const result = (await db.execute(sql`
          select
            (select md5(string_agg(concat_ws(',', id, home_team_id, away_team_id, home_score, away_score, day, time, place_id), ';' order by id)) from competition_matches) as matches,
            (select md5(string_agg(concat_ws(',', first_name, last_name, birth_date), ';' order by id)) from participants) as people,
            (select md5(string_agg(concat_ws(',', match_id, minute, second, created_timestamp, competition_match_participant_id), ';' order by id)) from competition_match_events) as events
        `)) as unknown as { rows: Row[] };
        return result.rows[0];
      };
      expect(await fingerprint(other.db)).toEqual(await fingerprint(database.db));
    } finally {
      await other.close();
    }
  }, 300_000);
});

describe('demo match rosters', () => {
  it('has confirmed rosters for played matches and the next round, saved ones after it, the rest to fill', async () => {
    const [played] = await query<{ n: number; closed: number }>(sql`
      select count(*)::int as n, count(r.confirmed_at)::int as closed
      from (select distinct match_id, team_id from competition_match_participants) p
      join competition_matches m on m.id = p.match_id
      join match_stages st on st.id = m.competition_match_stage_id and st.code <> 'not_started'
      left join match_rosters r on r.match_id = p.match_id and r.team_id = p.team_id
    `);
    expect(played.n).toBeGreaterThan(0);
    expect(played.closed).toBe(played.n);
    const states = await query<{ state: string; n: number }>(sql`
      select case when r.confirmed_at is not null then 'closed' when r.saved_at is not null then 'saved' else 'empty' end as state,
        count(*)::int as n
      from competition_matches m
      join match_stages st on st.id = m.competition_match_stage_id and st.code = 'not_started'
      cross join lateral (values (m.home_team_id), (m.away_team_id)) t(team_id)
      left join match_rosters r on r.match_id = m.id and r.team_id = t.team_id
      where t.team_id is not null
      group by 1
    `);
    const count = (state: string) => states.find((s) => s.state === state)?.n ?? 0;
    expect(count('closed')).toBeGreaterThan(0);
    expect(count('saved')).toBeGreaterThan(0);
    expect(count('empty')).toBeGreaterThan(0);
    // A confirmed upcoming roster is the match's roster, within the counts of the rules.
    const [bad] = await query<{ n: number }>(sql`
      select count(*)::int as n from match_rosters r
      join competition_matches m on m.id = r.match_id
      join match_stages st on st.id = m.competition_match_stage_id and st.code = 'not_started'
      where r.confirmed_at is not null and (
        select count(*) filter (where not p.is_leader) from competition_match_participants p
        where p.match_id = r.match_id and p.team_id = r.team_id
      ) not between 5 and 16
    `);
    expect(bad.n).toBe(0);
    // The demo team admin's team has an upcoming match whose roster is still to be filled.
    const [open] = await query<{ n: number }>(sql`
      select count(*)::int as n from team_admins ta
      join users u on u.id = ta.user_id and u.username = 'teamadmin@example.com'
      join competition_matches m on ta.team_id in (m.home_team_id, m.away_team_id)
      join match_stages st on st.id = m.competition_match_stage_id and st.code = 'not_started'
      left join match_rosters r on r.match_id = m.id and r.team_id = ta.team_id
      where r.match_id is null
    `);
    expect(open.n).toBeGreaterThan(0);
  });
});

describe('the past edition 2024', () => {
  const inPast = async <T = Row>(statement: ReturnType<typeof sql>) =>
    inEdition(database.db, (await editionOfYear(database.db, 2024))!.id, async (tx) => {
      const result = (await tx.execute(statement)) as unknown as { rows: T[] };
      return result.rows;
    });

  it('is a finished, smaller tournament a year earlier, beside the current 2025', async () => {
    const list = await database.db.select().from(editions).orderBy(asc(editions.year));
    expect(list.map((e) => [e.year, e.isCurrent, e.startsOn, e.endsOn])).toEqual([
      [2024, false, '2024-04-19', '2024-04-22'],
      [2025, true, '2025-04-18', '2025-04-21'],
    ]);
    const [counts] = await inPast<{
      teams: number;
      categories: number;
      unfinished: number;
      matches: number;
      days: string[];
    }>(sql`
      select
        (select count(*)::int from competition_teams) as teams,
        (select count(*)::int from team_categories) as categories,
        (select count(*)::int from competition_matches) as matches,
        (select count(*)::int from competition_matches m join match_stages s on s.id = m.competition_match_stage_id
          where s.code <> 'finished' or m.home_score is null or m.published_day is null) as unfinished,
        (select array_agg(distinct day::text order by day::text) from competition_matches) as days
    `);
    expect(counts).toEqual({
      teams: 8 * counts.categories,
      categories: 10,
      matches: 16 * counts.categories,
      unfinished: 0,
      days: ['2024-04-19', '2024-04-20', '2024-04-21', '2024-04-22'],
    });
    // Its categories are 2025's a birth year earlier.
    const [ma] = await inPast<{ min: string }>(
      sql`select birth_date_min::text as min from team_categories where code = 'MA'`,
    );
    expect(ma.min).toBe('2005-01-01');
  });

  it('plays every category to a final whose teams won their semi-finals, with players born in its years', async () => {
    const finals = await inPast<{ code: string; finalists: number[]; winners: number[] }>(sql`
      select c.code, array[f.home_team_id, f.away_team_id] as finalists,
        array(select gs.team_id from competition_group_standings gs
              join competition_groups g on g.id = gs.competition_group_id
              where g.label in (c.code || '-SF1', c.code || '-SF2') and gs.standings = 1 order by g.label) as winners
      from competition_matches f
      join competition_groups fg on fg.id = f.competition_group_id
      join team_categories c on c.id = f.team_category_id
      where fg.label = c.code || '-F'
      order by c.code
    `);
    expect(finals).toHaveLength(10);
    for (const final of finals) expect(final.finalists).toEqual(final.winners);
    // A semi-final's first place won it on the score, or in the shoot-out of a level match.
    const [wrong] = await inPast<{ n: number }>(sql`
      select count(*)::int as n from competition_matches m
      join competition_groups g on g.id = m.competition_group_id and g.label like '%-SF_'
      join competition_group_standings gs on gs.competition_group_id = g.id and gs.standings = 1
      where (m.home_score > m.away_score and gs.team_id <> m.home_team_id)
         or (m.home_score < m.away_score and gs.team_id <> m.away_team_id)
         or (m.home_score = m.away_score and not m.ended_in_shootout)
    `);
    expect(wrong.n).toBe(0);
    const [outside] = await inPast<{ n: number }>(sql`
      select count(*)::int as n from team_participants tp
      join competition_teams t on t.id = tp.team_id
      join team_categories c on c.id = t.team_category_id
      join participants p on p.id = tp.participant_id
      where not tp.is_leader and (p.birth_date < c.birth_date_min or p.birth_date > coalesce(c.birth_date_max, p.birth_date))
    `);
    expect(outside.n).toBe(0);
    // Statistics come from its events: every finished match has goal events of its own edition.
    const [events] = await inPast<{ n: number; goalless: number }>(sql`
      select count(*)::int as n,
        (select count(*)::int from competition_matches m where not exists (
          select 1 from competition_match_events e where e.match_id = m.id)) as goalless
      from competition_match_events
    `);
    expect(events.n).toBeGreaterThan(2000);
    expect(events.goalless).toBe(0);
  });

  it('is not seen by the current edition, whose reads stay 2025', async () => {
    const [current] = await query<{ teams: number; oldest: string }>(sql`
      select (select count(*)::int from competition_teams) as teams,
        (select birth_date_min::text from team_categories where code = 'MA') as oldest
    `);
    expect(current).toEqual({ teams: summary.teams, oldest: '2006-01-01' });
  });
});
