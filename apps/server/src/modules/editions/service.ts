import {
  EDITION_EMPTY,
  EDITION_SHARED,
  type Edition,
  type PublicEdition,
  type RolloverInput,
  type RolloverPreview,
  type RolloverResult,
} from '@tms/domain/contract/editions';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import {
  accommodationAllocations,
  clubs,
  competitionGroups,
  competitionTeams,
  dashboardDocuments,
  dashboardMessages,
  editions,
  invoices,
  matches,
  participants,
  payments,
  referees,
  restaurantMealSeats,
  trainingRequests,
} from '../../db/schema/index';
import { conflict, notFound } from '../../lib/http-error';
import { LIVE_CHANNEL, type LiveNotification } from '../../plugins/live-bus';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import {
  type CopySource,
  copiedCounts,
  createEditionFrom,
  movedCategory,
  movedValue,
  readCopySource,
  shiftsTo,
} from './copy';

type EditionEmpty = (typeof EDITION_EMPTY)[number];

/** The tables behind what a rollover leaves empty, counted in the source edition for the preview. */
const EMPTY_TABLES: Record<EditionEmpty, PgTable> = {
  clubs,
  teams: competitionTeams,
  participants,
  referees,
  groups: competitionGroups,
  matches,
  invoices,
  payments,
  accommodation: accommodationAllocations,
  catering: restaurantMealSeats,
  training: trainingRequests,
  messages: dashboardMessages,
  documents: dashboardDocuments,
};

/** Every edition, newest first, with its teams, matches and finished matches (of all editions at once). */
export async function listEditions(db: DbOrTx): Promise<Edition[]> {
  const rows = await queryRows<Edition>(
    db,
    sql`
      select e.id, e.year, e.name, e.starts_on as "startsOn", e.ends_on as "endsOn", e.is_current as "isCurrent",
        (select count(*)::int from competition_teams_all t where t.edition_id = e.id) as teams,
        (select count(*)::int from competition_matches_all m where m.edition_id = e.id) as matches,
        (select count(*)::int from competition_matches_all m join match_stages s on s.id = m.competition_match_stage_id
          where m.edition_id = e.id and s.code = 'finished') as "finishedMatches"
      from editions e
      order by e.year desc`,
  );
  return rows.map((row) => ({ ...row, startsOn: isoDate(row.startsOn), endsOn: isoDate(row.endsOn) }));
}

/** The editions the public may browse: the current one and every one with matches. */
export async function listPublicEditions(db: DbOrTx): Promise<PublicEdition[]> {
  return (await listEditions(db))
    .filter((edition) => edition.isCurrent || edition.matches > 0)
    .map(({ year, name, startsOn, endsOn, isCurrent }) => ({ year, name, startsOn, endsOn, isCurrent }));
}

// PGlite and node-postgres give dates back as strings or Date objects depending on the driver.
function isoDate(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

async function currentEdition(db: DbOrTx): Promise<Edition> {
  const current = (await listEditions(db)).find((edition) => edition.isCurrent);
  if (!current) throw new Error('No current edition');
  return current;
}

type Plan = CopySource & { source: Edition; shiftDays: number; shiftYears: number };

/** What the rollover into `input` takes from the current edition, read on one connection. */
async function plan(db: DbOrTx, input: RolloverInput): Promise<Plan> {
  const source = await currentEdition(db);
  return { ...(await readCopySource(db, source)), source, ...shiftsTo(source, input) };
}

/** GET /admin/editions/rollover: what creating edition `input` from the current one would copy, move and leave empty. */
export async function previewRollover(db: DbOrTx, input: RolloverInput): Promise<RolloverPreview> {
  const p = await plan(db, input);
  const [existing] = await db.select({ id: editions.id }).from(editions).where(eq(editions.year, input.year));
  const empty: RolloverPreview['empty'] = [];
  for (const table of EDITION_EMPTY) {
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(EMPTY_TABLES[table]);
    empty.push({ table, sourceCount: n });
  }
  return {
    source: p.source,
    target: { year: input.year, name: input.name, startsOn: input.startsOn, endsOn: input.endsOn },
    shiftDays: p.shiftDays,
    shiftYears: p.shiftYears,
    exists: !!existing,
    copied: copiedCounts(p),
    categories: p.categories.map((category) => ({
      code: category.code,
      before: { birthDateMin: category.birthDateMin, birthDateMax: category.birthDateMax },
      after: movedCategory(category, p.shiftYears),
    })),
    dates: p.configuration
      .filter((row) => row.dataType === 'datetime' && row.value)
      .map((row) => ({ key: row.key, before: row.value!, after: movedValue(row, p.shiftDays)! })),
    empty,
    shared: [...EDITION_SHARED],
  };
}

/**
 * POST /admin/editions: creates edition `input` from the current one in one transaction: its
 * categories with birth dates moved by the years between the editions and their competition formats
 * (halls, days and hours), its price list, and its configuration with every date moved to the new tournament days. Registrations, groups and matches
 * start empty; halls and places, with their reporters, are shared. The new edition is not current.
 * 409 when the year has an edition.
 */
export async function rollover(db: Db, user: SessionUser, input: RolloverInput): Promise<RolloverResult> {
  return db.transaction(async (tx) => {
    // One rollover at a time: a second one for the same year waits, then finds the year taken.
    await tx.execute(sql`lock table ${editions} in share row exclusive mode`);
    const [existing] = await tx.select({ id: editions.id }).from(editions).where(eq(editions.year, input.year));
    if (existing) throw conflict('edition_exists', `The edition ${input.year} exists already`);
    const p = await plan(tx, input);
    const createdId = await createEditionFrom(tx, p, input);
    const copied = copiedCounts(p);
    await recordAudit(tx, user, {
      entity: 'edition',
      recordId: createdId,
      action: 'create',
      note: `${p.source.year} → ${input.year}: ${copied.map((c) => `${c.table} ${c.count}`).join(', ')}`,
    });
    const edition = (await listEditions(tx)).find((e) => e.id === createdId)!;
    return { edition, copied };
  });
}

/**
 * POST /admin/editions/:year/current: the edition of `year` becomes the one every read and write
 * sees; the other years stay readable under their year. Every instance drops its cached bundles
 * (the announcements go out when the transaction commits). 404 for a year without an edition.
 */
export async function makeCurrent(db: Db, user: SessionUser, year: number): Promise<Edition> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${editions} in share row exclusive mode`);
    const [target] = await tx.select().from(editions).where(eq(editions.year, year));
    if (!target) throw notFound('Edition');
    const [before] = await tx.select().from(editions).where(eq(editions.isCurrent, true));
    if (before?.id !== target.id) {
      // One current edition at every moment the index checks: the old one first.
      await tx.update(editions).set({ isCurrent: false }).where(eq(editions.isCurrent, true));
      await tx.update(editions).set({ isCurrent: true }).where(eq(editions.id, target.id));
      await recordAudit(tx, user, {
        entity: 'edition',
        recordId: target.id,
        action: 'update',
        before: { isCurrent: false },
        after: { isCurrent: true },
        note: before ? `${before.year} → ${target.year}` : null,
      });
      for (const type of ['configuration', 'lookup', 'referees'] as const) await announce(tx, { type });
      await announce(tx, { type: 'competition', matchIds: [] });
    }
    return (await listEditions(tx)).find((edition) => edition.id === target.id)!;
  });
}

function announce(tx: DbOrTx, notification: LiveNotification) {
  return tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notification)})`);
}
