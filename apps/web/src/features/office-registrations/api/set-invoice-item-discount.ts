import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClubRegistration } from '@tms/domain/contract/club-office';
import { apiRequest } from '@/lib/api-client';
import { applyAdminClubRegistration } from './get-admin-club-registration';

/** PUT …/invoice-items/{itemId}/discount: a discount in percent, kept on system items. */
export function useSetInvoiceItemDiscountMutation(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, discountPercent }: { itemId: number; discountPercent: string }) =>
      apiRequest<AdminClubRegistration>(
        'setInvoiceItemDiscount',
        `/admin/club-registrations/${clubId}/invoice-items/${itemId}/discount`,
        { method: 'PUT', body: { discountPercent } },
      ),
    onSuccess: (detail) => applyAdminClubRegistration(queryClient, detail),
  });
}
