import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const started = Date.now();
  const here = path.dirname(fileURLToPath(import.meta.url));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({
    config,
    database,
    webDistDir: config.webDistDir ?? path.resolve(here, '../../web/dist'),
  });
  await prepareDatabase(database, {
    seedDemo: config.seedDemo,
    demoStage: config.demoStage,
    demoStageSet: config.demoStageSet,
    log: (msg) => app.log.info(msg),
    warn: (msg) => app.log.warn(msg),
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, ms: Date.now() - started },
    `Serving on http://localhost:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
