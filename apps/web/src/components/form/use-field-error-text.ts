import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decodeFieldMessage, type FieldMessageTexts, translateFieldMessage } from '@/lib/field-message';

/** Turns a field's react-hook-form error into text in the current language (undefined without an error). */
export function useFieldErrorText(): (error: FieldError | undefined, texts?: FieldMessageTexts) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback(
    (error: FieldError | undefined, texts?: FieldMessageTexts) => {
      const message = decodeFieldMessage(error?.message);
      return message ? translateFieldMessage(t, message, texts) : undefined;
    },
    [t],
  );
}
