import { describe, expect, it } from 'vitest';
import { auditDiff, hasChanges } from './audit-diff';

describe('auditDiff', () => {
  it('keeps only the fields an update changed, before and after', () => {
    const diff = auditDiff(
      { state: 'new', note: 'x', amount: '10.00', updatedAt: '2025-01-01' },
      { state: 'approved', note: 'x', amount: '10.00', updatedAt: '2025-02-01' },
    );
    expect(diff).toEqual({ oldValues: { state: 'new' }, newValues: { state: 'approved' } });
    expect(hasChanges(diff)).toBe(true);
  });

  it('answers nothing for an update that changes nothing (timestamps aside)', () => {
    const diff = auditDiff({ a: 1, list: [1, 2], updatedAt: 'a' }, { a: 1, list: [1, 2], updatedAt: 'b' });
    expect(diff).toEqual({ oldValues: null, newValues: null });
    expect(hasChanges(diff)).toBe(false);
  });

  it('treats a missing field as null and compares nested values by content', () => {
    expect(auditDiff({ a: null }, {})).toEqual({ oldValues: null, newValues: null });
    expect(auditDiff({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual({
      oldValues: { tags: ['a'] },
      newValues: { tags: ['a', 'b'] },
    });
  });

  it('keeps every value of a creation and of a deletion, dates as ISO text', () => {
    const at = new Date('2025-04-18T08:00:00Z');
    expect(auditDiff(null, { amount: '5.00', at, createdAt: 'x' })).toEqual({
      oldValues: null,
      newValues: { amount: '5.00', at: '2025-04-18T08:00:00.000Z' },
    });
    expect(auditDiff({ amount: '5.00' }, null)).toEqual({ oldValues: { amount: '5.00' }, newValues: null });
  });
});
