import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  clubUsers,
  competitionTeams,
  matches,
  placeTranslations,
  places,
  referees,
  scheduleChanges,
  teamCategories,
  users,
} from '../../db/schema/index';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { visibleMatchReferees } from '../competition/match-referees';
import { notifyCompetitionRebuilt, notifyMatchChange } from '../live/notify';
import type { Mailer } from '../mail/mailer';
import { queueMoveNotices } from '../push/match-notices';
import { type Locale, textsFor } from '../translations/texts';
import { lockSchedule } from './schedule-service';

/** A match whose draft day, time or hall is not what the public sees (or that it has never seen). */
export const unpublishedMatch = or(
  isNull(matches.publishedDay),
  sql`(${matches.day}, ${matches.time}, ${matches.placeId}) is distinct from (${matches.publishedDay}, ${matches.publishedTime}, ${matches.publishedPlaceId})`,
);

type Slot = { day: string; time: string; placeId: number };
/** `before` null: the public has never seen the match (the first publication, a re-planned category). */
type Changed = {
  matchId: number;
  number: number;
  category: string;
  before: Slot | null;
  after: Slot;
  teamIds: number[];
};

/** GET /admin/competition/publication: what the office has applied and the public does not see yet. */
export async function pendingPublication(db: DbOrTx) {
  const [row] = await db
    .select({
      newMatches: sql<number>`count(*) filter (where ${matches.publishedDay} is null)::int`,
      movedMatches: sql<number>`count(*) filter (where ${matches.publishedDay} is not null)::int`,
    })
    .from(matches)
    .where(unpublishedMatch);
  return { newMatches: row?.newMatches ?? 0, movedMatches: row?.movedMatches ?? 0 };
}

/**
 * POST /admin/competition/publish: makes the office's draft schedule public (each match's day, time
 * and hall as applied or moved) and mails, once each and in their language through the outbox, the
 * club admins of every club whose team has a match new to the public or moved since the last
 * publication, and the referees of those matches. The first publication therefore tells every club
 * its teams' schedule; a match moved and moved back is no change.
 */
