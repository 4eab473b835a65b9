import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceAccommodationInput } from '@tms/domain/contract/accommodation';
import type { z } from 'zod';
import type { placeAccommodation } from '@tms/domain/contract/accommodation';
import { apiRequest } from '@/lib/api-client';

export type PlaceAccommodation = z.infer<typeof placeAccommodation>;

const key = (placeId: number) => ['admin', 'places', 'accommodation', placeId] as const;

/** GET /admin/places/:id/accommodation: the place's kind and rooms or classrooms with beds. */
export function placeAccommodationQueryOptions(placeId: number) {
  return queryOptions({
    queryKey: key(placeId),
    queryFn: ({ signal }) =>
      apiRequest<PlaceAccommodation>('getPlaceAccommodation', `/admin/places/${placeId}/accommodation`, { signal }),
    meta: { userScoped: true },
  });
}

/** PUT /admin/places/:id/accommodation. */
export function useSavePlaceAccommodationMutation(placeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceAccommodationInput) =>
      apiRequest<PlaceAccommodation>('updatePlaceAccommodation', `/admin/places/${placeId}/accommodation`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(key(placeId), data);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'accommodation'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
