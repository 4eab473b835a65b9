import type { MatchClockInput } from '@tms/domain/contract/reporting';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matches } from '../../db/schema/index';
import type { SessionUser } from '../../plugins/session';
import { writeMatch } from './write-match';

/**
 * Stores the reporter's stopwatch (started, paused or set) with the server's time of arrival, and
 * announces it: the hall's screens run the clock on from there. Allowed after the final whistle
 * too: the stopwatch is paused when the match is over.
 */
export async function setClock(db: Db, user: SessionUser, matchId: number, clock: MatchClockInput) {
  return writeMatch(
    db,
    user,
    matchId,
    async (tx) => {
      await tx
        .update(matches)
        .set({ clockRunning: clock.running, clockElapsedMs: clock.elapsedMs, clockAt: new Date().toISOString() })
        .where(eq(matches.id, matchId));
    },
    { whenLocked: true },
  );
}
