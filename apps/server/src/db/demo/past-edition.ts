import type { RolloverInput } from '@tms/domain/contract/editions';
import { inArray } from 'drizzle-orm';
import { createEditionFrom, readCopySource } from '../../modules/editions/copy';
import { recomputeMatchScores } from '../../modules/competition/match-scores-service';
import { recomputeCompetition, recomputeGroups } from '../../modules/competition/standings-service';
import type { Tx } from '../client';
import { useCurrentEdition } from '../edition-scope';
import {
  type EventTypeCode,
  type MatchStageCode,
  clubs,
  competitionGroups,
  competitionTeams,
  groupStandings,
  matchEvents,
  matchParticipants,
  matches,
  participants,
  teamCategories,
  teamParticipants,
} from '../schema/index';
import { insertMany, maxId } from './bulk';
import type { CategorySeed, RoundLevelName } from './lookup-lists';
import type { People, Sex } from './people';
import type { Random } from './random';
import { eventRows as eventsOf, type MatchRoster, simulateMatch } from './results';
import { categoryPlan } from './past-edition-format';

/**
 * The year before the live demo: a smaller tournament, all of it played, so the results' year switch
 * and a past edition's pages can be tried at once. Eight teams per category from clubs of 2025: two
 * groups of four, semi-finals (A1–B2, B1–A2), the 3rd place match and the final.
 */
export const PAST_EDITION: RolloverInput = {
  year: 2024,
  name: 'Prague Handball Cup 2024',
  startsOn: '2024-04-19',
  endsOn: '2024-04-22',
};
const TEAMS_PER_CATEGORY = 8;
const DAYS = ['2024-04-19', '2024-04-20', '2024-04-21', '2024-04-22'];
/** Prague is on CEST (UTC+2) in April. */
const UTC_OFFSET_MS = 2 * 3_600_000;

export type PastTeamSource = { clubId: number; country: string; category: CategorySeed; strength: number };

export type PastEditionInput = {
  rng: Random;
  people: People;
  /** The teams of 2025 whose clubs took part; each category's eight come from different clubs. */
  teams: readonly PastTeamSource[];
  stage: Record<MatchStageCode, number>;
  eventType: Record<EventTypeCode, number>;
  roundLevel: Record<RoundLevelName, number>;
  hallIds: readonly number[];
};

type Player = { participantId: number; jersey: number; skill: number; goalkeeper: boolean };
type PastTeam = { id: number; source: PastTeamSource; players: Player[]; leaders: number[] };
/**
 * Seeds edition 2024 inside the demo's transaction and leaves `tx` on the current edition again:
 * its setup copied from 2025 a year earlier, clubs copied from 2025, new rosters, and every match
 * played, published and counted into the tables.
 */
