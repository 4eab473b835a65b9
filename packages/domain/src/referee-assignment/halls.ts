// Halls per day: a proposal that places every referee who is there on a day in one hall of that
// day, so that each hall-day gets referees in proportion to its matches (enough to cover them when
// supply allows). Colleague pairs go together, a referee keeps yesterday's hall while it still
// needs people, and otherwise goes to the hall nearest his accommodation among those that need
// him most.

export type HallDayLoad = { day: string; placeId: number; matches: number };
export type HallPoint = { placeId: number; lat: number | null; lng: number | null };
export type HallReferee = {
  id: number;
  colleagueId: number | null;
  arrivalDate: string | null;
  departureDate: string | null;
  /** Where he sleeps, for the distance to the halls. */
  lat: number | null;
  lng: number | null;
};

export type HallsProposalInput = {
  loads: readonly HallDayLoad[];
  halls: readonly HallPoint[];
  referees: readonly HallReferee[];
  maxPerDay: number;
  /** Halls already set that stay (refereeId → day → placeId). */
  kept?: ReadonlyMap<number, ReadonlyMap<string, number>>;
};

export type HallsProposal = {
  halls: { refereeId: number; day: string; placeId: number }[];
  /** Referees needed per hall-day to cover all its positions. */
  needs: { day: string; placeId: number; matches: number; needed: number; placed: number }[];
  hallChanges: number;
};

function distance(a: { lat: number | null; lng: number | null }, b: { lat: number | null; lng: number | null }) {
  if (a.lat === null || a.lng === null || b.lat === null || b.lng === null) return 0;
  const dLat = a.lat - b.lat;
  const dLng = (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180);
  return Math.sqrt(dLat * dLat + dLng * dLng) * 111;
}

export function neededReferees(matches: number, maxPerDay: number): number {
  return Math.ceil((matches * 2) / Math.max(1, maxPerDay));
}

export function proposeRefereeHalls(input: HallsProposalInput): HallsProposal {
  const hallPoint = new Map(input.halls.map((h) => [h.placeId, h]));
  const byId = new Map(input.referees.map((r) => [r.id, r]));
  const days = [...new Set(input.loads.map((l) => l.day))].sort();
  const out: HallsProposal['halls'] = [];
  const needs: HallsProposal['needs'] = [];
  const previous = new Map<number, number>();
  let hallChanges = 0;

  // Units: a pair once (by its lower id), or a single.
  const units: number[][] = [];
  for (const r of input.referees) {
    const other = r.colleagueId === null ? undefined : byId.get(r.colleagueId);
    if (other && other.colleagueId === r.id) {
      if (r.id < other.id) units.push([r.id, other.id]);
    } else units.push([r.id]);
  }
  const present = (r: HallReferee, day: string) =>
    (!r.arrivalDate || day >= r.arrivalDate) && (!r.departureDate || day <= r.departureDate);

  for (const day of days) {
    const loads = input.loads.filter((l) => l.day === day && l.matches > 0);
    const placed = new Map(loads.map((l) => [l.placeId, 0]));
    const needed = new Map(loads.map((l) => [l.placeId, neededReferees(l.matches, input.maxPerDay)]));
    const matchesOf = new Map(loads.map((l) => [l.placeId, l.matches]));
    const place = (unit: number[], placeId: number) => {
      for (const id of unit) {
        out.push({ refereeId: id, day, placeId });
        const before = previous.get(id);
        if (before !== undefined && before !== placeId) hallChanges++;
        previous.set(id, placeId);
      }
      placed.set(placeId, (placed.get(placeId) ?? 0) + unit.length);
    };
    const todays = units.filter((u) => u.every((id) => present(byId.get(id)!, day)));
    const rest: number[][] = [];
    for (const unit of todays) {
      const kept = input.kept?.get(unit[0]!)?.get(day);
      if (kept !== undefined) place(unit, kept);
      else rest.push(unit);
    }
    const free: number[][] = [];
    for (const unit of rest) {
      const before = previous.get(unit[0]!);
      if (before !== undefined && placed.has(before) && placed.get(before)! + unit.length <= needed.get(before)!) {
        place(unit, before);
      } else free.push(unit);
    }
    // Pairs first (they need two places), then by id for a stable proposal.
    free.sort((a, b) => b.length - a.length || a[0]! - b[0]!);
    for (const unit of free) {
      const home = byId.get(unit[0]!)!;
      let best: number | undefined;
      let bestScore = Number.POSITIVE_INFINITY;
      for (const [placeId, count] of placed) {
        // The share of the hall's positions still open counts most; distance breaks near-ties.
        const open = needed.get(placeId)! - count;
        const load = (matchesOf.get(placeId)! * 2) / (count + unit.length);
        const score = (open > 0 ? -1000 * open : -load) + distance(home, hallPoint.get(placeId) ?? home) * 2;
        if (score < bestScore) {
          bestScore = score;
          best = placeId;
        }
      }
      if (best !== undefined) place(unit, best);
    }
    for (const l of loads) {
      needs.push({
        day,
        placeId: l.placeId,
        matches: l.matches,
        needed: needed.get(l.placeId)!,
        placed: placed.get(l.placeId)!,
      });
    }
  }
  return { halls: out, needs, hallChanges };
}
