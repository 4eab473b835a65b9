import { canPlayFor } from '@tms/domain/eligibility';
import {
  type MatchRosterCheck,
  type MatchRosterContext,
  type MatchRosterEntry,
  type MatchRosterLimits,
  type OtherGenderLimit,
  MATCH_ROSTER_LIMIT_KEYS,
  categoryRosterLimits,
  checkMatchRoster,
  matchRosterLimits,
} from '@tms/domain/match-roster';
import type { MatchRosterCandidate } from '@tms/domain/contract/match-rosters';
import type { RosterInput } from '@tms/domain/contract/reporting';
import { yearOf } from '@tms/domain/calendar-date';
import { ruleMessageEn } from '@tms/domain/rule-keys';
import type { FieldErrors } from '@tms/domain/errors';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, competitionTeams, configurations, teamCategories, teamParticipants } from '../../db/schema/index';
import { invalid, notFound } from '../../lib/http-error';
import { type RosterState, lastJerseyNumbers, loadRosterState, rosterContext, rosterData } from '../club-roster/read';

const JERSEY_EDIT_KEY = 'club_roster.enable_jersey_number_edit';

/** What the match roster rules of one team read: its people, who may play up for it, the limits. */
export type TeamRosterRules = {
  club: { id: number; name: string };
  team: { id: number; displayName: string; teamCategoryCode: string };
  candidates: MatchRosterCandidate[];
  context: MatchRosterContext & { limits: MatchRosterLimits; otherGender: OtherGenderLimit };
  jerseyNumberEdit: boolean;
  /** Every club participant's name, for messages about people who are not candidates. */
  names: Map<number, string>;
};

/** Club participants not on the team who may still play for it: eligible by age and gender, of no other team of its category. */
function eligiblePlayers(state: RosterState, teamId: number) {
  const team = state.teams.find((t) => t.id === teamId)!;
  const data = rosterData(state);
  const ctx = rosterContext(state);
  const rosterTeam = data.teams.find((t) => t.id === teamId)!;
  const sameCategory = new Set(
    state.teams.filter((t) => t.teamCategoryId === team.teamCategoryId && t.id !== teamId).map((t) => t.id),
  );
  return data.participants.filter((person) => {
    const mine = state.assignments.filter((a) => a.participantId === person.id);
    if (mine.some((a) => a.teamId === teamId || (!a.isLeader && sameCategory.has(a.teamId)))) return false;
    return canPlayFor(person, rosterTeam, ctx).ok;
  });
}

