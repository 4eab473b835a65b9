import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clubUsers,
  competitionTeams,
  matches,
  matchReferees,
  placeTranslations,
  places,
  referees,
  scheduleChanges,
  teamCategories,
  users,
} from '../../db/schema/index';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import type { Mailer } from '../mail/mailer';
import { type Locale, textsFor } from '../translations/texts';
import { lockSchedule } from './schedule-service';

type Slot = { day: string; time: string; placeId: number };
type Changed = { matchId: number; number: number; category: string; before: Slot; after: Slot; teamIds: number[] };

/**
 * POST /admin/competition/publish: one e-mail per club admin of a club whose team plays a match
 * moved since the last publish, and per referee of such a match, listing all those changes in the
 * recipient's language, through the outbox. A match moved and moved back is no change.
 */
export async function publishChanges(db: Db, mailer: Mailer, user: SessionUser) {
  const result = await db.transaction(async (tx) => {
    await lockSchedule(tx);
    const pending = await tx
      .select({ change: scheduleChanges, m: matches, category: teamCategories.code })
      .from(scheduleChanges)
      .innerJoin(matches, eq(matches.id, scheduleChanges.matchId))
      .innerJoin(teamCategories, eq(teamCategories.id, matches.teamCategoryId))
      .where(isNull(scheduleChanges.publishedAt))
      .orderBy(asc(scheduleChanges.id));
    const byMatch = new Map<number, Changed>();
    for (const { change, m, category } of pending) {
      const known = byMatch.get(m.id);
      const after = { day: m.day, time: m.time, placeId: m.placeId };
      byMatch.set(m.id, {
        matchId: m.id,
        number: m.matchNumber,
        category,
        before: known?.before ?? change.before,
        after,
        teamIds: [m.homeTeamId, m.awayTeamId].filter((t): t is number => t !== null),
      });
    }
    const changed = [...byMatch.values()].filter(
      (c) => c.before.day !== c.after.day || c.before.time !== c.after.time || c.before.placeId !== c.after.placeId,
    );
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
      const refs = await tx
        .select({ matchId: matchReferees.matchId, email: referees.email, locale: users.locale })
        .from(matchReferees)
        .innerJoin(referees, eq(referees.id, matchReferees.refereeId))
        .leftJoin(users, eq(users.id, referees.userId))
        .where(inArray(matchReferees.matchId, matchIds));
      for (const r of refs) add(r.email, r.locale ?? 'cs', changed.find((c) => c.matchId === r.matchId)!);
    }
    const hallIds = [...new Set(changed.flatMap((c) => [c.before.placeId, c.after.placeId]))];
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
      const lines = changes.map((c) =>
        t('mail.scheduleChange.line', {
          category: c.category,
          number: c.number,
          oldDay: c.before.day,
          oldTime: c.before.time,
          oldHall: hallName(c.before.placeId, locale),
          day: c.after.day,
          time: c.after.time,
          hall: hallName(c.after.placeId, locale),
        }),
      );
      await mailer.send(
        {
          to: email,
          subject: t('mail.scheduleChange.subject', { count: changes.length }),
          text: [
            t('mail.scheduleChange.greeting'),
            '',
            t('mail.scheduleChange.intro', { count: changes.length }),
            '',
            ...lines,
            '',
            t('mail.scheduleChange.closing'),
          ].join('\n'),
        },
        tx,
      );
    }
    if (pending.length) {
      await tx
        .update(scheduleChanges)
        .set({ publishedAt: new Date().toISOString() })
        .where(
          inArray(
            scheduleChanges.id,
            pending.map((p) => p.change.id),
          ),
        );
      await recordAudit(tx, user, {
        entity: 'schedulePublication',
        recordId: pending.at(-1)!.change.id,
        action: 'send',
        after: { changedMatches: changed.length, mails: recipients.size },
      });
    }
    return { changedMatches: changed.length, mails: recipients.size };
  });
  mailer.wake();
  return result;
}
