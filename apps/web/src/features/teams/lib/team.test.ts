import type { MatchStageCode } from '@tms/domain/contract/competition';
import { describe, expect, it } from 'vitest';
import { calendarLinks, latestRosterMatch, otherClubTeams, teamMatches, teamRoster } from './team';
import { match, participant, team } from './test-data';

const NOT_STARTED = 1;
const FIRST_HALF = 2;
const FINISHED = 6;
const stageCodeById = new Map<number, MatchStageCode>([
  [NOT_STARTED, 'not_started'],
  [FIRST_HALF, '1st_half'],
  [FINISHED, 'finished'],
]);

describe('teamMatches', () => {
  it("returns the team's matches in playing order", () => {
    const matches = [
      match({ id: 1, day: '2025-04-19', time: '09:00' }),
      match({ id: 2, day: '2025-04-18', time: '14:30', homeTeamId: 3, awayTeamId: 1 }),
      match({ id: 3, day: '2025-04-18', time: '09:00', homeTeamId: 3, awayTeamId: 4 }),
      match({ id: 4, day: '2025-04-18', time: '10:00', homeTeamId: 2, awayTeamId: 1 }),
    ];
    expect(teamMatches(matches, 1).map((m) => m.id)).toEqual([4, 2, 1]);
  });
});

describe('latestRosterMatch', () => {
  it('takes the most recent match that has started', () => {
    const matches = [
      match({ id: 1, day: '2025-04-18', time: '09:00', competitionMatchStageId: FINISHED }),
      match({ id: 2, day: '2025-04-18', time: '15:00', competitionMatchStageId: FIRST_HALF }),
      match({ id: 3, day: '2025-04-19', time: '09:00', competitionMatchStageId: NOT_STARTED }),
    ];
    expect(latestRosterMatch(matches, 1, stageCodeById)?.id).toBe(2);
  });

  it('skips walkovers and says none when nothing has been played', () => {
    const matches = [
      match({ id: 1, day: '2025-04-18', time: '09:00', competitionMatchStageId: FINISHED }),
      match({ id: 2, day: '2025-04-18', time: '15:00', competitionMatchStageId: FINISHED, walkOver: true }),
    ];
    expect(latestRosterMatch(matches, 1, stageCodeById)?.id).toBe(1);
    expect(latestRosterMatch([match({ id: 3, competitionMatchStageId: NOT_STARTED })], 1, stageCodeById)).toBeNull();
    expect(latestRosterMatch(matches, 7, stageCodeById)).toBeNull();
  });
});

describe('teamRoster', () => {
  it("splits the team's side into players by jersey number and leaders by name", () => {
    const roster = [
      participant({ id: 1, teamId: 1, jerseyNumber: 10 }),
      participant({ id: 2, teamId: 1, jerseyNumber: 2 }),
      participant({ id: 3, teamId: 1, jerseyNumber: null }),
      participant({ id: 4, teamId: 1, isLeader: true, lastName: 'Veselý' }),
      participant({ id: 5, teamId: 1, isLeader: true, lastName: 'Černý' }),
      participant({ id: 6, teamId: 2, jerseyNumber: 1 }),
    ];
    const { players, leaders } = teamRoster(roster, 1, 'cs');
    expect(players.map((p) => p.id)).toEqual([2, 1, 3]);
    expect(leaders.map((p) => p.id)).toEqual([5, 4]);
  });
});

describe('otherClubTeams', () => {
  it("lists the club's other teams by category order", () => {
    const teams = [
      team({ id: 1, clubId: 1, teamCategoryCode: 'MA' }),
      team({ id: 2, clubId: 1, teamCategoryCode: 'WC' }),
      team({ id: 3, clubId: 2, teamCategoryCode: 'MA' }),
      team({ id: 4, clubId: 1, teamCategoryCode: 'MB' }),
      team({ id: 5, clubId: 1, teamCategoryCode: 'MA', teamNumber: 2 }),
    ];
    const weights = new Map([
      ['MA', 1],
      ['MB', 2],
      ['WC', 8],
    ]);
    expect(otherClubTeams(teams, teams[0], weights).map((t) => t.id)).toEqual([5, 4, 2]);
  });
});

describe('calendarLinks', () => {
  it('builds the feed URL, its webcal subscription and a Google Calendar link', () => {
    const links = calendarLinks(12, 'en', 'https://results.example.com');
    expect(links.download).toBe('/api/v1/competition/team/12/calendar.ics?locale=en');
    expect(links.webcal).toBe('webcal://results.example.com/api/v1/competition/team/12/calendar.ics?locale=en');
    expect(links.google).toBe(`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(links.webcal)}`);
  });

  it("gives a past edition's team the feed of its year", () => {
    expect(calendarLinks(12, 'cs', 'https://results.example.com', 2024).download).toBe(
      '/api/v1/competition/team/12/calendar.ics?locale=cs&edition=2024',
    );
  });
});
