import { ageOn, parseCalendarDate, yearOf } from './calendar-date';
import { type RuleMessage, type RuleResult, ruleResult } from './rule-keys';

// Who may play and lead for which team (DESIGN.md §4 "Eligibility"). The club roster form asks
// after every change, the server checks again before saving, and match rosters reuse the player
// rule; categories come from data, so a new edition with other birth years needs no code change.

export type Gender = 'male' | 'female';

/** A category as stored: birth years directly, or the oldest/youngest birth dates. */
export type CategoryData = {
  id: number;
  code: string;
  gender: Gender;
  birthYearFrom?: number | null;
  birthYearTo?: number | null;
  birthDateMin?: string | null;
  birthDateMax?: string | null;
  /** Players of the other gender its teams may include (the office sets it per category); 0 or missing: none. */
  otherGenderMax?: number | null;
};

/** A category ready for the rules; `youngestYear` null means no lower age limit (E). */
export type CategoryRule = {
  id: number;
  code: string;
  gender: Gender;
  oldestYear: number;
  youngestYear: number | null;
  /** Players of the other gender allowed in its teams. */
  otherGenderMax: number;
};

/**
 * The 2025 edition's exceptions (DESIGN.md §4): MD and ME teams may include up to 3 girls, WE teams up
 * to 3 boys. The rules read each category's `otherGenderMax`; these values only seed the categories.
 */
export const OTHER_GENDER_LIMITS: Readonly<Record<string, number>> = { MD: 3, ME: 3, WE: 3 };

export const DEFAULT_LEADER_MIN_AGE = 18;

/**
 * Rules of the categories. A category without a youngest year ends where the next younger one of
 * its gender begins; the youngest of a gender stays open.
 */
export function categoryRules(categories: readonly CategoryData[]): CategoryRule[] {
  const rules = categories.map((c) => ({
    id: c.id,
    code: c.code,
    gender: c.gender,
    oldestYear: c.birthYearFrom ?? yearOf(c.birthDateMin) ?? Number.NaN,
    youngestYear: c.birthYearTo ?? yearOf(c.birthDateMax),
    otherGenderMax: Math.max(0, c.otherGenderMax ?? 0),
  }));
  return rules.map((rule) => {
    if (rule.youngestYear !== null) return rule;
    const next = younger(rules, rule);
    return { ...rule, youngestYear: next ? next.oldestYear - 1 : null };
  });
}

/** The next younger category of the same gender (the one whose players may play up into this one). */
function younger(rules: readonly CategoryRule[], rule: CategoryRule): CategoryRule | undefined {
  return rules
    .filter((r) => r.gender === rule.gender && r.oldestYear > rule.oldestYear)
    .sort((a, b) => a.oldestYear - b.oldestYear)[0];
}

/** Birth years that may play in a category: its own, and the next younger category's (one up). */
export function playableYears(rules: readonly CategoryRule[], rule: CategoryRule): { from: number; to: number | null } {
  const next = younger(rules, rule);
  return { from: rule.oldestYear, to: next ? next.youngestYear : rule.youngestYear };
}

export type RosterParticipant = {
  id: number;
  firstName?: string;
  lastName?: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  gender: Gender;
};
export type RosterTeam = { id: number; name?: string; teamCategoryId: number };
export type RosterAssignment = { participantId: number; teamId: number; isLeader: boolean };
export type ClubRoster = {
  participants: readonly RosterParticipant[];
  teams: readonly RosterTeam[];
  assignments: readonly RosterAssignment[];
};

export type EligibilityContext = {
  categories: readonly CategoryRule[];
  /** `YYYY-MM-DD`: leaders' ages are taken on this day. */
  firstTournamentDay: string;
  /** `club_roster.leader_min_age_in_years`, default 18. */
  leaderMinAge?: number;
};

type Violation = RuleMessage & { id: string };

const personName = (p: RosterParticipant) => `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || `#${p.id}`;
const teamName = (t: RosterTeam) => t.name ?? `#${t.id}`;

