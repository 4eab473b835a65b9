import {
  type AccParty,
  type AccPlace,
  type AccUnit,
  type Allocation,
  type AllocationRoom,
  availableOn,
  hallDistance,
  occupancy,
  type Plan,
  partyKey,
  type Unallocated,
  type UnallocatedReason,
} from './accommodation';

// The automatic accommodation proposal (first fit, largest clubs first). Nearness to the halls uses
// place coordinates; without them (place or halls) the proxy is "no preference", so the place with
// the most free beds comes first.

/**
 * Beds in use per unit and night, and who shares each: a classroom holds one gender (and extra
 * persons only with their own club's), a hotel room one party (referees of one sex may share).
 */
class Ledger {
  used = new Map<number, number>();
  share = new Map<number, string>();
  clubs = new Map<number, Set<number>>();
  private nights = new Map<string, number>();
  // Numeric cells (unit and night index): the proposal looks cells up millions of times.
  private cell(unitId: number, night: string): number {
    let index = this.nights.get(night);
    if (index === undefined) {
      index = this.nights.size;
      this.nights.set(night, index);
    }
    return unitId * 4096 + index;
  }

  free(unit: AccUnit, nights: readonly string[], shareKey: string): number {
    let free = unit.beds;
    for (const night of nights) {
      if (!availableOn(unit, night)) return 0;
      const cell = this.cell(unit.id, night);
      const owner = this.share.get(cell);
      if (owner !== undefined && owner !== shareKey) return 0;
      free = Math.min(free, unit.beds - (this.used.get(cell) ?? 0));
    }
    return Math.max(0, free);
  }

  /** What to restore on rollback: each changed cell and unit as it was. */
  private journal: (() => void)[] = [];

  take(unit: AccUnit, nights: readonly string[], shareKey: string, beds: number, clubId: number | null) {
    for (const night of nights) {
      const cell = this.cell(unit.id, night);
      const used = this.used.get(cell);
      const share = this.share.get(cell);
      this.journal.push(() => {
        if (used === undefined) this.used.delete(cell);
        else this.used.set(cell, used);
        if (share === undefined) this.share.delete(cell);
        else this.share.set(cell, share);
      });
      this.used.set(cell, (used ?? 0) + beds);
      this.share.set(cell, shareKey);
    }
    if (clubId !== null) {
      const clubs = this.clubs.get(unit.id) ?? new Set<number>();
      if (!clubs.has(clubId)) {
        this.journal.push(() => clubs.delete(clubId));
        this.clubs.set(unit.id, clubs.add(clubId));
      }
    }
  }

  /** A point to roll back to (trying a whole club in one place). */
  mark(): number {
    return this.journal.length;
  }

  rollback(mark: number) {
    while (this.journal.length > mark) this.journal.pop()!();
  }

  usedOn(unitId: number, night: string) {
    return this.used.get(this.cell(unitId, night)) ?? 0;
  }
}

function shareKeyOf(party: AccParty, unit: AccUnit): string {
  if (unit.kind === 'classroom') {
    return party.gender === 'adult' ? `adult:${party.clubId}` : `gender:${party.gender}`;
  }
  return party.kind === 'referee' ? `referee:${party.gender}` : `party:${partyKey(party)}`;
}

/** Rooms for the party in the place, or null when it does not fit; the ledger is not changed. */
function fit(party: AccParty, place: AccPlace, ledger: Ledger): AllocationRoom[] | null {
  const singles = party.singleRoomsAllowed ? Math.min(party.singleRoomPersons, party.persons) : 0;
  let rest = party.persons - singles;
  const rooms: AllocationRoom[] = [];
  const taken = new Set<number>();
  // Single rooms first: the smallest free room each, used by nobody else.
  const freeRooms = place.units
    .filter((u) => u.kind === 'room')
    .map((u) => ({ unit: u, free: ledger.free(u, party.nights, `single:${partyKey(party)}:${u.id}`) }))
    .filter((r) => r.free === r.unit.beds && r.free > 0)
    .sort((a, b) => a.free - b.free || a.unit.id - b.unit.id);
  for (let i = 0; i < singles; i++) {
    const room = freeRooms.find((r) => !taken.has(r.unit.id));
    if (!room) return null;
    taken.add(room.unit.id);
    rooms.push({ unitId: room.unit.id, beds: 1 });
  }
  const candidates = place.units
    .filter((u) => !taken.has(u.id))
    .map((unit) => {
      const free = ledger.free(unit, party.nights, shareKeyOf(party, unit));
      const partial = free > 0 && free < unit.beds;
      const sameClub = party.clubId !== null && (ledger.clubs.get(unit.id)?.has(party.clubId) ?? false);
      return { unit, free, partial, sameClub };
    })
    .filter((c) => c.free > 0)
    // Fill classrooms the club (then the gender) already uses; then the biggest, so a team stays in few.
    .sort(
      (a, b) =>
        Number(b.sameClub) - Number(a.sameClub) ||
        Number(b.partial) - Number(a.partial) ||
        b.free - a.free ||
        a.unit.id - b.unit.id,
    );
  for (const c of candidates) {
    if (rest === 0) break;
    // A room is its party's alone: take the smallest room that still holds the rest when there is one.
    if (c.unit.kind === 'room' && c.free > rest) {
      const snug = candidates
        .filter((o) => o.unit.kind === 'room' && o.free >= rest && !taken.has(o.unit.id))
        .sort((a, b) => a.free - b.free)[0];
      const pick = snug ?? c;
      taken.add(pick.unit.id);
      rooms.push({ unitId: pick.unit.id, beds: rest });
      rest = 0;
      break;
    }
    if (taken.has(c.unit.id)) continue;
    const beds = Math.min(c.free, rest);
    taken.add(c.unit.id);
    rooms.push({ unitId: c.unit.id, beds });
    rest -= beds;
  }
  return rest === 0 ? rooms : null;
}

