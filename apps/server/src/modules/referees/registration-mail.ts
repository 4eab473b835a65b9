import { formatCzechAccount, formatIban } from '@tms/domain/bank-account';
import type { RefereeRegistrationDetail } from '@tms/domain/contract/referees';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Mail, Mailer } from '../mail/mailer';

type Kind = 'created' | 'updated';
type Locale = 'cs' | 'en';

const TEXTS = {
  cs: {
    subject: { created: 'Registrace rozhodčího přijata', updated: 'Registrace rozhodčího změněna' },
    intro: {
      created: (name: string) => `děkujeme, registraci rozhodčího ${name} jsme přijali. Shrnutí:`,
      updated: (name: string) => `registrace rozhodčího ${name} byla změněna. Aktuální shrnutí:`,
    },
    greeting: 'Dobrý den,',
    stay: 'Pobyt',
    nights: (n: number) => `${n} ${n === 1 ? 'noc' : n >= 2 && n <= 4 ? 'noci' : 'nocí'}`,
    accommodation: 'Ubytování',
    yes: 'ano',
    no: 'ne',
    singleRoom: 'jednolůžkový pokoj',
    mealVouchers: 'Stravenky',
    payment: 'Platba',
    czk: 'na český účet v CZK',
    eur: 'na zahraniční účet v EUR',
    state: 'Stav registrace: čeká na schválení pořadatelem.',
    outro: 'Registraci najdete a upravíte v klubové zóně (Nástěnka → Registrace rozhodčího).',
  },
  en: {
    subject: { created: 'Referee registration received', updated: 'Referee registration updated' },
    intro: {
      created: (name: string) => `thank you, we have received the referee registration of ${name}. Summary:`,
      updated: (name: string) => `the referee registration of ${name} has been updated. Current summary:`,
    },
    greeting: 'Hello,',
    stay: 'Stay',
    nights: (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`,
    accommodation: 'Accommodation',
    yes: 'yes',
    no: 'no',
    singleRoom: 'single room',
    mealVouchers: 'Meal vouchers',
    payment: 'Payment',
    czk: 'to a Czech account in CZK',
    eur: 'to a foreign account in EUR',
    state: 'Registration state: waiting for the organiser’s approval.',
    outro: 'You can see and change the registration in the club zone (Dashboard → Referee registration).',
  },
} as const;

function account(registration: RefereeRegistrationDetail): string | null {
  if (registration.paymentType === 'czk_payment' && registration.accountNumber && registration.bankCode) {
    return formatCzechAccount({
      prefix: registration.accountPrefix ?? '',
      number: registration.accountNumber,
      bankCode: registration.bankCode,
    });
  }
  if (registration.paymentType === 'foreign_eur_payment' && registration.iban) return formatIban(registration.iban);
  return null;
}

/** The confirmation of a submitted or changed referee registration: stay, accommodation, payment. */
export function refereeRegistrationMail(
  locale: Locale,
  to: string,
  registration: RefereeRegistrationDetail,
  kind: Kind,
): Mail {
  const t = TEXTS[locale];
  const name = `${registration.firstName} ${registration.lastName}`;
  const nights = registration.nights === null ? '' : ` (${t.nights(registration.nights)})`;
  const room = registration.wantsAccommodation && registration.wantsSingleRoom ? `, ${t.singleRoom}` : '';
  const payout = account(registration);
  const lines = [
    t.greeting,
    '',
    t.intro[kind](name),
    '',
    `${t.stay}: ${registration.arrivalDate ?? '?'} – ${registration.departureDate ?? '?'}${nights}`,
    `${t.accommodation}: ${registration.wantsAccommodation ? t.yes : t.no}${room}`,
    `${t.mealVouchers}: ${registration.mealVouchers}`,
    ...(registration.paymentType
      ? [`${t.payment}: ${registration.paymentType === 'czk_payment' ? t.czk : t.eur}${payout ? `, ${payout}` : ''}`]
      : []),
    ...(kind === 'created' ? ['', t.state] : []),
    '',
    t.outro,
  ];
  return { to, subject: `${t.subject[kind]} – ${name}`, text: lines.join('\n') };
}

/**
 * Mails the referee and, when someone else registered them, that account too, in the account's
 * language. A failed delivery is logged, never refused: the registration is already stored.
 */
export async function sendRefereeRegistrationMails(
  db: DbOrTx,
  mailer: Mailer,
  registration: RefereeRegistrationDetail,
  kind: Kind,
  log: FastifyBaseLogger,
): Promise<void> {
  const [account] =
    registration.userId === null
      ? []
      : await db
          .select({ email: users.username, locale: users.locale })
          .from(users)
          .where(eq(users.id, registration.userId));
  const locale: Locale = account?.locale === 'en' ? 'en' : 'cs';
  const recipients = [
    ...new Set([registration.email, ...(account ? [account.email] : [])].map((e) => e.toLowerCase())),
  ];
  for (const to of recipients) {
    try {
      await mailer.send(refereeRegistrationMail(locale, to, registration, kind));
    } catch (error) {
      log.error({ err: error, refereeId: registration.id }, 'referee registration mail not queued');
    }
  }
}
