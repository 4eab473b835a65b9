import { integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { competitionTeams } from './clubs';
import { matches } from './competition';
import { users } from './users';
import { editionId } from './editions';

/** One entry of a club's saved, not yet confirmed match roster. */
export type RosterDraftEntry = { participantId: number; jerseyNumber: number | null; isLeader: boolean };

/**
 * A team's match roster as the club handles it (DESIGN.md §4 "Roster deadlines"). The club saves a
 * draft here; confirming writes it to competition_match_participants, the roster the hall and the
 * public see, and closes it. Kept apart so a half-picked roster never shows on the match page.
 */
export const matchRosters = pgTable(
  'match_rosters',
  {
    editionId: editionId(),
    matchId: integer()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => competitionTeams.id, { onDelete: 'cascade' }),
    /** The club's last saved selection; null once nothing has been saved. */
    draft: jsonb().$type<RosterDraftEntry[]>(),
    savedAt: timestamp({ withTimezone: true, mode: 'string' }),
    savedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Set by the club's confirmation or the hall staff's first change: the club may no longer edit. */
    confirmedAt: timestamp({ withTimezone: true, mode: 'string' }),
    confirmedById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.teamId] })],
);
