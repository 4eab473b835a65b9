import { TOURNAMENT_TIME_ZONE, parseConfigDateTime } from '@tms/domain/config-value';
import { DEFAULT_LEADER_MIN_AGE } from '@tms/domain/eligibility';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { configurations } from '../../db/schema/index';

export type RosterSettings = {
  /** roster_edit_till; null: no deadline. */
  rosterEditTill: Date | null;
  leaderMinAge: number;
  /** `YYYY-MM-DD` in Prague: the first match day, else the tournament's start. */
  firstTournamentDay: string | null;
};

const KEYS = {
  till: 'roster_edit_till',
  minAge: 'club_roster.leader_min_age_in_years',
  firstGame: 'tournament_first_game_date',
  start: 'tournament_start_date',
} as const;

const pragueDay = (date: Date | null) =>
  date ? new Intl.DateTimeFormat('en-CA', { timeZone: TOURNAMENT_TIME_ZONE }).format(date) : null;

/** The club roster's configuration, read fresh: an organiser's change applies to the next request. */
export async function loadRosterSettings(db: DbOrTx): Promise<RosterSettings> {
  const rows = await db
    .select({ key: configurations.key, value: configurations.value })
    .from(configurations)
    .where(inArray(configurations.key, Object.values(KEYS)));
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
  const minAge = Number.parseInt(value(KEYS.minAge) ?? '', 10);
  return {
    rosterEditTill: parseConfigDateTime(value(KEYS.till)),
    leaderMinAge: Number.isInteger(minAge) && minAge >= 0 ? minAge : DEFAULT_LEADER_MIN_AGE,
    firstTournamentDay:
      pragueDay(parseConfigDateTime(value(KEYS.firstGame))) ?? pragueDay(parseConfigDateTime(value(KEYS.start))),
  };
}
