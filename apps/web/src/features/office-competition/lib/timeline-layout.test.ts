import { describe, expect, it } from 'vitest';
import { hourTicks, lengthToWidth, offsetToTime, timelineRange, timeToOffset } from './timeline-layout';

describe('timeline layout', () => {
  it('spans whole hours around the day and at least 08:00-20:00', () => {
    expect(timelineRange([])).toEqual({ start: 480, end: 1200 });
    expect(
      timelineRange([
        { time: '07:40', length: 30 },
        { time: '20:10', length: 40 },
      ]),
    ).toEqual({ start: 420, end: 1260 });
    // A match ending after midnight still ends the axis at midnight.
    expect(timelineRange([{ time: '23:30', length: 50 }]).end).toBe(1440);
  });

  it('places a start time and a length along the axis', () => {
    const range = { start: 480, end: 1200 };
    expect(timeToOffset('08:00', range)).toBe(0);
    expect(timeToOffset('10:45', range)).toBe(330);
    expect(timeToOffset('10:45', range, 1)).toBe(165);
    expect(lengthToWidth(40)).toBe(80);
  });

  it('turns a drop position back into a start time on a five-minute grain, kept within the day', () => {
    const range = { start: 480, end: 1200 };
    expect(offsetToTime(330, range)).toBe('10:45');
    expect(offsetToTime(333, range)).toBe('10:45');
    expect(offsetToTime(336, range)).toBe('10:50');
    expect(offsetToTime(-50, range)).toBe('08:00');
    expect(offsetToTime(5000, range)).toBe('19:55');
    for (const time of ['08:05', '12:30', '19:55']) expect(offsetToTime(timeToOffset(time, range), range)).toBe(time);
  });

  it('ticks every full hour of the range', () => {
    expect(hourTicks({ start: 480, end: 720 })).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00']);
  });
});
