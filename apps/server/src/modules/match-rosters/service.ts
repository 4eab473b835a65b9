import type { MatchRosterInput, MatchRosterView, RosterSide } from '@tms/domain/contract/match-rosters';
import { isRosterClosed } from '@tms/domain/match-roster';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { matchRosters, matchStages } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { notifyMatchChange } from '../live/notify';
import { matchRosterView, teamAccess, teamOnSide } from './read';
import { closeMatchRoster, replaceMatchRoster } from './replace';
import { enforceTeamRoster, loadTeamRosterRules } from './rules';

const CLOSED_MESSAGE =
  "Roster is closed and cannot be edited - if changes are necessary, contact the hall staff at the timekeeper's table.";

/**
 * A club's change of one match roster: lock the match row (it serialises with the hall's writes and
 * stage changes), check who, refuse a closed roster (409), check the rules (400), change, all in one
 * transaction; answers the fresh roster.
 */
async function changeClubRoster(
  db: Db,
  user: SessionUser,
  matchId: number,
  side: RosterSide,
  input: MatchRosterInput,
  change: (tx: Tx, teamId: number) => Promise<void>,
): Promise<MatchRosterView> {
  await db.transaction(async (tx) => {
    const { match, teamId } = await teamOnSide(tx, matchId, side, true);
    await teamAccess(tx, user, teamId);
    const [[stage], [roster]] = await Promise.all([
      tx.select({ code: matchStages.code }).from(matchStages).where(eq(matchStages.id, match.competitionMatchStageId)),
      tx
        .select({ confirmedAt: matchRosters.confirmedAt })
        .from(matchRosters)
        .where(and(eq(matchRosters.matchId, matchId), eq(matchRosters.teamId, teamId)))
        .for('update'),
    ]);
    if (isRosterClosed({ confirmedAt: roster?.confirmedAt, matchStageCode: stage.code })) {
      throw new HttpError('roster_closed', CLOSED_MESSAGE);
    }
    enforceTeamRoster(input, await loadTeamRosterRules(tx, teamId), 'club');
    const draft = { draft: input.participants, savedAt: new Date().toISOString(), savedById: user.id };
    await tx
      .insert(matchRosters)
      .values({ matchId, teamId, ...draft })
      .onConflictDoUpdate({ target: [matchRosters.matchId, matchRosters.teamId], set: draft });
    await change(tx, teamId);
  });
  return matchRosterView(db, user, matchId, side);
}

/** PUT /matches/{matchId}/rosters/{side}: the club's draft; it stays open and off the public match page. */
export function saveMatchRoster(db: Db, user: SessionUser, matchId: number, side: RosterSide, input: MatchRosterInput) {
  return changeClubRoster(db, user, matchId, side, input, async () => {});
}

/**
 * POST /matches/{matchId}/rosters/{side}/confirm: saves, makes it the match's roster (the hall and
 * the public see it) and closes it for the club.
 */
export function confirmMatchRoster(
  db: Db,
  user: SessionUser,
  matchId: number,
  side: RosterSide,
  input: MatchRosterInput,
) {
  return changeClubRoster(db, user, matchId, side, input, async (tx, teamId) => {
    await replaceMatchRoster(tx, matchId, teamId, input);
    await closeMatchRoster(tx, matchId, teamId, user.id);
    await notifyMatchChange(tx, matchId);
  });
}
