import type { AdminConfigurationEntry } from '@tms/domain/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enumsQueryKey } from '@/api/get-enums';
import { translationsQueryKey } from '@/api/get-translations';
import { apiRequest } from '@/lib/api-client';
import { adminConfigurationQueryKey } from './get-admin-configuration';

/** Changes one value; the list and its history (and the public configuration the pages use) load again. */
export function useUpdateConfigurationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string | null }) =>
      apiRequest<AdminConfigurationEntry>('updateConfiguration', `/admin/configuration/${encodeURIComponent(key)}`, {
        method: 'PUT',
        body: { value },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminConfigurationQueryKey }),
        queryClient.invalidateQueries({ queryKey: enumsQueryKey }),
        queryClient.invalidateQueries({ queryKey: translationsQueryKey }),
      ]),
  });
}
