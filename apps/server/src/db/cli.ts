import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';
import { prepareDatabase } from './prepare';

/** `migrate` applies migrations; `seed` also seeds the demo tournament when the database is empty. */
async function run(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') {
    console.error('Usage: cli.ts migrate|seed');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await prepareDatabase(database, { seedDemo: command === 'seed', log: (msg) => console.log(msg) });
    console.log(command === 'seed' ? 'Database migrated and seeded.' : 'Database migrated.');
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
