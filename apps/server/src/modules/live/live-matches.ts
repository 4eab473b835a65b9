import type { LiveMatch } from '@tms/domain/contract/competition';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matches } from '../../db/schema/index';
import { isPublished, liveMatchColumns } from '../competition/columns';

/** The public rows of the matches of a burst of changes, in the live bundle's columns; unpublished ones are left out. */
export function readLiveMatches(db: Db, matchIds: number[]): Promise<LiveMatch[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .select(liveMatchColumns)
    .from(matches)
    .where(and(inArray(matches.id, matchIds), isPublished));
}
