import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealSeats, MealSeatsInput } from '@tms/domain/contract/catering';
import { apiRequest } from '@/lib/api-client';

// A restaurant's seats per meal slot, edited in the place modal. The keys sit under the catering
// page's (['admin', 'catering']) so that a change refreshes the day's plan there.
const cateringKey = ['admin', 'catering'] as const;

const seatsPath = (placeId: number) => `/admin/places/${placeId}/meal-seats`;

export function mealSeatsQueryOptions(placeId: number) {
  return queryOptions({
    queryKey: [...cateringKey, 'seats', placeId],
    queryFn: ({ signal }) => apiRequest<MealSeats>('getRestaurantMealSeats', seatsPath(placeId), { signal }),
    meta: { userScoped: true },
  });
}

/** PUT /admin/places/{id}/meal-seats */
export function useSetMealSeatsMutation(placeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MealSeatsInput) =>
      apiRequest<MealSeats>('setRestaurantMealSeats', seatsPath(placeId), { method: 'PUT', body }),
    onSuccess: (seats) => {
      queryClient.setQueryData([...cateringKey, 'seats', placeId], seats);
      void queryClient.invalidateQueries({ queryKey: [...cateringKey, 'day'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
