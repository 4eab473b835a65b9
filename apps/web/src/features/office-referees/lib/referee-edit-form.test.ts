import { describe, expect, it } from 'vitest';
import { refereeEditField, refereeEditForm } from './referee-edit-form';

describe('refereeEditForm', () => {
  it('sends referee 1 and 2 in order with the lock', () => {
    expect(refereeEditForm.parse({ referee1: '7', referee2: '9', locked: true })).toEqual({
      refereeIds: [7, 9],
      locked: true,
    });
  });

  it('unassigns with both pickers empty and keeps one referee alone', () => {
    expect(refereeEditForm.parse({ referee1: null, referee2: null, locked: false }).refereeIds).toEqual([]);
    expect(refereeEditForm.parse({ referee1: '7', referee2: null, locked: false }).refereeIds).toEqual([7]);
  });

  it('refuses referee 2 without referee 1 and the same referee twice', () => {
    const alone = refereeEditForm.safeParse({ referee1: null, referee2: '9', locked: false });
    expect(alone.success).toBe(false);
    expect(alone.error?.issues[0]?.path).toEqual(['referee1']);
    const twice = refereeEditForm.safeParse({ referee1: '9', referee2: '9', locked: false });
    expect(twice.error?.issues[0]?.path).toEqual(['referee2']);
  });

  it('puts the server field messages on the pickers', () => {
    expect(refereeEditField('refereeIds.0')).toBe('referee1');
    expect(refereeEditField('refereeIds.1')).toBe('referee2');
    expect(refereeEditField('locked')).toBeNull();
  });
});
