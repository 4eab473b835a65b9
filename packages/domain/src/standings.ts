export type TieBreak =
  | 'points'
  | 'headToHeadPoints'
  | 'headToHeadGoalDifference'
  | 'headToHeadGoalsScored'
  | 'goalDifference'
  | 'goalsScored'
  | 'lot';

export const IHF_TIE_BREAKS: readonly TieBreak[] = [
  'points',
  'headToHeadPoints',
  'headToHeadGoalDifference',
  'headToHeadGoalsScored',
  'goalDifference',
  'goalsScored',
  'lot',
];

export const POINTS = { win: 2, tie: 1, loss: 0 } as const;

export type GroupResult = {
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  homeGoalsCount?: number;
  awayGoalsCount?: number;
};

export type StandingRow = {
  teamId: number;
  standings: number;
  games: number;
  wins: number;
  ties: number;
  losses: number;
  points: number;
  goalsScored: number;
  goalsConceded: number;
  goalsCountScored: number;
  goalsCountConceded: number;
};

export type StandingsOptions = {
  tieBreaks?: readonly TieBreak[];
  /** Sort comparator for the drawing of lots: negative ranks teamA ahead of teamB. */
  lot?: (teamA: number, teamB: number) => number;
};

type Totals = Omit<StandingRow, 'standings'>;

const HEAD_TO_HEAD: ReadonlySet<TieBreak> = new Set([
  'headToHeadPoints',
  'headToHeadGoalDifference',
  'headToHeadGoalsScored',
]);

const defaultLot = (teamA: number, teamB: number): number => teamA - teamB;

function emptyTotals(teamId: number): Totals {
  return {
    teamId,
    games: 0,
    wins: 0,
    ties: 0,
    losses: 0,
    points: 0,
    goalsScored: 0,
    goalsConceded: 0,
    goalsCountScored: 0,
    goalsCountConceded: 0,
  };
}

function addGame(totals: Totals, scored: number, conceded: number, countScored: number, countConceded: number): void {
  totals.games += 1;
  totals.goalsScored += scored;
  totals.goalsConceded += conceded;
  totals.goalsCountScored += countScored;
  totals.goalsCountConceded += countConceded;
  if (scored > conceded) {
    totals.wins += 1;
    totals.points += POINTS.win;
  } else if (scored === conceded) {
    totals.ties += 1;
    totals.points += POINTS.tie;
  } else {
    totals.losses += 1;
    totals.points += POINTS.loss;
  }
}

function tabulate(teamIds: Iterable<number>, results: readonly GroupResult[]): Map<number, Totals> {
  const table = new Map<number, Totals>();
  for (const teamId of teamIds) table.set(teamId, emptyTotals(teamId));
  for (const r of results) {
    const home = table.get(r.homeTeamId);
    const away = table.get(r.awayTeamId);
    if (!home || !away) continue;
    addGame(home, r.homeScore, r.awayScore, r.homeGoalsCount ?? r.homeScore, r.awayGoalsCount ?? r.awayScore);
    addGame(away, r.awayScore, r.homeScore, r.awayGoalsCount ?? r.awayScore, r.homeGoalsCount ?? r.homeScore);
  }
  return table;
}

function criterionValue(criterion: TieBreak, totals: Totals): number {
  switch (criterion) {
    case 'points':
    case 'headToHeadPoints':
      return totals.points;
    case 'goalDifference':
    case 'headToHeadGoalDifference':
      return totals.goalsScored - totals.goalsConceded;
    case 'goalsScored':
    case 'headToHeadGoalsScored':
      return totals.goalsScored;
    case 'lot':
      return 0;
  }
}

/** Splits teams into runs of equal value, best first. */
function splitBy(teams: readonly number[], value: (teamId: number) => number): number[][] {
  const sorted = [...teams].sort((a, b) => value(b) - value(a));
  const runs: number[][] = [];
  for (const teamId of sorted) {
    const last = runs[runs.length - 1];
    if (last && value(last[0]) === value(teamId)) last.push(teamId);
    else runs.push([teamId]);
  }
  return runs;
}

/**
 * Table of a round-robin group from its finished results only. Every team of teamIds appears once,
 * ranked 1..n, even with no games.
 */
export function computeStandings(
  teamIds: readonly number[],
  results: readonly GroupResult[],
  options: StandingsOptions = {},
): StandingRow[] {
  const tieBreaks = options.tieBreaks ?? IHF_TIE_BREAKS;
  const lot = options.lot ?? defaultLot;
  const teams = [...new Set(teamIds)];
  const members = new Set(teams);
  const played = results.filter(
    (r) =>
      r.homeTeamId !== r.awayTeamId &&
      members.has(r.homeTeamId) &&
      members.has(r.awayTeamId) &&
      Number.isFinite(r.homeScore) &&
      Number.isFinite(r.awayScore),
  );
  const overall = tabulate(teams, played);

  // Ranks a set of teams that every criterion before `from` left level.
  const rank = (tied: readonly number[], from: number): number[] => {
    if (tied.length <= 1) return [...tied];
    for (let i = from; i < tieBreaks.length; i++) {
      const criterion = tieBreaks[i];
      if (criterion === 'lot') break;
      let table = overall;
      if (HEAD_TO_HEAD.has(criterion)) {
        const inSet = new Set(tied);
        table = tabulate(
          tied,
          played.filter((r) => inSet.has(r.homeTeamId) && inSet.has(r.awayTeamId)),
        );
      }
      const runs = splitBy(tied, (teamId) => criterionValue(criterion, table.get(teamId)!));
      if (runs.length === 1) continue;
      // IHF: once any team is separated, the remaining tied teams are ranked again from the first
      // criterion, so head-to-head is recomputed on the smaller mini-table. Criteria already passed
      // are level for every subset, so restarting at 0 only changes the head-to-head ones.
      return runs.flatMap((run) => rank(run, 0));
    }
    // Ties on lot fall back to id so the outcome never depends on input order.
    return [...tied].sort((a, b) => lot(a, b) || a - b);
  };

  return rank(teams, 0).map((teamId, index) => ({ ...overall.get(teamId)!, standings: index + 1 }));
}
