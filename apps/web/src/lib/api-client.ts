import type { ErrorBody } from '@tms/domain/contract/common';

export const API_BASE = '/api/v1';
export const CSRF_COOKIE = 'csrf';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  method?: HttpMethod;
  /** Serialised as JSON; a FormData is sent as multipart as it is. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
};

/** A failed call: HTTP status plus the error body when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly action: string;
  readonly body: ErrorBody | null;

  constructor(action: string, status: number, body: ErrorBody | null) {
    super(body?.message ?? `Request ${action} failed with status ${status}`);
    this.name = 'ApiError';
    this.action = action;
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return this.body?.error;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) return decodeURIComponent(rest.join('=').trim());
  }
  return undefined;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof value.error === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * Calls the API. `action` is the OpenAPI operation id, sent as `X-Action-Name` so the server can log
 * which screen operation made the call. Mutations carry the CSRF double-submit header.
 */
export async function apiRequest<T>(action: string, path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Action-Name': action };
  if (method !== 'GET') {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers['X-CSRF-Token'] = token;
  }
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    // Multipart (file uploads): the browser sets the content type with its boundary.
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });

  if (response.status === 204) return undefined as T;

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) throw new ApiError(action, response.status, isErrorBody(data) ? data : null);
  return data as T;
}
