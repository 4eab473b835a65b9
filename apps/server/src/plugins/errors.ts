import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error with an HTTP status and a stable code, thrown by services and routes. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);

type FieldMessage = { key: string; params?: Record<string, unknown> };

/** Turns a zod issue (as passed on by the type provider) into a stable, translatable key. */
function fieldMessage(keyword: string, params: Record<string, unknown>): FieldMessage {
  const origin = params.origin;
  switch (keyword) {
    case 'invalid_type':
      return params.input === undefined ? { key: 'required' } : { key: 'invalidValue' };
    case 'too_small':
      if (origin === 'string') return { key: 'minLength', params: { min: params.minimum } };
      if (origin === 'array' || origin === 'set') return { key: 'minItems', params: { min: params.minimum } };
      return { key: 'min', params: { min: params.minimum } };
    case 'too_big':
      if (origin === 'string') return { key: 'maxLength', params: { max: params.maximum } };
      if (origin === 'array' || origin === 'set') return { key: 'maxItems', params: { max: params.maximum } };
      return { key: 'max', params: { max: params.maximum } };
    case 'invalid_format':
      return params.format === 'email' ? { key: 'email' } : { key: 'invalidValue' };
    case 'custom':
      return typeof params.params === 'object' && params.params && 'key' in params.params
        ? (params.params as FieldMessage)
        : { key: 'invalidValue' };
    default:
      return { key: 'invalidValue' };
  }
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, FieldMessage> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[path] ??= fieldMessage(issue.keyword, issue.params as Record<string, unknown>);
      }
      return reply.code(400).send({
        error: 'validation_error',
        message: `Invalid ${error.validationContext ?? 'request'}`,
        fields,
      });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ ...error.details, error: error.code, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.code ?? 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'internal_error', message: 'An error occurred while processing the request' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
