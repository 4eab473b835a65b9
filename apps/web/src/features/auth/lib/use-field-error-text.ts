import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeFieldMessage, type FieldMessage, isFieldMessageKey } from './form-errors';

const count = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

export function translateFieldMessage(t: TFunction<'auth'>, message: FieldMessage): string {
  const params = message.params ?? {};
  const key = isFieldMessageKey(message.key) ? message.key : 'invalidValue';
  switch (key) {
    case 'minLength':
      return t('validation.minLength', { count: count(params.min) });
    case 'maxLength':
      return t('validation.maxLength', { count: count(params.max) });
    case 'minItems':
      return t('validation.minItems', { count: count(params.min) });
    case 'maxItems':
      return t('validation.maxItems', { count: count(params.max) });
    case 'min':
      return t('validation.min', { min: String(params.min ?? '') });
    case 'max':
      return t('validation.max', { max: String(params.max ?? '') });
    default:
      return t(`validation.${key}`);
  }
}

/** Turns the encoded message of a react-hook-form field error into text in the current language. */
export function useFieldErrorText(): (encoded: string | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return useCallback(
    (encoded: string | undefined) => {
      const message = decodeFieldMessage(encoded);
      return message ? translateFieldMessage(t, message) : undefined;
    },
    [t],
  );
}