/** Why a participant cannot play for a team of the category, by birth year and gender alone. */
function playerViolations(ctx: EligibilityContext, p: RosterParticipant, team: RosterTeam): Violation[] {
  const rule = ctx.categories.find((c) => c.id === team.teamCategoryId);
  const params = { participantId: p.id, participant: personName(p), teamId: team.id, team: teamName(team) };
  if (!rule) return [{ id: `nocategory:${team.id}`, key: 'invalidValue', params }];
  const withCategory = { ...params, category: rule.code };
  const birthYear = yearOf(p.birthDate);
  const found: Violation[] = [];
  const id = `${p.id}:${team.id}`;
  if (birthYear === null) return [{ id: `birth:${id}`, key: 'invalidValue', params: withCategory }];
  const years = playableYears(ctx.categories, rule);
  if (birthYear < years.from) {
    found.push({
      id: `old:${id}`,
      key: 'playerTooOld',
      params: { ...withCategory, birthYear, oldestYear: years.from },
    });
  }
  if (years.to !== null && birthYear > years.to) {
    found.push({
      id: `young:${id}`,
      key: 'playerTooYoung',
      params: { ...withCategory, birthYear, youngestYear: years.to },
    });
  }
  if (p.gender !== rule.gender && rule.otherGenderMax === 0) {
    found.push({ id: `gender:${id}`, key: 'genderNotAllowed', params: withCategory });
  }
  return found;
}

/** Whether a participant may play for a team of the category (birth year and gender; not the team's counts). */
export function canPlayFor(participant: RosterParticipant, team: RosterTeam, ctx: EligibilityContext): RuleResult {
  return ruleResult(playerViolations(ctx, participant, team).map(({ id: _, ...message }) => message));
}

/** Every broken rule of a roster, each with an identity that is stable while the breach is the same. */
function violations(roster: ClubRoster, ctx: EligibilityContext): Violation[] {
  const people = new Map(roster.participants.map((p) => [p.id, p]));
  const teams = new Map(roster.teams.map((t) => [t.id, t]));
  const found: Violation[] = [];
  const minAge = ctx.leaderMinAge ?? DEFAULT_LEADER_MIN_AGE;
  // One entry per participant and team, with the roles given (a form may send both).
  const pairs = new Map<string, { participantId: number; teamId: number; roles: Set<boolean> }>();
  for (const a of roster.assignments) {
    const key = `${a.participantId}:${a.teamId}`;
    const pair = pairs.get(key) ?? { participantId: a.participantId, teamId: a.teamId, roles: new Set<boolean>() };
    pairs.set(key, pair);
    pair.roles.add(a.isLeader);
  }
  const playsIn = new Map<string, RosterTeam[]>();
  const otherGender = new Map<number, number>();
  for (const [key, { participantId, teamId, roles: set }] of pairs) {
    const p = people.get(participantId);
    const team = teams.get(teamId);
    if (!p || !team) {
      found.push({ id: `club:${key}`, key: 'notOfClub', params: { participantId, teamId } });
      continue;
    }
    const params = { participantId: p.id, participant: personName(p), teamId: team.id, team: teamName(team) };
    if (set.size === 2) found.push({ id: `both:${key}`, key: 'playerAndLeader', params });
    if (set.has(true)) {
      const age = ageOn(p.birthDate, ctx.firstTournamentDay);
      if (age === null || age < minAge) {
        found.push({ id: `leader:${key}`, key: 'leaderTooYoung', params: { ...params, minAge } });
      }
    }
    if (!set.has(false)) continue;
    found.push(...playerViolations(ctx, p, team));
    const rule = ctx.categories.find((c) => c.id === team.teamCategoryId);
    if (!rule) continue;
    const categoryKey = `${p.id}:${rule.id}`;
    playsIn.set(categoryKey, [...(playsIn.get(categoryKey) ?? []), team]);
    if (p.gender !== rule.gender) otherGender.set(team.id, (otherGender.get(team.id) ?? 0) + 1);
  }
  for (const [key, list] of playsIn) {
    if (list.length < 2) continue;
    const [participantId, categoryId] = key.split(':').map(Number);
    const p = people.get(participantId)!;
    const rule = ctx.categories.find((c) => c.id === categoryId)!;
    const ids = list.map((t) => t.id).sort((a, b) => a - b);
    found.push({
      id: `category:${key}:${ids.join(',')}`,
      key: 'oneTeamPerCategory',
      params: {
        participantId,
        participant: personName(p),
        category: rule.code,
        teamIds: ids,
        teams: list.map(teamName),
      },
    });
  }
  for (const [teamId, count] of otherGender) {
    const team = teams.get(teamId)!;
    const rule = ctx.categories.find((c) => c.id === team.teamCategoryId)!;
    if (rule.otherGenderMax === 0 || count <= rule.otherGenderMax) continue;
    found.push({
      // The count is part of the identity: one more player over the limit is a new breach.
      id: `others:${teamId}:${count}`,
      key: 'tooManyOtherGender',
      params: { teamId, team: teamName(team), category: rule.code, max: rule.otherGenderMax, count },
    });
  }
  return found;
}

