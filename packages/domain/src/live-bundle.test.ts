import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GroupStandingsRow, LiveMatch } from './contract/competition';
import { liveBundleWire } from './contract/competition';
import { readLiveBundle, toLiveMatch, writeLiveBundle, writeMatchRow, writeStandingsRow } from './live-bundle';

const id = fc.integer({ min: 1, max: 100_000 });
const count = fc.integer({ min: 0, max: 60 });
const liveMatch: fc.Arbitrary<LiveMatch> = fc.record({
  id,
  homeTeamId: fc.option(id),
  awayTeamId: fc.option(id),
  homeTeamCompetitionGroupId: fc.option(id),
  awayTeamCompetitionGroupId: fc.option(id),
  homeTeamCompetitionStandings: fc.option(id),
  awayTeamCompetitionStandings: fc.option(id),
  matchNumber: id,
  homeScore: fc.option(count),
  awayScore: fc.option(count),
  homeGoalsCount: count,
  awayGoalsCount: count,
  walkOver: fc.boolean(),
  day: fc.constantFrom('2026-07-01', '2026-07-02', '2026-07-03'),
  time: fc.constantFrom('08:00', '09:20', '17:45'),
  placeId: id,
  competitionGroupId: id,
  competitionMatchStageId: id,
  endedInShootout: fc.boolean(),
  teamCategoryId: id,
});
const standingsRow: fc.Arbitrary<GroupStandingsRow> = fc.record({
  id,
  standings: fc.option(id),
  games: count,
  wins: count,
  ties: count,
  losses: count,
  points: count,
  goalsScored: count,
  goalsConceded: count,
  goalsCountScored: count,
  goalsCountConceded: count,
  predecessorCompetitionGroupStandings: fc.option(id),
  predecessorCompetitionGroupId: fc.option(id),
  teamId: fc.option(id),
  competitionGroupId: id,
});

const planned: LiveMatch = {
  id: 7,
  homeTeamId: null,
  awayTeamId: null,
  homeTeamCompetitionGroupId: 3,
  awayTeamCompetitionGroupId: 4,
  homeTeamCompetitionStandings: 1,
  awayTeamCompetitionStandings: 2,
  matchNumber: 101,
  homeScore: null,
  awayScore: null,
  homeGoalsCount: 0,
  awayGoalsCount: 0,
  walkOver: false,
  day: '2026-07-03',
  time: '10:00',
  placeId: 2,
  competitionGroupId: 9,
  competitionMatchStageId: 1,
  endedInShootout: false,
  teamCategoryId: 5,
};

describe('live bundle', () => {
  it('reads back exactly what was written', () => {
    fc.assert(
      fc.property(fc.array(liveMatch, { maxLength: 20 }), fc.array(standingsRow, { maxLength: 20 }), (m, s) => {
        const wire = writeLiveBundle(m, s);
        expect(liveBundleWire.parse(wire)).toEqual(wire);
        // Through JSON, as on the wire.
        expect(readLiveBundle(JSON.parse(JSON.stringify(wire)))).toEqual({ matches: m, groupTeams: s });
      }),
    );
  });

  it('leaves out null, zero and false and sends each day once', () => {
    const wire = writeLiveBundle([planned, { ...planned, id: 8 }]);
    expect(wire).toEqual({
      days: ['2026-07-03'],
      matches: [
        { i: 7, n: 101, d: 0, t: '10:00', p: 2, g: 9, c: 5, s: 1, hg: 3, ag: 4, hr: 1, ar: 2 },
        { i: 8, n: 101, d: 0, t: '10:00', p: 2, g: 9, c: 5, s: 1, hg: 3, ag: 4, hr: 1, ar: 2 },
      ],
    });
  });

  it('keeps a score of nought, which is not "no score"', () => {
    const row = writeMatchRow({ ...planned, homeScore: 0, awayScore: 2, walkOver: true }, 0);
    expect(row).toMatchObject({ hs: 0, as: 2, w: 1 });
  });

  it('sends a goal count only where it differs from the score', () => {
    const scored = { ...planned, homeScore: 21, awayScore: 20, homeGoalsCount: 20, awayGoalsCount: 20 };
    const row = writeMatchRow({ ...scored, endedInShootout: true }, 0);
    expect(row).toMatchObject({ hs: 21, as: 20, hc: 20, so: 1 });
    expect(row).not.toHaveProperty('ac');
  });

  it('keeps only non-default standings numbers', () => {
    const row: GroupStandingsRow = {
      id: 1,
      standings: null,
      games: 0,
      wins: 0,
      ties: 0,
      losses: 0,
      points: 0,
      goalsScored: 5,
      goalsConceded: 0,
      goalsCountScored: 5,
      goalsCountConceded: 1,
      predecessorCompetitionGroupStandings: null,
      predecessorCompetitionGroupId: null,
      teamId: 12,
      competitionGroupId: 3,
    };
    expect(writeStandingsRow(row)).toEqual({ i: 1, g: 3, t: 12, gs: 5, cc: 1 });
  });

  it('drops the detail fields of a full match', () => {
    const full = { ...planned, matchLength: 20, streamUrl: 'https://example.com', meta: { a: 1 } };
    expect(toLiveMatch(full)).toEqual(planned);
  });
});