function commit(party: AccParty, place: AccPlace, rooms: AllocationRoom[], ledger: Ledger) {
  const units = new Map(place.units.map((u) => [u.id, u]));
  const singles = party.singleRoomsAllowed ? Math.min(party.singleRoomPersons, party.persons) : 0;
  rooms.forEach((room, i) => {
    const unit = units.get(room.unitId)!;
    const key = i < singles ? `single:${partyKey(party)}:${unit.id}` : shareKeyOf(party, unit);
    ledger.take(unit, party.nights, key, room.beds, party.clubId);
  });
}

function freeBeds(place: AccPlace, nights: readonly string[], ledger: Ledger): number {
  let sum = 0;
  for (const unit of place.units) {
    let free = unit.beds;
    for (const night of nights)
      free = Math.min(free, availableOn(unit, night) ? unit.beds - ledger.usedOn(unit.id, night) : 0);
    sum += free;
  }
  return sum;
}

/** The automatic proposal: referees at their chosen place first, then clubs, largest first. */
export function proposeAccommodation(parties: readonly AccParty[], places: readonly AccPlace[]): Plan {
  const ledger = new Ledger();
  const allocations: Allocation[] = [];
  const unallocated: Unallocated[] = [];
  const refuse = (party: AccParty, reason: UnallocatedReason) =>
    unallocated.push({ kind: party.kind, id: party.id, persons: party.persons, reason });
  const place = (party: AccParty, where: AccPlace, rooms: AllocationRoom[]) => {
    commit(party, where, rooms, ledger);
    allocations.push({ kind: party.kind, id: party.id, placeId: where.id, rooms, nights: [...party.nights] });
  };
  const candidatesFor = (party: AccParty) =>
    places.filter(
      (p) => p.kind === party.placeKind && (party.requiredPlaceId === null || p.id === party.requiredPlaceId),
    );
  const ranked = (list: AccPlace[], halls: AccParty['halls'], nights: readonly string[]) =>
    list
      .map((p) => ({ p, d: hallDistance(p, halls), free: freeBeds(p, nights, ledger) }))
      .sort((a, b) => a.d - b.d || b.free - a.free || a.p.id - b.p.id)
      .map((x) => x.p);
  const ready: AccParty[] = [];
  for (const party of parties) {
    if (party.persons <= 0) continue;
    if (party.nights.length === 0) refuse(party, 'no_dates');
    else if (party.placeKind === null) refuse(party, 'no_place_kind');
    else if (candidatesFor(party).length === 0) refuse(party, 'no_place');
    else ready.push(party);
  }
  const placeAlone = (party: AccParty) => {
    for (const where of ranked(candidatesFor(party), party.halls, party.nights)) {
      const rooms = fit(party, where, ledger);
      if (rooms) {
        place(party, where, rooms);
        return;
      }
    }
    refuse(party, 'capacity');
  };
  for (const party of ready.filter((p) => p.kind === 'referee')) placeAlone(party);

  const groups = new Map<string, AccParty[]>();
  for (const party of ready.filter((p) => p.kind !== 'referee')) {
    const key = `${party.clubId}|${party.placeKind}`;
    groups.set(key, [...(groups.get(key) ?? []), party]);
  }
  const size = (group: AccParty[]) => group.reduce((s, p) => s + p.persons, 0);
  const ordered = [...groups.values()].sort((a, b) => size(b) - size(a) || a[0].id - b[0].id);
  for (const group of ordered) {
    // Teams before their extra persons, so the club's classrooms are the teams'.
    group.sort((a, b) => Number(a.kind === 'extraPerson') - Number(b.kind === 'extraPerson') || b.persons - a.persons);
    const halls = group.flatMap((p) => p.halls);
    const nights = [...new Set(group.flatMap((p) => p.nights))].sort();
    let together = false;
    for (const where of ranked(candidatesFor(group[0]), halls, nights)) {
      const mark = ledger.mark();
      const picks: AllocationRoom[][] = [];
      for (const party of group) {
        const rooms = fit(party, where, ledger);
        if (!rooms) break;
        commit(party, where, rooms, ledger);
        picks.push(rooms);
      }
      // Tried on the ledger itself: undone, then written again through `place` with the allocations.
      ledger.rollback(mark);
      if (picks.length === group.length) {
        group.forEach((party, i) => {
          place(party, where, picks[i]);
        });
        together = true;
        break;
      }
    }
    if (!together) for (const party of group) placeAlone(party);
  }
  return { allocations, unallocated, occupancy: occupancy(places, allocations) };
}