/** The rules' data for the team's match rosters: one loader for the club's screen, the reporter and the server. */
export async function loadTeamRosterRules(db: DbOrTx, teamId: number): Promise<TeamRosterRules> {
  const [row] = await db
    .select({ clubId: competitionTeams.clubId, clubName: clubs.name })
    .from(competitionTeams)
    .innerJoin(clubs, eq(clubs.id, competitionTeams.clubId))
    .where(eq(competitionTeams.id, teamId));
  if (!row) throw notFound('Team');
  const club = { id: row.clubId, name: row.clubName };
  const [state, config] = await Promise.all([
    loadRosterState(db, club),
    db
      .select({ key: configurations.key, value: configurations.value })
      .from(configurations)
      .where(inArray(configurations.key, [...Object.values(MATCH_ROSTER_LIMIT_KEYS), JERSEY_EDIT_KEY])),
  ]);
  const value = (key: string) => config.find((c) => c.key === key)?.value ?? null;
  const team = state.teams.find((t) => t.id === teamId)!;
  // The category's own limits where the office set them; the configured ones for the rest.
  const [category] = await db
    .select({
      rosterPlayersMin: teamCategories.rosterPlayersMin,
      rosterPlayersMax: teamCategories.rosterPlayersMax,
      rosterLeadersMin: teamCategories.rosterLeadersMin,
      rosterLeadersMax: teamCategories.rosterLeadersMax,
    })
    .from(teamCategories)
    .where(eq(teamCategories.id, team.teamCategoryId));
  const members = state.assignments.filter((a) => a.teamId === teamId);
  const rule = rosterContext(state).categories.find((c) => c.id === team.teamCategoryId);
  const isOtherGender = (p: { gender: string }) => !!rule && p.gender !== rule.gender;
  const eligible = eligiblePlayers(state, teamId);
  const people = [
    ...state.people.filter((p) => members.some((m) => m.participantId === p.id)),
    ...state.people.filter((p) => eligible.some((e) => e.id === p.id)),
  ];
  const [jerseys, clubNumbers] = await Promise.all([
    lastJerseyNumbers(
      db,
      people.map((p) => p.id),
    ),
    // Before a first match, the number the club roster gives the player.
    db
      .select({ participantId: teamParticipants.participantId, jerseyNumber: teamParticipants.jerseyNumber })
      .from(teamParticipants)
      .where(eq(teamParticipants.teamId, teamId)),
  ]);
  const clubNumber = new Map(clubNumbers.map((row) => [row.participantId, row.jerseyNumber]));
  return {
    club,
    team: { id: team.id, displayName: team.displayName, teamCategoryCode: team.teamCategoryCode },
    candidates: people.map((p) => ({
      participantId: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      birthYear: yearOf(p.birthDate) ?? 0,
      isLeader: members.some((m) => m.participantId === p.id && m.isLeader),
      playsUp: !members.some((m) => m.participantId === p.id),
      otherGender: isOtherGender(p),
      defaultJerseyNumber: jerseys.get(p.id) ?? clubNumber.get(p.id) ?? null,
    })),
    context: {
      teamMembers: members.map((m) => ({ participantId: m.participantId, isLeader: m.isLeader })),
      eligiblePlayerIds: eligible.map((e) => e.id),
      limits: categoryRosterLimits(category ?? {}, matchRosterLimits(value)),
      otherGender: {
        playerIds: people.filter(isOtherGender).map((p) => p.id),
        max: rule?.otherGenderMax ?? 0,
        team: team.displayName,
        category: team.teamCategoryCode,
      },
    },
    // Booleans are true only when the text is the word true (PRODUCT_SPEC §3).
    jerseyNumberEdit: value(JERSEY_EDIT_KEY) === 'true',
    names: new Map(state.people.map((p) => [p.id, `${p.firstName} ${p.lastName}`])),
  };
}

/** Who changes the roster: the club keeps the offered jersey numbers unless the configuration lets it change them. */
export type RosterActor = 'club' | 'reporter';

/** The roster through checkMatchRoster, with the people's names for the messages. */
export function checkTeamRoster(input: RosterInput, rules: TeamRosterRules, actor: RosterActor): MatchRosterCheck {
  const entries: MatchRosterEntry[] = input.participants.map((p) => ({
    ...p,
    name: rules.names.get(p.participantId),
  }));
  // The hall staff at the timekeeper's table number the players as they really play.
  const fixedNumbers = actor === 'club' && !rules.jerseyNumberEdit;
  const offeredJerseyNumbers = fixedNumbers
    ? new Map(rules.candidates.map((c) => [c.participantId, c.defaultJerseyNumber]))
    : undefined;
  return checkMatchRoster(entries, { ...rules.context, offeredJerseyNumbers });
}

/**
 * 400 when the roster breaks a rule: the first message on `participants` (what the form shows
 * above the list) and each person's own on their row.
 */
export function enforceTeamRoster(input: RosterInput, rules: TeamRosterRules, actor: RosterActor) {
  const result = checkTeamRoster(input, rules, actor);
  if (result.ok) return;
  const fields: FieldErrors = { participants: result.errors[0] };
  for (const error of result.errors) {
    const ids = (error.params?.participantIds as number[] | undefined) ?? [];
    const field = error.key.toLowerCase().includes('jersey') ? 'jerseyNumber' : 'participantId';
    for (const id of ids) {
      const index = input.participants.findIndex((p) => p.participantId === id);
      if (index >= 0) fields[`participants.${index}.${field}`] ??= error;
    }
  }
  throw invalid(fields, ruleMessageEn(result.errors[0]) ?? 'The roster breaks a rule');
}
