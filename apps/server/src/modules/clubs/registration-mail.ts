import type { ClubRegistration } from '@tms/domain/contract/club-registration';
import { formatMoney, moneyFromDecimal } from '@tms/domain/money';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TFunction } from 'i18next';
import type { DbOrTx } from '../../db/client';
import { clubUsers, users } from '../../db/schema/index';
import type { Mail, Mailer } from '../mail/mailer';
import { type Locale, textsFor } from '../translations/texts';

type Kind = 'created' | 'updated';

/**
 * The confirmation of a submitted or changed registration, with its teams, persons and amounts; `t`
 * reads the `clubRegistration` texts of the recipient's language (with the organiser's overrides).
 */
export function registrationMail(
  t: TFunction,
  locale: Locale,
  to: string,
  registration: ClubRegistration,
  kind: Kind,
): Mail {
  const { finance } = registration;
  const amount = (value: string) => {
    const money = moneyFromDecimal(finance.currency, value);
    return money ? formatMoney(money, locale) : `${value} ${finance.currency}`;
  };
  const persons = (count: number) => t('mail.persons', { count });
  const extra = registration.extraPersons.reduce((sum, p) => sum + p.bundlePersons, 0);
  const lines = [
    t('mail.greeting'),
    '',
    t(`mail.intro.${kind}`, { club: registration.name }),
    '',
    t('mail.teams', { count: registration.teams.length }),
    ...registration.teams.map((team) =>
      t('mail.team', { team: team.displayName, category: team.teamCategoryCode, persons: persons(team.bundlePersons) }),
    ),
    t('mail.extraPersons', { persons: persons(extra) }),
    t('mail.stay', { arrival: registration.arrivalDate ?? '?', departure: registration.departureDate ?? '?' }),
    '',
    t('mail.toPay', { amount: amount(finance.toPay) }),
    t('mail.paid', { amount: amount(finance.paid) }),
    t('mail.rest', { amount: amount(finance.rest) }),
    ...(finance.invoices.length > 0
      ? [
          t('mail.invoices'),
          ...finance.invoices.map((invoice) =>
            t('mail.invoice', {
              number: invoice.number,
              amount: amount(invoice.total),
              variableSymbol: invoice.variableSymbol,
              dueDate: invoice.dueDate,
            }),
          ),
        ]
      : []),
    '',
    t('mail.outro'),
  ];
  return { to, subject: t(`mail.subject.${kind}`, { club: registration.name }), text: lines.join('\n') };
}

/** Mails each admin of the club in their own language; a failed delivery is logged, never refused. */
export async function sendRegistrationMails(
  db: DbOrTx,
  mailer: Mailer,
  registration: ClubRegistration,
  kind: Kind,
  log: FastifyBaseLogger,
): Promise<void> {
  const admins = await db
    .select({ email: users.username, locale: users.locale })
    .from(clubUsers)
    .innerJoin(users, eq(users.id, clubUsers.userId))
    .where(and(eq(clubUsers.clubId, registration.id), eq(clubUsers.isAdmin, true)));
  for (const admin of admins) {
    try {
      const locale = admin.locale === 'en' ? 'en' : 'cs';
      const t = await textsFor(db, locale, 'clubRegistration');
      await mailer.send(registrationMail(t, locale, admin.email, registration, kind));
    } catch (error) {
      log.error({ err: error, clubId: registration.id }, 'registration mail not queued');
    }
  }
}
