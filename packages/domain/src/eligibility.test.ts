import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CategoryData,
  type ClubRoster,
  canPlayFor,
  categoryRules,
  checkAssignment,
  checkParticipant,
  checkRoster,
  type EligibilityContext,
  eligibilityContext,
  participantFieldMessages,
  type Gender,
  OTHER_GENDER_LIMITS,
  playableYears,
  type RosterAssignment,
  type RosterParticipant,
  type RosterTeam,
} from './eligibility';
import type { RuleResult } from './rule-keys';

// The 2025 categories as the database stores them (ids 1-10: MA..ME, WA..WE).
const LEVELS = [
  [2006, 2007],
  [2008, 2009],
  [2010, 2011],
  [2012, 2013],
  [2014, null],
] as const;
const DATA: CategoryData[] = (['male', 'female'] as const).flatMap((gender, g) =>
  LEVELS.map(([from, to], level) => ({
    id: g * 5 + level + 1,
    code: `${gender === 'male' ? 'M' : 'W'}${'ABCDE'[level]}`,
    gender,
    birthDateMin: `${from}-01-01`,
    birthDateMax: to === null ? null : `${to}-12-31`,
    otherGenderMax: OTHER_GENDER_LIMITS[`${gender === 'male' ? 'M' : 'W'}${'ABCDE'[level]}`] ?? 0,
  })),
);
const CATEGORIES = categoryRules(DATA);
const CTX: EligibilityContext = { categories: CATEGORIES, firstTournamentDay: '2025-04-18' };
const CAT = Object.fromEntries(CATEGORIES.map((c) => [c.code, c.id]));

const person = (id: number, birthDate: string, gender: Gender = 'male'): RosterParticipant => ({
  id,
  firstName: 'P',
  lastName: String(id),
  birthDate,
  gender,
});
const team = (id: number, code: string, name = `${code} ${id}`): RosterTeam => ({
  id,
  name,
  teamCategoryId: CAT[code],
});
const play = (participantId: number, teamId: number): RosterAssignment => ({ participantId, teamId, isLeader: false });
const lead = (participantId: number, teamId: number): RosterAssignment => ({ participantId, teamId, isLeader: true });
const keys = (result: RuleResult) => (result.ok ? [] : result.reasons.map((r) => r.key));

const TEAMS = [team(1, 'MA'), team(2, 'MB'), team(3, 'MB'), team(4, 'MD'), team(5, 'WE'), team(6, 'MC'), team(7, 'WD')];
const roster = (participants: RosterParticipant[], assignments: RosterAssignment[]): ClubRoster => ({
  participants,
  teams: TEAMS,
  assignments,
});
const one = (p: RosterParticipant, a: RosterAssignment) => keys(checkRoster(roster([p], [a]), CTX));

describe('categories', () => {
  it('reads birth years from dates or years and derives a missing youngest year', () => {
    expect(CATEGORIES.find((c) => c.code === 'MB')).toMatchObject({ oldestYear: 2008, youngestYear: 2009 });
    const derived = categoryRules([
      { id: 1, code: 'MA', gender: 'male', birthDateMin: '2006-01-01' },
      { id: 2, code: 'MB', gender: 'male', birthYearFrom: 2008 },
      { id: 3, code: 'WA', gender: 'female', birthYearFrom: 2006, birthYearTo: 2007 },
    ]);
    expect(derived.map((c) => [c.code, c.oldestYear, c.youngestYear, c.otherGenderMax])).toEqual(
      [
        ['MA', 2006, 2007],
        ['MB', 2008, null],
        ['WA', 2006, 2007],
      ].map((row) => [...row, 0]),
    );
    expect(CATEGORIES.filter((c) => c.otherGenderMax > 0).map((c) => [c.code, c.otherGenderMax])).toEqual([
      ['MD', 3],
      ['ME', 3],
      ['WE', 3],
    ]);
  });

  it('reads the girls/boys exception from each category, not from its code', () => {
    const [mixed, single] = categoryRules([
      { id: 1, code: 'XA', gender: 'male', birthYearFrom: 2012, otherGenderMax: 2 },
      { id: 2, code: 'MD', gender: 'male', birthYearFrom: 2014, otherGenderMax: null },
    ]);
    expect(mixed.otherGenderMax).toBe(2);
    // MD without the value set is single-gender: the 2025 limits are only seed data.
    expect(single.otherGenderMax).toBe(0);
  });

  it('lets a category take its own years and the next younger category’s', () => {
    const years = (code: string) => playableYears(CATEGORIES, CATEGORIES.find((c) => c.code === code)!);
    expect(years('MA')).toEqual({ from: 2006, to: 2009 });
    expect(years('MD')).toEqual({ from: 2012, to: null });
    expect(years('ME')).toEqual({ from: 2014, to: null });
    expect(years('WC')).toEqual({ from: 2010, to: 2013 });
  });
});

