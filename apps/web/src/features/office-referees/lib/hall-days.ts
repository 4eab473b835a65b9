import type { RefereeHallDay } from '@tms/domain/contract/referee-assignments';

/** Each referee's hall per day: refereeId → day → placeId. */
export type HallGrid = ReadonlyMap<number, Readonly<Record<string, number>>>;

export function hallGrid(halls: readonly RefereeHallDay[]): HallGrid {
  const grid = new Map<number, Record<string, number>>();
  for (const { refereeId, day, placeId } of halls) {
    grid.set(refereeId, { ...grid.get(refereeId), [day]: placeId });
  }
  return grid;
}

/** The grid with one referee's hall of one day set (a number) or cleared (null). */
export function withHall(grid: HallGrid, refereeId: number, day: string, placeId: number | null): HallGrid {
  const next = new Map(grid);
  const days = { ...grid.get(refereeId) };
  if (placeId === null) delete days[day];
  else days[day] = placeId;
  next.set(refereeId, days);
  return next;
}

/** The rows to save for the given referees (all their days: a day left out has no hall). */
export function hallRows(grid: HallGrid, refereeIds: readonly number[]): RefereeHallDay[] {
  return refereeIds.flatMap((refereeId) =>
    Object.entries(grid.get(refereeId) ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, placeId]) => ({ refereeId, day, placeId })),
  );
}

/** Referees whose halls differ between two grids (what a save must send). */
export function changedReferees(before: HallGrid, after: HallGrid): number[] {
  const ids = new Set([...before.keys(), ...after.keys()]);
  const same = (a: Readonly<Record<string, number>> = {}, b: Readonly<Record<string, number>> = {}) => {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((day) => a[day] === b[day]);
  };
  return [...ids].filter((id) => !same(before.get(id), after.get(id))).sort((a, b) => a - b);
}
