import pg from 'pg';
import { signIn } from './bench-push';
import { measureConcurrentWrites, type WriteTarget } from './bench-write-load';

const db = process.env.DB!;
const baseUrls = process.env.URLS!.split(',');
const client = new pg.Client({ connectionString: db });
await client.connect();
// One match per hall on the busiest day, put in play for the measurement.
const { rows } = await client.query(`
  select distinct on (m.place_id) m.id as "matchId",
    (select p.id from competition_match_participants p where p.match_id = m.id and not p.is_leader order by p.id limit 1) as "playerId"
  from competition_matches m where m.day = (select day from competition_matches group by day order by count(*) desc limit 1)
  and m.home_team_id is not null and m.away_team_id is not null
  order by m.place_id, m.time`);
const targets: WriteTarget[] = rows
  .filter((r) => r.playerId)
  .slice(0, Number(process.env.N ?? 41))
  .map((r) => ({ ...r, eventTypeId: 3 }));
await client.query(`update competition_matches set competition_match_stage_id = 2 where id = any($1)`, [
  targets.map((t) => t.matchId),
]);
await client.end();
console.log('targets', targets.length);
const session = await signIn(baseUrls[0], 'superadmin@example.com', 'handball2025');
const result = await measureConcurrentWrites(baseUrls, session, targets, Number(process.env.SECONDS ?? 10));
console.log(result);
process.exit(0);
