import { useEffect, useState } from 'react';

/** The wall clock, re-read every `intervalMs`; one timer, cleared on unmount (the screen runs for hours). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Index of the shown item of a rotation of `count` items every `seconds`. */
export function useRotation(count: number, seconds: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setTick((value) => (value + 1) % 1_000_000), seconds * 1000);
    return () => clearInterval(timer);
  }, [count, seconds]);
  return count === 0 ? 0 : tick % count;
}
