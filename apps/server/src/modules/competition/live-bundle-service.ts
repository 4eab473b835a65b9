import type { LiveBundle } from '@tms/domain/contract/competition';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groupStandings, matches } from '../../db/schema/index';
import { groupStandingsColumns, matchColumns } from './columns';

export async function getLiveBundle(db: DbOrTx): Promise<LiveBundle> {
  const [groupTeams, matchRows] = await Promise.all([
    db
      .select(groupStandingsColumns)
      .from(groupStandings)
      .orderBy(asc(groupStandings.competitionGroupId), asc(groupStandings.standings), asc(groupStandings.slot)),
    db.select(matchColumns).from(matches).orderBy(asc(matches.day), asc(matches.time), asc(matches.placeId)),
  ]);
  return { groupTeams, matches: matchRows };
}