export async function seedPastEdition(
  tx: Tx,
  input: PastEditionInput,
): Promise<{ teams: number; matches: number; events: number }> {
  const { rng, people } = input;
  // Eight teams of eight different clubs per category.
  const chosen = new Map<string, PastTeamSource[]>();
  for (const source of rng.shuffle([...input.teams])) {
    const list = chosen.get(source.category.code) ?? [];
    if (list.length < TEAMS_PER_CATEGORY && !list.some((t) => t.clubId === source.clubId)) list.push(source);
    chosen.set(source.category.code, list);
  }
  const clubIds = [...new Set([...chosen.values()].flat().map((t) => t.clubId))];
  const clubRows = await tx.select().from(clubs).where(inArray(clubs.id, clubIds));

  await createEditionFrom(tx, await readCopySource(tx, { startsOn: '2025-04-18', year: 2025 }), PAST_EDITION);
  const categories = new Map((await tx.select().from(teamCategories)).map((c) => [c.code, c]));

  let clubId = await maxId(tx, clubs);
  const clubOf = new Map<number, number>();
  await insertMany(
    tx,
    clubs,
    clubRows.map(({ id, editionId: _edition, ...club }) => {
      clubOf.set(id, ++clubId);
      return {
        ...club,
        id: clubId,
        registrationState: 'approved',
        createdAt: '2023-10-02T08:00:00.000Z',
        updatedAt: '2024-03-01T08:00:00.000Z',
      };
    }),
  );

  let teamId = await maxId(tx, competitionTeams);
  let participantId = await maxId(tx, participants);
  const teamsByCode = new Map<string, PastTeam[]>();
  const teamRows: (typeof competitionTeams.$inferInsert)[] = [];
  const people2024: (typeof participants.$inferInsert)[] = [];
  const assignments: (typeof teamParticipants.$inferInsert)[] = [];
  for (const [code, sources] of chosen) {
    const category = categories.get(code)!;
    const oldest = Number(category.birthDateMin.slice(0, 4));
    const teams = sources.map((source): PastTeam => {
      const team: PastTeam = { id: ++teamId, source, players: [], leaders: [] };
      teamRows.push({
        id: team.id,
        clubId: clubOf.get(source.clubId)!,
        teamCategoryId: category.id,
        teamNumber: 1,
        persons: 0,
        createdAt: '2023-11-01T08:00:00.000Z',
        updatedAt: '2024-03-01T08:00:00.000Z',
      });
      const jerseys = rng.shuffle(Array.from({ length: 30 }, (_, i) => i + 1));
      const count = rng.int(10, 13);
      for (let p = 0; p < count; p++) {
        const sex: Sex = source.category.gender;
        people2024.push({
          id: ++participantId,
          clubId: clubOf.get(source.clubId)!,
          firstName: people.firstName(source.country, sex),
          lastName: people.lastName(source.country, sex),
          birthDate: `${oldest + rng.int(0, 1)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
          gender: sex,
          createdAt: '2024-02-01T08:00:00.000Z',
        });
        assignments.push({ teamId: team.id, participantId, isLeader: false, jerseyNumber: jerseys[p] });
        team.players.push({
          participantId,
          jersey: jerseys[p],
          skill: Math.exp(rng.normal(0, 0.7)),
          goalkeeper: p < 2,
        });
      }
      const sex: Sex = rng.chance(0.7) ? 'male' : 'female';
      people2024.push({
        id: ++participantId,
        clubId: clubOf.get(source.clubId)!,
        firstName: people.firstName(source.country, sex),
        lastName: people.lastName(source.country, sex),
        birthDate: `${rng.int(1965, 1998)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
        gender: sex,
        createdAt: '2024-02-01T08:00:00.000Z',
      });
      assignments.push({ teamId: team.id, participantId, isLeader: true, jerseyNumber: null });
      team.leaders.push(participantId);
      return team;
    });
    for (const row of teamRows.slice(-teams.length))
      row.persons = assignments.filter((a) => a.teamId === row.id).length;
    teamsByCode.set(code, teams);
  }
  await insertMany(tx, competitionTeams, teamRows);
  await insertMany(tx, participants, people2024);
  await insertMany(tx, teamParticipants, assignments);

  // Groups, slots and matches, category by category, each in a hall of its own.
  let groupId = await maxId(tx, competitionGroups);
  let matchId = await maxId(tx, matches);
  const groupIds = new Map<string, number>();
  const groupRows: (typeof competitionGroups.$inferInsert)[] = [];
  const slotRows: (typeof groupStandings.$inferInsert)[] = [];
  const matchRows: (typeof matches.$inferInsert & { id: number })[] = [];
  const knockout = new Set<number>();
  [...teamsByCode.keys()].forEach((code, c) => {
    const category = categories.get(code)!;
    const teams = teamsByCode.get(code)!;
    const plan = categoryPlan(code);
    for (const group of plan.groups) groupIds.set(group.label, ++groupId);
    for (const group of plan.groups) {
      groupRows.push({
        id: groupIds.get(group.label)!,
        label: group.label,
        name: group.name,
        teamCategoryId: category.id,
        competitionRoundLevelId: input.roundLevel[group.level],
        playoffCategory: group.level === 'preliminary' ? null : 'A',
        weight: group.weight,
      });
      group.slots.forEach((slot, i) => {
        slotRows.push({
          competitionGroupId: groupIds.get(group.label)!,
          slot: i + 1,
          teamId: slot.teamIndex === undefined ? null : teams[slot.teamIndex].id,
          standings: null,
          predecessorCompetitionGroupId: slot.from ? groupIds.get(slot.from.group)! : null,
          predecessorCompetitionGroupStandings: slot.from?.rank ?? null,
        });
      });
    }
    const slotsOf = new Map(plan.groups.map((g) => [g.label, g.slots]));
    plan.matches.forEach((m, n) => {
      const home = slotsOf.get(m.group)![m.home - 1];
      const away = slotsOf.get(m.group)![m.away - 1];
      const id = ++matchId;
      if (m.knockout) knockout.add(id);
      matchRows.push({
        id,
        matchNumber: n + 1,
        teamCategoryId: category.id,
        competitionGroupId: groupIds.get(m.group)!,
        homeTeamId: home.teamIndex === undefined ? null : teams[home.teamIndex].id,
        awayTeamId: away.teamIndex === undefined ? null : teams[away.teamIndex].id,
        homeTeamCompetitionGroupId: home.from ? groupIds.get(home.from.group)! : null,
        homeTeamCompetitionStandings: home.from?.rank ?? null,
        awayTeamCompetitionGroupId: away.from ? groupIds.get(away.from.group)! : null,
        awayTeamCompetitionStandings: away.from?.rank ?? null,
        homeGoalsCount: 0,
        awayGoalsCount: 0,
        walkOver: false,
        day: DAYS[m.day],
        time: m.time,
        publishedDay: DAYS[m.day],
        publishedTime: m.time,
        placeId: input.hallIds[c % input.hallIds.length],
        publishedPlaceId: input.hallIds[c % input.hallIds.length],
        competitionMatchStageId: input.stage.finished,
        matchLength: category.matchLength,
        meta: {},
        updatedAt: '2024-04-22T16:00:00.000Z',
      });
    });
  });
  await insertMany(tx, competitionGroups, groupRows);
  await insertMany(tx, groupStandings, slotRows);
  await insertMany(tx, matches, matchRows);

  // Played in waves: the groups first, then whom their tables send to the semi-finals, then the finals.
  const teamById = new Map([...teamsByCode.values()].flat().map((t) => [t.id, t]));
  const toPlay = new Set(matchRows.map((m) => m.id));
  let matchParticipantId = await maxId(tx, matchParticipants);
  let events = 0;
  while (toPlay.size > 0) {
    const current = await tx
      .select({ id: matches.id, homeTeamId: matches.homeTeamId, awayTeamId: matches.awayTeamId })
      .from(matches)
      .where(inArray(matches.id, [...toPlay]));
    const ready = current.filter((m) => m.homeTeamId !== null && m.awayTeamId !== null);
    if (ready.length === 0) throw new Error('The past edition has matches whose teams never become known');
    const rosterRows: (typeof matchParticipants.$inferInsert)[] = [];
    const eventRows: (typeof matchEvents.$inferInsert)[] = [];
    for (const m of ready) {
      const row = matchRows.find((r) => r.id === m.id)!;
      const add = (team: PastTeam, participantId: number, jerseyNumber: number | null) => {
        const id = ++matchParticipantId;
        rosterRows.push({
          id,
          matchId: m.id,
          teamId: team.id,
          participantId,
          jerseyNumber,
          isLeader: jerseyNumber === null,
        });
        return id;
      };
      const roster = (team: PastTeam): MatchRoster => ({
        players: team.players.map((p) => ({
          matchParticipantId: add(team, p.participantId, p.jersey),
          skill: p.skill,
          goalkeeper: p.goalkeeper,
        })),
        leaders: team.leaders.map((leader) => add(team, leader, null)),
      });
      const home = teamById.get(m.homeTeamId!)!;
      const away = teamById.get(m.awayTeamId!)!;
      const drafts = simulateMatch(rng, {
        length: row.matchLength!,
        goalsMean: home.source.category.goals,
        homeStrength: home.source.strength,
        awayStrength: away.source.strength,
        knockout: knockout.has(m.id),
        elapsed: null,
        startMs: Date.parse(`${row.day}T${row.time}:00Z`) - UTC_OFFSET_MS,
        home: roster(home),
        away: roster(away),
      });
      eventRows.push(...eventsOf(m.id, drafts, input));
      toPlay.delete(m.id);
    }
    await insertMany(tx, matchParticipants, rosterRows);
    await insertMany(tx, matchEvents, eventRows);
    events += eventRows.length;
    await recomputeMatchScores(
      tx,
      ready.map((m) => m.id),
    );
    await recomputeGroups(tx);
  }
  await recomputeCompetition(tx);
  await useCurrentEdition(tx);
  return { teams: teamRows.length, matches: matchRows.length, events };
}
