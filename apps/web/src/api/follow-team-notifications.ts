import type { PushFollowInput, PushFollowed } from '@tms/domain/contract/push';
import { apiRequest } from '@/lib/api-client';

/** Follows a team with push notices in `locale`; answers every team this browser follows. */
export function followTeamNotifications(input: PushFollowInput): Promise<PushFollowed> {
  return apiRequest<PushFollowed>('followTeamNotifications', '/web/push/subscriptions', {
    method: 'POST',
    body: input,
  });
}
