import { z } from 'zod';
import type { MatchParticipant } from '@tms/domain/contract/competition';
import { type MatchRosterCheck, type MatchRosterLimits, checkMatchRoster } from '@tms/domain/match-roster';
import { personName } from '@/lib/person-name';
import type { RosterCandidate } from '../api/get-roster-candidates';

export type RosterRow = {
  participantId: number;
  firstName: string;
  lastName: string;
  birthYear: number;
  isLeader: boolean;
  /** Of the other gender than the team's category. */
  otherGender: boolean;
  selected: boolean;
  jerseyNumber: number | null;
};

/**
 * The editor's rows: every club candidate of the team, ticked when on the match roster, with the
 * match's jersey number (else the club's last one). Players first by number, then leaders.
 */
export function rosterRows(candidates: readonly RosterCandidate[], roster: readonly MatchParticipant[]): RosterRow[] {
  const onRoster = new Map(roster.map((person) => [person.participantId, person]));
  const rows = candidates.map((candidate) => {
    const current = onRoster.get(candidate.participantId);
    return {
      participantId: candidate.participantId,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      birthYear: candidate.birthYear,
      isLeader: current?.isLeader ?? candidate.isLeader,
      otherGender: candidate.otherGender,
      selected: current !== undefined,
      jerseyNumber: current ? current.jerseyNumber : candidate.jerseyNumber,
    };
  });
  // Someone on the roster who is no longer a candidate must stay visible (and removable).
  for (const person of roster) {
    if (rows.some((row) => row.participantId === person.participantId)) continue;
    rows.push({
      participantId: person.participantId,
      firstName: person.firstName,
      lastName: person.lastName,
      birthYear: person.birthYear,
      isLeader: person.isLeader,
      otherGender: false,
      selected: true,
      jerseyNumber: person.jerseyNumber,
    });
  }
  return rows.sort(
    (a, b) =>
      Number(a.isLeader) - Number(b.isLeader) ||
      (a.jerseyNumber ?? 1000) - (b.jerseyNumber ?? 1000) ||
      a.lastName.localeCompare(b.lastName),
  );
}

/** The team's limit of players of the other gender, with its name and category for the message. */
export type OtherGenderRule = { max: number; team: string; category: string };

/**
 * The club's rules (checkMatchRoster) over the ticked rows, as the server applies them to the
 * hall's change: the team's people, the limits and the other gender's maximum.
 */
export function checkRosterRows(
  rows: readonly RosterRow[],
  candidates: readonly Pick<RosterCandidate, 'participantId' | 'isLeader'>[],
  limits: MatchRosterLimits,
  otherGender?: OtherGenderRule,
): MatchRosterCheck {
  const selected = rows.filter((row) => row.selected);
  return checkMatchRoster(
    selected.map((row) => ({ ...row, name: personName(row) })),
    {
      teamMembers: candidates.map((c) => ({ participantId: c.participantId, isLeader: c.isLeader })),
      limits,
      otherGender: otherGender && {
        ...otherGender,
        playerIds: rows.filter((row) => row.otherGender).map((row) => row.participantId),
      },
    },
  );
}

/** Jersey numbers used more than once among the selected rows, ascending. */
export function duplicatedNumbers(rows: readonly Pick<RosterRow, 'jerseyNumber'>[]): number[] {
  const seen = new Set<number>();
  const duplicated = new Set<number>();
  for (const { jerseyNumber } of rows) {
    if (jerseyNumber === null) continue;
    if (seen.has(jerseyNumber)) duplicated.add(jerseyNumber);
    seen.add(jerseyNumber);
  }
  return [...duplicated].sort((a, b) => a - b);
}

const rosterRow = z.object({
  participantId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birthYear: z.number(),
  isLeader: z.boolean(),
  otherGender: z.boolean(),
  selected: z.boolean(),
  jerseyNumber: z.number().int().min(1).max(99).nullable(),
});

/** The editor's rows in; the body of changeMatchRoster (the ticked rows) out. */
export const rosterForm = z.object({ rows: z.array(rosterRow) }).transform(({ rows }) => ({
  participants: rows
    .filter((row) => row.selected)
    .map(({ participantId, jerseyNumber, isLeader }) => ({ participantId, jerseyNumber, isLeader })),
}));

/** A path of the body (`participants.2.jerseyNumber`) as the editor row it came from (the third ticked one). */
export function rosterRowPath(rows: readonly Pick<RosterRow, 'selected'>[], path: string): string | null {
  const match = /^participants\.(\d+)(\..+)?$/.exec(path);
  if (!match) return null;
  let ticked = -1;
  const index = rows.findIndex((row) => row.selected && ++ticked === Number(match[1]));
  return index < 0 ? null : `rows.${index}${match[2] ?? ''}`;
}
