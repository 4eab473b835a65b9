import type { MessageRecipientType } from '@tms/domain/contract/messages';
import { eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubUsers, referees, users } from '../../db/schema/index';
import { type Locale, localeOf } from '../translations/texts';

export type Recipient = { email: string; locale: Locale };

/**
 * Who a message of this recipient type is mailed to, each address once: the people who see it on
 * their dashboard (PRODUCT_SPEC §2: club news for club admins, referee news for accounts with
 * referees, news for everybody for every account), and the referees' own addresses.
 */
export async function messageRecipients(db: DbOrTx, type: MessageRecipientType): Promise<Recipient[]> {
  const found = new Map<string, Locale>();
  const add = (email: string, locale: Locale) => {
    const key = email.trim().toLowerCase();
    if (key && !found.has(key)) found.set(key, locale);
  };
  if (type === 'club' || type === 'all') {
    const rows = await db
      .select({ email: users.username, locale: users.locale })
      .from(clubUsers)
      .innerJoin(users, eq(users.id, clubUsers.userId))
      .where(eq(clubUsers.isAdmin, true));
    for (const row of rows) add(row.email, localeOf(row.locale));
  }
  if (type === 'referee' || type === 'all') {
    const rows = await db
      .select({ email: referees.email, account: users.username, locale: users.locale })
      .from(referees)
      .leftJoin(users, eq(users.id, referees.userId));
    for (const row of rows) {
      if (row.account) add(row.account, localeOf(row.locale));
      add(row.email, localeOf(row.locale));
    }
  }
  if (type === 'all') {
    const rows = await db
      .select({ email: users.username, locale: users.locale })
      .from(users)
      .where(isNotNull(users.passwordHash));
    for (const row of rows) add(row.email, localeOf(row.locale));
  }
  return [...found].map(([email, locale]) => ({ email, locale }));
}
