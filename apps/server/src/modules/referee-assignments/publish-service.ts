import type { RefereeMatch } from '@tms/domain/contract/referee-assignments';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { matchReferees, matches, publishedMatchReferees, referees, teamCategories } from '../../db/schema/index';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { isPublished, publishedPlacement } from '../competition/columns';
import { type MatchRefereeRow, visibleMatchReferees } from '../competition/match-referees';
import { notifyCompetitionRebuilt } from '../live/notify';
import type { Mailer } from '../mail/mailer';
import { refereeRecipients } from '../referee-office/state-mail';
import { type Locale, textsFor } from '../translations/texts';
import { lockAssignments } from './assignment-service';
import { loadHallNames, loadMatches } from './world';

// Publishing: the office's referee assignment is its draft, seen by the office and the hall's
// reporter only. Publishing makes it what the public and the referees see, and mails each approved
// referee whose matches change by it (every assigned referee at the first publication) the list of
// his matches. A referee sees his matches on the published schedule only, with its day, time and
// hall, so an unpublished schedule change reaches nobody through these mails.

type Row = {
  refereeId: number;
  matchId: number;
  matchNumber: number;
  day: string;
  time: string;
  placeId: number;
  category: string;
  position: number;
};

/** The rows' matches on the published schedule, with the published day, time and hall, in that order. */
async function withSchedule(db: DbOrTx, rows: readonly MatchRefereeRow[]): Promise<Row[]> {
  const ids = [...new Set(rows.map((r) => r.matchId))];
  if (!ids.length) return [];
  const info = await db
    .select({ id: matches.id, matchNumber: matches.matchNumber, ...publishedPlacement, category: teamCategories.code })
    .from(matches)
    .innerJoin(teamCategories, eq(teamCategories.id, matches.teamCategoryId))
    .where(and(inArray(matches.id, ids), isPublished));
  const byId = new Map(info.map((m) => [m.id, m]));
  return rows
    .flatMap((r) => {
      const m = byId.get(r.matchId);
      return m
        ? [
            {
              refereeId: r.refereeId,
              matchId: r.matchId,
              matchNumber: m.matchNumber,
              day: m.day,
              time: m.time,
              placeId: m.placeId,
              category: m.category,
              position: r.position,
            },
          ]
        : [];
    })
    .sort((a, b) => a.day.localeCompare(b.day) || a.time.localeCompare(b.time) || a.matchId - b.matchId);
}

const key = (r: { matchId: number; position: number; refereeId: number }) =>
  `${r.matchId}/${r.position}/${r.refereeId}`;

/** The same rows, whatever their order. */
function sameRows(a: readonly MatchRefereeRow[], b: readonly MatchRefereeRow[]) {
  if (a.length !== b.length) return false;
  const keys = new Set(a.map(key));
  return b.every((r) => keys.has(key(r)));
}

function byKey<T>(rows: readonly T[], of: (row: T) => number) {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(of(r), [...(out.get(of(r)) ?? []), r]);
  return out;
}

/**
 * What publishing would change: the matches whose office referees differ from what the public sees,
 * and the approved referees whose matches on the published schedule would change (with those
 * matches as they will be, to mail them).
 */
export async function refereePublication(db: DbOrTx) {
  // One after another: publishing reads these in its transaction, whose connection takes one at a time.
  const people = await db
    .select({
      id: referees.id,
      firstName: referees.firstName,
      lastName: referees.lastName,
      email: referees.email,
      userId: referees.userId,
    })
    .from(referees)
    .where(eq(referees.registrationState, 'approved'))
    .orderBy(asc(referees.id));
  const draft = await db
    .select({ matchId: matchReferees.matchId, position: matchReferees.position, refereeId: matchReferees.refereeId })
    .from(matchReferees);
  const visible = await visibleMatchReferees(db);
  const scheduled = await db.select({ id: matches.id }).from(matches).where(isPublished);
  const draftByMatch = byKey(draft, (r) => r.matchId);
  const visibleByMatch = byKey(visible, (r) => r.matchId);
  const unpublishedMatchIds = new Set(
    [...new Set([...draftByMatch.keys(), ...visibleByMatch.keys()])].filter(
      (id) => !sameRows(draftByMatch.get(id) ?? [], visibleByMatch.get(id) ?? []),
    ),
  );
  const onSchedule = new Set(scheduled.map((m) => m.id));
  const draftByReferee = byKey(
    draft.filter((r) => onSchedule.has(r.matchId)),
    (r) => r.refereeId,
  );
  const visibleByReferee = byKey(
    visible.filter((r) => onSchedule.has(r.matchId)),
    (r) => r.refereeId,
  );
  const changed = people
    .map((p) => ({ ...p, draft: draftByReferee.get(p.id) ?? [] }))
    // Nothing assigned and nothing seen: nothing to tell.
    .filter((p) => !sameRows(p.draft, visibleByReferee.get(p.id) ?? []));
  return { unpublishedMatchIds, referees: changed };
}

