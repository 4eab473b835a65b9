import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { matches } from './schema/index';
import { type DemoStage, isDatabaseEmpty, seedDemo } from './demo/seed';
import { ensureBuiltInRows } from './built-in-rows';

const SEED_LOCK = 7_402_026;

/**
 * Migrates, then seeds the demo tournament into an empty database when asked.
 * On PostgreSQL an advisory lock makes concurrent starts of several instances seed once.
 */
export async function prepareDatabase(
  database: Database,
  options: {
    seedDemo: boolean;
    demoStage?: DemoStage;
    demoStageSet?: boolean;
    log: (msg: string) => void;
    warn?: (msg: string) => void;
  },
) {
  await database.migrate();
  await database.withLock(SEED_LOCK, async () => {
    const empty = await isDatabaseEmpty(database.db);
    if (options.seedDemo && !empty && options.demoStageSet && options.demoStage) {
      // The stage is chosen once, when the demo is seeded; only the live stage has matches.
      const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(matches);
      const seeded: DemoStage = n > 0 ? 'live' : 'before-draw';
      if (seeded !== options.demoStage) {
        (options.warn ?? options.log)(
          `DEMO_STAGE=${options.demoStage} is ignored: the database is already seeded with the ${seeded} stage; start with an empty database (a new DATA_DIR) to seed ${options.demoStage}`,
        );
      }
    }
    if (options.seedDemo && empty) {
      options.log(`Empty database: seeding the demo tournament (stage ${options.demoStage ?? 'live'})`);
      const summary = await seedDemo(database.db, { log: options.log, stage: options.demoStage });
      // Fresh statistics, so the planner knows the tables are no longer empty.
      await database.db.execute(sql`analyze`);
      options.log(
        `Demo tournament seeded in ${summary.ms} ms: ${summary.teams} teams, ${summary.matches} matches, ${summary.events} events`,
      );
    }
    // After the demo, so its values win; on a bare database this gives every key its default.
    await ensureBuiltInRows(database.db);
  });
}
