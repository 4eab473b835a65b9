import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canChangeMatchRoster,
  categoryRosterLimits,
  DEFAULT_MATCH_ROSTER_LIMITS,
  checkMatchRoster,
  droppedWithEvents,
  isRosterClosed,
  matchRosterLimits,
  type MatchRosterEntry,
  type TeamMember,
} from './match-roster';
import { ruleMessageEn } from './rule-keys';

const player = (id: number, jerseyNumber: number | null = id): MatchRosterEntry => ({
  participantId: id,
  isLeader: false,
  jerseyNumber,
  name: `Player ${id}`,
});
const leader = (id: number): MatchRosterEntry => ({ participantId: id, isLeader: true, name: `Leader ${id}` });
const players = (n: number, from = 1) => Array.from({ length: n }, (_, i) => player(from + i));

// Club roster of the team: players 1-20, leaders 101-105.
const MEMBERS: TeamMember[] = [
  ...Array.from({ length: 20 }, (_, i) => ({ participantId: i + 1, isLeader: false })),
  ...Array.from({ length: 5 }, (_, i) => ({ participantId: 101 + i, isLeader: true })),
];
const check = (entries: MatchRosterEntry[], extra: Partial<Parameters<typeof checkMatchRoster>[1]> = {}) =>
  checkMatchRoster(entries, { teamMembers: MEMBERS, ...extra });
const errorKeys = (entries: MatchRosterEntry[], extra = {}) => check(entries, extra).errors.map((e) => e.key);

