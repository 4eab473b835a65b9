import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderCandidate } from '@tms/domain/contract/payments';
import { apiRequest } from '@/lib/api-client';

export type { ReminderCandidate } from '@tms/domain/contract/payments';

const key = ['admin', 'payments', 'reminders'] as const;

/** GET /admin/payments/reminders: who would get a reminder now. */
export function remindersQueryOptions() {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiRequest<ReminderCandidate[]>('previewPaymentReminders', '/admin/payments/reminders', { signal }),
    staleTime: 0,
    meta: { userScoped: true },
  });
}

/** POST /admin/payments/reminders. */
export function useSendRemindersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clubIds: number[]) =>
      apiRequest<{ sent: number; clubs: number; skipped: number }>(
        'sendPaymentReminders',
        '/admin/payments/reminders',
        {
          method: 'POST',
          body: { clubIds },
        },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
