// What the end check expects, worked out again from the stored events alone: each match's goals
// and score, every group table of the replayed categories with the domain's standings rules (and
// the play-off slots and teams that complete groups fill), and the players' statistics.
import { isGroupComplete, knockoutRanks } from '@tms/domain/advancement';
import { computeStandings, type StandingRow } from '@tms/domain/standings';
import type pg from 'pg';

export type StoredEvent = {
  id: number;
  client_id: string | null;
  match_id: number;
  minute: number;
  second: number;
  competition_event_type_id: number;
  competition_match_participant_id: number;
  competition_match_stage_id: number;
  secondary_participant_id: number | null;
  seven_meter_throw: boolean;
  type_code: string;
  team_id: number;
  participant_id: number;
};

export type StoredMatch = {
  id: number;
  competition_group_id: number;
  team_category_id: number;
  stage: string;
  home_team_id: number | null;
  away_team_id: number | null;
  home_team_competition_group_id: number | null;
  home_team_competition_standings: number | null;
  away_team_competition_group_id: number | null;
  away_team_competition_standings: number | null;
  home_score: number | null;
  away_score: number | null;
  home_goals_count: number;
  away_goals_count: number;
  walk_over: boolean;
  score_entered: boolean;
};

export type Slot = {
  id: number;
  competition_group_id: number;
  team_id: number | null;
  predecessor_competition_group_id: number | null;
  predecessor_competition_group_standings: number | null;
};

export type Stored = {
  events: StoredEvent[];
  matches: StoredMatch[];
  slots: Slot[];
  groups: { id: number; is_bracket: boolean }[];
  categories: { id: number; code: string }[];
  roster: { id: number; match_id: number; participant_id: number; team_id: number }[];
};

/** The categories of `matchIds` as stored: their matches, groups, slots, events and rosters. */
export async function readStored(client: pg.Client, matchIds: number[]): Promise<Stored> {
  const ids = `{${matchIds.join(',')}}`;
  const q = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];
  const categories = await q<{ id: number; code: string }>(
    `select id, code from team_categories where id in (select team_category_id from competition_matches where id = any($1::int[]))`,
    [ids],
  );
  const categoryIds = `{${categories.map((c) => c.id).join(',')}}`;
  const matches = await q<StoredMatch>(
    `select m.id, m.competition_group_id, m.team_category_id, s.code as stage, m.home_team_id, m.away_team_id,
       m.home_team_competition_group_id, m.home_team_competition_standings, m.away_team_competition_group_id,
       m.away_team_competition_standings, m.home_score, m.away_score, m.home_goals_count, m.away_goals_count,
       m.walk_over, m.score_entered
     from competition_matches m join match_stages s on s.id = m.competition_match_stage_id
     where m.team_category_id = any($1::int[]) order by m.id`,
    [categoryIds],
  );
  const groups = await q<{ id: number; is_bracket: boolean }>(
    `select g.id, r.is_bracket from competition_groups g join round_levels r on r.id = g.competition_round_level_id
     where g.team_category_id = any($1::int[])`,
    [categoryIds],
  );
  const slots = await q<Slot>(
    `select s.id, s.competition_group_id, s.team_id, s.predecessor_competition_group_id,
       s.predecessor_competition_group_standings
     from competition_group_standings s join competition_groups g on g.id = s.competition_group_id
     where g.team_category_id = any($1::int[]) order by s.id`,
    [categoryIds],
  );
  const events = await q<StoredEvent>(
    `select e.id, e.client_id, e.match_id, e.minute, e.second, e.competition_event_type_id,
       e.competition_match_participant_id, e.competition_match_stage_id, e.secondary_participant_id,
       e.seven_meter_throw, t.code as type_code, p.team_id, p.participant_id
     from competition_match_events e
     join competition_event_types t on t.id = e.competition_event_type_id
     join competition_match_participants p on p.id = e.competition_match_participant_id
     join competition_matches m on m.id = e.match_id
     where m.team_category_id = any($1::int[]) order by e.id`,
    [categoryIds],
  );
  const roster = await q<Stored['roster'][number]>(
    `select p.id, p.match_id, p.participant_id, p.team_id from competition_match_participants p
     join competition_matches m on m.id = p.match_id where m.team_category_id = any($1::int[])`,
    [categoryIds],
  );
  return { events, matches, slots, groups, categories, roster };
}

