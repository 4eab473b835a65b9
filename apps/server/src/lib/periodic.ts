import type { FastifyInstance } from 'fastify';

/** How often tables that only grow (sessions, rate-limit hits) are pruned. */
export const UPKEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Runs a housekeeping task once the app is ready and then every `intervalMs`, until the app closes.
 * A failure is logged and the next run tries again: upkeep must never take a request or the process down.
 */
export function runPeriodically(app: FastifyInstance, name: string, intervalMs: number, task: () => Promise<unknown>) {
  const run = () => task().catch((err: unknown) => app.log.warn({ err }, `${name} failed`));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
