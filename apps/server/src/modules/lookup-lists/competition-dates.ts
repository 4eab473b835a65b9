import {
  COMPETITION_DATE_CONFIG_KEYS,
  type CompetitionDates,
  competitionDatesFromConfig,
} from '@tms/domain/permission-window';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { configurations } from '../../db/schema/index';

/**
 * The configured competition dates (registration windows, team deadline, tournament days), read
 * fresh on every call: an organiser's change of a window applies to the next request.
 */
export async function loadCompetitionDates(db: DbOrTx): Promise<CompetitionDates> {
  const rows = await db
    .select({ key: configurations.key, value: configurations.value })
    .from(configurations)
    .where(inArray(configurations.key, Object.values(COMPETITION_DATE_CONFIG_KEYS)));
  return competitionDatesFromConfig(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/** The tournament's year (variable symbols, invoice numbers): the start date's, else this year. */
export function tournamentYear(dates: CompetitionDates, now = new Date()): number {
  return (dates.tournamentStartDate ?? now).getUTCFullYear();
}
