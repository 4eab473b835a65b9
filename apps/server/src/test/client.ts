import type { FastifyInstance, InjectOptions } from 'fastify';

type Response = Awaited<ReturnType<FastifyInstance['inject']>>;

/** A browser-like client over app.inject: keeps cookies and echoes the anti-forgery token. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { csrf?: boolean }): Promise<Response> {
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && !this.cookies.has('csrf')) await this.request({ method: 'GET', url: '/api/health' });
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (method !== 'GET' && options.csrf !== false && this.cookies.has('csrf')) {
      headers['x-csrf-token'] = this.cookies.get('csrf')!;
    }
    const res = await this.app.inject({ ...options, method: method as InjectOptions['method'], headers });
    for (const cookie of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }

  async login(email: string, password: string) {
    const res = await this.post('/api/v1/auth/login', { email, password });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res;
  }
}
