import { describe, expect, it } from 'vitest';
import { isOffered, offeredRecords } from './offered';

const records = [
  { id: 1, isActive: true },
  { id: 2, isActive: false },
  { id: 3, isActive: true },
  { id: 4, isActive: false },
];

describe('offered records', () => {
  it('offers the active records and the inactive ones already held, in order', () => {
    expect(offeredRecords(records).map((r) => r.id)).toEqual([1, 3]);
    expect(offeredRecords(records, [4, null, undefined]).map((r) => r.id)).toEqual([1, 3, 4]);
    expect(offeredRecords(records, new Set([2, 4])).map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a new choice of an inactive record', () => {
    expect(isOffered(records[0])).toBe(true);
    expect(isOffered(records[1])).toBe(false);
    expect(isOffered(records[1], [1, 3, null])).toBe(false);
    expect(isOffered(records[1], [2])).toBe(true);
  });
});
