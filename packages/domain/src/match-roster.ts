import type { MatchStageCode } from './constants';
import { isLockedStage } from './match-stages';
import type { RuleMessage } from './rule-keys';

// A team's roster for one match (DESIGN.md §4 "Match roster", PRODUCT_SPEC §5 messages). Club
// staff fill it before the match and the hall reporter corrects it at the timekeeper's table;
// both see the same errors (which block saving) and warnings (which only advise).

export type MatchRosterLimits = {
  minPlayers: number;
  maxPlayers: number;
  minLeaders: number;
  maxLeaders: number;
  /** 'Maximum {n} players on the roster' from this many players on; defaults to maxPlayers. */
  recommendedMaxPlayers?: number;
};

export const DEFAULT_MATCH_ROSTER_LIMITS: MatchRosterLimits = {
  minPlayers: 5,
  maxPlayers: 16,
  minLeaders: 1,
  maxLeaders: 4,
};

/** Configuration keys of the limits (integers); a missing or broken value keeps the default. */
export const MATCH_ROSTER_LIMIT_KEYS = {
  minPlayers: 'match_roster.min_players',
  maxPlayers: 'match_roster.max_players',
  minLeaders: 'match_roster.min_leaders',
  maxLeaders: 'match_roster.max_leaders',
} as const satisfies Record<keyof Omit<MatchRosterLimits, 'recommendedMaxPlayers'>, string>;

/** The limits from configuration values by key; a maximum below its minimum is raised to it. */
export function matchRosterLimits(
  value: (key: string) => string | null | undefined,
): Required<Omit<MatchRosterLimits, 'recommendedMaxPlayers'>> {
  const read = (name: keyof typeof MATCH_ROSTER_LIMIT_KEYS) => {
    const raw = value(MATCH_ROSTER_LIMIT_KEYS[name])?.trim();
    const parsed = raw ? Number(raw) : Number.NaN;
    return Number.isInteger(parsed) && parsed >= 0 && parsed <= 99 ? parsed : DEFAULT_MATCH_ROSTER_LIMITS[name];
  };
  const minPlayers = read('minPlayers');
  const minLeaders = read('minLeaders');
  return {
    minPlayers,
    maxPlayers: Math.max(minPlayers, read('maxPlayers')),
    minLeaders,
    maxLeaders: Math.max(minLeaders, read('maxLeaders')),
  };
}

/** A category's own roster limits as the office sets them; null: the configured limit applies. */
export type CategoryRosterLimits = {
  rosterPlayersMin?: number | null;
  rosterPlayersMax?: number | null;
  rosterLeadersMin?: number | null;
  rosterLeadersMax?: number | null;
};

/** The limits of a team's match roster: the category's where it sets them, the configured ones otherwise. */
export function categoryRosterLimits(
  category: CategoryRosterLimits,
  configured: MatchRosterLimits = DEFAULT_MATCH_ROSTER_LIMITS,
): MatchRosterLimits {
  return {
    ...configured,
    minPlayers: category.rosterPlayersMin ?? configured.minPlayers,
    maxPlayers: category.rosterPlayersMax ?? configured.maxPlayers,
    minLeaders: category.rosterLeadersMin ?? configured.minLeaders,
    maxLeaders: category.rosterLeadersMax ?? configured.maxLeaders,
  };
}

export const JERSEY_NUMBER_RANGE = { min: 1, max: 99 } as const;

export type MatchRosterEntry = {
  participantId: number;
  isLeader: boolean;
  /** Players need one; leaders wear none, so theirs is ignored. */
  jerseyNumber?: number | null;
  name?: string;
};

/** A participant assigned to the team on the club roster, as player or leader. */
export type TeamMember = { participantId: number; isLeader: boolean };

export type MatchRosterContext = {
  teamMembers: readonly TeamMember[];
  /** Club participants not assigned to the team who may still play for it (eligibility.canPlayFor). */
  eligiblePlayerIds?: Iterable<number>;
  limits?: Partial<MatchRosterLimits>;
  /**
   * The numbers offered to each candidate (the last match's, else the club roster's) when the
   * configuration lets clubs keep but not change them (club_roster.enable_jersey_number_edit is not
   * true); absent: any number 1-99.
   */
  offeredJerseyNumbers?: ReadonlyMap<number, number | null>;
  /**
   * Players of the other gender than the team's category (DESIGN.md §4: MD/ME teams up to 3 girls, WE
   * teams up to 3 boys; the category's `otherGenderMax`): more of them on the roster is an error.
   */
  otherGender?: OtherGenderLimit;
};

export type OtherGenderLimit = {
  playerIds: Iterable<number>;
  max: number;
  /** For the message. */
  team?: string;
  category?: string;
};

export type MatchRosterCheck = { ok: boolean; errors: RuleMessage[]; warnings: RuleMessage[] };

const nameOf = (entry: MatchRosterEntry) => entry.name ?? `#${entry.participantId}`;

/** Names and ids of the entries a message is about. */
function about(entries: readonly MatchRosterEntry[]) {
  return { participants: entries.map(nameOf).join(', '), participantIds: entries.map((e) => e.participantId) };
}

function countMessages(
  count: number,
  min: number,
  max: number,
  keys: { none: RuleMessage['key']; few: RuleMessage['key']; many: RuleMessage['key'] },
): RuleMessage[] {
  if (count < min) return [count === 0 ? { key: keys.none } : { key: keys.few, params: { n: min } }];
  if (count > max) return [{ key: keys.many, params: { n: max } }];
  return [];
}

/**
 * Checks a match roster: each person once; only the team's players (or participants eligible for
 * it) as players and only its leaders as leaders; every player with a unique jersey number 1-99
 * (the offered one where numbers may not be changed); no more players of the other gender than
 * the category allows; the configured numbers of players and leaders.
 */
