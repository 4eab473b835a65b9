import { useMutation } from '@tanstack/react-query';
import type { DrawResult } from '@tms/domain/contract/competition-builder';
import { apiRequest } from '@/lib/api-client';
import { COMPETITION_PATH } from './list-category-formats';

/** POST /admin/competition/draw: a draw preview from a seed; writes nothing. */
export function useDrawGroupsMutation() {
  return useMutation({
    mutationFn: (input: { categoryId: number; seed?: number }) =>
      apiRequest<DrawResult>('drawGroups', `${COMPETITION_PATH}/draw`, { method: 'POST', body: input }),
  });
}
