import { formatIban } from '@tms/domain/bank-account';
import { type Money, moneyFromDecimal, sumMoney } from '@tms/domain/money';
import { invoicePaymentQr } from '@tms/domain/payment-qr';
import type { BillItem } from '@tms/domain/pricing';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubRegistrations, countryTranslations, invoices, suppliers } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { currencyOfCountry, invoiceBalances, loadStoredBill } from './billing';
import { accessibleClub } from './club-access';
import { type InvoiceLocale, INVOICE_TEXTS } from './invoice-texts';

type Party = { name: string; lines: string[]; companyId: string | null; vatId: string | null };

/** What an invoice PDF shows, every amount from the stored bill priced by the domain. */
export type InvoiceDocument = {
  locale: InvoiceLocale;
  number: string;
  cancelled: boolean;
  issueDate: string;
  dueDate: string;
  variableSymbol: string;
  supplier: Party & { account: string | null };
  customer: Party;
  items: BillItem[];
  total: Money;
  payments: { date: string; amount: Money }[];
  paid: Money;
  rest: Money;
  /** QR Platba (CZK) or EPC (EUR) payload for the amount due; null when nothing is due or no account. */
  qrPayload: string | null;
};

async function countryName(db: DbOrTx, countryId: number | null, locale: InvoiceLocale): Promise<string | null> {
  if (countryId === null) return null;
  const rows = await db
    .select({ locale: countryTranslations.locale, name: countryTranslations.name })
    .from(countryTranslations)
    .where(eq(countryTranslations.countryId, countryId));
  return rows.find((row) => row.locale === locale)?.name ?? rows[0]?.name ?? null;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/** The invoice of a club as its PDF shows it; 403/404 like the club, 404 for an invoice of another club. */
export async function invoiceDocument(
  db: DbOrTx,
  user: SessionUser,
  clubId: number,
  invoiceId: number,
  locale: InvoiceLocale,
): Promise<InvoiceDocument> {
  const { club } = await accessibleClub(db, user, clubId, 'manage');
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.clubId, clubId)));
  if (!row) throw notFound('Invoice');
  const [stored, [registration], [supplier]] = await Promise.all([
    currencyOfCountry(db, club.countryId).then((currency) => loadStoredBill(db, clubId, currency)),
    db.select().from(clubRegistrations).where(eq(clubRegistrations.clubId, clubId)),
    row.supplierId === null ? Promise.resolve([]) : db.select().from(suppliers).where(eq(suppliers.id, row.supplierId)),
  ]);
  const { currency } = stored;
  const balances = invoiceBalances(stored);
  const entry = balances.invoices.find((candidate) => candidate.row.id === row.id);
  const items = entry?.invoice.items ?? [];
  const total = entry?.invoice.total ?? sumMoney(currency, []);
  const balance = entry ?? { paid: sumMoney(currency, []), rest: total };
  // Payments made for this invoice, or to its supplier without naming an invoice.
  const supplierPayments = balances.payments.filter(
    (p) =>
      p.invoiceId === row.id || (p.invoiceId === null && (p.supplierId === row.supplierId || p.supplierId === null)),
  );
  const billing = registration?.differentBillingAddress;
  const customerCountry = await countryName(db, billing ? registration.invoiceCountryId : club.countryId, locale);
  const account =
    currency === 'CZK'
      ? { iban: supplier?.czkIban ?? null, bic: supplier?.czkBic ?? null }
      : { iban: supplier?.eurIban ?? null, bic: supplier?.eurBic ?? null };
  const qr =
    balance.rest.minor > 0 && account.iban && supplier && row.cancelledAt === null
      ? invoicePaymentQr({
          amount: balance.rest,
          account: { iban: account.iban, bic: account.bic },
          beneficiaryName: supplier.name,
          variableSymbol: row.variableSymbol,
          message: INVOICE_TEXTS[locale].message(row.number),
        })
      : null;
  return {
    locale,
    number: row.number,
    cancelled: row.cancelledAt !== null,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    variableSymbol: row.variableSymbol,
    supplier: {
      name: supplier?.name ?? '',
      lines: supplier ? [supplier.street ?? '', joined(supplier.zip, supplier.city), supplier.countryCode ?? ''] : [],
      companyId: supplier?.companyId ?? null,
      vatId: supplier?.vatId ?? null,
      account: account.iban ? joined(formatIban(account.iban), account.bic ? `(BIC ${account.bic})` : null) : null,
    },
    customer: billing
      ? {
          name: registration.invoiceSubjectName ?? club.name,
          lines: [
            registration.invoiceStreet ?? '',
            joined(registration.invoiceZip, registration.invoiceCity),
            customerCountry ?? '',
          ],
          companyId: registration.tin,
          vatId: registration.vatin,
        }
      : {
          name: club.name,
          lines: [club.street ?? '', joined(club.zip, club.city), customerCountry ?? ''],
          companyId: registration?.tin ?? null,
          vatId: registration?.vatin ?? null,
        },
    items,
    total,
    payments: supplierPayments.map((p) => ({
      date: p.paymentDate,
      amount: moneyFromDecimal(currency, p.orderAmount) ?? sumMoney(currency, []),
    })),
    paid: balance.paid,
    rest: balance.rest,
    qrPayload: qr?.ok ? qr.payload : null,
  };
}
