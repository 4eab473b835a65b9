import type { ClubRegistration } from '@tms/domain/contract/club-registration';
import { formatMoney, moneyFromDecimal } from '@tms/domain/money';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { clubUsers, users } from '../../db/schema/index';
import type { Mail, Mailer } from '../mail/mailer';

type Kind = 'created' | 'updated';

const TEXTS = {
  cs: {
    subject: { created: 'Registrace klubu přijata', updated: 'Registrace klubu změněna' },
    intro: {
      created: (club: string) => `děkujeme, registraci klubu ${club} jsme přijali. Shrnutí:`,
      updated: (club: string) => `registrace klubu ${club} byla změněna. Aktuální shrnutí:`,
    },
    greeting: 'Dobrý den,',
    teams: 'Týmy',
    extraPersons: 'Další osoby',
    persons: 'osob v balíčcích',
    stay: 'Pobyt',
    toPay: 'K úhradě',
    paid: 'Uhrazeno',
    rest: 'Zbývá uhradit',
    invoices: 'Faktury (PDF najdete v detailu klubu)',
    outro: 'Detail klubu a faktury najdete v klubové zóně.',
  },
  en: {
    subject: { created: 'Club registration received', updated: 'Club registration updated' },
    intro: {
      created: (club: string) => `thank you, we have received the registration of ${club}. Summary:`,
      updated: (club: string) => `the registration of ${club} has been updated. Current summary:`,
    },
    greeting: 'Hello,',
    teams: 'Teams',
    extraPersons: 'Extra persons',
    persons: 'persons in packages',
    stay: 'Stay',
    toPay: 'To pay',
    paid: 'Paid',
    rest: 'Rest to pay',
    invoices: 'Invoices (PDFs on the club detail)',
    outro: 'The club detail and the invoices are in the club zone.',
  },
} as const;

/** The confirmation of a submitted or changed registration, with its teams, persons and amounts. */
export function registrationMail(locale: 'cs' | 'en', to: string, registration: ClubRegistration, kind: Kind): Mail {
  const t = TEXTS[locale];
  const { finance } = registration;
  const amount = (value: string) => {
    const money = moneyFromDecimal(finance.currency, value);
    return money ? formatMoney(money, locale) : `${value} ${finance.currency}`;
  };
  const persons = (list: readonly { bundlePersons: number }[]) => list.reduce((sum, p) => sum + p.bundlePersons, 0);
  const lines = [
    t.greeting,
    '',
    t.intro[kind](registration.name),
    '',
    `${t.teams} (${registration.teams.length}):`,
    ...registration.teams.map(
      (team) => `  - ${team.displayName} (${team.teamCategoryCode}): ${team.bundlePersons} ${t.persons}`,
    ),
    `${t.extraPersons}: ${persons(registration.extraPersons)} ${t.persons}`,
    `${t.stay}: ${registration.arrivalDate ?? '?'} – ${registration.departureDate ?? '?'}`,
    '',
    `${t.toPay}: ${amount(finance.toPay)}`,
    `${t.paid}: ${amount(finance.paid)}`,
    `${t.rest}: ${amount(finance.rest)}`,
    ...(finance.invoices.length > 0
      ? [
          `${t.invoices}:`,
          ...finance.invoices.map((i) => `  - ${i.number}: ${amount(i.total)}, VS ${i.variableSymbol}, ${i.dueDate}`),
        ]
      : []),
    '',
    t.outro,
  ];
  return { to, subject: `${t.subject[kind]} – ${registration.name}`, text: lines.join('\n') };
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
      await mailer.send(registrationMail(admin.locale === 'en' ? 'en' : 'cs', admin.email, registration, kind));
    } catch (error) {
      log.error({ err: error, clubId: registration.id }, 'registration mail not queued');
    }
  }
}