export type Score = { homeScore: number | null; awayScore: number | null; homeGoals: number; awayGoals: number };

/** Goals and score of every match from its events; walkovers and typed scores keep the stored score. */
export function scoresFromEvents(stored: Stored): Map<number, Score> {
  const counts = new Map<number, { home: number; away: number; homeShootout: number; awayShootout: number }>();
  const byId = new Map(stored.matches.map((m) => [m.id, m]));
  for (const e of stored.events) {
    const match = byId.get(e.match_id);
    if (!match || (e.type_code !== 'goal' && e.type_code !== 'shootout-goal')) continue;
    const c = counts.get(e.match_id) ?? { home: 0, away: 0, homeShootout: 0, awayShootout: 0 };
    const home = e.team_id === match.home_team_id;
    if (e.type_code === 'goal') c[home ? 'home' : 'away']++;
    else c[home ? 'homeShootout' : 'awayShootout']++;
    counts.set(e.match_id, c);
  }
  const scores = new Map<number, Score>();
  for (const m of stored.matches) {
    const c = counts.get(m.id) ?? { home: 0, away: 0, homeShootout: 0, awayShootout: 0 };
    const played = m.stage !== 'not_started' || counts.has(m.id);
    const typed = m.walk_over || m.score_entered;
    scores.set(m.id, {
      homeScore: typed ? m.home_score : played ? c.home + c.homeShootout : null,
      awayScore: typed ? m.away_score : played ? c.away + c.awayShootout : null,
      homeGoals: m.walk_over ? m.home_goals_count : c.home,
      awayGoals: m.walk_over ? m.away_goals_count : c.away,
    });
  }
  return scores;
}

export type ExpectedSlot = Omit<StandingRow, 'teamId' | 'standings'> & {
  teamId: number | null;
  standings: number | null;
};

