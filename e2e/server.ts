import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
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

/**
 * Seeding the demo tournament into the fresh database takes up to about a minute on 2 cores; a
 * machine busy with other work may need longer (E2E_START_TIMEOUT_MS).
 */
const startTimeoutMs = Number(process.env.E2E_START_TIMEOUT_MS) || 180_000;

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

/** A server whose start-up (migrating, seeding) is under way; `ready` settles when it answers or fails. */
export type LaunchedServer = Omit<RunningServer, 'startedInMs'> & { ready: Promise<number> };

/**
 * Starts the built server on a fresh embedded database in a temporary DATA_DIR without waiting for
 * it: `ready` resolves with the start-up time once `/api/health` answers (and on failure stops the
 * process first). `stop` ends the process and removes the directory. Without options it is the
 * suite's server (E2E_PORT, the live demo); another may run on its own port, e.g. the demo as on the
 * day registration closed (`env: BEFORE_DRAW_ENV`).
 */
export async function launchServer(options: ServerOptions = {}): Promise<LaunchedServer> {
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

  const ready = waitForHealth(
    url,
    () =>
      child.exitCode === null && child.signalCode === null
        ? null
        : `The server exited (${child.exitCode ?? child.signalCode}) before it was healthy`,
    () => recent.join(''),
  ).then(
    () => Date.now() - started,
    async (error) => {
      await stop();
      throw error;
    },
  );
  return { stop, dataDir, baseUrl: url, ready };
}

/** Starts the built server as `launchServer` does and waits until it answers. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { ready, ...server } = await launchServer(options);
  return { ...server, startedInMs: await ready };
}

/**
 * Waits until the server at `url` answers `/api/health`. `failure` tells (as a message) when it is
 * known that it never will, e.g. its process exited; `output` is the server's last output, if known.
 */
export async function waitForHealth(
  url: string,
  failure: () => string | null,
  output: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    const failed = failure();
    if (failed) throw new Error(`${failed}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${startTimeoutMs / 1000} s:\n${output()}`);
}

/** The demo as on the day registration closed: no groups and no matches yet (competition-builder.spec.ts). */
export const BEFORE_DRAW_ENV = { DEMO_STAGE: 'before-draw' };

/**
 * Hands a server the global setup started to the workers, through their environment (they are
 * forked with the runner's after the global setup). Its data is meant for one test run: the first
 * worker to claim it gets it, any later one (a retry, `--repeat-each`) starts a fresh server of its
 * own. The returned function removes the claim; the caller stops the server.
 */
export function shareServer(name: string, server: LaunchedServer): () => void {
  const claimDir = mkdtempSync(path.join(os.tmpdir(), 'tms-e2e-claim-'));
  const claim = path.join(claimDir, 'unclaimed');
  writeFileSync(claim, '');
  process.env[`E2E_SHARED_${name}`] = JSON.stringify({ baseUrl: server.baseUrl, dataDir: server.dataDir, claim });
  // If it does not start, whoever claims it next starts its own (and sees the error for itself).
  server.ready.catch(() => rmSync(claim, { force: true }));
  return () => rmSync(claimDir, { recursive: true, force: true });
}

/**
 * In a worker: the server the global setup shared under `name`, waited for until it answers, if
 * nobody claimed it yet; otherwise null. Its start-up is under way meanwhile, in the runner.
 */
export async function claimSharedServer(name: string): Promise<{ baseUrl: string } | null> {
  const shared = process.env[`E2E_SHARED_${name}`];
  if (!shared) return null;
  const { baseUrl, dataDir, claim } = JSON.parse(shared) as { baseUrl: string; dataDir: string; claim: string };
  try {
    // Removing a file succeeds once: of two workers claiming at once, one gets the server.
    unlinkSync(claim);
  } catch {
    return null;
  }
  // The runner removes the data when the server fails or stops; its output is in the run's log.
  await waitForHealth(baseUrl, () =>
    existsSync(dataDir) ? null : `The ${name} server the global setup started has stopped (its output is above)`,
  );
  return { baseUrl };
}