describe('checkMatchRoster', () => {
  it('accepts 5-16 players and 1-4 leaders with unique jersey numbers', () => {
    expect(check([...players(5), leader(101)])).toEqual({ ok: true, errors: [], warnings: [] });
    expect(check([...players(15), ...[101, 102, 103, 104].map(leader)]).ok).toBe(true);
  });

  it('counts players: none, fewer than the minimum, more than the maximum', () => {
    expect(check([leader(101)]).errors).toEqual([{ key: 'noPlayers' }]);
    expect(check([...players(4), leader(101)]).errors).toEqual([{ key: 'tooFewPlayers', params: { n: 5 } }]);
    expect(check([...players(17), leader(101)]).errors).toEqual([{ key: 'tooManyPlayers', params: { n: 16 } }]);
    expect(ruleMessageEn(check([...players(4), leader(101)]).errors[0])).toBe('Less than 5 players on the roster');
  });

  it('counts leaders the same way', () => {
    expect(check(players(5)).errors).toEqual([{ key: 'noLeaders' }]);
    expect(check([...players(5), ...[101, 102, 103, 104, 105].map(leader)]).errors).toEqual([
      { key: 'tooManyLeaders', params: { n: 4 } },
    ]);
    expect(
      check([...players(5), leader(101)], { limits: { minLeaders: 2 } }).errors.map((e) => ruleMessageEn(e)),
    ).toEqual(['Less than 2 leaders on the roster']);
  });

  it('takes configured limits', () => {
    const limits = { minPlayers: 7, maxPlayers: 14 };
    expect(errorKeys([...players(6), leader(101)], { limits })).toEqual(['tooFewPlayers']);
    expect(errorKeys([...players(15), leader(101)], { limits })).toEqual(['tooManyPlayers']);
  });

  it('recommends the maximum when the roster is full, without blocking', () => {
    const full = check([...players(16), leader(101)]);
    expect(full.ok).toBe(true);
    expect(full.warnings).toEqual([{ key: 'maxPlayersRecommended', params: { n: 16 } }]);
    expect(ruleMessageEn(full.warnings[0])).toBe('Maximum 16 players on the roster');
    expect(check([...players(15), leader(101)]).warnings).toEqual([]);
    expect(check([...players(13), leader(101)], { limits: { recommendedMaxPlayers: 12 } }).warnings).toEqual([
      { key: 'maxPlayersRecommended', params: { n: 12 } },
    ]);
    // Over the hard maximum the error says it; no recommendation on top.
    expect(check([...players(17), leader(101)]).warnings).toEqual([]);
  });

  it('names the players without a jersey number', () => {
    const result = check([...players(4), player(5, null), player(6, null), leader(101)]);
    expect(result.errors).toEqual([
      { key: 'missingJerseyNumber', params: { participants: 'Player 5, Player 6', participantIds: [5, 6] } },
    ]);
    expect(ruleMessageEn(result.errors[0])).toBe('Missing jersey number: Player 5, Player 6');
  });

  it('refuses jersey numbers outside 1-99', () => {
    for (const n of [0, 100, -1, 7.5]) {
      expect(errorKeys([...players(4), player(5, n), leader(101)])).toEqual(['jerseyNumberOutOfRange']);
    }
    expect(errorKeys([...players(4), player(5, 99), leader(101)])).toEqual([]);
  });

  it('keeps the offered jersey numbers where clubs may not change them', () => {
    // Player 1 was offered 1, player 2 was offered 9, player 3 had no number so far; leaders wear none.
    const offeredJerseyNumbers = new Map<number, number | null>([
      [1, 1],
      [2, 9],
      [3, null],
      [101, null],
    ]);
    const kept = [player(1), player(2, 9), player(4), player(5), player(6), leader(101)];
    expect(check(kept, { offeredJerseyNumbers }).ok).toBe(true);
    const changed = check([player(1, 11), player(2, 9), player(3, 3), ...players(3, 4), leader(101)], {
      offeredJerseyNumbers,
    });
    expect(changed.errors).toEqual([
      {
        key: 'jerseyNumberNotEditable',
        params: { participants: 'Player 1, Player 3', participantIds: [1, 3] },
      },
    ]);
    expect(ruleMessageEn(changed.errors[0])).toBe(
      'Jersey numbers cannot be changed; keep the offered numbers: Player 1, Player 3',
    );
    // Without the offered numbers any number 1-99 is fine.
    expect(check([player(1, 11), player(2, 9), player(3, 3), ...players(3, 4), leader(101)]).ok).toBe(true);
  });

  it('reports one duplicated jersey number, or the list of them', () => {
    const one = check([...players(5), player(6, 3), leader(101)]).errors;
    expect(one).toEqual([
      {
        key: 'duplicatedJerseyNumber',
        params: { number: 3, participants: 'Player 3, Player 6', participantIds: [3, 6] },
      },
    ]);
    const two = check([...players(5), player(6, 4), player(7, 2), leader(101)]).errors;
    expect(two).toEqual([{ key: 'duplicatedJerseyNumbers', params: { list: '2, 4', numbers: [2, 4] } }]);
    expect(ruleMessageEn(one[0])).toBe('Duplicated jersey number');
  });

  it('ignores leaders’ jersey numbers', () => {
    expect(check([...players(5), { ...leader(101), jerseyNumber: 1 }]).ok).toBe(true);
  });

  it('takes only the team’s participants, or players eligible for it', () => {
    expect(errorKeys([...players(5), player(50), leader(101)])).toEqual(['notOfTeam']);
    expect(errorKeys([...players(5), player(50), leader(101)], { eligiblePlayerIds: [50] })).toEqual([]);
    expect(errorKeys([...players(5), leader(101), leader(50)], { eligiblePlayerIds: [50] })).toEqual(['notOfTeam']);
  });

  it('keeps leaders from playing and players from leading', () => {
    expect(check([...players(5), player(102, 30), leader(101)]).errors).toEqual([
      { key: 'leaderAsPlayer', params: { participants: 'Player 102', participantIds: [102] } },
    ]);
    expect(errorKeys([...players(5), leader(101), leader(6)])).toEqual(['participantCannotBeLeader']);
  });

  it('takes at most the allowed players of the other gender (WE: three boys)', () => {
    const otherGender = { playerIds: [1, 2, 3, 4, 101], max: 3, team: 'Girls I', category: 'WE' };
    expect(check([...players(8), leader(101)], { otherGender: { ...otherGender, playerIds: [1, 2, 3, 101] } }).ok).toBe(
      true,
    );
    const four = check([...players(8), leader(101)], { otherGender });
    expect(four.errors).toEqual([
      {
        key: 'tooManyOtherGender',
        params: {
          max: 3,
          count: 4,
          team: 'Girls I',
          category: 'WE',
          participants: 'Player 1, Player 2, Player 3, Player 4',
          participantIds: [1, 2, 3, 4],
        },
      },
    ]);
    expect(ruleMessageEn(four.errors[0])).toBe('At most 3 players of the other gender may play for Girls I (WE).');
    // A category without the exception takes none.
    expect(errorKeys([...players(5), leader(101)], { otherGender: { playerIds: [5], max: 0 } })).toEqual([
      'tooManyOtherGender',
    ]);
  });

  it('refuses the same person twice', () => {
    expect(errorKeys([...players(5), player(5, 40), leader(101)])).toEqual(['duplicate']);
  });

  it('has no error exactly when the roster keeps every rule', () => {
    // Valid rosters, then up to three random breaches (or none).
    const valid = fc
      .tuple(
        fc.shuffledSubarray(
          MEMBERS.filter((m) => !m.isLeader),
          { minLength: 5, maxLength: 16 },
        ),
        fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 16, maxLength: 16 }),
        fc.shuffledSubarray(
          MEMBERS.filter((m) => m.isLeader),
          { minLength: 1, maxLength: 4 },
        ),
      )
      .map(([ps, numbers, ls]): MatchRosterEntry[] => [
        ...ps.map((m, i) => player(m.participantId, numbers[i])),
        ...ls.map((m) => leader(m.participantId)),
      ]);
    const breach = fc.record({
      at: fc.nat(),
      kind: fc.constantFrom(
        'twice',
        'noNumber',
        'number0',
        'number100',
        'sameNumber',
        'stranger',
        'leaderPlays',
        'playerLeads',
        'dropPlayers',
        'dropLeaders',
        'addPlayers',
      ),
    });
    const apply = (roster: MatchRosterEntry[], { at, kind }: { at: number; kind: string }): MatchRosterEntry[] => {
      if (roster.length === 0) return kind === 'addPlayers' ? players(1 + (at % 4), 17) : roster;
      const i = at % roster.length;
      const e = roster[i];
      const set = (changed: Partial<MatchRosterEntry>) => roster.map((x, j) => (j === i ? { ...x, ...changed } : x));
      switch (kind) {
        case 'twice':
          return [...roster, e];
        case 'noNumber':
          return set({ jerseyNumber: null });
        case 'number0':
          return set({ jerseyNumber: 0 });
        case 'number100':
          return set({ jerseyNumber: 100 });
        case 'sameNumber':
          return set({ jerseyNumber: roster[(i + 1) % roster.length].jerseyNumber });
        case 'stranger':
          return [...roster, player(60 + (at % 5), 100 - (at % 3))];
        case 'leaderPlays':
          return [...roster, player(101 + (at % 5), 98)];
        case 'playerLeads':
          return set({ isLeader: true });
        case 'dropPlayers':
          return roster.filter((x) => x.isLeader || at % 3 === 0);
        case 'dropLeaders':
          return roster.filter((x) => !x.isLeader);
        default:
          return [...roster, ...players(at % 4, 17)];
      }
    };
    fc.assert(
      fc.property(valid, fc.array(breach, { maxLength: 3 }), (base, breaches) => {
        const roster = breaches.reduce(apply, base);
        const result = check(roster);
        const ids = roster.map((e) => e.participantId);
        const ps = roster.filter((e) => !e.isLeader);
        const ls = roster.filter((e) => e.isLeader);
        const numbers = ps.map((e) => e.jerseyNumber);
        const keepsRules =
          new Set(ids).size === ids.length &&
          roster.every((e) => MEMBERS.some((m) => m.participantId === e.participantId && m.isLeader === e.isLeader)) &&
          numbers.every((n) => n != null && n >= 1 && n <= 99) &&
          new Set(numbers).size === numbers.length &&
          ps.length >= 5 &&
          ps.length <= 16 &&
          ls.length >= 1 &&
          ls.length <= 4;
        expect(result.ok).toBe(keepsRules);
        expect(result.ok).toBe(result.errors.length === 0);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('roster lock', () => {
  it('closes when confirmed or when the match has started', () => {
    expect(isRosterClosed({ confirmedAt: null, matchStageCode: 'not_started' })).toBe(false);
    expect(isRosterClosed({ confirmedAt: '2025-04-18T08:00:00Z', matchStageCode: 'not_started' })).toBe(true);
    expect(isRosterClosed({ confirmedAt: undefined, matchStageCode: '1st_half' })).toBe(true);
    expect(isRosterClosed({ confirmedAt: null, matchStageCode: 'finished' })).toBe(true);
  });

  it('lets the hall reporter change a closed roster until reporting is over', () => {
    const started = { confirmedAt: null, matchStageCode: '2nd_half' as const };
    expect(canChangeMatchRoster(started, 'club')).toBe(false);
    expect(canChangeMatchRoster(started, 'reporter')).toBe(true);
    expect(canChangeMatchRoster({ confirmedAt: null, matchStageCode: 'not_started' }, 'club')).toBe(true);
    expect(canChangeMatchRoster({ confirmedAt: null, matchStageCode: 'waiting_for_approval' }, 'reporter')).toBe(false);
    expect(canChangeMatchRoster({ confirmedAt: null, matchStageCode: 'finished' }, 'reporter')).toBe(false);
  });

  it('finds dropped participants who already have events', () => {
    expect(droppedWithEvents([1, 2, 3, 4], [1, 3, 5], [2, 3, 6])).toEqual([2]);
    expect(droppedWithEvents([1, 2], [1, 2], [1, 2])).toEqual([]);
    expect(droppedWithEvents([1, 2], [], [])).toEqual([]);
  });
});

describe('matchRosterLimits', () => {
  it('reads configured limits and keeps the defaults for missing or broken values', () => {
    expect(matchRosterLimits(() => null)).toEqual({ minPlayers: 5, maxPlayers: 16, minLeaders: 1, maxLeaders: 4 });
    const config: Record<string, string> = {
      'match_roster.min_players': '7',
      'match_roster.max_players': '14',
      'match_roster.min_leaders': 'x',
      'match_roster.max_leaders': '-1',
    };
    expect(matchRosterLimits((key) => config[key])).toEqual({
      minPlayers: 7,
      maxPlayers: 14,
      minLeaders: 1,
      maxLeaders: 4,
    });
    expect(
      matchRosterLimits((key) => ({ 'match_roster.min_players': '10', 'match_roster.max_players': '8' })[key]),
    ).toMatchObject({ minPlayers: 10, maxPlayers: 10 });
  });
});

describe('roster limits of a category', () => {
  it('takes the limits the category sets and the configured ones for the rest', () => {
    const configured = { minPlayers: 5, maxPlayers: 16, minLeaders: 1, maxLeaders: 4, recommendedMaxPlayers: 14 };
    expect(categoryRosterLimits({ rosterPlayersMax: 12, rosterLeadersMin: null }, configured)).toEqual({
      ...configured,
      maxPlayers: 12,
    });
    expect(categoryRosterLimits({})).toEqual(DEFAULT_MATCH_ROSTER_LIMITS);
  });
});
