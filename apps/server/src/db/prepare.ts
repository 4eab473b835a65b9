import type { Database } from './client';
import { isDatabaseEmpty, seedDemo } from './demo/seed';

const SEED_LOCK = 7_402_026;

/**
 * Migrates, then seeds the demo tournament into an empty database when asked.
 * On PostgreSQL an advisory lock makes concurrent starts of several instances seed once.
 */
export async function prepareDatabase(database: Database, options: { seedDemo: boolean; log: (msg: string) => void }) {
  await database.migrate();
  if (!options.seedDemo) return;
  await database.withLock(SEED_LOCK, async () => {
    if (!(await isDatabaseEmpty(database.db))) return;
    options.log('Empty database: seeding the demo tournament');
    const summary = await seedDemo(database.db, { log: options.log });
    options.log(
      `Demo tournament seeded in ${summary.ms} ms: ${summary.teams} teams, ${summary.matches} matches, ${summary.events} events`,
    );
  });
}