/**
 * POST /admin/referee-assignments/publish: the office's referees of every match become public, and
 * each referee whose matches changed gets one e-mail (cs/en) listing all his matches; `{ mails }`.
 */
export async function publishAssignments(db: Db, mailer: Mailer, user: SessionUser) {
  const mails = await db.transaction(async (tx) => {
    await lockAssignments(tx);
    const { unpublishedMatchIds, referees: pending } = await refereePublication(tx);
    if (!unpublishedMatchIds.size && !pending.length) return 0;
    await tx.delete(publishedMatchReferees);
    await tx.insert(publishedMatchReferees).select(
      tx
        .select({
          editionId: matchReferees.editionId,
          matchId: matchReferees.matchId,
          position: matchReferees.position,
          refereeId: matchReferees.refereeId,
        })
        .from(matchReferees),
    );
    const hall = await loadHallNames(tx);
    const texts = { cs: await textsFor(tx, 'cs', 'admin'), en: await textsFor(tx, 'en', 'admin') };
    const scheduleOf = byKey(
      await withSchedule(
        tx,
        pending.flatMap((referee) => referee.draft),
      ),
      (r) => r.refereeId,
    );
    let sent = 0;
    for (const referee of pending) {
      const name = `${referee.firstName} ${referee.lastName}`;
      const rows = scheduleOf.get(referee.id) ?? [];
      for (const { email, locale } of await refereeRecipients(tx, referee)) {
        const t = texts[locale];
        const count = rows.length;
        const lines = rows.map((r) =>
          t('mail.refereeAssignments.line', {
            day: r.day,
            time: r.time,
            hall: hall(r.placeId, locale),
            category: r.category,
            number: r.matchNumber,
            position: r.position,
          }),
        );
        await mailer.send(
          {
            to: email,
            subject: t('mail.refereeAssignments.subject', { count }),
            text: [
              t('mail.refereeAssignments.greeting', { name }),
              '',
              count ? t('mail.refereeAssignments.intro', { count }) : t('mail.refereeAssignments.none'),
              '',
              ...lines,
              ...(lines.length ? [''] : []),
              t('mail.refereeAssignments.closing'),
            ].join('\n'),
          },
          tx,
        );
        sent++;
      }
    }
    await recordAudit(tx, user, {
      entity: 'schedulePublication',
      recordId: pending[0]?.id ?? [...unpublishedMatchIds][0]!,
      action: 'send',
      after: { matches: unpublishedMatchIds.size, referees: pending.length, mails: sent },
      note: 'referee assignments',
    });
    // Match pages show the published referees.
    await notifyCompetitionRebuilt(tx);
    return sent;
  });
  if (mails) mailer.wake();
  return { mails };
}

/**
 * GET /competition/referees/{id}/matches: the referee's matches as he and the public see them (the
 * published assignment, on the published schedule), with times and halls.
 */
export async function refereeMatches(db: DbOrTx, refereeId: number, locale: Locale): Promise<RefereeMatch[]> {
  const rows = await withSchedule(db, await visibleMatchReferees(db, { refereeId }));
  if (!rows.length) return [];
  const [hall, info] = await Promise.all([
    loadHallNames(db),
    loadMatches(
      db,
      rows.map((r) => r.matchId),
    ),
  ]);
  return rows.map((r) => ({
    matchId: r.matchId,
    matchNumber: r.matchNumber,
    day: r.day,
    time: r.time,
    placeId: r.placeId,
    placeName: hall(r.placeId, locale),
    categoryCode: r.category,
    position: r.position,
    homeTeamName: info.get(r.matchId)?.homeTeamName ?? null,
    awayTeamName: info.get(r.matchId)?.awayTeamName ?? null,
  }));
}
