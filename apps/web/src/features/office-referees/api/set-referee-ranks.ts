import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefereeRanks, RefereeRanksInput } from '@tms/domain/contract/referee-assignments';
import { apiRequest } from '@/lib/api-client';
import { refereeAssignmentsKey } from './get-referee-board';
import { REFEREE_RANKS_PATH } from './get-referee-ranks';

/** PUT /admin/referee-ranks: replaces the level → rank mapping. */
export function useSetRefereeRanksMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefereeRanksInput) =>
      apiRequest<RefereeRanks>('setRefereeRanks', REFEREE_RANKS_PATH, { method: 'PUT', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: refereeAssignmentsKey }),
  });
}
