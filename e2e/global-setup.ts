import { BEFORE_DRAW_ENV, freePort, launchServer, shareServer, startServer } from './server';

/**
 * Starts the real server once for the whole run; the returned function is the teardown. Then, in
 * the background, the before-draw demo for competition-builder.spec.ts: its seeding takes about a
 * minute, which the spec would otherwise wait for in the middle of the run, while with one worker a
 * core is mostly idle during the first specs. Only after the suite's server is up, so that a busy
 * machine does not slow its start (two seeds at once on two loaded cores took over three minutes).
 */
export default async function globalSetup() {
  const server = await startServer();
  console.log(`e2e: server ready in ${(server.startedInMs / 1000).toFixed(1)} s (data in ${server.dataDir})`);
  let beforeDraw: Awaited<ReturnType<typeof launchServer>>;
  try {
    beforeDraw = await launchServer({ port: await freePort(), env: BEFORE_DRAW_ENV });
  } catch (error) {
    await server.stop();
    throw error;
  }
  const unshare = shareServer('BEFORE_DRAW', beforeDraw);
  beforeDraw.ready.then(
    (ms) => console.log(`e2e: before-draw server ready in ${(ms / 1000).toFixed(1)} s`),
    (error: Error) => console.error(`e2e: the before-draw server did not start: ${error.message}`),
  );
  return async () => {
    unshare();
    await Promise.all([server.stop(), beforeDraw.stop()]);
  };
}
