import type { MatchRosterInput, MatchRosterView } from '@tms/domain/contract/match-rosters';
import { type MatchRosterCheck, checkMatchRoster } from '@tms/domain/match-roster';

/** One person on the roster page: picked or not, with the jersey number they would wear. */
export type RosterRow = {
  participantId: number;
  firstName: string;
  lastName: string;
  birthYear: number;
  isLeader: boolean;
  playsUp: boolean;
  /** Of the other gender than the team's category (a boy in a girls' team or a girl in a boys' team). */
  otherGender: boolean;
  selected: boolean;
  jerseyNumber: number | null;
};

/**
 * The page's rows: every candidate, picked as the saved roster has it; before anything was saved,
 * the team's own people are picked with their last match's numbers (a coach mostly removes). Where
 * clubs may not change numbers (`jerseyNumberEdit` false) every player wears the offered one, as the
 * server requires, even when a draft saved earlier had another.
 */
export function rosterRows(
  view: Pick<MatchRosterView, 'candidates' | 'entries'> & Partial<Pick<MatchRosterView, 'jerseyNumberEdit'>>,
): RosterRow[] {
  const saved = view.entries ? new Map(view.entries.map((e) => [e.participantId, e])) : null;
  const ownNumbers = view.jerseyNumberEdit ?? true;
  return view.candidates.map((c) => {
    const entry = saved?.get(c.participantId);
    return {
      participantId: c.participantId,
      firstName: c.firstName,
      lastName: c.lastName,
      birthYear: c.birthYear,
      isLeader: c.isLeader,
      playsUp: c.playsUp,
      otherGender: c.otherGender,
      selected: saved ? entry !== undefined : !c.playsUp,
      jerseyNumber: c.isLeader ? null : entry && ownNumbers ? entry.jerseyNumber : c.defaultJerseyNumber,
    };
  });
}

/** The body of save and confirm: the picked rows. */
export function rosterBody(rows: readonly RosterRow[]): MatchRosterInput {
  return {
    participants: rows
      .filter((row) => row.selected)
      .map((row) => ({ participantId: row.participantId, jerseyNumber: row.jerseyNumber, isLeader: row.isLeader })),
  };
}

/** The same check the server makes (checkMatchRoster), as the coach taps. */
export function checkRows(
  rows: readonly RosterRow[],
  limits: MatchRosterView['limits'],
  otherGender?: { max: number; team: string; category: string },
): MatchRosterCheck {
  const entries = rows
    .filter((row) => row.selected)
    .map((row) => ({ ...rosterBody([row]).participants[0], name: `${row.firstName} ${row.lastName}` }));
  return checkMatchRoster(entries, {
    teamMembers: rows
      .filter((row) => !row.playsUp)
      .map((row) => ({ participantId: row.participantId, isLeader: row.isLeader })),
    eligiblePlayerIds: rows.filter((row) => row.playsUp).map((row) => row.participantId),
    limits,
    otherGender: otherGender && {
      ...otherGender,
      playerIds: rows.filter((row) => row.otherGender).map((row) => row.participantId),
    },
  });
}

/** Jersey numbers a picked player shares with another picked player. */
export function clashingNumbers(rows: readonly RosterRow[]): Set<number> {
  const counts = new Map<number, number>();
  for (const row of rows) {
    if (!row.selected || row.isLeader || row.jerseyNumber === null) continue;
    counts.set(row.jerseyNumber, (counts.get(row.jerseyNumber) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n > 1).map(([number]) => number));
}
