import {
  adminConfigurationEntry,
  configurationChange,
  outboxMail,
  updateConfigurationBody,
  updateTranslationsBody,
} from '@tms/domain/contract/admin';
import { errorBody } from '@tms/domain/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authorize } from '../../policy';
import { listConfiguration, listConfigurationHistory, listMailOutbox, updateConfiguration } from './service';

const tags = ['admin'];
const errors = { 401: errorBody, 403: errorBody };
const writeErrors = { 400: errorBody, ...errors, 404: errorBody };

export async function adminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/admin/configuration',
    {
      schema: {
        operationId: 'getAdminConfiguration',
        tags,
        summary: 'Every configuration entry, with visibility and protection flags',
        response: { 200: z.array(adminConfigurationEntry), ...errors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'getAdminConfiguration');
      return listConfiguration(db, user);
    },
  );

  r.put(
    '/api/v1/admin/configuration/:key',
    {
      schema: {
        operationId: 'updateConfiguration',
        tags,
        summary: 'Changes one value (checked by its data type) and records the change',
        params: z.object({ key: z.string().min(1).max(200) }),
        body: updateConfigurationBody,
        response: { 200: adminConfigurationEntry, ...writeErrors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'updateConfiguration');
      return updateConfiguration(db, user, request.params.key, request.body.value);
    },
  );

  r.get(
    '/api/v1/admin/configuration/history',
    {
      schema: {
        operationId: 'listConfigurationHistory',
        tags,
        summary: 'Changes of configuration values (who, when, old and new value), newest first',
        querystring: z.object({
          key: z.string().min(1).max(200).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: z.array(configurationChange), ...errors },
      },
    },
    async (request) => {
      await authorize(request, 'listConfigurationHistory');
      return listConfigurationHistory(db, request.query.key, request.query.limit);
    },
  );

  r.put(
    '/api/v1/admin/translations',
    {
      schema: {
        operationId: 'updateTranslations',
        tags,
        summary: 'Saves the translation overrides (JSON by locale and module), checked against the default texts',
        body: updateTranslationsBody,
        response: { 200: adminConfigurationEntry, ...writeErrors },
      },
    },
    async (request) => {
      const user = await authorize(request, 'updateTranslations');
      return updateConfiguration(db, user, 'web.translations', request.body.value);
    },
  );

  r.get(
    '/api/v1/admin/mail-outbox',
    {
      schema: {
        operationId: 'listMailOutbox',
        tags,
        summary: 'Mail written by the application, newest first',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: z.array(outboxMail), ...errors },
      },
    },
    async (request) => {
      await authorize(request, 'listMailOutbox');
      return listMailOutbox(db, request.query.limit);
    },
  );
}
