import type { EventType, MatchDetail, MatchParticipant } from '@tms/domain/contract/competition';
import { eventClientId } from '@tms/domain/match-event-write';
import { mergeEvents } from '@tms/domain/offline-merge';
import type { OfflineRecord, QueuedEventData } from '../offline-queue/records';

/** One row of the reporter's timeline: a server event or a local copy that wins over it. */
export type TimelineEntry = {
  /** The event's key (see match-event-write): two devices may create events in the same millisecond. */
  key: string;
  createdTimestamp: number;
  minute: number;
  second: number;
  eventTypeId: number;
  participantId: number | null;
  secondaryParticipantId: number | null;
  stageId: number | null;
  sevenMeterThrow: boolean;
  /** A local change not uploaded yet. */
  pending: boolean;
  /** What editing or deleting starts from (with the server id when known). */
  data: QueuedEventData | null;
};

function fromServer(event: MatchDetail['events'][number]): TimelineEntry {
  return {
    key: eventClientId(event),
    createdTimestamp: event.createdTimestamp,
    minute: event.minute,
    second: event.second,
    eventTypeId: event.competitionEventTypeId,
    participantId: event.competitionMatchParticipantId,
    secondaryParticipantId: event.secondaryParticipantId,
    stageId: event.competitionMatchStageId,
    sevenMeterThrow: event.sevenMeterThrow,
    pending: false,
    data:
      event.competitionMatchParticipantId === null
        ? null
        : {
            id: event.id,
            minute: event.minute,
            second: event.second,
            createdTimestamp: event.createdTimestamp,
            ...(event.clientId ? { clientId: event.clientId } : {}),
            competitionEventTypeId: event.competitionEventTypeId,
            competitionMatchParticipantId: event.competitionMatchParticipantId,
            competitionMatchStageId: event.competitionMatchStageId,
            secondaryParticipantId: event.secondaryParticipantId,
            sevenMeterThrow: event.sevenMeterThrow,
          },
  };
}

function fromLocal(data: QueuedEventData, synced: boolean): TimelineEntry {
  return {
    key: eventClientId(data),
    createdTimestamp: data.createdTimestamp,
    minute: data.minute,
    second: data.second,
    eventTypeId: data.competitionEventTypeId,
    participantId: data.competitionMatchParticipantId,
    secondaryParticipantId: data.secondaryParticipantId ?? null,
    stageId: data.competitionMatchStageId ?? null,
    sevenMeterThrow: data.sevenMeterThrow ?? false,
    pending: !synced,
    data,
  };
}

/**
 * Server events and the queue's records merged (later modification wins, see offline-merge), newest
 * first: by stage order, then game time, then creation.
 */
export function timelineEntries(
  events: MatchDetail['events'],
  serverReceivedAt: number | null,
  records: readonly OfflineRecord[],
  stageWeight: (stageId: number | null) => number,
): TimelineEntry[] {
  const merged = mergeEvents(
    events,
    serverReceivedAt,
    records.map((record) => ({
      createdTimestamp: record.data.createdTimestamp,
      key: eventClientId(record.data),
      data: record.data,
      modifiedAt: record.modifiedAt,
      synced: record.synced === 1,
      deleted: record.deleted === 1,
    })),
    eventClientId,
  );
  const entries = merged.map((entry) =>
    entry.origin === 'server' ? fromServer(entry.event) : fromLocal(entry.data, entry.synced),
  );
  return entries.sort(
    (a, b) =>
      stageWeight(b.stageId) - stageWeight(a.stageId) ||
      b.minute * 60 + b.second - (a.minute * 60 + a.second) ||
      b.createdTimestamp - a.createdTimestamp,
  );
}

export type Score = { home: number; away: number; shootoutHome: number; shootoutAway: number };

/** Goals per team from the events (shoot-out goals apart), including changes not uploaded yet. */
export function scoreFromEntries(
  entries: readonly TimelineEntry[],
  roster: readonly Pick<MatchParticipant, 'id' | 'teamId'>[],
  eventTypes: ReadonlyMap<number, Pick<EventType, 'code' | 'scoreIncrease'>>,
  homeTeamId: number | null,
  awayTeamId: number | null,
): Score {
  const teamOf = new Map(roster.map((person) => [person.id, person.teamId]));
  const score: Score = { home: 0, away: 0, shootoutHome: 0, shootoutAway: 0 };
  for (const entry of entries) {
    const type = eventTypes.get(entry.eventTypeId);
    if (!type || type.scoreIncrease <= 0 || entry.participantId === null) continue;
    const team = teamOf.get(entry.participantId);
    const shootout = type.code === 'shootout-goal';
    if (team === homeTeamId && homeTeamId !== null) {
      if (shootout) score.shootoutHome += type.scoreIncrease;
      else score.home += type.scoreIncrease;
    } else if (team === awayTeamId && awayTeamId !== null) {
      if (shootout) score.shootoutAway += type.scoreIncrease;
      else score.away += type.scoreIncrease;
    }
  }
  return score;
}
