import type { PushFollowed, PushUnfollowInput } from '@tms/domain/contract/push';
import { apiRequest } from '@/lib/api-client';

/** Stops a team's push notices; answers the teams still followed (none: the subscription is gone). */
export function unfollowTeamNotifications(input: PushUnfollowInput): Promise<PushFollowed> {
  return apiRequest<PushFollowed>('unfollowTeamNotifications', '/web/push/subscriptions/unfollow', {
    method: 'POST',
    body: input,
  });
}
