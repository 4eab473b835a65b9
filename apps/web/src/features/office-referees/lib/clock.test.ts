import { describe, expect, it } from 'vitest';
import { minutesBetween } from './clock';

describe('minutesBetween', () => {
  it('counts the minutes of a match', () => {
    expect(minutesBetween('09:40', '10:10')).toBe(30);
    expect(minutesBetween('9:05', '9:50')).toBe(45);
  });

  it('gives 0 for unreadable or reversed times', () => {
    expect(minutesBetween('x', '10:00')).toBe(0);
    expect(minutesBetween('10:00', '09:00')).toBe(0);
  });
});
