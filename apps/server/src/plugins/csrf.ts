import { randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A file of the built web app (a path with an extension, outside the API). Shared caches keep such
 * files only when they carry no cookie; the app gets its token with the page and the API answers.
 */
function isStaticFile(url: string): boolean {
  const path = url.split('?')[0];
  return !path.startsWith('/api/') && /\/[^/]*\.[A-Za-z0-9]+$/.test(path);
}

/**
 * Double-submit anti-forgery token: every response that lacks the `csrf` cookie sets one (static
 * files aside); every mutating request must echo it in `X-CSRF-Token`.
 */
async function csrfPlugin(app: FastifyInstance, options: { secure: boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie && !(SAFE_METHODS.has(request.method) && isStaticFile(request.url))) {
      reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: options.secure,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      throw new HttpError('csrf_failed', 'Missing or invalid anti-forgery token');
    }
  });
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['@fastify/cookie'] });