describe('players', () => {
  it('play in their category or one category up, never older and never two up', () => {
    expect(one(person(1, '2007-12-31'), play(1, 1))).toEqual([]);
    expect(one(person(1, '2009-06-01'), play(1, 1))).toEqual([]); // MB player one up in MA
    expect(one(person(1, '2005-12-31'), play(1, 1))).toEqual(['playerTooOld']);
    expect(one(person(1, '2010-01-01'), play(1, 1))).toEqual(['playerTooYoung']);
    expect(one(person(1, '2007-01-01'), play(1, 2))).toEqual(['playerTooOld']);
    expect(one(person(1, '2014-05-05'), play(1, 6))).toEqual(['playerTooYoung']); // E in MC
    expect(one(person(1, '2016-05-05'), play(1, 4))).toEqual([]); // E in MD
  });

  it('name the person, team and category in the reason', () => {
    const result = checkRoster(roster([person(9, '2005-03-01')], [play(9, 1)]), CTX);
    expect(result).toEqual({
      ok: false,
      reasons: [
        {
          key: 'playerTooOld',
          params: {
            participantId: 9,
            participant: 'P 9',
            teamId: 1,
            team: 'MA 1',
            category: 'MA',
            birthYear: 2005,
            oldestYear: 2006,
          },
        },
      ],
    });
  });

  it('allow up to 3 girls in MD/ME and up to 3 boys in WE, nobody of the other gender elsewhere', () => {
    const girls = [1, 2, 3, 4].map((id) => person(id, '2013-01-01', 'female'));
    expect(
      keys(
        checkRoster(
          roster(
            girls,
            [1, 2, 3].map((id) => play(id, 4)),
          ),
          CTX,
        ),
      ),
    ).toEqual([]);
    expect(
      keys(
        checkRoster(
          roster(
            girls,
            [1, 2, 3, 4].map((id) => play(id, 4)),
          ),
          CTX,
        ),
      ),
    ).toEqual(['tooManyOtherGender']);
    const boys = [1, 2, 3, 4].map((id) => person(id, '2014-01-01'));
    expect(
      keys(
        checkRoster(
          roster(
            boys,
            [1, 2, 3].map((id) => play(id, 5)),
          ),
          CTX,
        ),
      ),
    ).toEqual([]);
    expect(one(person(1, '2011-01-01', 'female'), play(1, 6))).toEqual(['genderNotAllowed']);
    expect(one(person(1, '2013-01-01'), play(1, 7))).toEqual(['genderNotAllowed']);
  });

  it('play for one team per category, but may play in another category', () => {
    const p = person(1, '2009-01-01');
    expect(keys(checkRoster(roster([p], [play(1, 2), play(1, 3)]), CTX))).toEqual(['oneTeamPerCategory']);
    expect(keys(checkRoster(roster([p], [play(1, 1), play(1, 2)]), CTX))).toEqual([]);
  });

  it('are judged alone by canPlayFor, without the team’s counts', () => {
    expect(canPlayFor(person(1, '2013-01-01', 'female'), team(4, 'MD'), CTX)).toEqual({ ok: true });
    expect(keys(canPlayFor(person(1, '2005-01-01'), team(1, 'MA'), CTX))).toEqual(['playerTooOld']);
    expect(keys(canPlayFor(person(1, '2010-01-01'), { id: 9, teamCategoryId: 99 }, CTX))).toEqual(['invalidValue']);
  });
});

describe('leaders', () => {
  it('are at least 18 on the first tournament day', () => {
    expect(one(person(1, '2007-04-18'), lead(1, 1))).toEqual([]);
    expect(one(person(1, '2007-04-19'), lead(1, 1))).toEqual(['leaderTooYoung']);
    expect(keys(checkRoster(roster([person(1, '2005-01-01')], [lead(1, 1)]), { ...CTX, leaderMinAge: 21 }))).toEqual([
      'leaderTooYoung',
    ]);
  });

  it('are never players of the same team, but may lead several teams and play elsewhere', () => {
    const p = person(1, '2006-01-01');
    expect(keys(checkRoster(roster([p], [play(1, 1), lead(1, 1)]), CTX))).toEqual(['playerAndLeader']);
    expect(keys(checkRoster(roster([p], [lead(1, 2), lead(1, 3), play(1, 1)]), CTX))).toEqual([]);
  });
});

