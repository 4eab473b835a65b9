import type { Match, MatchEvent, MatchStageCode } from '@tms/domain/contract/competition';
import type { MatchEventBatchResult, MatchEventWrite } from '@tms/domain/contract/reporting';
import type { matchEvents } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { matchLinks } from '../../policy';
import type { MatchRow, WrittenMatch } from './write-match';

// The answers of event writes, built from the rows the write's transaction returned: no read after it.

export type EventRow = typeof matchEvents.$inferSelect;

/** The match as the public sees it (`matchColumns`): the published day, time and hall; 404 for a match never published. */
export function publicMatch(row: MatchRow): Match {
  const { publishedDay: day, publishedTime: time, publishedPlaceId: placeId } = row;
  if (day === null || time === null || placeId === null) throw notFound('Match');
  return {
    id: row.id,
    homeTeamId: row.homeTeamId,
    awayTeamId: row.awayTeamId,
    homeTeamCompetitionGroupId: row.homeTeamCompetitionGroupId,
    awayTeamCompetitionGroupId: row.awayTeamCompetitionGroupId,
    homeTeamCompetitionStandings: row.homeTeamCompetitionStandings,
    awayTeamCompetitionStandings: row.awayTeamCompetitionStandings,
    matchNumber: row.matchNumber,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    homeGoalsCount: row.homeGoalsCount,
    awayGoalsCount: row.awayGoalsCount,
    walkOver: row.walkOver,
    day,
    time,
    placeId,
    competitionGroupId: row.competitionGroupId,
    competitionMatchStageId: row.competitionMatchStageId,
    matchLength: row.matchLength,
    streamUrl: row.streamUrl,
    endedInShootout: row.endedInShootout,
    meta: row.meta,
    teamCategoryId: row.teamCategoryId,
  };
}

/** An event row as the match detail lists it. */
export function toMatchEvent(row: EventRow, stageCodeById: Map<number, MatchStageCode>): MatchEvent {
  return {
    id: row.id,
    minute: row.minute,
    second: row.second,
    createdTimestamp: row.createdTimestamp,
    clientId: row.clientId,
    competitionEventTypeId: row.competitionEventTypeId,
    competitionMatchParticipantId: row.competitionMatchParticipantId,
    competitionMatchStageId: row.competitionMatchStageId,
    competitionMatchStageCode: stageCodeById.get(row.competitionMatchStageId)!,
    secondaryParticipantId: row.secondaryParticipantId,
    sevenMeterThrow: row.sevenMeterThrow,
  };
}

/** The match summary, its stage and the user's links, as every event write answers them. */
function summary(user: SessionUser, { row, stageCode, hallData }: WrittenMatch) {
  return {
    match: publicMatch(row),
    meta: { serverTime: new Date().toISOString(), stageCode },
    links: matchLinks(user, { id: row.id, hallData, stageCode }),
  };
}

/** The answer of an event write: the written event (none after a removal) and the match summary. */
export function eventWriteAnswer(
  user: SessionUser,
  written: WrittenMatch,
  change: { event: MatchEvent | null; removedEventId?: number },
): MatchEventWrite {
  return { event: change.event, removedEventId: change.removedEventId ?? null, ...summary(user, written) };
}

/** The answer of an event batch: each sent key with its stored event (null when not on the server) and the match summary. */
export function eventBatchAnswer(
  user: SessionUser,
  written: WrittenMatch,
  results: { clientId: string; event: MatchEvent | null }[],
): MatchEventBatchResult {
  return { results, ...summary(user, written) };
}
