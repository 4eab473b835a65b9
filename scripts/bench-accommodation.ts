// The accommodation proposal at the demo's scale: opens the seeded embedded database (the server
// stopped), reads every approved team, extra person and referee with a bed booked and the places'
// rooms and classrooms, and times the automatic proposal (reading included), with beds used and the
// persons left unallocated.
import { proposeAccommodation } from '../packages/domain/src/accommodation-proposal';
import { openDatabase } from '../apps/server/src/db/client';
import { loadWorld } from '../apps/server/src/modules/accommodation/world';

export type AccommodationFigure = { name: string; value: string; target?: string; ok?: boolean };

export async function measureAccommodation(dataDir: string): Promise<AccommodationFigure[]> {
  const database = await openDatabase({ dataDir });
  try {
    // The first read pays the embedded database's warm-up; the office's server is warm.
    const coldStarted = performance.now();
    await loadWorld(database.db);
    const coldMs = performance.now() - coldStarted;
    const started = performance.now();
    const world = await loadWorld(database.db);
    const readMs = performance.now() - started;
    const plan = proposeAccommodation(world.parties, world.places);
    const ms = performance.now() - started;
    const beds = world.places.reduce((s, p) => s + p.units.reduce((t, u) => t + u.beds, 0), 0);
    const used = plan.allocations.reduce((s, a) => s + a.rooms.reduce((t, r) => t + r.beds, 0), 0);
    const unallocated = plan.unallocated.reduce((s, u) => s + u.persons, 0);
    const reasons = [...new Set(plan.unallocated.map((u) => u.reason))].join(', ') || 'none';
    return [
      {
        name: 'accommodation proposal (teams, extra persons, referees)',
        value: `${(ms / 1000).toFixed(2)} s for ${world.parties.length} parties (reading ${(readMs / 1000).toFixed(2)} s; first read ${(coldMs / 1000).toFixed(2)} s)`,
        target: '<= 3 s',
        ok: ms <= 3000,
      },
      { name: 'accommodation beds used', value: `${used} of ${beds} (${plan.allocations.length} parties placed)` },
      {
        name: 'accommodation unallocated persons',
        value: `${unallocated} (${plan.unallocated.length} parties; ${reasons})`,
      },
    ];
  } finally {
    await database.close();
  }
}
