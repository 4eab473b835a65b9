import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(rootDir, 'apps/server/dist/main.js');
const host = '127.0.0.1';

/**
 * E2E_PORT, else a free port the system picks. Never a fixed default: the server seeds for up to a
 * minute before it listens, and another run taking the same port meanwhile would answer this run's
 * health check and tests (several runs at once on one machine). Decided once,
 * synchronously, when the config is loaded in the runner; the choice goes into E2E_PORT, which the
 * global setup and the workers (forked with the runner's environment) then read.
 */
function choosePort(): number {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  const probe = `const net = require('node:net');
    const attempt = (port) => {
      const server = net.createServer();
      server.once('error', () => attempt(0));
      server.listen(port, '${host}', () => { process.stdout.write(String(server.address().port)); server.close(); });
    };
    attempt(0);`;
  const chosen = Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }));
  process.env.E2E_PORT = String(chosen);
  return chosen;
}

export const port = choosePort();
export const baseUrl = `http://${host}:${port}`;

/** Seeding the demo tournament into the fresh database takes up to about a minute on 2 cores. */
const startTimeoutMs = 180_000;

export type RunningServer = { stop: () => Promise<void>; dataDir: string; startedInMs: number; baseUrl: string };

/** Where a server listens and what it is started with, beyond the suite's own (E2E_PORT, the live demo). */
export type ServerOptions = { port?: number; env?: Record<string, string> };

function assertPortFree(target: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${target} is in use; stop whatever listens there or set E2E_PORT to a free port.`)),
    );
    probe.listen(target, host, () => probe.close(() => resolve()));
  });
}

/** A port the system has free now, for a server a spec starts for itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const chosen = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(chosen));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the built server on a fresh embedded database in a temporary DATA_DIR and waits until
 * `/api/health` answers. `stop` ends the process and removes the directory. Without options it is
 * the suite's server (E2E_PORT, the live demo); a spec may start another on its own port, e.g. the
 * demo as on the day registration closed (`env: { DEMO_STAGE: 'before-draw' }`).
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} does not exist: run \`npm run build\` first (\`npm run test:e2e\` does).`);
  }
  const target = options.port ?? port;
  const url = `http://${host}:${target}`;
  await assertPortFree(target);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tms-e2e-'));
  const started = Date.now();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: rootDir,
    env: {
      ...process.env,
      HOST: host,
      PORT: String(target),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      PUBLIC_URL: url,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last lines help when start-up fails; everything is passed through as it comes.
  const recent: string[] = [];
  const relay = (chunk: Buffer) => {
    const text = chunk.toString();
    recent.push(text);
    if (recent.length > 50) recent.shift();
    process.stderr.write(text.replace(/^(?=.)/gm, '[server] '));
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);

  let stopped = false;
  const cleanupSync = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  // If the runner dies without the teardown, do not leave a server or a database behind.
  process.once('exit', cleanupSync);
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
    process.removeListener('exit', cleanupSync);
  };

  try {
    await waitForHealth(child, recent, url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, dataDir, startedInMs: Date.now() - started, baseUrl: url };
}

async function waitForHealth(child: ChildProcess, recent: string[], url: string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${recent.join('')}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${startTimeoutMs / 1000} s:\n${recent.join('')}`);
}
