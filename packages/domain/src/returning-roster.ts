import {
  type CategoryRule,
  type EligibilityContext,
  type Gender,
  type RosterAssignment,
  type RosterParticipant,
  canPlayFor,
  checkRoster,
} from './eligibility';
import type { RuleMessage } from './rule-keys';

// A club that played last year starts the new edition from last year's teams and people. Categories
// keep their codes but their birth years move on a year, so a team whose players outgrew its
// category moves up to the next older one when more of its players may play there; each person is
// then checked against the team they would play for or lead, and who is no longer eligible says why.

export type PreviousTeam = {
  id: number;
  /** The category's code last year (MA, WB, …) and its gender. */
  categoryCode: string;
  gender: Gender;
  /** How the team is shown, e.g. "HC Zlín I". */
  name: string;
};

export type PreviousRoster = {
  teams: readonly PreviousTeam[];
  participants: readonly RosterParticipant[];
  assignments: readonly RosterAssignment[];
};

export type ReturningTeam = {
  previousTeamId: number;
  previousCode: string;
  /** This year's category the team is proposed for; null when no category of its gender fits. */
  category: CategoryRule | null;
  /** Proposed for the next older category than last year's code. */
  movedUp: boolean;
  /** Of last year's players, those this year's category takes. */
  players: number;
  eligiblePlayers: number;
};

export type ReturningParticipant = {
  participantId: number;
  /** Last year's teams and roles, with the team each moves to. */
  assignments: readonly RosterAssignment[];
  eligible: boolean;
  /** Why not, as the eligibility rules say it for this year's team (empty when eligible). */
  reasons: RuleMessage[];
};

export type ReturningRoster = { teams: ReturningTeam[]; participants: ReturningParticipant[] };

/** The category of `gender` next older than `rule` (the one a team moves up to). */
function older(categories: readonly CategoryRule[], rule: CategoryRule): CategoryRule | undefined {
  return categories
    .filter((c) => c.gender === rule.gender && c.oldestYear < rule.oldestYear)
    .sort((a, b) => b.oldestYear - a.oldestYear)[0];
}

function proposeTeam(previous: PreviousRoster, team: PreviousTeam, ctx: EligibilityContext): ReturningTeam {
  const players = previous.assignments
    .filter((a) => a.teamId === team.id && !a.isLeader)
    .flatMap((a) => previous.participants.filter((p) => p.id === a.participantId));
  const same = ctx.categories.find((c) => c.code === team.categoryCode && c.gender === team.gender);
  const fallback = ctx.categories
    .filter((c) => c.gender === team.gender)
    .sort((a, b) => a.oldestYear - b.oldestYear)[0];
  const base = same ?? fallback;
  const count = (category: CategoryRule) =>
    players.filter((p) => canPlayFor(p, { id: team.id, teamCategoryId: category.id }, ctx).ok).length;
  const result = (category: CategoryRule | null, movedUp: boolean): ReturningTeam => ({
    previousTeamId: team.id,
    previousCode: team.categoryCode,
    category,
    movedUp,
    players: players.length,
    eligiblePlayers: category ? count(category) : 0,
  });
  if (!base) return result(null, false);
  const up = older(ctx.categories, base);
  // Moving up only when it lets more of last year's players play; a tie keeps the category.
  if (up && count(up) > count(base)) return result(up, true);
  return result(base, false);
}

/**
 * Last year's roster laid over this year's categories: each team's proposed category, and each
 * person with their assignments moved to the proposed teams, eligible or not with the reasons.
 * Teams without a fitting category drop out, and so do their assignments; a person whose every team
 * dropped out is not eligible, one who had no team last year is (as a person of the club).
 */
export function planReturningRoster(previous: PreviousRoster, ctx: EligibilityContext): ReturningRoster {
  const teams = previous.teams.map((team) => proposeTeam(previous, team, ctx));
  const proposed = teams.flatMap((t) => {
    const team = previous.teams.find((p) => p.id === t.previousTeamId)!;
    return t.category ? [{ id: team.id, name: team.name, teamCategoryId: t.category.id }] : [];
  });
  const participants = previous.participants.map((person): ReturningParticipant => {
    const own = previous.assignments.filter((a) => a.participantId === person.id);
    const assignments = own.filter((a) => proposed.some((t) => t.id === a.teamId));
    const check = checkRoster({ participants: [person], teams: proposed, assignments }, ctx);
    const reasons = check.ok ? [] : check.reasons;
    // Somebody of the club without a team last year comes along as such; whose teams all dropped out has none.
    if (assignments.length === 0 && own.length > 0) {
      const participant = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
      const reason: RuleMessage = { key: 'noTeamThisYear', params: { participantId: person.id, participant } };
      return { participantId: person.id, assignments, eligible: false, reasons: [reason] };
    }
    return { participantId: person.id, assignments, eligible: reasons.length === 0, reasons };
  });
  return { teams, participants };
}
