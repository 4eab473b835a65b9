import type { EventTypeCode, MatchStageCode, matchEvents } from '../schema/index';
import type { Random } from './random';

export type RosterPlayer = { matchParticipantId: number; skill: number; goalkeeper: boolean };
export type MatchRoster = { players: RosterPlayer[]; leaders: number[] };

export type EventDraft = {
  code: EventTypeCode;
  matchParticipantId: number;
  minute: number;
  second: number;
  stage: MatchStageCode;
  createdTimestamp: number;
  /** A goal from a 7 m throw. */
  sevenMeterThrow: boolean;
};

export type MatchSimulation = {
  /** Whole match length in minutes. */
  length: number;
  /** Mean goals per team in this category. */
  goalsMean: number;
  homeStrength: number;
  awayStrength: number;
  /** A knock-out needs a winner: a level score goes to a 7 m shoot-out. */
  knockout: boolean;
  /** Minutes of play so far for a match in progress; null when it is finished. */
  elapsed: number | null;
  /** Start of the match (epoch ms). */
  startMs: number;
  home: MatchRoster;
  away: MatchRoster;
};

const HALF_TIME_BREAK_S = 5 * 60;

function goals(rng: Random, mean: number): number {
  return Math.max(2, Math.round(rng.normal(mean, Math.sqrt(mean) * 1.2)));
}

function countFrom(rng: Random, weights: readonly number[]): number {
  return rng.weighted(
    weights.map((w, n) => ({ w, n })),
    (x) => x.w,
  ).n;
}

/**
 * Events of one match: goals by players (better players score more, goalkeepers rarely), yellow
 * cards (at most one per person, at most three per team), 2-minute suspensions, occasional red and
 * rare blue cards; a shoot-out after a level knock-out. Timestamps are wall-clock milliseconds,
 * unique and increasing within the match.
 */
export function simulateMatch(rng: Random, sim: MatchSimulation): EventDraft[] {
  const seconds = sim.length * 60;
  const half = seconds / 2;
  type Raw = Pick<EventDraft, 'code' | 'matchParticipantId'> & { at: number; shootout?: number; sevenMeter?: boolean };
  const raw: Raw[] = [];
  const edge = Math.exp(0.25 * (sim.homeStrength - sim.awayStrength));
  const homeGoals = goals(rng, sim.goalsMean * Math.sqrt(edge));
  const awayGoals = goals(rng, sim.goalsMean / Math.sqrt(edge));

  const scorer = (roster: MatchRoster) =>
    rng.weighted(roster.players, (p) => (p.goalkeeper ? 0.05 : p.skill)).matchParticipantId;
  const sides: [MatchRoster, number][] = [
    [sim.home, homeGoals],
    [sim.away, awayGoals],
  ];
  for (const [roster, count] of sides) {
    if (roster.players.length === 0) continue;
    for (let i = 0; i < count; i++) {
      // About one goal in seven comes from a 7 m throw.
      raw.push({
        code: 'goal',
        matchParticipantId: scorer(roster),
        at: rng.int(20, seconds - 1),
        sevenMeter: rng.chance(0.14),
      });
    }

    const booked = new Set<number>();
    const yellows = countFrom(rng, [20, 35, 30, 15]);
    for (let i = 0; i < yellows; i++) {
      const leader = roster.leaders.length > 0 && rng.chance(0.1);
      const person = leader ? rng.pick(roster.leaders) : rng.pick(roster.players).matchParticipantId;
      if (booked.has(person)) continue;
      booked.add(person);
      raw.push({ code: 'yellow-card', matchParticipantId: person, at: rng.int(60, Math.floor(seconds * 0.75)) });
    }
    const suspensions = countFrom(rng, [25, 30, 25, 13, 7]);
    for (let i = 0; i < suspensions; i++) {
      const player = rng.pick(roster.players.filter((p) => !p.goalkeeper)).matchParticipantId;
      raw.push({ code: 'two-minutes', matchParticipantId: player, at: rng.int(120, seconds - 30) });
    }
    if (rng.chance(0.03)) {
      const player = rng.pick(roster.players).matchParticipantId;
      const at = rng.int(Math.floor(half), seconds - 10);
      raw.push({ code: 'red-card', matchParticipantId: player, at });
      // A blue card follows the red one when the referees add a written report.
      if (rng.chance(0.2)) raw.push({ code: 'blue-card', matchParticipantId: player, at });
    }
  }

  const played = sim.elapsed === null ? seconds : Math.min(seconds, sim.elapsed * 60);
  const events = raw.filter((e) => e.at < played);

  // A knock-out level after full time is decided by a 7 m shoot-out: five shots each, then sudden death.
  if (sim.elapsed === null && sim.knockout && homeGoals === awayGoals) {
    const shooters = (roster: MatchRoster) =>
      [...roster.players].filter((p) => !p.goalkeeper).sort((a, b) => b.skill - a.skill);
    const homeShooters = shooters(sim.home);
    const awayShooters = shooters(sim.away);
    let home = 0;
    let away = 0;
    let shot = 0;
    for (let round = 0; round < 5 || home === away; round++) {
      for (const [list, isHome] of [
        [homeShooters, true],
        [awayShooters, false],
      ] as const) {
        shot++;
        if (!rng.chance(0.7)) continue;
        if (isHome) home++;
        else away++;
        events.push({
          code: 'shootout-goal',
          matchParticipantId: list[round % list.length].matchParticipantId,
          at: seconds,
          shootout: shot,
        });
      }
      if (round > 30) break;
    }
    // Both sides scored equally often in every round so far: the last shot decides.
    if (home === away) {
      events.push({
        code: 'shootout-goal',
        matchParticipantId: homeShooters[0].matchParticipantId,
        at: seconds,
        shootout: shot + 1,
      });
    }
  }

  events.sort((a, b) => a.at - b.at || (a.shootout ?? 0) - (b.shootout ?? 0));
  let last = 0;
  return events.map((e) => {
    const secondHalf = e.at >= half;
    const wall =
      e.shootout !== undefined
        ? seconds + HALF_TIME_BREAK_S + 120 + e.shootout * 35
        : e.at + (secondHalf ? HALF_TIME_BREAK_S : 0) + rng.int(4, 20);
    const createdTimestamp = Math.max(last + 1, sim.startMs + wall * 1000 + rng.int(0, 999));
    last = createdTimestamp;
    return {
      code: e.code,
      matchParticipantId: e.matchParticipantId,
      minute: e.shootout !== undefined ? sim.length : Math.floor(e.at / 60),
      second: e.shootout !== undefined ? 0 : e.at % 60,
      stage: e.shootout !== undefined ? 'shootout' : secondHalf ? '2nd_half' : '1st_half',
      createdTimestamp,
      sevenMeterThrow: e.sevenMeter === true,
    };
  });
}

/** The stored rows of a simulated match's events, with the built-in ids of their types and stages. */
export function eventRows(
  matchId: number,
  drafts: readonly EventDraft[],
  ids: { eventType: Record<EventTypeCode, number>; stage: Record<MatchStageCode, number> },
): (typeof matchEvents.$inferInsert)[] {
  return drafts.map((e) => ({
    matchId,
    minute: e.minute,
    second: e.second,
    createdTimestamp: e.createdTimestamp,
    competitionEventTypeId: ids.eventType[e.code],
    competitionMatchParticipantId: e.matchParticipantId,
    competitionMatchStageId: ids.stage[e.stage],
    secondaryParticipantId: null,
    sevenMeterThrow: e.sevenMeterThrow,
    createdAt: new Date(e.createdTimestamp).toISOString(),
  }));
}