export async function publishChanges(db: Db, mailer: Mailer, user: SessionUser) {
  const result = await db.transaction(async (tx) => {
    await lockSchedule(tx);
    const drafts = await tx
      .select({ m: matches, category: teamCategories.code })
      .from(matches)
      .innerJoin(teamCategories, eq(teamCategories.id, matches.teamCategoryId))
      .where(unpublishedMatch)
      .orderBy(asc(matches.day), asc(matches.time), asc(matches.placeId));
    const changed: Changed[] = drafts.map(({ m, category }) => ({
      matchId: m.id,
      number: m.matchNumber,
      category,
      before:
        m.publishedDay === null || m.publishedTime === null || m.publishedPlaceId === null
          ? null
          : { day: m.publishedDay, time: m.publishedTime, placeId: m.publishedPlaceId },
      after: { day: m.day, time: m.time, placeId: m.placeId },
      teamIds: [m.homeTeamId, m.awayTeamId].filter((t): t is number => t !== null),
    }));
    const recipients = new Map<string, { locale: Locale; changes: Changed[] }>();
    const add = (email: string, locale: string, c: Changed) => {
      const entry = recipients.get(email) ?? { locale: locale === 'en' ? 'en' : 'cs', changes: [] };
      if (!entry.changes.includes(c)) entry.changes.push(c);
      recipients.set(email, entry);
    };
    const teamIds = [...new Set(changed.flatMap((c) => c.teamIds))];
    if (teamIds.length) {
      const admins = await tx
        .select({ teamId: competitionTeams.id, email: users.username, locale: users.locale })
        .from(competitionTeams)
        .innerJoin(clubUsers, and(eq(clubUsers.clubId, competitionTeams.clubId), eq(clubUsers.isAdmin, true)))
        .innerJoin(users, eq(users.id, clubUsers.userId))
        .where(inArray(competitionTeams.id, teamIds));
      for (const c of changed) for (const a of admins) if (c.teamIds.includes(a.teamId)) add(a.email, a.locale, c);
    }
    const matchIds = changed.map((c) => c.matchId);
    if (matchIds.length) {
      // Only the referees the match is published to: an unpublished assignment is the office's draft.
      const assigned = await visibleMatchReferees(tx, { matchIds });
      const refereeIds = [...new Set(assigned.map((r) => r.refereeId))];
      const people = refereeIds.length
        ? await tx
            .select({ id: referees.id, email: referees.email, locale: users.locale })
            .from(referees)
            .leftJoin(users, eq(users.id, referees.userId))
            .where(inArray(referees.id, refereeIds))
        : [];
      const person = new Map(people.map((p) => [p.id, p]));
      for (const r of assigned) {
        const p = person.get(r.refereeId);
        if (p) add(p.email, p.locale ?? 'cs', changed.find((c) => c.matchId === r.matchId)!);
      }
    }
    const hallIds = [...new Set(changed.flatMap((c) => [c.before?.placeId ?? c.after.placeId, c.after.placeId]))];
    const names = hallIds.length
      ? await tx
          .select({ id: places.id, code: places.code, locale: placeTranslations.locale, name: placeTranslations.name })
          .from(places)
          .leftJoin(placeTranslations, eq(placeTranslations.placeId, places.id))
          .where(inArray(places.id, hallIds))
      : [];
    const hallName = (id: number, locale: Locale) => {
      const own = names.filter((n) => n.id === id);
      return (own.find((n) => n.locale === locale) ?? own[0])?.name ?? own[0]?.code ?? String(id);
    };
    const texts = { cs: await textsFor(tx, 'cs', 'admin'), en: await textsFor(tx, 'en', 'admin') };
    for (const [email, { locale, changes }] of recipients) {
      const t = texts[locale];
      const hall = (id: number) => hallName(id, locale);
      const fresh = changes.filter((c) => c.before === null);
      const moved = changes.flatMap((c) => (c.before === null ? [] : [{ ...c, before: c.before }]));
      const movedLines = moved.map((c) =>
        t('mail.scheduleChange.line', {
          category: c.category,
          number: c.number,
          oldDay: c.before.day,
          oldTime: c.before.time,
          oldHall: hall(c.before.placeId),
          day: c.after.day,
          time: c.after.time,
          hall: hall(c.after.placeId),
        }),
      );
      const freshLines = fresh.map((c) =>
        t('mail.schedulePublished.line', {
          category: c.category,
          number: c.number,
          day: c.after.day,
          time: c.after.time,
          hall: hall(c.after.placeId),
        }),
      );
      const body = fresh.length
        ? [
            t('mail.schedulePublished.intro', { count: fresh.length }),
            '',
            ...freshLines,
            ...(moved.length
              ? ['', t('mail.schedulePublished.changedIntro', { count: moved.length }), '', ...movedLines]
              : []),
          ]
        : [t('mail.scheduleChange.intro', { count: moved.length }), '', ...movedLines];
      await mailer.send(
        {
          to: email,
          subject: fresh.length
            ? t('mail.schedulePublished.subject')
            : t('mail.scheduleChange.subject', { count: moved.length }),
          text: [t('mail.scheduleChange.greeting'), '', ...body, '', t('mail.scheduleChange.closing')].join('\n'),
        },
        tx,
      );
    }
    const publishedAt = new Date().toISOString();
    await tx.update(scheduleChanges).set({ publishedAt }).where(isNull(scheduleChanges.publishedAt));
    if (changed.length) {
      await tx
        .update(matches)
        .set({
          publishedDay: sql`${matches.day}`,
          publishedTime: sql`${matches.time}`,
          publishedPlaceId: sql`${matches.placeId}`,
        })
        .where(unpublishedMatch);
      await recordAudit(tx, user, {
        entity: 'schedulePublication',
        recordId: changed[0].matchId,
        action: 'send',
        after: { changedMatches: changed.length, mails: recipients.size },
      });
      // Public bundles, match pages and calendars are rebuilt from the published columns; open pages
      // hear each moved match at once, matches new to the public come with the rebuilt bundle.
      await notifyCompetitionRebuilt(tx);
      for (const c of changed) if (c.before !== null) await notifyMatchChange(tx, c.matchId);
      // The teams' followers hear of the moves (a match new to the public has no follower news yet).
      await queueMoveNotices(
        tx,
        changed.flatMap((c) => (c.before === null ? [] : [c.matchId])),
        publishedAt,
      );
    }
    return { changedMatches: changed.length, mails: recipients.size };
  });
  mailer.wake();
  return result;
}
