import { errorBody, idParam } from '@tms/domain/contract/common';
import { FILE_UPLOAD_LIMITS, uploadedFile } from '@tms/domain/contract/club-registration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpError, invalid } from '../../lib/http-error';
import { authorize } from '../../policy';
import { acceptedType, cleanFilename, contentDisposition } from './file-types';
import { readFile, storeFile } from './service';

/** A body the multipart parser cannot read (no boundary, cut short) is the client's error; the plugin's own errors keep their status. */
function unreadableMultipart(error: unknown): never {
  if (error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
  throw new HttpError('bad_request', 'The multipart body cannot be read');
}

const tags = ['club'];

/** Registration files (PDF, images, office documents), bodies in PostgreSQL so every instance serves them. */
export async function filesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/web/files',
    {
      schema: {
        operationId: 'uploadFile',
        tags,
        summary: `Upload one file (multipart field "file"; ${FILE_UPLOAD_LIMITS.extensions.join(', ')}; at most ${FILE_UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB)`,
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedFile,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          413: errorBody,
          415: errorBody,
        },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'uploadFile');
      if (!request.isMultipart()) throw new HttpError('unsupported_media_type', 'Send the file as multipart/form-data');
      const part = await request
        .file({ limits: { fileSize: FILE_UPLOAD_LIMITS.maxBytes, files: 1 } })
        .catch(unreadableMultipart);
      if (!part) throw invalid({ file: { key: 'required' } }, 'No file in the request');
      // Past the size limit this throws the multipart plugin's 413.
      const data = await part.toBuffer().catch(unreadableMultipart);
      const filename = cleanFilename(part.filename);
      const mimeType = acceptedType(filename, data);
      if (!mimeType) {
        throw new HttpError(
          'unsupported_media_type',
          `Only ${FILE_UPLOAD_LIMITS.extensions.join(', ')} files are accepted`,
        );
      }
      reply.code(201).header('cache-control', 'no-store');
      return storeFile(db, user, { filename, mimeType, data });
    },
  );

  r.get(
    '/api/v1/web/files/:id',
    {
      schema: {
        operationId: 'downloadFile',
        tags,
        summary: 'A registration file: for its uploader, then for who may see the registration',
        params: idParam,
        response: { 200: z.unknown(), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'uploadFile');
      const file = await readFile(db, user, request.params.id);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'no-store')
        .send(file.data);
    },
  );
}
