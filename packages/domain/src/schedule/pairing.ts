/**
 * Berger tables: the round-robin order the handball federations use. Rounds of 1-based slot pairs
 * [home, away]; every pair meets once, every slot plays once per round (an odd count gives one slot
 * a bye per round) and home and away alternate for every slot except the unavoidable breaks.
 */
export function bergerRounds(teams: number): [number, number][][] {
  if (teams < 2) return [];
  const n = teams % 2 === 0 ? teams : teams + 1;
  const half = n / 2;
  // Round 1: 1-n, 2-(n-1), ...; each next round adds n/2 to every slot other than n (mod n-1),
  // and the pair with slot n swaps home and away.
  let row: number[] = Array.from({ length: half }, (_, i) => i + 1);
  let other: number[] = Array.from({ length: half }, (_, i) => n - i);
  const rounds: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < half; i++) {
      let home = row[i];
      let away = other[i];
      if (i === 0 && r % 2 === 1) [home, away] = [away, home];
      if (home > teams || away > teams) continue;
      pairs.push([home, away]);
    }
    rounds.push(pairs);
    const shift = (slot: number) => (slot === n ? n : ((slot - 1 + half) % (n - 1)) + 1);
    row = row.map(shift);
    other = other.map(shift);
  }
  return rounds;
}
