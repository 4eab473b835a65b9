import { MATCH_STAGE_CODES } from './constants';
import type { MatchDetail, MatchEvent } from './contract/competition';
import type { MatchEventBatchResult, MatchEventWrite } from './contract/reporting';

// An event's identity and how the answer of an event write meets a cached match detail. The server
// derives keys with the same functions the web uses for records queued before keys existed.

/**
 * The key of an event created without one (clients of the earlier scheme, which identified events by
 * their creation time): a fixed UUID (version 8) spelling the timestamp, so every upload of the same
 * old event gets the same key, on the server and on the device alike.
 */
export function legacyClientId(createdTimestamp: number): string {
  const hex = Math.trunc(createdTimestamp).toString(16).padStart(15, '0');
  return `00000000-0000-8000-8${hex.slice(-15, -12)}-${hex.slice(-12)}`;
}

/** The event's key: its own, or the one derived from its creation time. */
export function eventClientId(event: { clientId?: string | null; createdTimestamp: number }): string {
  return event.clientId ?? legacyClientId(event.createdTimestamp);
}

/** Stage order as the match detail sorts events (stages are listed in playing order). */
const stageOrder = (event: MatchEvent) => MATCH_STAGE_CODES.indexOf(event.competitionMatchStageCode);

/** The match detail's event order: stage, game time, then creation. */
export function compareMatchEvents(a: MatchEvent, b: MatchEvent): number {
  return (
    stageOrder(a) - stageOrder(b) ||
    a.minute - b.minute ||
    a.second - b.second ||
    a.createdTimestamp - b.createdTimestamp
  );
}

/**
 * The cached match detail after an event write: the event added or replaced (or removed), the match
 * summary, stage and links taken from the answer; roster and referees kept. An answer for another
 * match changes nothing.
 */
export function applyMatchEventWrite(detail: MatchDetail, answer: MatchEventWrite): MatchDetail {
  if (detail.match.id !== answer.match.id) return detail;
  const { event, removedEventId } = answer;
  let events = detail.events.filter((item) => item.id !== removedEventId && item.id !== event?.id);
  if (event) events = [...events, event].sort(compareMatchEvents);
  return { ...detail, events, match: answer.match, meta: answer.meta, links: answer.links };
}

/**
 * The cached match detail after an event batch: each sent event put in by its key (replacing the copy
 * with that key, or removing it when the answer has none), the match summary, stage and links taken
 * from the answer; roster and referees kept. An answer for another match changes nothing.
 */
export function applyMatchEventBatch(detail: MatchDetail, answer: MatchEventBatchResult): MatchDetail {
  if (detail.match.id !== answer.match.id) return detail;
  const byKey = new Map(answer.results.map((result) => [result.clientId, result.event]));
  const writtenIds = new Set(answer.results.flatMap((result) => (result.event ? [result.event.id] : [])));
  const kept = detail.events.filter((item) => !byKey.has(eventClientId(item)) && !writtenIds.has(item.id));
  const written = [...byKey.values()].filter((event): event is MatchEvent => event !== null);
  const events = [...kept, ...written].sort(compareMatchEvents);
  return { ...detail, events, match: answer.match, meta: answer.meta, links: answer.links };
}
