import { loginInput, registerInput } from '@tms/domain/contract/auth';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { decodeFieldMessage, encodeFieldMessage, formResolver, serverFieldErrors } from './form-errors';
import { passwordResetForm } from './password-reset-form';
import { translateFieldMessage } from './use-field-error-text';

/** Field -> message as the form's resolver reports it for `values`. */
async function clientMessages<Values extends FieldValues, Output>(schema: z.ZodType<Output, Values>, values: Values) {
  const result = await formResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, decodeFieldMessage(error?.message as string)]),
  );
}

describe('client-side messages', () => {
  it('maps the shared contract rules to the stable keys the server uses', async () => {
    expect(
      await clientMessages(registerInput, {
        firstName: '  ',
        lastName: 'x'.repeat(101),
        email: 'nope',
        password: 'short',
      }),
    ).toEqual({
      firstName: { key: 'required' },
      lastName: { key: 'maxLength', params: { max: 100 } },
      email: { key: 'email' },
      password: { key: 'minLength', params: { min: 8 } },
    });
    expect(await clientMessages(loginInput, { email: '', password: '' })).toEqual({
      email: { key: 'required' },
      password: { key: 'required' },
    });
  });

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

  it('round-trips through the form error string', () => {
    const message = { key: 'minLength', params: { min: 8 } };
    expect(decodeFieldMessage(encodeFieldMessage(message))).toEqual(message);
    expect(decodeFieldMessage('Some plain text')).toEqual({ key: 'invalidValue' });
    expect(decodeFieldMessage(undefined)).toBeNull();
  });
});

describe('server field errors', () => {
  const validation = new ApiError('register', 400, {
    error: 'validation_error',
    message: 'Invalid body',
    fields: {
      email: { key: 'email' },
      password: { key: 'minLength', params: { min: 8 } },
      locale: { key: 'invalidValue' },
    },
  });

  it('puts errors on the form fields and keeps the rest apart', () => {
    expect(serverFieldErrors(validation, ['firstName', 'email', 'password'])).toEqual({
      fields: { email: { key: 'email', params: undefined }, password: { key: 'minLength', params: { min: 8 } } },
      other: [{ key: 'invalidValue', params: undefined }],
    });
  });

  it('ignores errors that are not validation errors', () => {
    expect(
      serverFieldErrors(new ApiError('login', 401, { error: 'invalid_credentials', message: 'x' }), ['email']),
    ).toBeNull();
    expect(serverFieldErrors(new Error('offline'), ['email'])).toBeNull();
  });

  it('translates the keys with their parameters in both languages', () => {
    const en = i18n.getFixedT('en', 'auth');
    const cs = i18n.getFixedT('cs', 'auth');
    expect(translateFieldMessage(en, { key: 'minLength', params: { min: 8 } })).toBe('Minimum length is 8 characters');
    expect(translateFieldMessage(cs, { key: 'minLength', params: { min: 8 } })).toBe('Minimální délka je 8 znaků');
    expect(translateFieldMessage(cs, { key: 'maxLength', params: { max: 2 } })).toBe('Maximální délka je 2 znaky');
    expect(translateFieldMessage(en, { key: 'required' })).toBe('This field is required');
    expect(translateFieldMessage(cs, { key: 'email' })).toBe('E-mailová adresa není platná');
    expect(translateFieldMessage(en, { key: 'somethingNew' })).toBe('Invalid value');
  });
});