export function checkMatchRoster(entries: readonly MatchRosterEntry[], ctx: MatchRosterContext): MatchRosterCheck {
  const limits = { ...DEFAULT_MATCH_ROSTER_LIMITS, ...ctx.limits };
  const errors: RuleMessage[] = [];
  const warnings: RuleMessage[] = [];

  const seen = new Set<number>();
  const twice = entries.filter((e) => {
    if (seen.has(e.participantId)) return true;
    seen.add(e.participantId);
    return false;
  });
  if (twice.length > 0) errors.push({ key: 'duplicate', params: about(twice) });

  const members = new Map(ctx.teamMembers.map((m) => [m.participantId, m.isLeader]));
  const eligible = new Set(ctx.eligiblePlayerIds ?? []);
  const players = entries.filter((e) => !e.isLeader);
  const leaders = entries.filter((e) => e.isLeader);
  const strangers = entries.filter(
    (e) => !members.has(e.participantId) && (e.isLeader || !eligible.has(e.participantId)),
  );
  if (strangers.length > 0) errors.push({ key: 'notOfTeam', params: about(strangers) });
  const leadersPlaying = players.filter((e) => members.get(e.participantId) === true);
  if (leadersPlaying.length > 0) errors.push({ key: 'leaderAsPlayer', params: about(leadersPlaying) });
  const playersLeading = leaders.filter((e) => members.get(e.participantId) === false);
  if (playersLeading.length > 0) errors.push({ key: 'participantCannotBeLeader', params: about(playersLeading) });

  const missing = players.filter((e) => e.jerseyNumber == null);
  if (missing.length > 0) errors.push({ key: 'missingJerseyNumber', params: about(missing) });
  const outOfRange = players.filter(
    (e) =>
      e.jerseyNumber != null &&
      (!Number.isInteger(e.jerseyNumber) ||
        e.jerseyNumber < JERSEY_NUMBER_RANGE.min ||
        e.jerseyNumber > JERSEY_NUMBER_RANGE.max),
  );
  if (outOfRange.length > 0) {
    errors.push({ key: 'jerseyNumberOutOfRange', params: { ...JERSEY_NUMBER_RANGE, ...about(outOfRange) } });
  }
  const offered = ctx.offeredJerseyNumbers;
  const changed = offered
    ? players.filter(
        (e) => offered.has(e.participantId) && (offered.get(e.participantId) ?? null) !== (e.jerseyNumber ?? null),
      )
    : [];
  if (changed.length > 0) errors.push({ key: 'jerseyNumberNotEditable', params: about(changed) });
  const byNumber = new Map<number, MatchRosterEntry[]>();
  for (const e of players) {
    if (e.jerseyNumber != null) byNumber.set(e.jerseyNumber, [...(byNumber.get(e.jerseyNumber) ?? []), e]);
  }
  const duplicated = [...byNumber].filter(([, list]) => list.length > 1).sort(([a], [b]) => a - b);
  if (duplicated.length === 1) {
    const [number, list] = duplicated[0];
    errors.push({ key: 'duplicatedJerseyNumber', params: { number, ...about(list) } });
  } else if (duplicated.length > 1) {
    errors.push({
      key: 'duplicatedJerseyNumbers',
      params: { list: duplicated.map(([n]) => n).join(', '), numbers: duplicated.map(([n]) => n) },
    });
  }

  if (ctx.otherGender) {
    const others = new Set(ctx.otherGender.playerIds);
    const list = players.filter((e) => others.has(e.participantId));
    if (list.length > ctx.otherGender.max) {
      const { max, team = '', category = '' } = ctx.otherGender;
      errors.push({ key: 'tooManyOtherGender', params: { max, count: list.length, team, category, ...about(list) } });
    }
  }

  const playerCounts = countMessages(players.length, limits.minPlayers, limits.maxPlayers, {
    none: 'noPlayers',
    few: 'tooFewPlayers',
    many: 'tooManyPlayers',
  });
  errors.push(...playerCounts);
  errors.push(
    ...countMessages(leaders.length, limits.minLeaders, limits.maxLeaders, {
      none: 'noLeaders',
      few: 'tooFewLeaders',
      many: 'tooManyLeaders',
    }),
  );
  const recommended = limits.recommendedMaxPlayers ?? limits.maxPlayers;
  if (players.length >= recommended && players.length <= limits.maxPlayers) {
    warnings.push({ key: 'maxPlayersRecommended', params: { n: recommended } });
  }
  return { ok: errors.length === 0, errors, warnings };
}

export type RosterLockState = { confirmedAt: string | Date | null | undefined; matchStageCode: MatchStageCode };

/** Closed for the club once it confirmed the roster or the match left `not_started`, whichever came first. */
export function isRosterClosed(state: RosterLockState): boolean {
  return state.confirmedAt != null || state.matchStageCode !== 'not_started';
}

/**
 * Who may still change a roster: the club while it is open; the hall reporter also after it
 * closed, until reporting of the match is over (waiting for approval or finished).
 */
export function canChangeMatchRoster(state: RosterLockState, actor: 'club' | 'reporter'): boolean {
  return actor === 'reporter' ? !isLockedStage(state.matchStageCode) : !isRosterClosed(state);
}

/**
 * Participants the next roster drops although they already have events in the match; the change
 * must be refused while this is not empty, or the match report would lose its scorers.
 */
export function droppedWithEvents(
  current: readonly number[],
  next: readonly number[],
  participantIdsWithEvents: Iterable<number>,
): number[] {
  const kept = new Set(next);
  const withEvents = new Set(participantIdsWithEvents);
  return [...new Set(current)].filter((id) => !kept.has(id) && withEvents.has(id));
}