const strip = (list: readonly Violation[]): RuleMessage[] => list.map(({ id: _, ...message }) => message);

/** The whole roster against every rule (server-side before saving, or an office overview). */
export function checkRoster(roster: ClubRoster, ctx: EligibilityContext): RuleResult {
  return ruleResult(strip(violations(roster, ctx)));
}

/**
 * What a change breaks that was not broken before. Breaches the roster already had (older data,
 * a changed configuration) do not block unrelated edits, but nothing may get worse.
 */
export function checkRosterChange(current: ClubRoster, next: ClubRoster, ctx: EligibilityContext): RuleResult {
  const before = new Set(violations(current, ctx).map((v) => v.id));
  return ruleResult(strip(violations(next, ctx).filter((v) => !before.has(v.id))));
}

/** A participant's role in a team after the change; null removes the assignment. */
export type AssignmentChange = { participantId: number; teamId: number; role: 'player' | 'leader' | null };

export function applyAssignment(roster: ClubRoster, change: AssignmentChange): ClubRoster {
  const others = roster.assignments.filter(
    (a) => a.participantId !== change.participantId || a.teamId !== change.teamId,
  );
  if (change.role === null) return { ...roster, assignments: others };
  const assignment = { participantId: change.participantId, teamId: change.teamId, isLeader: change.role === 'leader' };
  return { ...roster, assignments: [...others, assignment] };
}

/** One assignment change against the current club roster. */
export function checkAssignment(roster: ClubRoster, change: AssignmentChange, ctx: EligibilityContext): RuleResult {
  return checkRosterChange(roster, applyAssignment(roster, change), ctx);
}

/** A new or edited participant with all their assignments (the roster form's finish step). */
export function checkParticipant(
  roster: ClubRoster,
  participant: RosterParticipant,
  assignments: readonly { teamId: number; isLeader: boolean }[],
  ctx: EligibilityContext,
): RuleResult {
  if (!parseCalendarDate(participant.birthDate)) {
    return {
      ok: false,
      reasons: [{ key: 'invalidValue', params: { participantId: participant.id, field: 'birthDate' } }],
    };
  }
  const next: ClubRoster = {
    ...roster,
    participants: [...roster.participants.filter((p) => p.id !== participant.id), participant],
    assignments: [
      ...roster.assignments.filter((a) => a.participantId !== participant.id),
      ...assignments.map((a) => ({ ...a, participantId: participant.id })),
    ],
  };
  return checkRosterChange(roster, next, ctx);
}

/** The rules' context from a category list as stored and the configured tournament facts. */
export function eligibilityContext(
  categories: readonly CategoryData[],
  firstTournamentDay: string | null,
  leaderMinAge: number = DEFAULT_LEADER_MIN_AGE,
): EligibilityContext {
  // Without a configured first day, leaders' ages are taken on the day the roster is checked.
  const day = firstTournamentDay ?? new Date().toISOString().slice(0, 10);
  return { categories: categoryRules(categories), firstTournamentDay: day, leaderMinAge };
}

/**
 * The refusals of a participant's form as field messages: a reason about one of the participant's
 * teams lands on that team's row (`teams.{index}`), the rest on the form as a whole (`_`).
 */
export function participantFieldMessages(
  reasons: readonly RuleMessage[],
  teams: readonly { teamId: number }[],
): Record<string, RuleMessage> {
  const fields: Record<string, RuleMessage> = {};
  for (const reason of reasons) {
    const teamIds = [reason.params?.teamId, ...((reason.params?.teamIds as unknown[]) ?? [])];
    const index = teams.findIndex((t) => teamIds.includes(t.teamId));
    const path = index >= 0 ? `teams.${index}` : '_';
    fields[path] ??= reason;
  }
  return fields;
}
