import type { BankStatementRow, statementImportInput } from '@tms/domain/contract/payments';
import { toDecimalString } from '@tms/domain/money';
import { BOOKABLE_STATUSES } from '@tms/domain/payment-matching';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { bankStatements, payments, suppliers, users } from '../../db/schema/index';
import { type ExportColumn, type Paging, sqlList, sqlOrderBy, sqlSearch } from '../../lib/admin-list';
import { invalid } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { auditedPayment } from './payment-service';
import { readAndMatch } from './statement-service';

type ImportData = z.output<typeof statementImportInput>;

/**
 * POST /admin/bank-statements: reads and matches the file again (the proposal may have changed since
 * the preview), books the confirmed rows that are still bookable as payments and records the
 * statement, in one transaction. Each bank line is booked once: its key is unique among payments, so
 * a second import of the same file (even a concurrent one) books nothing.
 */
export async function importStatement(db: Db, user: SessionUser, data: ImportData) {
  return db.transaction(async (tx) => {
    if (data.supplierId !== null) {
      const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, data.supplierId));
      if (!supplier) throw invalid({ supplierId: { key: 'invalidValue' } }, 'Unknown supplier');
    }
    const { read, mapping, mappingComplete, lines, matches, dues } = await readAndMatch(tx, data);
    if (!mappingComplete) throw invalid({ mapping: { key: 'required' } }, 'Map the date and amount columns');
    const [statement] = await tx
      .insert(bankStatements)
      .values({
        fileName: data.fileName,
        supplierId: data.supplierId,
        importedById: user.id,
        lineCount: lines.length,
        bookedCount: 0,
        format: { ...read.format, mapping, currency: data.currency },
      })
      .returning();
    const wanted = new Set(data.book);
    let booked = 0;
    let alreadyBooked = 0;
    let skipped = 0;
    for (const [i, line] of lines.entries()) {
      if (!wanted.has(line.row)) continue;
      const match = matches[i];
      if (match.status === 'alreadyBooked') {
        alreadyBooked++;
        continue;
      }
      const club = match.clubId === null ? undefined : dues.get(match.clubId);
      if (!BOOKABLE_STATUSES.includes(match.status) || !club || line.amountMinor === null || !line.date) {
        skipped++;
        continue;
      }
      const amount = toDecimalString({ currency: club.currency, minor: line.amountMinor });
      const invoice = club.invoices.find((entry) => entry.id === match.invoiceId);
      const [row] = await tx
        .insert(payments)
        .values({
          clubId: club.clubId,
          supplierId: data.supplierId ?? invoice?.supplierId ?? null,
          invoiceId: match.invoiceId,
          paymentDate: line.date,
          orderAmount: amount,
          orderAmountCurrency: club.currency,
          receivedAmount: amount,
          receivedAmountCurrency: line.currency,
          paymentMethod: 'bank_transfer',
          note: [line.counterpartyName, line.message].filter(Boolean).join(' – ') || null,
          accountingDocumentId: line.transactionId,
          bankStatementId: statement.id,
          bankTransactionKey: line.key,
        })
        .onConflictDoNothing({ target: payments.bankTransactionKey })
        .returning();
      if (!row) {
        alreadyBooked++;
        continue;
      }
      booked++;
      await recordAudit(tx, user, {
        entity: 'payment',
        recordId: row.id,
        action: 'create',
        after: auditedPayment(row),
        parent: { entity: 'clubRegistration', id: club.clubId },
      });
    }
    await tx
      .update(bankStatements)
      .set({ bookedCount: booked, alreadyBookedCount: alreadyBooked })
      .where(eq(bankStatements.id, statement.id));
    await recordAudit(tx, user, {
      entity: 'bankStatement',
      recordId: statement.id,
      action: 'import',
      after: { fileName: data.fileName, lineCount: lines.length, booked, alreadyBooked, skipped },
    });
    return { statementId: statement.id, booked, alreadyBooked, skipped };
  });
}

/** GET /admin/suppliers: whom a statement's account or a payment belongs to, in the order they were set up. */
export function listSuppliers(db: DbOrTx) {
  return db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).orderBy(asc(suppliers.id));
}

export function loadStatementRows(db: DbOrTx, query: { sort: string; q?: string }, paging: Paging) {
  const where = sqlSearch(query.q, [bankStatements.fileName]);
  return sqlList<BankStatementRow>(paging, where, {
    count: async (w) => (await db.select({ n: count() }).from(bankStatements).where(w))[0].n,
    select: async (w, page) => {
      const base = db
        .select({ statement: bankStatements, supplierName: suppliers.name, email: users.username })
        .from(bankStatements)
        .leftJoin(suppliers, eq(suppliers.id, bankStatements.supplierId))
        .leftJoin(users, eq(users.id, bankStatements.importedById))
        .where(w)
        .orderBy(
          ...sqlOrderBy(
            query.sort,
            {
              createdAt: bankStatements.createdAt,
              fileName: bankStatements.fileName,
              booked: bankStatements.bookedCount,
            },
            bankStatements.id,
          ),
        )
        .$dynamic();
      const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
      return rows.map(({ statement, supplierName, email }) => ({
        id: statement.id,
        fileName: statement.fileName,
        supplierName,
        importedBy: email,
        lineCount: statement.lineCount,
        bookedCount: statement.bookedCount,
        alreadyBookedCount: statement.alreadyBookedCount,
        createdAt: statement.createdAt,
      }));
    },
  });
}

export const STATEMENT_EXPORT: ExportColumn<BankStatementRow>[] = [
  { header: 'bankStatements.columns.id', type: 'integer', value: (row) => row.id },
  { header: 'bankStatements.columns.fileName', type: 'text', value: (row) => row.fileName },
  { header: 'bankStatements.columns.supplier', type: 'text', value: (row) => row.supplierName },
  { header: 'bankStatements.columns.importedBy', type: 'text', value: (row) => row.importedBy },
  { header: 'bankStatements.columns.lines', type: 'integer', value: (row) => row.lineCount },
  { header: 'bankStatements.columns.booked', type: 'integer', value: (row) => row.bookedCount },
  { header: 'bankStatements.columns.alreadyBooked', type: 'integer', value: (row) => row.alreadyBookedCount },
  { header: 'bankStatements.columns.createdAt', type: 'datetime', value: (row) => row.createdAt },
];
