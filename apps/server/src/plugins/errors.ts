import { ERROR_STATUS, type ErrorCode, type FieldErrors, fieldMessageFromIssue } from '@tms/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifySchemaCompiler, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { HttpError } from '../lib/http-error';

/** A request part (body, params, query, headers) that its schema refused, with zod's issues. */
class RequestValidationError extends Error {
  /** Set by Fastify: which part was refused. */
  declare validationContext?: string;

  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('Invalid request');
  }
}

/**
 * Parses each request part with its zod schema. `reportInput` keeps the refused value in every issue:
 * the domain's mapping needs it to tell a missing value (`required`) from a wrong one.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };

function validationFields(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= fieldMessageFromIssue(issue, { blankIsRequired: false });
  }
  return fields;
}

/** Codes for the framework's own client errors (unknown route, bad JSON, wrong media type, ...). */
const FRAMEWORK_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  404: 'not_found',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

function sendError(reply: FastifyReply, code: ErrorCode, message: string, details: Record<string, unknown> = {}) {
  // A client told to slow down always learns for how long.
  if (code === 'too_many_requests' && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
  return reply.code(ERROR_STATUS[code]).send({ ...details, error: code, message });
}

/**
 * Errors the router meets before a route runs (a URL that does not decode, a too long parameter):
 * answered in the same shape as every other error instead of the framework's own body.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  const code = FRAMEWORK_CODES[status] ?? (status < 500 ? 'bad_request' : 'internal_error');
  return sendError(reply, code, status < 500 ? error.message : 'An error occurred while processing the request');
}

async function errorsPlugin(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler((error: FastifyError | HttpError | RequestValidationError, request, reply) => {
    if (error instanceof RequestValidationError) {
      return sendError(reply, 'validation_error', `Invalid ${error.validationContext ?? 'request'}`, {
        fields: validationFields(error.issues),
      });
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return sendError(reply, error.code, error.message, error.details);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // An unlisted client error still answers with a code the web knows; its status follows the code.
      return sendError(reply, FRAMEWORK_CODES[status] ?? 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 'internal_error', 'An error occurred while processing the request');
  });
}

export default fp(errorsPlugin, { name: 'errors' });
