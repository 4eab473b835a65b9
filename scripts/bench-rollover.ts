// The rollover into the next year at the demo's scale: opens the seeded embedded database (the
// server stopped) and times the preview and the rollover of the current edition into the next year,
// as the super admin runs them; the rollover is undone afterwards, so the data stays the demo's.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema/index';
import { previewRollover, rollover } from '../apps/server/src/modules/editions/service';

export type RolloverFigure = { name: string; value: string; target?: string; ok?: boolean };

const ROLLOVER_TARGET_MS = 5000;

class Undo extends Error {}

export async function measureRollover(dataDir: string): Promise<RolloverFigure[]> {
  const database = await openDatabase({ dataDir });
  try {
    const db = database.db;
    const [admin] = await db.select().from(users).where(eq(users.username, 'superadmin@example.com'));
    const user = { id: admin.id, username: admin.username, roles: ['ROLE_SUPER_ADMIN' as const], locale: 'en' };
    const [{ teams }] = await db
      .execute<{ teams: number }>(sql`select count(*)::int as teams from competition_teams`)
      .then((result) => (result as unknown as { rows: { teams: number }[] }).rows);
    const input = { year: 2026, name: 'Prague Handball Cup 2026', startsOn: '2026-04-17', endsOn: '2026-04-20' };

    const previewStarted = performance.now();
    const preview = await previewRollover(db, input);
    const previewMs = performance.now() - previewStarted;

    let ms = 0;
    let copied = '';
    await db
      .transaction(async (tx) => {
        const started = performance.now();
        const result = await rollover(tx as unknown as Db, user, input);
        ms = performance.now() - started;
        copied = result.copied.map((c) => `${c.count} ${c.table}`).join(', ');
        throw new Undo();
      })
      .catch((error) => {
        if (!(error instanceof Undo)) throw error;
      });
    return [
      {
        name: `rollover of the demo edition into ${input.year} (${teams} teams in ${preview.source.year})`,
        value: `${(ms / 1000).toFixed(2)} s (${copied})`,
        target: `<= ${ROLLOVER_TARGET_MS / 1000} s`,
        ok: ms <= ROLLOVER_TARGET_MS,
      },
      { name: '  its preview', value: `${(previewMs / 1000).toFixed(2)} s` },
    ];
  } finally {
    await database.close();
  }
}
