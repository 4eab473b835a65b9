import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matchReferees, referees } from '../../db/schema/index';
import { invalid } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { writeMatch } from './write-match';

/** Referee 1 (required) and referee 2 of a match; both must be approved referees. */
export async function setReferees(
  db: Db,
  user: SessionUser,
  matchId: number,
  referee1Id: number | null,
  referee2Id: number | null | undefined,
) {
  return writeMatch(
    db,
    user,
    matchId,
    // Checked inside the write, after the hall: another hall's reporter learns 403, not which referees exist.
    async (tx) => {
      if (!referee1Id) throw invalid({ referee1Id: { key: 'referee1Required' } }, 'Referee 1 is required');
      if (referee2Id && referee2Id === referee1Id) throw invalid({ referee2Id: { key: 'duplicate' } });
      const ids = [referee1Id, referee2Id].filter((v): v is number => !!v);
      const approved = await tx
        .select({ id: referees.id })
        .from(referees)
        .where(and(inArray(referees.id, ids), eq(referees.registrationState, 'approved')));
      if (approved.length !== ids.length) {
        const field = approved.some((r) => r.id === referee1Id) ? 'referee2Id' : 'referee1Id';
        throw invalid({ [field]: { key: 'invalidValue' } });
      }
      await tx.delete(matchReferees).where(eq(matchReferees.matchId, matchId));
      // Recorded as the table's: the office sees it as a deviation from its assignment.
      await tx.insert(matchReferees).values(
        ids.map((refereeId, i) => ({
          matchId,
          refereeId,
          position: i + 1,
          source: 'table' as const,
          setByUserId: user.id,
        })),
      );
    },
    // Referees may be corrected after the match as well.
    { whenLocked: true },
  );
}
