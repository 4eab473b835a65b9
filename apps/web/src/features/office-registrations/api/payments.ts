import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClubRegistration } from '@tms/domain/contract/club-office';
import type { ListPage } from '@tms/domain/contract/list';
import type { PaymentInput, PaymentRow } from '@tms/domain/contract/payments';
import { apiRequest } from '@/lib/api-client';
import { applyAdminClubRegistration } from './get-admin-club-registration';

export type { PaymentRow } from '@tms/domain/contract/payments';

export const PAYMENTS_PATH = '/admin/payments';

/** GET /admin/payments with a list query. */
export function paymentsQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: ['admin', 'payments', 'list', query],
    queryFn: ({ signal }) => apiRequest<ListPage<PaymentRow>>('listPayments', PAYMENTS_PATH, { signal, query }),
    placeholderData: keepPreviousData,
    meta: { userScoped: true },
  });
}

/** POST /admin/payments: answers the club's registration with its new finance. */
export function useCreatePaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentInput) =>
      apiRequest<AdminClubRegistration>('createPayment', PAYMENTS_PATH, { method: 'POST', body }),
    onSuccess: (detail) => applyAdminClubRegistration(queryClient, detail),
  });
}

/** DELETE /admin/payments/{id}. */
export function useDeletePaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) =>
      apiRequest<AdminClubRegistration>('deletePayment', `${PAYMENTS_PATH}/${paymentId}`, { method: 'DELETE' }),
    onSuccess: (detail) => applyAdminClubRegistration(queryClient, detail),
  });
}
