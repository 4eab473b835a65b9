import type { AdminConfigurationEntry } from '@tms/domain/contract/admin';
import type { TranslationBundle } from '@tms/domain/translation-overrides';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { translationsQueryKey } from '@/api/get-translations';
import { apiRequest } from '@/lib/api-client';
import { setSavedTranslationOverrides } from '@/lib/i18n';

/** Saves the overrides for everybody and applies them here at once (others get them by the live stream or poll). */
export function useSaveTranslationsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) =>
      apiRequest<AdminConfigurationEntry>('updateTranslations', '/admin/translations', {
        method: 'PUT',
        body: { value },
      }),
    onSuccess: (entry) => {
      const overrides = JSON.parse(entry.value ?? '{}') as TranslationBundle;
      queryClient.setQueryData(translationsQueryKey, overrides);
      setSavedTranslationOverrides(overrides);
    },
  });
}
