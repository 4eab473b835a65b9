import { ERROR_STATUS, type ErrorCode, type FieldErrors, fieldMessageFromIssue } from '@tms/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifySchemaCompiler, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type z, ZodError } from 'zod';
import { controlCharacterPaths } from '@tms/domain/text-input';
import { HttpError } from '../lib/http-error';

/** A request part (body, params, query, headers) that its schema refused, with field messages. */
class RequestValidationError extends Error {
  /** Set by Fastify: which part was refused. */
  declare validationContext?: string;

  constructor(readonly fields: FieldErrors) {
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
    const withControls = controlCharacterPaths(schema, data);
    if (withControls.length > 0) {
      const fields: FieldErrors = {};
      for (const path of withControls) fields[path.join('.') || '_'] = { key: 'controlCharacters' };
      return { error: new RequestValidationError(fields) };
    }
    const result = schema.safeParse(data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(validationFields(result.error.issues)) };
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
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'headers_too_large',
};

/**
 * Sent with every error, also those answered before the security plugin runs (a URL the router
 * cannot read) or by the raw socket (headers too large): one frame policy, no sniffing, no caching.
 */
export const ERROR_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

function sendError(reply: FastifyReply, code: ErrorCode, message: string, details: Record<string, unknown> = {}) {
  for (const [name, value] of Object.entries(ERROR_HEADERS)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  // A client told to slow down always learns for how long.
  if (code === 'too_many_requests' && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
  return reply.code(ERROR_STATUS[code]).send({ ...details, error: code, message });
}

function codeOfStatus(status: number): ErrorCode {
  return FRAMEWORK_CODES[status] ?? (status < 500 ? 'bad_request' : 'internal_error');
}

/** The framework's own message without its internal code (`FST_ERR_...`), which is not part of the contract. */
const clientMessage = (error: FastifyError) => error.message.replace(/\bFST_ERR_\w+:?\s*/g, '');

/**
 * Errors the router meets before a route runs (a URL that does not decode, a too long parameter):
 * answered in the same shape as every other error instead of the framework's own body.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  const code = codeOfStatus(status);
  return sendError(reply, code, status < 500 ? clientMessage(error) : 'An error occurred while processing the request');
}

/**
 * What Node's HTTP parser refuses (headers too large, a malformed request line, a timeout) never
 * reaches Fastify: the answer is written to the socket, still in the contract's shape and headers.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'headers_too_large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request_timeout'
        : 'bad_request';
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({ error: code, message: STATUS_CODES[status] ?? 'Bad Request' });
  const headers = {
    ...ERROR_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}

/** SQLSTATE class 22: a value the database cannot take (a number out of range, a malformed text). */
function isDataException(error: unknown) {
  for (let at = error, depth = 0; at && depth < 4; at = (at as { cause?: unknown }).cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

async function errorsPlugin(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler((error: FastifyError | HttpError | RequestValidationError, request, reply) => {
    if (error instanceof RequestValidationError) {
      return sendError(reply, 'validation_error', `Invalid ${error.validationContext ?? 'request'}`, {
        fields: error.fields,
      });
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return sendError(reply, error.code, error.message, error.details);
    }
    // A schema parsed inside a service refuses the same way as one at the route.
    if (error instanceof ZodError) {
      return sendError(reply, 'validation_error', 'Invalid request', { fields: validationFields(error.issues) });
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return sendError(reply, 'bad_request', 'The request holds a value that cannot be stored');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // An unlisted client error still answers with a code the web knows; its status follows the code.
      return sendError(reply, codeOfStatus(status), clientMessage(error));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 'internal_error', 'An error occurred while processing the request');
  });
  // Whatever an API route answers depends on who asks unless the route says otherwise (public data sets its own).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}

export default fp(errorsPlugin, { name: 'errors' });
