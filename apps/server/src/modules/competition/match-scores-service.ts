import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/*
 * Scores are derived from events, never incremented: running this twice gives the same data.
 */

/** One array parameter instead of one parameter per id, so any number of ids fits in a statement. */
function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/**
 * The numbers a match derives from its events, one row per match of `m` (competition_matches) that
 * `where` keeps: id, home_goals_count, away_goals_count, home_score, away_score, ended_in_shootout.
 * Walkovers keep what they have (their official score is 5:0, 0:5 or 0:0); a score the reporter
 * typed in (scoreEntered) stays as typed while its goals counts still follow the events.
 */
export function derivedScores(where: SQL): SQL {
  return sql`
    select
      id,
      case when walk_over then stored_home_goals else home_goals end as home_goals_count,
      case when walk_over then stored_away_goals else away_goals end as away_goals_count,
      case
        when walk_over or score_entered then stored_home_score
        when stage_code = 'not_started' and events = 0 then null
        else home_goals + home_shootout
      end as home_score,
      case
        when walk_over or score_entered then stored_away_score
        when stage_code = 'not_started' and events = 0 then null
        else away_goals + away_shootout
      end as away_score,
      case
        when walk_over or score_entered then stored_ended_in_shootout
        else stage_code = 'finished' and shootout > 0
      end as ended_in_shootout
    from (
      select
        m.id,
        m.walk_over,
        m.score_entered,
        m.home_goals_count as stored_home_goals,
        m.away_goals_count as stored_away_goals,
        m.home_score as stored_home_score,
        m.away_score as stored_away_score,
        m.ended_in_shootout as stored_ended_in_shootout,
        s.code as stage_code,
        count(e.id)::int as events,
        (count(*) filter (where et.code = 'goal' and p.team_id = m.home_team_id))::int as home_goals,
        (count(*) filter (where et.code = 'goal' and p.team_id = m.away_team_id))::int as away_goals,
        (count(*) filter (where et.code = 'shootout-goal' and p.team_id = m.home_team_id))::int as home_shootout,
        (count(*) filter (where et.code = 'shootout-goal' and p.team_id = m.away_team_id))::int as away_shootout,
        (count(*) filter (where et.code = 'shootout-goal'))::int as shootout
      from competition_matches m
      join match_stages s on s.id = m.competition_match_stage_id
      left join competition_match_events e on e.match_id = m.id
      left join competition_event_types et on et.id = e.competition_event_type_id
      left join competition_match_participants p on p.id = e.competition_match_participant_id
      where ${where}
      group by m.id, m.walk_over, m.score_entered, m.home_goals_count, m.away_goals_count, m.home_score,
        m.away_score, m.ended_in_shootout, s.code
    ) as counted`;
}

/** Goals counts and official scores of matches from their events, in one set-based statement. */
export async function recomputeMatchScores(tx: DbOrTx, matchIds?: readonly number[]): Promise<void> {
  if (matchIds && matchIds.length === 0) return;
  const only = matchIds ? sql`m.id = any(${intArray(matchIds)}::int[])` : sql`true`;
  await tx.execute(sql`
    with next as (${derivedScores(only)})
    update competition_matches m set
      home_goals_count = n.home_goals_count,
      away_goals_count = n.away_goals_count,
      home_score = n.home_score,
      away_score = n.away_score,
      ended_in_shootout = n.ended_in_shootout,
      updated_at = now()
    from next n
    where m.id = n.id
      and (
        m.home_goals_count is distinct from n.home_goals_count
        or m.away_goals_count is distinct from n.away_goals_count
        or m.home_score is distinct from n.home_score
        or m.away_score is distinct from n.away_score
        or m.ended_in_shootout is distinct from n.ended_in_shootout
      )
  `);
}
