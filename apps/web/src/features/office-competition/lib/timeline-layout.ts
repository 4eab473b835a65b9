import { formatTime, parseTime } from '@tms/domain/schedule/rules';

/** Horizontal scale of the timeline: pixels per minute. */
export const PX_PER_MINUTE = 2;
/** Drops land on a whole five minutes, the grain of the schedule. */
export const SNAP_MINUTES = 5;

export type TimelineItem = { time: string; length: number };
export type TimelineRange = { start: number; end: number };

/**
 * The minutes of the day the timeline spans: whole hours around every match of the day, and at
 * least the halls' usual 08:00-20:00, so a match can be dragged to an empty morning or evening.
 */
export function timelineRange(items: readonly TimelineItem[]): TimelineRange {
  let start = 8 * 60;
  let end = 20 * 60;
  for (const item of items) {
    const from = parseTime(item.time);
    start = Math.min(start, from);
    end = Math.max(end, from + item.length);
  }
  return { start: Math.floor(start / 60) * 60, end: Math.min(24 * 60, Math.ceil(end / 60) * 60) };
}

/** Where a match starting at `time` begins on the timeline, in pixels from its left edge. */
export function timeToOffset(time: string, range: TimelineRange, scale = PX_PER_MINUTE): number {
  return (parseTime(time) - range.start) * scale;
}

/** Width of a match block lasting `minutes`. */
export function lengthToWidth(minutes: number, scale = PX_PER_MINUTE): number {
  return minutes * scale;
}

/** The start time a drop `offset` pixels from the timeline's left edge means, snapped and kept in range. */
export function offsetToTime(offset: number, range: TimelineRange, scale = PX_PER_MINUTE): string {
  const minutes = range.start + Math.round(offset / scale / SNAP_MINUTES) * SNAP_MINUTES;
  return formatTime(Math.min(Math.max(minutes, range.start), range.end - SNAP_MINUTES));
}

/** The full hours shown as ticks along the time axis. */
export function hourTicks(range: TimelineRange): string[] {
  const ticks: string[] = [];
  for (let at = range.start; at <= range.end; at += 60) ticks.push(formatTime(at));
  return ticks;
}
