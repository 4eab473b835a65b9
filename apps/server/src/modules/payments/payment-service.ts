import type { PaymentListQuery, PaymentRow } from '@tms/domain/contract/payments';
import type { paymentInput } from '@tms/domain/contract/payments';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { clubs, payments, suppliers, users } from '../../db/schema/index';
import { type ExportColumn, type Paging, sqlList, sqlOrderBy, sqlSearch } from '../../lib/admin-list';
import { invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { currencyOfCountry } from '../clubs/billing';

type PaymentData = z.output<typeof paymentInput>;
type PaymentTable = typeof payments.$inferSelect;

/** What the audit keeps of a payment. */
export const auditedPayment = (row: PaymentTable) => ({
  clubId: row.clubId,
  paymentDate: row.paymentDate,
  orderAmount: row.orderAmount,
  orderAmountCurrency: row.orderAmountCurrency,
  receivedAmount: row.receivedAmount,
  receivedAmountCurrency: row.receivedAmountCurrency,
  paymentMethod: row.paymentMethod,
  cashReceivedById: row.cashReceivedById,
  supplierId: row.supplierId,
  invoiceId: row.invoiceId,
  note: row.note,
  accountingDocumentId: row.accountingDocumentId,
  bankTransactionKey: row.bankTransactionKey,
});

/**
 * POST /admin/payments: a payment by hand, counted at once towards the club's bill. Money in another
 * currency than the bill's needs the amount it pays of the bill (`orderAmount`).
 */
export async function createPayment(db: Db, user: SessionUser, data: PaymentData): Promise<number> {
  return db.transaction(async (tx) => {
    const [club] = await tx.select().from(clubs).where(eq(clubs.id, data.clubId)).for('update');
    if (!club) throw invalid({ clubId: { key: 'invalidValue' } }, 'Unknown club');
    const billCurrency = await currencyOfCountry(tx, club.countryId);
    if (data.currency !== billCurrency && data.orderAmount === null) {
      throw invalid({ orderAmount: { key: 'required' } }, `Give the amount it pays in ${billCurrency}`);
    }
    const checks = await Promise.all([
      data.supplierId === null
        ? [{}]
        : tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, data.supplierId)),
      data.cashReceivedById === null
        ? [{}]
        : tx.select({ id: users.id }).from(users).where(eq(users.id, data.cashReceivedById)),
    ]);
    if (checks[0].length === 0) throw invalid({ supplierId: { key: 'invalidValue' } }, 'Unknown supplier');
    if (checks[1].length === 0) throw invalid({ cashReceivedById: { key: 'invalidValue' } }, 'Unknown user');
    const [row] = await tx
      .insert(payments)
      .values({
        clubId: club.id,
        supplierId: data.supplierId,
        paymentDate: data.paymentDate,
        orderAmount: data.currency === billCurrency ? data.amount : data.orderAmount!,
        orderAmountCurrency: billCurrency,
        receivedAmount: data.amount,
        receivedAmountCurrency: data.currency,
        paymentMethod: data.paymentMethod,
        cashReceivedById: data.paymentMethod === 'cash' ? data.cashReceivedById : null,
        note: data.note,
        accountingDocumentId: data.accountingDocumentId,
      })
      .returning();
    await recordAudit(tx, user, {
      entity: 'payment',
      recordId: row.id,
      action: 'create',
      after: auditedPayment(row),
      parent: { entity: 'clubRegistration', id: club.id },
    });
    return row.id;
  });
}

/** DELETE /admin/payments/{id}: removes a payment recorded by mistake (its bank line may be booked again). */
export async function deletePayment(db: Db, user: SessionUser, paymentId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!row) throw notFound('Payment');
    await tx.delete(payments).where(eq(payments.id, paymentId));
    await recordAudit(tx, user, {
      entity: 'payment',
      recordId: row.id,
      action: 'delete',
      before: auditedPayment(row),
      parent: { entity: 'clubRegistration', id: row.clubId },
    });
    return row.clubId;
  });
}

