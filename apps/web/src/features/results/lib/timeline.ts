import type { EventType, MatchEvent, MatchParticipant, MatchStageCode } from '@tms/domain/contract/competition';

export type Score = { home: number; away: number };
export type Side = 'home' | 'away';

export type TimelineItem =
  | { kind: 'stage'; key: string; stageCode: MatchStageCode }
  | {
      kind: 'event';
      key: string;
      event: MatchEvent;
      type: EventType | undefined;
      participant: MatchParticipant | undefined;
      side: Side | null;
      /** Score after this event, regular time (goals). */
      score: Score;
      /** Shoot-out tally after this event; null before the shoot-out. */
      shootout: Score | null;
      /** The event changed the score (goal or shoot-out goal). */
      scoring: boolean;
    };

type TimelineInput = {
  events: readonly MatchEvent[];
  roster: readonly MatchParticipant[];
  eventTypes: ReadonlyMap<number, EventType>;
  homeTeamId: number | null;
  awayTeamId: number | null;
  /** Order of the stages (by weight); events come sorted from the server, this keeps it robust. */
  stageWeight: (code: MatchStageCode) => number;
};

/**
 * Events in playing order with a stage marker wherever the stage changes (1st half, 2nd half,
 * shoot-out) and the running score after each event. Shoot-out goals count separately: the
 * regular-time score stays as it was at full time, the official result adds the shoot-out.
 */
export function buildTimeline({ events, roster, eventTypes, homeTeamId, awayTeamId, stageWeight }: TimelineInput) {
  const participants = new Map(roster.map((person) => [person.id, person]));
  const ordered = [...events].sort(
    (a, b) =>
      stageWeight(a.competitionMatchStageCode) - stageWeight(b.competitionMatchStageCode) ||
      a.minute - b.minute ||
      a.second - b.second ||
      a.createdTimestamp - b.createdTimestamp ||
      a.id - b.id,
  );
  const score: Score = { home: 0, away: 0 };
  let shootout: Score | null = null;
  let stage: MatchStageCode | null = null;
  const items: TimelineItem[] = [];
  for (const event of ordered) {
    if (event.competitionMatchStageCode !== stage) {
      stage = event.competitionMatchStageCode;
      items.push({ kind: 'stage', key: `stage-${stage}`, stageCode: stage });
    }
    const type = eventTypes.get(event.competitionEventTypeId);
    const participant =
      event.competitionMatchParticipantId === null ? undefined : participants.get(event.competitionMatchParticipantId);
    const side: Side | null =
      participant?.teamId === homeTeamId ? 'home' : participant?.teamId === awayTeamId ? 'away' : null;
    const increase = type?.scoreIncrease ?? 0;
    const scoring = increase > 0 && side !== null;
    if (scoring) {
      if (type?.code === 'shootout-goal' || event.competitionMatchStageCode === 'shootout') {
        shootout ??= { home: 0, away: 0 };
        shootout[side] += increase;
      } else {
        score[side] += increase;
      }
    }
    items.push({
      kind: 'event',
      key: `event-${event.id}`,
      event,
      type,
      participant,
      side,
      score: { ...score },
      shootout: shootout ? { ...shootout } : null,
      scoring,
    });
  }
  return items;
}

/** '07:05' from minute 7, second 5. */
export function formatClock(minute: number, second: number): string {
  return `${String(minute).padStart(2, '0')}:${String(second).padStart(2, '0')}`;
}
