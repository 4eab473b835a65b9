import { errorBody } from '@tms/domain/contract/common';
import { pushFollowInput, pushFollowed, pushPublicKey, pushUnfollowInput } from '@tms/domain/contract/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { followTeam, unfollowTeam } from './subscriptions-service';
import type { PushKeys } from './vapid';

// Following a team with push notices needs no account: the browser's subscription is its own key.

export async function pushRoutes(
  app: FastifyInstance,
  { db, keys, localEndpoints }: { db: Db; keys: PushKeys; localEndpoints: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/web/push/public-key',
    {
      schema: {
        operationId: 'getPushPublicKey',
        tags: ['web'],
        summary: "The server's VAPID public key, the applicationServerKey of a browser's push subscription",
        response: { 200: pushPublicKey },
      },
    },
    async (_request, reply) => {
      // Asked for when a visitor taps "Notify me", and the key must be the one the server signs with.
      reply.header('cache-control', 'no-cache');
      return { publicKey: (await keys.get()).publicKey };
    },
  );

  r.post(
    '/api/v1/web/push/subscriptions',
    {
      schema: {
        operationId: 'followTeamNotifications',
        tags: ['web'],
        summary:
          "Follow a team with push notices (match starts soon, final score, schedule moves, next opponent) in the subscriber's language; answers the teams followed",
        body: pushFollowInput,
        response: { 200: pushFollowed, 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return followTeam(db, request.body, localEndpoints);
    },
  );

  r.post(
    '/api/v1/web/push/subscriptions/unfollow',
    {
      schema: {
        operationId: 'unfollowTeamNotifications',
        tags: ['web'],
        summary: 'Stop the push notices of a team; without a team left the subscription is deleted',
        body: pushUnfollowInput,
        response: { 200: pushFollowed, 400: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return unfollowTeam(db, request.body);
    },
  );
}
