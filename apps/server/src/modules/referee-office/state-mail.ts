import type { RegistrationState } from '@tms/domain/constants';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Mail } from '../mail/mailer';
import { type Locale, textsFor } from '../translations/texts';

/**
 * The referee and the account that registered them (when another address), in the account's
 * language: the referee's own address has no language of its own.
 */
export async function refereeRecipients(
  db: DbOrTx,
  referee: { email: string; userId: number | null },
): Promise<{ email: string; locale: Locale }[]> {
  const [account] =
    referee.userId === null
      ? []
      : await db
          .select({ email: users.username, locale: users.locale })
          .from(users)
          .where(eq(users.id, referee.userId));
  const locale: Locale = account?.locale === 'en' ? 'en' : 'cs';
  const emails = [...new Set([referee.email, ...(account ? [account.email] : [])].map((e) => e.toLowerCase()))];
  return emails.map((email) => ({ email, locale }));
}

/** The message telling a referee that the registration moved to `state`, with the organiser's reason. */
export async function refereeStateMails(
  db: DbOrTx,
  referee: { email: string; userId: number | null; firstName: string; lastName: string },
  state: RegistrationState,
  reason: string | null,
): Promise<Mail[]> {
  const name = `${referee.firstName} ${referee.lastName}`;
  return Promise.all(
    (await refereeRecipients(db, referee)).map(async ({ email, locale }) => {
      const t = await textsFor(db, locale, 'refereeRegistration');
      const lines = [
        t('mail.state.greeting'),
        '',
        t(`mail.state.${state}`, { name }),
        ...(reason ? ['', t('mail.state.reason', { reason })] : []),
        '',
        t('mail.state.outro'),
      ];
      return {
        to: email,
        subject: t('mail.state.subject', { name, state: t(`mail.state.stateName.${state}`) }),
        text: lines.join('\n'),
      };
    }),
  );
}
