import type { RefereeMatch } from '@tms/domain/contract/referee-assignments';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { matchReferees, matches, referees, teamCategories } from '../../db/schema/index';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import type { Mailer } from '../mail/mailer';
import { refereeRecipients } from '../referee-office/state-mail';
import { type Locale, textsFor } from '../translations/texts';
import { loadHallNames, loadMatches } from './world';

// Publishing: each approved referee whose matches differ from what he was last mailed gets one
// e-mail (cs/en) listing all his matches; the digest of what was mailed is kept on the referee,
// so a later publish mails only the referees a change touched.

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

async function assignedRows(db: DbOrTx, refereeIds?: number[]): Promise<Row[]> {
  return db
    .select({
      refereeId: matchReferees.refereeId,
      matchId: matches.id,
      matchNumber: matches.matchNumber,
      day: matches.day,
      time: matches.time,
      placeId: matches.placeId,
      category: teamCategories.code,
      position: matchReferees.position,
    })
    .from(matchReferees)
    .innerJoin(matches, eq(matches.id, matchReferees.matchId))
    .innerJoin(teamCategories, eq(teamCategories.id, matches.teamCategoryId))
    .where(refereeIds ? inArray(matchReferees.refereeId, refereeIds) : undefined)
    .orderBy(asc(matches.day), asc(matches.time), asc(matches.id));
}

function digest(rows: readonly Row[]): string {
  return rows.map((r) => `${r.matchId}@${r.day}T${r.time}#${r.placeId}/${r.position}`).join(';');
}

/** Approved referees whose matches changed since they were last mailed (with their matches now). */
export async function unpublishedReferees(db: DbOrTx) {
  const [people, rows] = await Promise.all([
    db
      .select({
        id: referees.id,
        firstName: referees.firstName,
        lastName: referees.lastName,
        email: referees.email,
        userId: referees.userId,
        published: referees.publishedAssignments,
      })
      .from(referees)
      .where(eq(referees.registrationState, 'approved')),
    assignedRows(db),
  ]);
  const byReferee = new Map<number, Row[]>();
  for (const r of rows) byReferee.set(r.refereeId, [...(byReferee.get(r.refereeId) ?? []), r]);
  return (
    people
      .map((p) => ({ ...p, rows: byReferee.get(p.id) ?? [] }))
      .map((p) => ({ ...p, digest: digest(p.rows) }))
      // Never mailed and nothing assigned: nothing to tell.
      .filter((p) => p.digest !== (p.published ?? ''))
  );
}

/** POST /admin/referee-assignments/publish: mails the referees whose matches changed; `{ mails }`. */
export async function publishAssignments(db: Db, mailer: Mailer, user: SessionUser) {
  const mails = await db.transaction(async (tx) => {
    const pending = await unpublishedReferees(tx);
    if (!pending.length) return 0;
    const hall = await loadHallNames(tx);
    const texts = { cs: await textsFor(tx, 'cs', 'admin'), en: await textsFor(tx, 'en', 'admin') };
    let sent = 0;
    for (const referee of pending) {
      const name = `${referee.firstName} ${referee.lastName}`;
      for (const { email, locale } of await refereeRecipients(tx, referee)) {
        const t = texts[locale];
        const count = referee.rows.length;
        const lines = referee.rows.map((r) =>
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
      await tx.update(referees).set({ publishedAssignments: referee.digest }).where(eq(referees.id, referee.id));
    }
    await recordAudit(tx, user, {
      entity: 'schedulePublication',
      recordId: pending[0]!.id,
      action: 'send',
      after: { referees: pending.length, mails: sent },
      note: 'referee assignments',
    });
    return sent;
  });
  if (mails) mailer.wake();
  return { mails };
}

/** A referee's matches with times and halls (his detail page). */
export async function refereeMatches(db: DbOrTx, refereeId: number, locale: Locale): Promise<RefereeMatch[]> {
  const rows = await assignedRows(db, [refereeId]);
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