const cashier = alias(users, 'cashier');

function conditions(query: PaymentListQuery) {
  return and(
    query.clubId !== undefined ? eq(payments.clubId, query.clubId) : undefined,
    query.paymentMethod ? eq(payments.paymentMethod, query.paymentMethod) : undefined,
    query.currency ? eq(payments.orderAmountCurrency, query.currency) : undefined,
    query.source === 'bank' ? isNotNull(payments.bankStatementId) : undefined,
    query.source === 'manual' ? isNull(payments.bankTransactionKey) : undefined,
    query.bankStatementId !== undefined ? eq(payments.bankStatementId, query.bankStatementId) : undefined,
    sqlSearch(query.q, [clubs.name, payments.note, payments.accountingDocumentId, payments.orderAmount]),
  );
}

const SORTS = {
  paymentDate: payments.paymentDate,
  amount: payments.orderAmount,
  club: clubs.name,
  createdAt: payments.createdAt,
};

export function loadPaymentRows(db: DbOrTx, query: PaymentListQuery, paging: Paging) {
  const from = () =>
    db
      .select({
        payment: payments,
        clubName: clubs.name,
        supplierName: suppliers.name,
        cashierFirst: cashier.firstName,
        cashierLast: cashier.lastName,
      })
      .from(payments)
      .innerJoin(clubs, eq(clubs.id, payments.clubId))
      .leftJoin(suppliers, eq(suppliers.id, payments.supplierId))
      .leftJoin(cashier, eq(cashier.id, payments.cashReceivedById));
  return sqlList<PaymentRow>(paging, conditions(query), {
    count: async (where) =>
      (await db.select({ n: count() }).from(payments).innerJoin(clubs, eq(clubs.id, payments.clubId)).where(where))[0]
        .n,
    select: async (where, page) => {
      const base = from()
        .where(where)
        .orderBy(...sqlOrderBy(query.sort, SORTS, payments.id))
        .$dynamic();
      const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
      return rows.map(({ payment, clubName, supplierName, cashierFirst, cashierLast }) => ({
        id: payment.id,
        clubId: payment.clubId,
        clubName,
        paymentDate: payment.paymentDate,
        orderAmount: payment.orderAmount,
        orderAmountCurrency: payment.orderAmountCurrency,
        receivedAmount: payment.receivedAmount,
        receivedAmountCurrency: payment.receivedAmountCurrency,
        paymentMethod: payment.paymentMethod,
        cashReceivedBy: cashierFirst === null ? null : `${cashierFirst} ${cashierLast ?? ''}`.trim(),
        supplierName,
        note: payment.note,
        bankStatementId: payment.bankStatementId,
        createdAt: payment.createdAt,
      }));
    },
  });
}

export const PAYMENT_EXPORT: ExportColumn<PaymentRow>[] = [
  { header: 'payments.columns.id', type: 'integer', value: (row) => row.id },
  { header: 'payments.columns.paymentDate', type: 'date', value: (row) => row.paymentDate },
  { header: 'payments.columns.club', type: 'text', value: (row) => row.clubName },
  { header: 'payments.columns.orderAmount', type: 'money', value: (row) => row.orderAmount },
  { header: 'payments.columns.orderAmountCurrency', type: 'text', value: (row) => row.orderAmountCurrency },
  { header: 'payments.columns.receivedAmount', type: 'money', value: (row) => row.receivedAmount },
  { header: 'payments.columns.receivedAmountCurrency', type: 'text', value: (row) => row.receivedAmountCurrency },
  { header: 'payments.columns.method', type: 'text', value: (row) => row.paymentMethod, labels: 'payments.method' },
  { header: 'payments.columns.cashReceivedBy', type: 'text', value: (row) => row.cashReceivedBy },
  { header: 'payments.columns.supplier', type: 'text', value: (row) => row.supplierName },
  { header: 'payments.columns.note', type: 'text', value: (row) => row.note },
  { header: 'payments.columns.bankStatementId', type: 'integer', value: (row) => row.bankStatementId },
];
