import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClubRegistration } from '@tms/domain/contract/club-office';
import { apiRequest } from '@/lib/api-client';
import { applyAdminClubRegistration } from './get-admin-club-registration';

/** DELETE …/invoice-items/{itemId}: removes a manual item. */
export function useDeleteInvoiceItemMutation(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) =>
      apiRequest<AdminClubRegistration>(
        'deleteInvoiceItem',
        `/admin/club-registrations/${clubId}/invoice-items/${itemId}`,
        { method: 'DELETE' },
      ),
    onSuccess: (detail) => applyAdminClubRegistration(queryClient, detail),
  });
}