describe('changes', () => {
  const girls = [1, 2, 3, 4, 5].map((id) => person(id, '2013-01-01', 'female'));

  it('refuse a change that breaks a rule, and accept removals', () => {
    const current = roster(
      girls,
      [1, 2, 3].map((id) => play(id, 4)),
    );
    expect(keys(checkAssignment(current, { participantId: 4, teamId: 4, role: 'player' }, CTX))).toEqual([
      'tooManyOtherGender',
    ]);
    expect(checkAssignment(current, { participantId: 3, teamId: 4, role: null }, CTX)).toEqual({ ok: true });
    expect(keys(checkAssignment(current, { participantId: 3, teamId: 4, role: 'leader' }, CTX))).toEqual([
      'leaderTooYoung',
    ]);
    expect(keys(checkAssignment(current, { participantId: 1, teamId: 99, role: 'player' }, CTX))).toEqual([
      'notOfClub',
    ]);
  });

  it('do not fail on an older breach they leave as it is, but never make it worse', () => {
    const overLimit = roster(
      girls,
      [1, 2, 3, 4].map((id) => play(id, 4)),
    );
    const adult = person(6, '1980-01-01');
    const withAdult = { ...overLimit, participants: [...girls, adult] };
    expect(checkAssignment(withAdult, { participantId: 6, teamId: 4, role: 'leader' }, CTX)).toEqual({ ok: true });
    expect(keys(checkAssignment(overLimit, { participantId: 5, teamId: 4, role: 'player' }, CTX))).toEqual([
      'tooManyOtherGender',
    ]);
  });

  it('check a new or edited participant with all their teams', () => {
    const current = roster([person(1, '2008-01-01')], [play(1, 2)]);
    expect(checkParticipant(current, person(1, '2009-01-01'), [{ teamId: 2, isLeader: false }], CTX)).toEqual({
      ok: true,
    });
    expect(keys(checkParticipant(current, person(1, '2007-01-01'), [{ teamId: 2, isLeader: false }], CTX))).toEqual([
      'playerTooOld',
    ]);
    expect(
      keys(
        checkParticipant(
          current,
          person(2, '2009-01-01'),
          [
            { teamId: 2, isLeader: false },
            { teamId: 3, isLeader: false },
          ],
          CTX,
        ),
      ),
    ).toEqual(['oneTeamPerCategory']);
    expect(keys(checkParticipant(current, person(2, '2009-02-30'), [], CTX))).toEqual(['invalidValue']);
  });
});

// An independent reading of DESIGN.md §4 for the property tests, with the categories written out:
// the set of rules a roster breaks.
const OLDEST = [2006, 2008, 2010, 2012, 2014];
function brokenRules(r: ClubRoster): Set<string> {
  const broken = new Set<string>();
  const people = new Map(r.participants.map((p) => [p.id, p]));
  const teams = new Map(r.teams.map((t) => [t.id, t]));
  const others = new Map<number, Set<number>>();
  const perCategory = new Map<string, Set<number>>();
  const rolesOf = new Map<string, Set<boolean>>();
  for (const a of r.assignments) {
    const p = people.get(a.participantId);
    const t = teams.get(a.teamId);
    if (!p || !t) {
      broken.add('notOfClub');
      continue;
    }
    const pair = `${p.id}/${t.id}`;
    rolesOf.set(pair, (rolesOf.get(pair) ?? new Set()).add(a.isLeader));
    const [y, m, d] = p.birthDate.split('-').map(Number);
    if (a.isLeader) {
      if (y > 2007 || (y === 2007 && (m > 4 || (m === 4 && d > 18)))) broken.add('leaderTooYoung');
      continue;
    }
    const c = DATA.find((category) => category.id === t.teamCategoryId)!;
    const level = 'ABCDE'.indexOf(c.code[1]);
    if (y < OLDEST[level]) broken.add('playerTooOld');
    if (level < 3 && y >= OLDEST[level + 2]) broken.add('playerTooYoung');
    if (p.gender !== c.gender) {
      if (['MD', 'ME', 'WE'].includes(c.code)) others.set(t.id, (others.get(t.id) ?? new Set()).add(p.id));
      else broken.add('genderNotAllowed');
    }
    const key = `${p.id}/${c.id}`;
    perCategory.set(key, (perCategory.get(key) ?? new Set()).add(t.id));
  }
  if ([...rolesOf.values()].some((roles) => roles.size === 2)) broken.add('playerAndLeader');
  if ([...others.values()].some((players) => players.size > 3)) broken.add('tooManyOtherGender');
  if ([...perCategory.values()].some((list) => list.size > 1)) broken.add('oneTeamPerCategory');
  return broken;
}

