import { describe, expect, it } from 'vitest';
import { clientMessages } from '@/test/form';
import { isPlausibleResetToken, passwordResetForm } from './password-reset-form';

describe('password reset form', () => {
  it('reports a mismatched confirmation on the confirmation field', async () => {
    expect(await clientMessages(passwordResetForm, { password: 'handball2026', confirmation: 'handball2027' })).toEqual(
      {
        confirmation: { key: 'passwordMismatch' },
      },
    );
    expect(await clientMessages(passwordResetForm, { password: 'handball2026', confirmation: 'handball2026' })).toEqual(
      {},
    );
  });

  it('sends only tokens that can be valid', () => {
    expect(isPlausibleResetToken('a'.repeat(43))).toBe(true);
    expect(isPlausibleResetToken('short')).toBe(false);
    expect(isPlausibleResetToken(null)).toBe(false);
  });
});
