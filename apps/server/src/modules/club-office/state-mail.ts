import type { RegistrationState } from '@tms/domain/constants';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubUsers, users } from '../../db/schema/index';
import type { Mail } from '../mail/mailer';
import { type Locale, textsFor } from '../translations/texts';

/** The club's admins with the language each reads mail in. */
export async function clubAdminRecipients(db: DbOrTx, clubId: number): Promise<{ email: string; locale: Locale }[]> {
  const rows = await db
    .select({ email: users.username, locale: users.locale })
    .from(clubUsers)
    .innerJoin(users, eq(users.id, clubUsers.userId))
    .where(and(eq(clubUsers.clubId, clubId), eq(clubUsers.isAdmin, true)));
  return rows.map((row) => ({ email: row.email, locale: row.locale === 'en' ? 'en' : 'cs' }));
}

/** The message telling a club admin that the registration moved to `state`, with the organiser's reason. */
export async function stateChangeMails(
  db: DbOrTx,
  club: { id: number; name: string },
  state: RegistrationState,
  reason: string | null,
): Promise<Mail[]> {
  const recipients = await clubAdminRecipients(db, club.id);
  return Promise.all(
    recipients.map(async ({ email, locale }) => {
      const t = await textsFor(db, locale, 'clubRegistration');
      const lines = [
        t('mail.greeting'),
        '',
        t(`mail.state.${state}`, { club: club.name }),
        ...(reason ? ['', t('mail.state.reason', { reason })] : []),
        '',
        t('mail.outro'),
      ];
      return {
        to: email,
        subject: t('mail.state.subject', { club: club.name, state: t(`mail.state.stateName.${state}`) }),
        text: lines.join('\n'),
      };
    }),
  );
}
