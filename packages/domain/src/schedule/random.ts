/**
 * Seeded random source (mulberry32). The draw and the scheduler take their seed from the caller and
 * show it, so the same seed always reproduces the same draw or plan.
 */
export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  shuffle: <T>(items: readonly T[]) => T[];
};

export function seededRandom(seed: number): Rng {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  return { next, int, shuffle };
}

/** Largest seed the draw and the scheduler accept (shown to the organiser, typed back to reproduce). */
export const MAX_SEED = 2_147_483_647;
