import { formatMoney, type Money } from '@tms/domain/money';
import { createPdf, pdfBuffer, qrPng } from '../../lib/pdf';
import type { InvoiceDocument } from './invoice-service';
import { INVOICE_TEXTS } from './invoice-texts';

// The invoice as a PDF (A4) on the shared document base (lib/pdf.ts: pdfkit with DejaVu Sans embedded).

/** The QR code image put on the invoice: PNG of the payment payload (error correction M, as banks print). */
export const paymentQrPng = qrPng;

const date = (iso: string, locale: 'cs' | 'en') => {
  const [y, m, d] = iso.split('-').map(Number);
  return locale === 'cs'
    ? `${d}. ${m}. ${y}`
    : `${d} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]} ${y}`;
};

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const t = INVOICE_TEXTS[doc.locale];
  const money = (amount: Money) => formatMoney(amount, doc.locale).replace(/\u00a0|\u202f/g, ' ');
  const qr = doc.qrPayload ? await paymentQrPng(doc.qrPayload) : null;
  const pdf = createPdf({ title: `${t.title} ${doc.number}`, margin: 48 });
  pdf.info.Author = doc.supplier.name;

  const left = 48;
  const width = pdf.page.width - 96;
  pdf.font('bold').fontSize(20).text(`${t.title} ${doc.number}`, left, 48);
  if (doc.cancelled) pdf.fillColor('#c00').fontSize(14).text(t.cancelled).fillColor('black');

  // Supplier and customer side by side.
  const top = 100;
  const party = (x: number, heading: string, p: InvoiceDocument['customer'], extra: string[] = []) => {
    pdf.font('bold').fontSize(9).fillColor('#555').text(heading.toUpperCase(), x, top).fillColor('black');
    pdf
      .font('bold')
      .fontSize(11)
      .text(p.name, x, top + 14, { width: width / 2 - 12 });
    pdf.font('regular').fontSize(10);
    for (const line of [...p.lines.filter(Boolean), ...extra]) pdf.text(line, { width: width / 2 - 12 });
    if (p.companyId) pdf.text(`${t.companyId}: ${p.companyId}`);
    if (p.vatId) pdf.text(`${t.vatId}: ${p.vatId}`);
    return pdf.y;
  };
  const supplierBottom = party(
    left,
    t.supplier,
    doc.supplier,
    doc.supplier.account ? [`${t.account}: ${doc.supplier.account}`] : [],
  );
  const customerBottom = party(left + width / 2, t.customer, doc.customer);

  // Dates and the variable symbol.
  let y = Math.max(supplierBottom, customerBottom) + 16;
  const facts: [string, string][] = [
    [t.issueDate, date(doc.issueDate, doc.locale)],
    [t.dueDate, date(doc.dueDate, doc.locale)],
    [t.variableSymbol, doc.variableSymbol],
  ];
  facts.forEach(([label, value], i) => {
    const x = left + (i * width) / 3;
    pdf.font('regular').fontSize(9).fillColor('#555').text(label, x, y).fillColor('black');
    pdf
      .font('bold')
      .fontSize(11)
      .text(value, x, y + 12);
  });
  y += 40;

  // Items.
  const columns = [
    { label: t.item, x: left, w: width * 0.42, align: 'left' as const },
    { label: t.quantity, x: left + width * 0.42, w: width * 0.12, align: 'right' as const },
    { label: t.unitPrice, x: left + width * 0.54, w: width * 0.16, align: 'right' as const },
    { label: t.discount, x: left + width * 0.7, w: width * 0.12, align: 'right' as const },
    { label: t.total, x: left + width * 0.82, w: width * 0.18, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(9);
    const height = Math.max(...cells.map((cell, i) => pdf.heightOfString(cell, { width: columns[i].w - 4 })));
    if (y + height > pdf.page.height - 60) {
      pdf.addPage();
      y = 48;
    }
    cells.forEach((cell, i) => {
      pdf.text(cell, columns[i].x, y, { width: columns[i].w - 4, align: columns[i].align });
    });
    y += height + 6;
  };
  row(
    columns.map((c) => c.label),
    'bold',
  );
  pdf
    .moveTo(left, y - 3)
    .lineTo(left + width, y - 3)
    .strokeColor('#999')
    .stroke();
  for (const item of doc.items) {
    const name = doc.locale === 'en' ? item.nameEn : item.nameCs;
    const unit = t.units[item.unitType] ?? item.unitType;
    row(
      [
        name,
        `${item.quantity} ${unit}`.trim(),
        money(item.unitPrice),
        item.discountPercent > 0 ? `${(item.discountPercent / 100).toLocaleString(doc.locale)} %` : '–',
        money(item.total),
      ],
      'regular',
    );
  }
  pdf
    .moveTo(left, y - 3)
    .lineTo(left + width, y - 3)
    .stroke();
  y += 4;
  const sum = (label: string, value: string, bold = false) => {
    pdf.font(bold ? 'bold' : 'regular').fontSize(bold ? 12 : 10);
    pdf.text(label, left + width * 0.4, y, { width: width * 0.38, align: 'right' });
    pdf.text(value, left + width * 0.78, y, { width: width * 0.22, align: 'right' });
    y = pdf.y + 4;
  };
  sum(t.invoiceTotal, money(doc.total), true);

  // Payments and the amount due.
  y += 8;
  pdf.font('bold').fontSize(10).text(t.paymentsReceived, left, y);
  y = pdf.y + 2;
  pdf.font('regular').fontSize(10);
  if (doc.payments.length === 0) {
    pdf.text(t.noPayments, left, y);
    y = pdf.y + 4;
  }
  for (const payment of doc.payments) sum(date(payment.date, doc.locale), money(payment.amount));
  sum(t.paid, money(doc.paid));
  sum(t.amountDue, money(doc.rest), true);

  if (qr) {
    y += 12;
    if (y + 160 > pdf.page.height - 48) {
      pdf.addPage();
      y = 48;
    }
    pdf.font('bold').fontSize(10).text(t.qr, left, y);
    pdf.image(qr, left, y + 14, { width: 132 });
    pdf
      .font('regular')
      .fontSize(9)
      .text(t.qrHint, left + 144, y + 20, { width: width - 144 })
      .text(`${t.variableSymbol}: ${doc.variableSymbol}`)
      .text(`${t.amountDue}: ${money(doc.rest)}`);
  }
  return pdfBuffer(pdf);
}