/** Every slot's table row and team, and every successor match's teams, from the recomputed scores. */
export function tablesFromScores(stored: Stored, scores: Map<number, Score>) {
  const finished = (m: StoredMatch) => m.stage === 'finished';
  const slotsByGroup = new Map<number, Slot[]>();
  for (const s of stored.slots)
    slotsByGroup.set(s.competition_group_id, [...(slotsByGroup.get(s.competition_group_id) ?? []), s]);
  const matchesByGroup = new Map<number, StoredMatch[]>();
  for (const m of stored.matches)
    matchesByGroup.set(m.competition_group_id, [...(matchesByGroup.get(m.competition_group_id) ?? []), m]);
  const slotTeam = new Map(stored.slots.map((s) => [s.id, s.team_id]));
  const expected = new Map<number, ExpectedSlot>();
  const ranksByGroup = new Map<number, Map<number, number> | null>();
  const bracket = new Map(stored.groups.map((g) => [g.id, g.is_bracket]));
  // Groups fed by others come after them: a group's slots take the ranks of its predecessors first.
  const pending = new Set(stored.groups.map((g) => g.id));
  const ready = (groupId: number) =>
    (slotsByGroup.get(groupId) ?? []).every(
      (s) => s.predecessor_competition_group_id === null || !pending.has(s.predecessor_competition_group_id),
    );
  while (pending.size > 0) {
    const next = [...pending].find(ready) ?? [...pending][0];
    pending.delete(next);
    const slots = slotsByGroup.get(next) ?? [];
    for (const s of slots) {
      if (s.predecessor_competition_group_id === null) continue;
      const ranks = ranksByGroup.get(s.predecessor_competition_group_id);
      slotTeam.set(s.id, ranks?.get(s.predecessor_competition_group_standings ?? -1) ?? null);
    }
    const groupMatches = matchesByGroup.get(next) ?? [];
    const results = groupMatches.flatMap((m) => {
      const score = scores.get(m.id)!;
      if (!finished(m) || m.home_team_id === null || m.away_team_id === null) return [];
      if (score.homeScore === null || score.awayScore === null) return [];
      return [
        {
          homeTeamId: m.home_team_id,
          awayTeamId: m.away_team_id,
          homeScore: score.homeScore,
          awayScore: score.awayScore,
          homeGoalsCount: score.homeGoals,
          awayGoalsCount: score.awayGoals,
        },
      ];
    });
    const teamIds = slots.flatMap((s) => (slotTeam.get(s.id) == null ? [] : [slotTeam.get(s.id)!]));
    const table = computeStandings(teamIds, results);
    const complete = isGroupComplete(groupMatches.map((m) => ({ ...scores.get(m.id)!, finished: finished(m) })));
    let ranks: Map<number, number> | null = null;
    if (complete && bracket.get(next) && groupMatches.length === 1) {
      const m = groupMatches[0];
      const decided = knockoutRanks({
        homeTeamId: m.home_team_id,
        awayTeamId: m.away_team_id,
        ...scores.get(m.id)!,
        finished: true,
      });
      ranks = decided ? new Map(decided.map((r) => [r.standings, r.teamId])) : null;
    } else if (complete) ranks = new Map(table.map((r) => [r.standings, r.teamId]));
    ranksByGroup.set(next, ranks);
    for (const s of slots) {
      const teamId = slotTeam.get(s.id) ?? null;
      const row = table.find((r) => r.teamId === teamId);
      const zero = {
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
      const standings = bracket.get(next)
        ? ([...(ranks ?? [])].find(([, t]) => t === teamId)?.[0] ?? null)
        : (row?.standings ?? null);
      expected.set(s.id, { ...zero, ...(row ?? {}), teamId, standings });
    }
  }
  // Successor matches not started yet take their teams from the complete predecessors.
  const matchTeams = new Map<number, [number | null, number | null]>();
  for (const m of stored.matches) {
    if (m.stage !== 'not_started') continue;
    const team = (group: number | null, rank: number | null, current: number | null) =>
      group === null ? current : (ranksByGroup.get(group)?.get(rank ?? -1) ?? null);
    matchTeams.set(m.id, [
      team(m.home_team_competition_group_id, m.home_team_competition_standings, m.home_team_id),
      team(m.away_team_competition_group_id, m.away_team_competition_standings, m.away_team_id),
    ]);
  }
  return { slots: expected, matchTeams };
}

export type PlayerLine = {
  matches: number;
  goals: number;
  sevenMeterGoals: number;
  shootoutGoals: number;
  yellowCards: number;
  redCards: number;
  blueCards: number;
  twoMinutes: number;
};

/** Each category's player lines (by participant and team), counted from the stored events and rosters. */
export function statisticsFromEvents(stored: Stored): Map<string, Map<string, PlayerLine>> {
  const byId = new Map(stored.matches.map((m) => [m.id, m]));
  const codeOf = new Map(stored.categories.map((c) => [c.id, c.code]));
  const out = new Map<string, Map<string, PlayerLine>>(stored.categories.map((c) => [c.code, new Map()]));
  const matchesOf = new Map<string, Set<number>>();
  const keyOfRoster = new Map<number, string>();
  for (const p of stored.roster) {
    const m = byId.get(p.match_id);
    if (!m || m.stage === 'not_started' || m.walk_over) continue;
    const key = `${p.participant_id}:${p.team_id}`;
    keyOfRoster.set(p.id, key);
    const lines = out.get(codeOf.get(m.team_category_id)!)!;
    if (!lines.has(key)) {
      lines.set(key, {
        matches: 0,
        goals: 0,
        sevenMeterGoals: 0,
        shootoutGoals: 0,
        yellowCards: 0,
        redCards: 0,
        blueCards: 0,
        twoMinutes: 0,
      });
    }
    const seen = matchesOf.get(key + m.team_category_id) ?? new Set();
    seen.add(m.id);
    matchesOf.set(key + m.team_category_id, seen);
    lines.get(key)!.matches = seen.size;
  }
  const field: Record<string, keyof PlayerLine> = {
    goal: 'goals',
    'shootout-goal': 'shootoutGoals',
    'yellow-card': 'yellowCards',
    'red-card': 'redCards',
    'blue-card': 'blueCards',
    'two-minutes': 'twoMinutes',
  };
  for (const e of stored.events) {
    const key = keyOfRoster.get(e.competition_match_participant_id);
    const name = field[e.type_code];
    if (!key || !name) continue;
    const line = out.get(codeOf.get(byId.get(e.match_id)!.team_category_id)!)!.get(key)!;
    line[name]++;
    if (e.type_code === 'goal' && e.seven_meter_throw) line.sevenMeterGoals++;
  }
  return out;
}
