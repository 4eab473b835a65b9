import { describe, expect, it } from 'vitest';
import { type CategoryData, type RosterParticipant, eligibilityContext, OTHER_GENDER_LIMITS } from './eligibility';
import { type PreviousRoster, type PreviousTeam, planReturningRoster } from './returning-roster';

// This year's categories are last year's a birth year later (2026: MA 2007-08 … ME 2015 and younger).
const LEVELS = [
  [2007, 2008],
  [2009, 2010],
  [2011, 2012],
  [2013, 2014],
  [2015, null],
] as const;
const CATEGORIES: CategoryData[] = (['male', 'female'] as const).flatMap((gender, g) =>
  LEVELS.map(([from, to], level) => {
    const code = `${gender === 'male' ? 'M' : 'W'}${'ABCDE'[level]}`;
    return {
      id: 100 + g * 5 + level,
      code,
      gender,
      birthDateMin: `${from}-01-01`,
      birthDateMax: to === null ? null : `${to}-12-31`,
      otherGenderMax: OTHER_GENDER_LIMITS[code] ?? 0,
    };
  }),
);
const CTX = eligibilityContext(CATEGORIES, '2026-04-17');
const ID = Object.fromEntries(CATEGORIES.map((c) => [c.code, c.id]));

const person = (id: number, birthDate: string, gender: 'male' | 'female' = 'male'): RosterParticipant => ({
  id,
  firstName: 'Player',
  lastName: String(id),
  birthDate,
  gender,
});
const team = (id: number, categoryCode: string, gender: 'male' | 'female' = 'male'): PreviousTeam => ({
  id,
  categoryCode,
  gender,
  name: `Club ${id}`,
});

/** Players born in the given years for team `teamId`, numbered from `first`. */
function players(teamId: number, first: number, years: readonly number[], gender: 'male' | 'female' = 'male') {
  const people = years.map((year, i) => person(first + i, `${year}-06-15`, gender));
  return { people, assignments: people.map((p) => ({ participantId: p.id, teamId, isLeader: false })) };
}

describe('a returning club’s roster in the new edition', () => {
  it('keeps a team in its category while most of its players still fit, and names who is too old', () => {
    // Last year's MA (2006-07): this year MA is 2007-08, so the 2006 players are too old for every category.
    const squad = players(1, 1, [2006, 2006, 2007, 2007, 2007]);
    const previous: PreviousRoster = {
      teams: [team(1, 'MA')],
      participants: squad.people,
      assignments: squad.assignments,
    };
    const plan = planReturningRoster(previous, CTX);
    expect(plan.teams).toEqual([
      expect.objectContaining({ previousTeamId: 1, movedUp: false, players: 5, eligiblePlayers: 3 }),
    ]);
    expect(plan.teams[0].category?.code).toBe('MA');
    expect(plan.participants.map((p) => [p.participantId, p.eligible])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, true],
      [5, true],
    ]);
    expect(plan.participants[0].reasons).toEqual([
      {
        key: 'playerTooOld',
        params: expect.objectContaining({
          participant: 'Player 1',
          team: 'Club 1',
          category: 'MA',
          birthYear: 2006,
          oldestYear: 2007,
        }),
      },
    ]);
  });

  it('moves a team up a category when more of its players may play there', () => {
    // Last year's MB (2008-09): this year MB is 2009-10 (2008 too old), MA 2007-08 takes all of them (2009 plays one up).
    const squad = players(2, 10, [2008, 2008, 2008, 2009, 2009]);
    const plan = planReturningRoster(
      { teams: [team(2, 'MB')], participants: squad.people, assignments: squad.assignments },
      CTX,
    );
    expect(plan.teams[0]).toMatchObject({ movedUp: true, players: 5, eligiblePlayers: 5 });
    expect(plan.teams[0].category?.id).toBe(ID.MA);
    expect(plan.participants.every((p) => p.eligible)).toBe(true);
  });

  it('keeps the category on a tie', () => {
    // MC last year (2010-11): this year MC 2011-12 takes 2011 only, MB 2009-10 takes 2010 and 2011 (one up).
    const squad = players(3, 20, [2011, 2011, 2011]);
    const plan = planReturningRoster(
      { teams: [team(3, 'MC')], participants: squad.people, assignments: squad.assignments },
      CTX,
    );
    expect(plan.teams[0]).toMatchObject({ movedUp: false, eligiblePlayers: 3 });
    expect(plan.teams[0].category?.code).toBe('MC');
  });

  it('checks leaders by their age and girls in a boys’ team by the category’s limit', () => {
    const leader = person(30, '2008-05-01');
    const girl = person(31, '2012-02-02', 'female');
    const previous: PreviousRoster = {
      teams: [team(4, 'MB'), team(5, 'MD')],
      participants: [leader, girl],
      assignments: [
        { participantId: 30, teamId: 4, isLeader: true },
        { participantId: 31, teamId: 4, isLeader: false },
      ],
    };
    const plan = planReturningRoster(previous, CTX);
    const byId = new Map(plan.participants.map((p) => [p.participantId, p]));
    // Turns 18 after the first tournament day.
    expect(byId.get(30)?.reasons.map((r) => r.key)).toEqual(['leaderTooYoung']);
    // A girl may not play for a boys' MB (no girls allowed there).
    expect(byId.get(31)?.reasons.map((r) => r.key)).toEqual(['genderNotAllowed']);
  });

  it('says so when a person’s team has no category this year', () => {
    const lone = person(40, '2010-01-01', 'female');
    const previous: PreviousRoster = {
      teams: [team(6, 'WX', 'female')],
      participants: [lone],
      assignments: [{ participantId: 40, teamId: 6, isLeader: false }],
    };
    const girlsOnly = eligibilityContext([], '2026-04-17');
    const plan = planReturningRoster(previous, girlsOnly);
    expect(plan.teams[0].category).toBeNull();
    expect(plan.participants[0]).toMatchObject({ eligible: false, reasons: [{ key: 'noTeamThisYear' }] });
  });

  it('keeps a person of the club who had no team last year', () => {
    const plan = planReturningRoster({ teams: [], participants: [person(50, '2009-03-03')], assignments: [] }, CTX);
    expect(plan.participants).toEqual([{ participantId: 50, assignments: [], eligible: true, reasons: [] }]);
  });
});
