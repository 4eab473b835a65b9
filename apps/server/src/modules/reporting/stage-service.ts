import type { MatchStageCode } from '@tms/domain/constants';
import { WALKOVER_RESULTS, type WalkoverResult } from '@tms/domain/contract/reporting';
import { canChangeStage, canReopenStage, reopenTarget } from '@tms/domain/match-stages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matchEvents, matches } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { canReopenMatch } from '../../policy';
import { writeMatch } from './write-match';

// Where a match stands and how it ends: stage changes and approval, reopening, walkover, typed score.

export async function changeStage(db: Db, user: SessionUser, matchId: number, stageId: number) {
  return writeMatch(
    db,
    user,
    matchId,
    async (tx, ctx) => {
      const target = ctx.stages.byId.get(stageId);
      if (!target) throw notFound('Stage');
      if (!canChangeStage(ctx.stageCode, target)) {
        throw conflict('invalid_transition', `A match cannot go from ${ctx.stageCode} to ${target}`);
      }
      if (target === 'waiting_for_approval' && (ctx.match.homeTeamId === null || ctx.match.awayTeamId === null)) {
        throw conflict('teams_unknown', 'Both teams must be known before the match is finished');
      }
      await tx.update(matches).set({ competitionMatchStageId: stageId }).where(eq(matches.id, matchId));
    },
    // Approval moves a match that waits for it.
    { whenLocked: true },
  );
}

export async function reopen(db: Db, user: SessionUser, matchId: number) {
  return writeMatch(
    db,
    user,
    matchId,
    async (tx, ctx) => {
      if (!canReopenStage(ctx.stageCode)) {
        throw conflict('invalid_transition', 'Only a match waiting for approval or finished can be reopened');
      }
      if (!canReopenMatch(user, ctx.access)) {
        throw forbidden('Only a super reporter or an admin can reopen an approved match');
      }
      const played = await tx
        .selectDistinct({ stageId: matchEvents.competitionMatchStageId })
        .from(matchEvents)
        .where(eq(matchEvents.matchId, matchId));
      const playedStageCodes = new Set<MatchStageCode>(played.flatMap((row) => ctx.stages.byId.get(row.stageId) ?? []));
      const back = reopenTarget({
        playedStageCodes,
        walkOver: ctx.match.walkOver,
        scoreEntered: ctx.match.scoreEntered,
      });
      await tx
        .update(matches)
        .set({ competitionMatchStageId: ctx.stages.byCode.get(back)!, walkOver: false, scoreEntered: false })
        .where(eq(matches.id, matchId));
    },
    { whenLocked: true },
  );
}

export async function walkover(db: Db, user: SessionUser, matchId: number, result: WalkoverResult) {
  const [homeScore, awayScore] = WALKOVER_RESULTS[result];
  return writeMatch(db, user, matchId, async (tx, ctx) => {
    await tx
      .update(matches)
      .set({
        walkOver: true,
        homeScore,
        awayScore,
        competitionMatchStageId: ctx.stages.byCode.get('waiting_for_approval')!,
      })
      .where(eq(matches.id, matchId));
  });
}

export async function enterScore(db: Db, user: SessionUser, matchId: number, homeScore: number, awayScore: number) {
  return writeMatch(db, user, matchId, async (tx, ctx) => {
    await tx
      .update(matches)
      .set({
        scoreEntered: true,
        walkOver: false,
        homeScore,
        awayScore,
        competitionMatchStageId: ctx.stages.byCode.get('waiting_for_approval')!,
      })
      .where(eq(matches.id, matchId));
  });
}
