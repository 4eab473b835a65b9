import type { PlayerStatistics } from '@tms/domain/contract/competition';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { teamCategories } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';

/** Player statistics of one category, counted from events only (never from stored scores). */
export async function getCategoryStatistics(db: DbOrTx, categoryCode: string): Promise<PlayerStatistics[]> {
  const [category] = await db
    .select({ id: teamCategories.id })
    .from(teamCategories)
    .where(sql`${teamCategories.code} = ${categoryCode}`);
  if (!category) throw notFound('Category');
  const rows = await queryRows<{
    participant_id: number;
    team_id: number;
    first_name: string;
    last_name: string;
    is_leader: boolean;
    matches: number;
    goals: number;
    seven_meter_goals: number;
    shootout_goals: number;
    yellow_cards: number;
    red_cards: number;
    blue_cards: number;
    two_minutes: number;
  }>(
    db,
    sql`
    with played as (
      select mp.id, mp.participant_id, mp.team_id, mp.match_id, mp.is_leader
      from competition_match_participants mp
      join competition_matches m on m.id = mp.match_id
      join match_stages s on s.id = m.competition_match_stage_id
      where m.team_category_id = ${category.id} and s.code <> 'not_started' and not m.walk_over
    ),
    counted as (
      select e.competition_match_participant_id as mp_id,
        count(*) filter (where t.code = 'goal') as goals,
        count(*) filter (where t.code = 'goal' and e.seven_meter_throw) as seven_meter_goals,
        count(*) filter (where t.code = 'shootout-goal') as shootout_goals,
        count(*) filter (where t.code = 'yellow-card') as yellow_cards,
        count(*) filter (where t.code = 'red-card') as red_cards,
        count(*) filter (where t.code = 'blue-card') as blue_cards,
        count(*) filter (where t.code = 'two-minutes') as two_minutes
      from competition_match_events e
      join competition_event_types t on t.id = e.competition_event_type_id
      where e.competition_match_participant_id in (select id from played)
      group by e.competition_match_participant_id
    )
    select p.participant_id, p.team_id, pe.first_name, pe.last_name, bool_or(p.is_leader) as is_leader,
      count(distinct p.match_id)::int as matches,
      coalesce(sum(c.goals), 0)::int as goals,
      coalesce(sum(c.seven_meter_goals), 0)::int as seven_meter_goals,
      coalesce(sum(c.shootout_goals), 0)::int as shootout_goals,
      coalesce(sum(c.yellow_cards), 0)::int as yellow_cards,
      coalesce(sum(c.red_cards), 0)::int as red_cards,
      coalesce(sum(c.blue_cards), 0)::int as blue_cards,
      coalesce(sum(c.two_minutes), 0)::int as two_minutes
    from played p
    join participants pe on pe.id = p.participant_id
    left join counted c on c.mp_id = p.id
    group by p.participant_id, p.team_id, pe.first_name, pe.last_name
    order by goals desc, pe.last_name, pe.first_name
  `,
  );
  return rows.map((r) => ({
    participantId: r.participant_id,
    teamId: r.team_id,
    firstName: r.first_name,
    lastName: r.last_name,
    isLeader: r.is_leader,
    matches: r.matches,
    goals: r.goals,
    sevenMeterGoals: r.seven_meter_goals,
    shootoutGoals: r.shootout_goals,
    average: r.matches > 0 ? Math.round((r.goals / r.matches) * 100) / 100 : 0,
    yellowCards: r.yellow_cards,
    redCards: r.red_cards,
    blueCards: r.blue_cards,
    twoMinutes: r.two_minutes,
  }));
}
