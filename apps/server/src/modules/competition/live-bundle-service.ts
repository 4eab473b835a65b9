import type { LiveBundleWire } from '@tms/domain/contract/competition';
import { writeLiveBundle } from '@tms/domain/live-bundle';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groupStandings, matches } from '../../db/schema/index';
import { groupStandingsColumns, isPublished, liveMatchColumns } from './columns';

/** The live bundle in the compact form sent (see packages/domain/src/live-bundle.ts). */
export async function getLiveBundle(db: DbOrTx): Promise<LiveBundleWire> {
  const [groupTeams, matchRows] = await Promise.all([
    db
      .select(groupStandingsColumns)
      .from(groupStandings)
      .orderBy(asc(groupStandings.competitionGroupId), asc(groupStandings.standings), asc(groupStandings.slot)),
    db
      .select(liveMatchColumns)
      .from(matches)
      .where(isPublished)
      .orderBy(asc(matches.publishedDay), asc(matches.publishedTime), asc(matches.publishedPlaceId)),
  ]);
  return writeLiveBundle(matchRows, groupTeams);
}

/**
 * The office's view of the same bundle: every match at its draft day, time and hall (applied or
 * moved, published or not), so the back-office timeline shows what the next publication makes public.
 */
export async function getDraftBundle(db: DbOrTx): Promise<LiveBundleWire> {
  const [groupTeams, matchRows] = await Promise.all([
    db
      .select(groupStandingsColumns)
      .from(groupStandings)
      .orderBy(asc(groupStandings.competitionGroupId), asc(groupStandings.standings), asc(groupStandings.slot)),
    db
      .select({ ...liveMatchColumns, day: matches.day, time: matches.time, placeId: matches.placeId })
      .from(matches)
      .orderBy(asc(matches.day), asc(matches.time), asc(matches.placeId)),
  ]);
  return writeLiveBundle(matchRows, groupTeams);
}
