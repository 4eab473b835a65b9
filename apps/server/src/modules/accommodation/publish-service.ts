import { partyKey } from '@tms/domain/accommodation';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accommodationAllocations,
  accommodationPublishedStays,
  accommodationWithdrawals,
  clubUsers,
  referees,
  users,
} from '../../db/schema/index';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import type { Mailer } from '../mail/mailer';
import { type Locale, textsFor } from '../translations/texts';
import { lockAccommodation, refOfRow, rowsToAllocations, writePartyFields } from './service';
import { loadWorld } from './world';

type Line = { party: string; place: string; rooms: string; from: string; to: string; nights: number };
type Section = 'allocated' | 'changed' | 'cancelled';

/**
 * POST /admin/accommodation/publish: one e-mail per club admin of a club whose team or extra
 * persons got a new or changed allocation since the last publishing, or lost the one they were told
 * of, and per such referee, in the recipient's language, through the outbox; then marks those
 * allocations published and forgets the withdrawn stays. The applied allocation becomes what clubs
 * and referees see: their published stays and the place and classrooms on teams and extra persons.
 */
export async function publishAccommodation(db: Db, mailer: Mailer, user: SessionUser) {
  const result = await db.transaction(async (tx) => {
    await lockAccommodation(tx);
    const pending = await tx
      .select()
      .from(accommodationAllocations)
      .where(isNull(accommodationAllocations.publishedAt));
    const withdrawals = await tx.select().from(accommodationWithdrawals);
    if (pending.length === 0 && withdrawals.length === 0) return { mails: 0 };
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
    const withdrawn = new Map(withdrawals.map((w) => [partyKey(refOfRow(w)), w]));
    const allocatedKeys = new Set(allocations.map(partyKey));
    const cancelled = withdrawals.filter((w) => !allocatedKeys.has(partyKey(refOfRow(w))));
    const recipients = new Map<string, { locale: Locale; sections: Record<Section, Line[]> }>();
    const add = (email: string, locale: string | null, section: Section, line: Line) => {
      const entry = recipients.get(email) ?? {
        locale: locale === 'en' ? 'en' : 'cs',
        sections: { allocated: [], changed: [], cancelled: [] },
      };
      entry.sections[section].push(line);
      recipients.set(email, entry);
    };
    const clubIds = [
      ...new Set(
        [
          ...allocations.map((a) => info.get(partyKey(a))?.clubId ?? withdrawn.get(partyKey(a))?.clubId),
          ...cancelled.map((w) => w.clubId),
        ].flatMap((c) => (c ? [c] : [])),
      ),
    ];
    const admins = clubIds.length
      ? await tx
          .select({ clubId: clubUsers.clubId, email: users.username, locale: users.locale })
          .from(clubUsers)
          .innerJoin(users, eq(users.id, clubUsers.userId))
          .where(and(inArray(clubUsers.clubId, clubIds), eq(clubUsers.isAdmin, true)))
      : [];
    const refIds = [
      ...allocations.filter((a) => a.kind === 'referee').map((a) => a.id),
      ...cancelled.flatMap((w) => (w.refereeId === null ? [] : [w.refereeId])),
    ];
    const refs = refIds.length
      ? await tx
          .select({ id: referees.id, email: referees.email, locale: users.locale })
          .from(referees)
          .leftJoin(users, eq(users.id, referees.userId))
          .where(inArray(referees.id, refIds))
      : [];
    const tell = (
      ref: { kind: string; id: number },
      clubId: number | null | undefined,
      section: Section,
      line: Line,
    ) => {
      if (ref.kind === 'referee')
        for (const r of refs.filter((r) => r.id === ref.id)) add(r.email, r.locale, section, line);
      else for (const admin of admins.filter((x) => x.clubId === clubId)) add(admin.email, admin.locale, section, line);
    };
    for (const a of allocations) {
      const party = info.get(partyKey(a));
      const before = withdrawn.get(partyKey(a));
      const line = {
        party: party?.name ?? before?.partyName ?? '',
        place: placeName.get(a.placeId) ?? String(a.placeId),
        rooms: a.rooms.map((r) => unitName.get(r.unitId) ?? String(r.unitId)).join(', '),
        from: a.nights[0],
        to: a.nights.at(-1)!,
        nights: a.nights.length,
      };
      tell(a, party?.clubId ?? before?.clubId, before ? 'changed' : 'allocated', line);
    }
    for (const w of cancelled) {
      const nights = [...w.nights].sort();
      const line = {
        party: w.partyName,
        place: placeName.get(w.placeId) ?? String(w.placeId),
        rooms: '',
        from: nights[0] ?? '',
        to: nights.at(-1) ?? '',
        nights: nights.length,
      };
      tell(refOfRow(w), w.clubId, 'cancelled', line);
    }
    const texts = { cs: await textsFor(tx, 'cs', 'admin'), en: await textsFor(tx, 'en', 'admin') };
    for (const [email, { locale, sections }] of recipients) {
      const t = texts[locale];
      const part = (intro: string, lines: string[]) => (lines.length ? [intro, '', ...lines, ''] : []);
      const { allocated, changed, cancelled: gone } = sections;
      await mailer.send(
        {
          to: email,
          subject: t(
            allocated.length || changed.length ? 'mail.accommodation.subject' : 'mail.accommodation.subjectCancelled',
          ),
          text: [
            t('mail.accommodation.greeting'),
            '',
            ...part(
              t('mail.accommodation.intro', { count: allocated.length }),
              allocated.map((line) => t('mail.accommodation.line', line)),
            ),
            ...part(
              t('mail.accommodation.changedIntro', { count: changed.length }),
              changed.map((line) => t('mail.accommodation.line', line)),
            ),
            ...part(
              t('mail.accommodation.cancelledIntro', { count: gone.length }),
              gone.map((line) => t('mail.accommodation.cancelledLine', line)),
            ),
            t('mail.accommodation.closing'),
          ].join('\n'),
        },
        tx,
      );
    }
    if (pending.length > 0)
      await tx
        .update(accommodationAllocations)
        .set({ publishedAt: new Date().toISOString() })
        .where(
          inArray(
            accommodationAllocations.id,
            pending.map((p) => p.id),
          ),
        );
    if (withdrawals.length > 0) await tx.delete(accommodationWithdrawals);
    const draft = await tx.select().from(accommodationAllocations);
    const shown = await tx.select().from(accommodationPublishedStays);
    await writePartyFields(tx, world, rowsToAllocations(draft), rowsToAllocations(shown));
    await tx.delete(accommodationPublishedStays);
    const stays = draft.map(({ teamId, extraPersonId, refereeId, placeId, unitId, beds, nights }) => ({
      teamId,
      extraPersonId,
      refereeId,
      placeId,
      unitId,
      beds,
      nights,
    }));
    for (let i = 0; i < stays.length; i += 1000)
      await tx.insert(accommodationPublishedStays).values(stays.slice(i, i + 1000));
    await recordAudit(tx, user, {
      entity: 'accommodationPublication',
      recordId: pending.at(-1)?.id ?? withdrawals.at(-1)!.id,
      action: 'send',
      after: { parties: allocations.length, cancelled: cancelled.length, mails: recipients.size },
    });
    return { mails: recipients.size };
  });
  mailer.wake();
  return result;
}
