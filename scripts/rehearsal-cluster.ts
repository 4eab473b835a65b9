// The rehearsal's two instances of the built server on one PostgreSQL database, and the "load
// balancer" in front of them: every client prefers one instance and is sent to the other while the
// preferred one refuses connections (as a balancer's health check would send it), and back once it
// answers /api/health again. Every answer is recorded with its instance, for the 5xx check.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'apps/server/dist/main.js');
export const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 180_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const CLOCK_TICKS = 100;

/** A process's CPU time so far (user + system) in seconds, from /proc; NaN once it is gone. */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

const rssMb = (pid: number | undefined) => {
  if (pid === undefined) return Number.NaN;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
};

/** One run of an instance's process, from its start to its end. */
export type Life = {
  startedAt: number;
  readyAt?: number;
  endedAt?: number;
  killed: boolean;
  peakMb: number;
  lastMb: number;
  cpuSeconds: number;
};

/** Instances whose process runs, for stopping them when the rehearsal is interrupted. */
export const runningInstances = new Set<Instance>();

export class Instance {
  child: ChildProcess | null = null;
  readonly lives: Life[] = [];
  readonly output: string[] = [];
  /** What the process logged as a warning or an error (pino's levels 40 and up, or plain text on stderr). */
  readonly problems: string[] = [];
  /** Whether the balancer sends new requests here. */
  up = false;
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  private probing: Promise<void> | null = null;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get baseUrl() {
    return `http://${HOST}:${this.port}`;
  }

  get life(): Life | undefined {
    return this.lives.at(-1);
  }

  async start(): Promise<void> {
    const life: Life = { startedAt: Date.now(), killed: false, peakMb: 0, lastMb: 0, cpuSeconds: 0 };
    this.lives.push(life);
    const child = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: { ...process.env, HOST, PORT: String(this.port), LOG_LEVEL: 'warn', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    runningInstances.add(this);
    const keep = (chunk: Buffer) => {
      this.output.push(`[${this.name}] ${chunk}`);
      if (this.output.length > 200) this.output.shift();
      for (const line of chunk.toString().split('\n')) {
        const level = Number(/"level":(\d+)/.exec(line)?.[1] ?? 0);
        const message = /"msg":"((?:[^"\\]|\\.)*)"/.exec(line)?.[1];
        if (level >= 40 && this.problems.length < 1000) this.problems.push(message ?? line.slice(0, 200));
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', (chunk: Buffer) => {
      keep(chunk);
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() && !line.startsWith('{') && this.problems.length < 1000) this.problems.push(line.slice(0, 200));
      }
    });
    child.once('exit', () => {
      life.endedAt = Date.now();
      if (this.child === child) {
        this.child = null;
        runningInstances.delete(this);
      }
      this.up = false;
    });
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`instance ${this.name} exited before it was healthy:\n${this.output.join('')}`);
      }
      if (await this.healthy()) {
        life.readyAt = Date.now();
        this.up = true;
        return;
      }
      await sleep(200);
    }
    throw new Error(`instance ${this.name} not healthy within ${START_TIMEOUT_MS / 1000} s`);
  }

  /** SIGKILL: the process dies at once, in the middle of whatever it does. */
  kill() {
    this.sampleMemory();
    if (this.life) this.life.killed = true;
    this.up = false;
    this.child?.kill('SIGKILL');
  }

  stop(): Promise<void> {
    const child = this.child;
    if (!child) return Promise.resolve();
    return new Promise((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  sampleMemory() {
    const life = this.life;
    if (!life || life.endedAt || !this.child) return;
    const cpu = cpuSeconds(this.child.pid);
    if (Number.isFinite(cpu)) life.cpuSeconds = cpu;
    const mb = rssMb(this.child.pid);
    if (!Number.isFinite(mb)) return;
    life.lastMb = mb;
    life.peakMb = Math.max(life.peakMb, mb);
  }

  healthy(): Promise<boolean> {
    return new Promise((resolve) => {
      const req = http.get(`${this.baseUrl}/api/health`, { timeout: 2000 }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(false));
    });
  }

  /** Out of rotation until /api/health answers again (probed every half second). */
  markDown() {
    this.up = false;
    this.probing ??= (async () => {
      while (!(await this.healthy())) await sleep(500);
      if (this.child || this.life?.readyAt) this.up = true;
      this.probing = null;
    })();
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type Answer = {
  status: number;
  body: string;
  bytes: number;
  headers: http.IncomingHttpHeaders;
  instance: Instance;
  ms: number;
};

/** The connection failed or broke before an answer: what a browser sees as a network error. */
export class NetworkError extends Error {
  constructor(
    readonly instance: Instance,
    readonly sent: boolean,
    cause: Error,
  ) {
    super(`${instance.name}: ${cause.message}`);
  }
}

/** `binary`: only the size of the body is kept (a PDF). */
export type RequestOptions = { headers?: Record<string, string>; body?: unknown; timeoutMs?: number; binary?: boolean };

export type Recorded = { at: number; instance: string; status: number; kind: string; ms: number };

export class Balancer {
  readonly answers: Recorded[] = [];
  readonly networkErrors: { at: number; instance: string; kind: string }[] = [];

  constructor(readonly instances: Instance[]) {}

  /** The preferred instance while it is in rotation, else the first other that is. */
  pick(preferred: number): Instance {
    const first = this.instances[preferred % this.instances.length];
    if (first.up) return first;
    return this.instances.find((instance) => instance.up) ?? first;
  }

  /**
   * One HTTP request through the balancer. A connection the instance refuses is tried on the other
   * (nothing was sent); a connection that breaks after the request went out is the client's
   * network error, as the balancer cannot know whether the request was carried out.
   */
  async request(
    preferred: number,
    kind: string,
    method: string,
    url: string,
    options: RequestOptions = {},
  ): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const instance = this.pick(preferred);
      try {
        const answer = await send(instance, method, url, options);
        this.answers.push({ at: Date.now(), instance: instance.name, status: answer.status, kind, ms: answer.ms });
        return answer;
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        this.networkErrors.push({ at: Date.now(), instance: instance.name, kind });
        instance.markDown();
        if (error.sent || attempt >= this.instances.length * 3) throw error;
        await sleep(50);
      }
    }
  }
}

function send(instance: Instance, method: string, url: string, options: RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const started = performance.now();
    let sent = false;
    const req = http.request(`${instance.baseUrl}${url}`, { method, headers, agent: instance.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          body: options.binary ? '' : raw.toString('utf8'),
          bytes: raw.length,
          headers: res.headers,
          instance,
          ms: performance.now() - started,
        });
      });
      res.on('error', (error) => reject(new NetworkError(instance, true, error)));
    });
    // A browser waits for an answer as long as it takes; this only keeps a lost one from hanging the run.
    req.setTimeout(options.timeoutMs ?? 600_000, () => req.destroy(new Error('timed out')));
    req.on('socket', (socket) => {
      // A pooled keep-alive socket is connected already: the request goes out on it at once.
      if (!socket.connecting) sent = true;
      else socket.once('connect', () => (sent = true));
    });
    req.on('error', (error) => reject(new NetworkError(instance, sent, error)));
    req.end(payload);
  });
}
