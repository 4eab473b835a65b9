import { partyKey } from '@tms/domain/accommodation';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accommodationAllocations, clubUsers, referees, users } from '../../db/schema/index';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import type { Mailer } from '../mail/mailer';
import { type Locale, textsFor } from '../translations/texts';
import { lockAccommodation, rowsToAllocations } from './service';
import { loadWorld } from './world';

/**
 * POST /admin/accommodation/publish: one e-mail per club admin of a club whose team or extra
 * persons got a new or changed allocation since the last publishing, and per such referee, in the
 * recipient's language, through the outbox; then marks those allocations published.
 */
export async function publishAccommodation(db: Db, mailer: Mailer, user: SessionUser) {
  const result = await db.transaction(async (tx) => {
    await lockAccommodation(tx);
    const pending = await tx
      .select()
      .from(accommodationAllocations)
      .where(isNull(accommodationAllocations.publishedAt));
    if (pending.length === 0) return { mails: 0 };
    const world = await loadWorld(tx);
    const allocations = rowsToAllocations(pending);
    const unitName = new Map(world.placeInfo.flatMap((p) => p.units.map((u) => [u.id, u.name] as const)));
    const placeName = new Map(world.placeInfo.map((p) => [p.id, p.name]));
    const info = new Map(
      world.partyInfo.map((p) => [
        partyKey(
          p.teamId
            ? { kind: 'team', id: p.teamId }
            : p.extraPersonId
              ? { kind: 'extraPerson', id: p.extraPersonId }
              : { kind: 'referee', id: p.refereeId! },
        ),
        p,
      ]),
    );
    const recipients = new Map<
      string,
      {
        locale: Locale;
        lines: { party: string; place: string; rooms: string; from: string; to: string; nights: number }[];
      }
    >();
    const add = (
      email: string,
      locale: string | null,
      line: { party: string; place: string; rooms: string; from: string; to: string; nights: number },
    ) => {
      const entry = recipients.get(email) ?? { locale: locale === 'en' ? 'en' : 'cs', lines: [] };
      entry.lines.push(line);
      recipients.set(email, entry);
    };
    const clubIds = [
      ...new Set(
        allocations.flatMap((a) => {
          const c = info.get(partyKey(a))?.clubId;
          return c ? [c] : [];
        }),
      ),
    ];
    const admins = clubIds.length
      ? await tx
          .select({ clubId: clubUsers.clubId, email: users.username, locale: users.locale })
          .from(clubUsers)
          .innerJoin(users, eq(users.id, clubUsers.userId))
          .where(and(inArray(clubUsers.clubId, clubIds), eq(clubUsers.isAdmin, true)))
      : [];
    const refIds = allocations.filter((a) => a.kind === 'referee').map((a) => a.id);
    const refs = refIds.length
      ? await tx
          .select({ id: referees.id, email: referees.email, locale: users.locale })
          .from(referees)
          .leftJoin(users, eq(users.id, referees.userId))
          .where(inArray(referees.id, refIds))
      : [];
    for (const a of allocations) {
      const party = info.get(partyKey(a));
      const line = {
        party: party?.name ?? '',
        place: placeName.get(a.placeId) ?? String(a.placeId),
        rooms: a.rooms.map((r) => unitName.get(r.unitId) ?? String(r.unitId)).join(', '),
        from: a.nights[0],
        to: a.nights.at(-1)!,
        nights: a.nights.length,
      };
      if (a.kind === 'referee') for (const r of refs.filter((r) => r.id === a.id)) add(r.email, r.locale, line);
      else for (const admin of admins.filter((x) => x.clubId === party?.clubId)) add(admin.email, admin.locale, line);
    }
    const texts = { cs: await textsFor(tx, 'cs', 'admin'), en: await textsFor(tx, 'en', 'admin') };
    for (const [email, { locale, lines }] of recipients) {
      const t = texts[locale];
      await mailer.send(
        {
          to: email,
          subject: t('mail.accommodation.subject'),
          text: [
            t('mail.accommodation.greeting'),
            '',
            t('mail.accommodation.intro', { count: lines.length }),
            '',
            ...lines.map((line) => t('mail.accommodation.line', line)),
            '',
            t('mail.accommodation.closing'),
          ].join('\n'),
        },
        tx,
      );
    }
    await tx
      .update(accommodationAllocations)
      .set({ publishedAt: new Date().toISOString() })
      .where(
        inArray(
          accommodationAllocations.id,
          pending.map((p) => p.id),
        ),
      );
    await recordAudit(tx, user, {
      entity: 'accommodationPublication',
      recordId: pending.at(-1)!.id,
      action: 'send',
      after: { parties: allocations.length, mails: recipients.size },
    });
    return { mails: recipients.size };
  });
  mailer.wake();
  return result;
}
