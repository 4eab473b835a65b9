import { startServer } from './server';

/** Starts the real server once for the whole run; the returned function is the teardown. */
export default async function globalSetup() {
  const server = await startServer();
  console.log(`e2e: server ready in ${(server.startedInMs / 1000).toFixed(1)} s (data in ${server.dataDir})`);
  return async () => {
    await server.stop();
  };
}
