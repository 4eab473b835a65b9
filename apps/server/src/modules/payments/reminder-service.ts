import type { ReminderCandidate } from '@tms/domain/contract/payments';
import { formatMoney, moneyFromDecimal, toDecimalString } from '@tms/domain/money';
import { and, eq, inArray, max, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { auditLog, clubs } from '../../db/schema/index';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { billTotals } from '../clubs/billing';
import { loadStoredBills } from '../clubs/stored-bills';
import { clubAdminRecipients } from '../club-office/state-mail';
import type { Mailer } from '../mail/mailer';
import { textsFor } from '../translations/texts';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Who gets a reminder now: registrations not cancelled with something left to pay and an invoice
 * still open after its due date; with the club admins it goes to and when the last one went.
 */
export async function reminderCandidates(db: DbOrTx, onlyClubIds?: readonly number[]) {
  const clubRows = await db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(and(ne(clubs.registrationState, 'declined'), onlyClubIds ? inArray(clubs.id, [...onlyClubIds]) : undefined));
  const ids = clubRows.map((club) => club.id);
  const [bills, last] = await Promise.all([
    loadStoredBills(db, ids),
    ids.length === 0
      ? []
      : db
          .select({ clubId: auditLog.recordId, at: max(auditLog.at) })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.entity, 'clubRegistration'),
              eq(auditLog.action, 'reminder'),
              inArray(auditLog.recordId, ids),
            ),
          )
          .groupBy(auditLog.recordId),
  ]);
  const lastAt = new Map(last.map((row) => [row.clubId, row.at]));
  const now = today();
  const candidates: (ReminderCandidate & { totals: ReturnType<typeof billTotals> })[] = [];
  for (const club of clubRows) {
    const stored = bills.get(club.id);
    if (!stored) continue;
    const totals = billTotals(stored);
    const overdue = totals.invoices.filter(
      ({ row, rest }) => row.cancelledAt === null && rest.minor > 0 && row.dueDate < now,
    );
    if (totals.rest.minor <= 0 || overdue.length === 0) continue;
    candidates.push({
      clubId: club.id,
      clubName: club.name,
      recipients: [],
      currency: totals.currency,
      rest: toDecimalString(totals.rest),
      overdueInvoices: overdue.map(({ row, rest }) => ({
        number: row.number,
        rest: toDecimalString(rest),
        dueDate: row.dueDate,
      })),
      lastReminderAt: lastAt.get(club.id) ?? null,
      totals,
    });
  }
  for (const candidate of candidates) {
    candidate.recipients = (await clubAdminRecipients(db, candidate.clubId)).map((r) => r.email);
  }
  return candidates.sort((a, b) => a.clubName.localeCompare(b.clubName, 'cs'));
}

/** POST /admin/payments/reminders: mails the confirmed clubs that are still due (each admin in his language). */
export async function sendReminders(db: Db, mailer: Mailer, user: SessionUser, clubIds: readonly number[]) {
  const result = await db.transaction(async (tx) => {
    const due = await reminderCandidates(tx, clubIds);
    // A club without a club admin has nobody to write to: it is reported, not counted as reminded.
    const candidates = due.filter((candidate) => candidate.recipients.length > 0);
    let sent = 0;
    for (const candidate of candidates) {
      for (const { email, locale } of await clubAdminRecipients(tx, candidate.clubId)) {
        const t = await textsFor(tx, locale, 'clubRegistration');
        const amount = (value: string) => {
          const money = moneyFromDecimal(candidate.currency, value);
          return money ? formatMoney(money, locale) : `${value} ${candidate.currency}`;
        };
        const text = [
          t('mail.greeting'),
          '',
          t('mail.reminder.intro', { club: candidate.clubName }),
          '',
          t('mail.reminder.overdue'),
          ...candidate.overdueInvoices.map((invoice) =>
            t('mail.reminder.invoice', {
              number: invoice.number,
              amount: amount(invoice.rest),
              variableSymbol: candidate.totals.invoices[0]?.row.variableSymbol ?? '',
              dueDate: invoice.dueDate,
            }),
          ),
          t('mail.reminder.rest', { amount: formatMoney(candidate.totals.rest, locale) }),
          '',
          t('mail.reminder.ignore'),
          t('mail.outro'),
        ].join('\n');
        await mailer.send({ to: email, subject: t('mail.reminder.subject', { club: candidate.clubName }), text }, tx);
        sent++;
      }
      await recordAudit(tx, user, {
        entity: 'clubRegistration',
        recordId: candidate.clubId,
        action: 'reminder',
        after: { rest: candidate.rest, currency: candidate.currency, recipients: candidate.recipients },
      });
    }
    return { sent, clubs: candidates.length, skipped: due.length - candidates.length };
  });
  mailer.wake();
  return result;
}

export const withoutTotals = ({ totals: _totals, ...candidate }: ReminderCandidate & { totals: unknown }) => candidate;
