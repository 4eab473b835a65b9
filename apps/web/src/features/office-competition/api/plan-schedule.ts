import { useMutation } from '@tanstack/react-query';
import type { PlannedMatch } from '@tms/domain/contract/competition-builder';
import type { ScheduleQuality } from '@tms/domain/schedule/quality';
import { apiRequest } from '@/lib/api-client';
import { COMPETITION_PATH } from './list-category-formats';

export type SchedulePlan = {
  /** The seed the plan was made from; planning again with it gives the same plan. */
  seed: number;
  matches: PlannedMatch[];
  conflicts: { rule: string; matchIds: string[] }[];
  unplaced: string[];
  quality: ScheduleQuality;
};

/** POST /admin/competition/schedule: a plan with its conflicts and quality figures; writes nothing. */
export function usePlanScheduleMutation() {
  return useMutation({
    mutationFn: (input: { categoryIds?: number[]; seed?: number }) =>
      apiRequest<SchedulePlan>('planSchedule', `${COMPETITION_PATH}/schedule`, { method: 'POST', body: input }),
  });
}