// Biased towards what makes rules bite: the youngest categories and mixed teams (the limit of
// players of the other gender), few teams per category (one team per category), some adults
// (leaders), and ids that mostly exist.
const yearArb = fc.oneof(
  { arbitrary: fc.integer({ min: 2003, max: 2016 }), weight: 2 },
  { arbitrary: fc.integer({ min: 2012, max: 2015 }), weight: 3 },
  { arbitrary: fc.integer({ min: 1960, max: 2008 }), weight: 1 },
);
const participantsArb = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 16 }),
    birthDate: fc
      .tuple(yearArb, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
    gender: fc.constantFrom<Gender>('male', 'female'),
  }),
  { selector: (p) => p.id, minLength: 3, maxLength: 16 },
);
const teamsArb = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 4 }),
    teamCategoryId: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.constantFrom(4, 5, 10)),
  }),
  { selector: (t) => t.id, minLength: 1, maxLength: 4 },
);
const idOf = (ids: number[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 30 }, { arbitrary: fc.constant(99), weight: 1 });
const rosterArb = <T>(item: (participantId: fc.Arbitrary<number>, teamId: fc.Arbitrary<number>) => fc.Arbitrary<T>) =>
  fc.tuple(participantsArb, teamsArb).chain(([participants, teams]) =>
    fc
      .array(item(idOf(participants.map((p) => p.id)), idOf(teams.map((t) => t.id))), {
        minLength: 5,
        maxLength: 40,
      })
      .map((list) => ({ participants, teams, list })),
  );

describe('eligibility properties', () => {
  it('names exactly the rules a roster breaks', () => {
    const arb = rosterArb((participantId, teamId) => fc.record({ participantId, teamId, isLeader: fc.boolean() }));
    fc.assert(
      fc.property(arb, ({ participants, teams, list }) => {
        const r = { participants, teams, assignments: list };
        expect(new Set(keys(checkRoster(r, CTX)))).toEqual(brokenRules(r));
      }),
      { numRuns: 500 },
    );
  });

  it('never builds a roster that breaks a constraint from changes it accepted', () => {
    const role = fc.constantFrom<'player' | 'leader' | null>('player', 'player', 'player', 'leader', null);
    const arb = rosterArb((participantId, teamId) => fc.record({ participantId, teamId, role }));
    fc.assert(
      fc.property(arb, ({ participants, teams, list }) => {
        let r: ClubRoster = { participants, teams, assignments: [] };
        for (const c of list) {
          if (!checkAssignment(r, c, CTX).ok) continue;
          r = {
            ...r,
            assignments: [
              ...r.assignments.filter((a) => a.participantId !== c.participantId || a.teamId !== c.teamId),
              ...(c.role ? [{ participantId: c.participantId, teamId: c.teamId, isLeader: c.role === 'leader' }] : []),
            ],
          };
        }
        expect(brokenRules(r)).toEqual(new Set());
        expect(checkRoster(r, CTX).ok).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the participant form', () => {
  it('builds the context from stored categories and the configured first day', () => {
    const ctx = eligibilityContext(DATA, '2025-04-18', 21);
    expect(ctx.leaderMinAge).toBe(21);
    const p = person(1, '2005-01-01');
    const leads = checkParticipant(roster([], []), p, [{ teamId: 1, isLeader: true }], ctx);
    expect(keys(leads)).toEqual(['leaderTooYoung']);
    expect(keys(checkParticipant(roster([], []), p, [{ teamId: 1, isLeader: true }], CTX))).toEqual([]);
  });

  it('puts a refusal on the row of the team it names, others on the whole form', () => {
    const p = person(1, '2012-05-05');
    const teams = [
      { teamId: 6, isLeader: false },
      { teamId: 1, isLeader: false },
      { teamId: 2, isLeader: true },
    ];
    const result = checkParticipant(roster([], []), p, teams, CTX);
    expect(result.ok).toBe(false);
    const fields = participantFieldMessages(result.ok ? [] : result.reasons, teams);
    expect(Object.keys(fields).sort()).toEqual(['teams.1', 'teams.2']);
    expect(fields['teams.1']).toMatchObject({ key: 'playerTooYoung', params: { participant: 'P 1', category: 'MA' } });
    expect(fields['teams.2'].key).toBe('leaderTooYoung');
    expect(participantFieldMessages([{ key: 'notOfClub', params: { teamId: 99 } }], teams)).toEqual({
      _: { key: 'notOfClub', params: { teamId: 99 } },
    });
  });
});
