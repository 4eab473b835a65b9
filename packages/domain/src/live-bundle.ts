import type {
  GroupStandingsRow,
  LiveBundle,
  LiveBundleWire,
  LiveMatch,
  LiveMatchRow,
  LiveStandingsRow,
} from './contract/competition';

// The live bundle is what every spectator's phone downloads and parses: it is sent with short keys
// and without default values, and read back here into the full rows the pages use. The server
// writes it and the stream's match messages with the same functions, so both read the same way.

/** Puts `value` into the row under `key` unless it is the default (null, 0 or false). */
function set<T extends object>(row: T, key: keyof T, value: number | boolean | null) {
  if (value === null || value === 0 || value === false) return;
  (row as Record<keyof T, number>)[key] = value === true ? 1 : value;
}

export function writeMatchRow(match: LiveMatch, dayIndex: number): LiveMatchRow {
  const row: LiveMatchRow = {
    i: match.id,
    n: match.matchNumber,
    d: dayIndex,
    t: match.time,
    p: match.placeId,
    g: match.competitionGroupId,
    c: match.teamCategoryId,
    s: match.competitionMatchStageId,
  };
  set(row, 'h', match.homeTeamId);
  set(row, 'a', match.awayTeamId);
  set(row, 'hg', match.homeTeamCompetitionGroupId);
  set(row, 'ag', match.awayTeamCompetitionGroupId);
  set(row, 'hr', match.homeTeamCompetitionStandings);
  set(row, 'ar', match.awayTeamCompetitionStandings);
  // A score of 0 is not "no score": it is sent as 0.
  if (match.homeScore !== null) row.hs = match.homeScore;
  if (match.awayScore !== null) row.as = match.awayScore;
  // The goal count equals the score unless a shootout or a walkover set the score: sent only then.
  if (match.homeGoalsCount !== (match.homeScore ?? 0)) row.hc = match.homeGoalsCount;
  if (match.awayGoalsCount !== (match.awayScore ?? 0)) row.ac = match.awayGoalsCount;
  set(row, 'w', match.walkOver);
  set(row, 'so', match.endedInShootout);
  return row;
}

export function writeStandingsRow(row: GroupStandingsRow): LiveStandingsRow {
  const out: LiveStandingsRow = { i: row.id, g: row.competitionGroupId };
  set(out, 'r', row.standings);
  set(out, 't', row.teamId);
  set(out, 'm', row.games);
  set(out, 'w', row.wins);
  set(out, 'd', row.ties);
  set(out, 'l', row.losses);
  set(out, 'p', row.points);
  set(out, 'gs', row.goalsScored);
  set(out, 'gc', row.goalsConceded);
  // Like the match's goal count: sent only where it differs from the goals.
  if (row.goalsCountScored !== row.goalsScored) out.cs = row.goalsCountScored;
  if (row.goalsCountConceded !== row.goalsConceded) out.cc = row.goalsCountConceded;
  set(out, 'pr', row.predecessorCompetitionGroupStandings);
  set(out, 'pg', row.predecessorCompetitionGroupId);
  return out;
}

/** Matches (and standings) in the form sent; `groupTeams` is left out when not given (stream messages). */
export function writeLiveBundle(matches: readonly LiveMatch[], groupTeams?: readonly GroupStandingsRow[]) {
  const days: string[] = [];
  const dayIndex = new Map<string, number>();
  const rows = matches.map((match) => {
    let index = dayIndex.get(match.day);
    if (index === undefined) {
      index = days.length;
      days.push(match.day);
      dayIndex.set(match.day, index);
    }
    return writeMatchRow(match, index);
  });
  const wire: LiveBundleWire = { days, matches: rows };
  if (groupTeams) wire.groupTeams = groupTeams.map(writeStandingsRow);
  return wire;
}

export function readMatchRow(row: LiveMatchRow, days: readonly string[]): LiveMatch {
  return {
    id: row.i,
    homeTeamId: row.h ?? null,
    awayTeamId: row.a ?? null,
    homeTeamCompetitionGroupId: row.hg ?? null,
    awayTeamCompetitionGroupId: row.ag ?? null,
    homeTeamCompetitionStandings: row.hr ?? null,
    awayTeamCompetitionStandings: row.ar ?? null,
    matchNumber: row.n,
    homeScore: row.hs ?? null,
    awayScore: row.as ?? null,
    homeGoalsCount: row.hc ?? row.hs ?? 0,
    awayGoalsCount: row.ac ?? row.as ?? 0,
    walkOver: row.w === 1,
    day: days[row.d] ?? '',
    time: row.t,
    placeId: row.p,
    competitionGroupId: row.g,
    competitionMatchStageId: row.s,
    endedInShootout: row.so === 1,
    teamCategoryId: row.c,
  };
}

export function readStandingsRow(row: LiveStandingsRow): GroupStandingsRow {
  return {
    id: row.i,
    standings: row.r ?? null,
    games: row.m ?? 0,
    wins: row.w ?? 0,
    ties: row.d ?? 0,
    losses: row.l ?? 0,
    points: row.p ?? 0,
    goalsScored: row.gs ?? 0,
    goalsConceded: row.gc ?? 0,
    goalsCountScored: row.cs ?? row.gs ?? 0,
    goalsCountConceded: row.cc ?? row.gc ?? 0,
    predecessorCompetitionGroupStandings: row.pr ?? null,
    predecessorCompetitionGroupId: row.pg ?? null,
    teamId: row.t ?? null,
    competitionGroupId: row.g,
  };
}

export function readLiveBundle(wire: LiveBundleWire): LiveBundle {
  return {
    groupTeams: (wire.groupTeams ?? []).map(readStandingsRow),
    matches: wire.matches.map((row) => readMatchRow(row, wire.days)),
  };
}

/** Only the fields a live match has: a full match (a detail's) carries more than the bundle keeps. */
export function toLiveMatch(match: LiveMatch): LiveMatch {
  return readMatchRow(writeMatchRow(match, 0), [match.day]);
}
