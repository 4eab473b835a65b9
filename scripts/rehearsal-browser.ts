// A rehearsal client as the web app talks to the API: its cookies (the CSRF token and the session),
// `X-Action-Name` with the operation id and `X-CSRF-Token` on writes (apps/web/src/lib/api-client.ts),
// and its own address in X-Forwarded-For, as the balancer in front of the instances would pass it
// (the instances trust the loopback proxy), so that sign-in limits count each device on its own.
import { type Answer, type Balancer, sleep } from './rehearsal-cluster';

export class ApiFailure extends Error {
  constructor(
    readonly action: string,
    readonly answer: Answer,
  ) {
    super(`${action}: ${answer.status} ${answer.body.slice(0, 300)}`);
  }
}

export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly balancer: Balancer,
    readonly preferred: number,
    private readonly address: string,
  ) {}

  /** One API call; answers as they come (the caller decides what a status means). */
  async call(
    action: string,
    method: string,
    path: string,
    body?: unknown,
    options: { binary?: boolean; timeoutMs?: number } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'x-action-name': action, 'x-forwarded-for': this.address };
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const csrf = this.cookies.get('csrf');
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
    const answer = await this.balancer.request(
      this.preferred,
      action,
      method,
      path.startsWith('/api/') ? path : `/api/v1${path}`,
      {
        ...options,
        headers,
        body,
      },
    );
    for (const line of [answer.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }

  /** A call that must answer 2xx; anything else throws ApiFailure. */
  async json<T>(action: string, method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.call(action, method, path, body);
    if (answer.status < 200 || answer.status >= 300) throw new ApiFailure(action, answer);
    return (answer.body ? JSON.parse(answer.body) : undefined) as T;
  }

  /** Signs in as the web app does: a first answer brings the CSRF cookie, then the login. */
  async signIn(email: string, password: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        if (!this.cookies.has('csrf')) await this.call('getHealth', 'GET', '/api/health');
        await this.json('login', 'POST', '/auth/login', { email, password });
        return;
      } catch (error) {
        if (attempt >= 20) throw error;
        await sleep(1000);
      }
    }
  }
}
