import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClubRegistration, InvoiceItemInput } from '@tms/domain/contract/club-office';
import { apiRequest } from '@/lib/api-client';
import { applyAdminClubRegistration } from './get-admin-club-registration';

/** POST …/invoice-items (no `itemId`) or PUT …/invoice-items/{itemId}: a manual item; the bill is priced again. */
export function useSaveInvoiceItemMutation(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: number | null; body: InvoiceItemInput }) =>
      itemId === null
        ? apiRequest<AdminClubRegistration>('createInvoiceItem', `/admin/club-registrations/${clubId}/invoice-items`, {
            method: 'POST',
            body,
          })
        : apiRequest<AdminClubRegistration>(
            'updateInvoiceItem',
            `/admin/club-registrations/${clubId}/invoice-items/${itemId}`,
            { method: 'PUT', body },
          ),
    onSuccess: (detail) => applyAdminClubRegistration(queryClient, detail),
  });
}
