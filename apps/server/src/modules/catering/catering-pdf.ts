import type { CateringCountRow } from '@tms/domain/contract/catering';
import { createPdf, pdfBuffer } from '../../lib/pdf';

// The kitchens' sheet of meal counts and the referees' meal vouchers as PDFs (A4).

const MARGIN = 48;

export type CountTexts = { title: string; day: string; restaurant: string; meal: string; seats: string; count: string };

/** The meal counts per day, restaurant and slot as a printable table. */
export function renderCountsPdf(rows: readonly CateringCountRow[], texts: CountTexts, meal: (slot: string) => string) {
  const pdf = createPdf({ title: texts.title, margin: MARGIN });
  const width = pdf.page.width - 2 * MARGIN;
  const columns = [
    { title: texts.day, width: 0.16, value: (r: CateringCountRow) => r.day },
    { title: texts.restaurant, width: 0.38, value: (r: CateringCountRow) => r.restaurant },
    { title: texts.meal, width: 0.22, value: (r: CateringCountRow) => meal(r.meal) },
    { title: texts.seats, width: 0.12, value: (r: CateringCountRow) => String(r.seats) },
    { title: texts.count, width: 0.12, value: (r: CateringCountRow) => String(r.count) },
  ];
  pdf.font('bold').fontSize(16).text(texts.title, MARGIN, MARGIN);
  let y = pdf.y + 12;
  const line = (cells: string[], font: 'regular' | 'bold') => {
    if (y > pdf.page.height - MARGIN - 20) {
      pdf.addPage();
      y = MARGIN;
    }
    let x = MARGIN;
    pdf.font(font).fontSize(10);
    cells.forEach((cell, i) => {
      pdf.text(cell, x, y, { width: columns[i].width * width - 6, lineBreak: false, ellipsis: true });
      x += columns[i].width * width;
    });
    y += 16;
  };
  line(
    columns.map((c) => c.title),
    'bold',
  );
  for (const row of rows)
    line(
      columns.map((c) => c.value(row)),
      'regular',
    );
  return pdfBuffer(pdf);
}

export type PrintedVoucher = { number: string; referee: string; day: string; meal: string; restaurant: string };

/** The referees' meal vouchers, ten to a page, each with its number, to cut out. */
export function renderVouchersPdf(
  vouchers: readonly PrintedVoucher[],
  title: string,
  labels: { day: string; meal: string; restaurant: string },
) {
  const pdf = createPdf({ title, margin: MARGIN });
  const boxWidth = (pdf.page.width - 2 * MARGIN - 12) / 2;
  const boxHeight = (pdf.page.height - 2 * MARGIN - 4 * 12) / 5;
  if (!vouchers.length) pdf.font('bold').fontSize(14).text(title, MARGIN, MARGIN);
  vouchers.forEach((voucher, i) => {
    const slot = i % 10;
    if (i > 0 && slot === 0) pdf.addPage();
    const x = MARGIN + (slot % 2) * (boxWidth + 12);
    const y = MARGIN + Math.floor(slot / 2) * (boxHeight + 12);
    pdf.rect(x, y, boxWidth, boxHeight).dash(4, { space: 3 }).stroke().undash();
    pdf
      .font('bold')
      .fontSize(9)
      .fillColor('#555')
      .text(title.toUpperCase(), x + 10, y + 10, { width: boxWidth - 20 });
    pdf
      .fillColor('black')
      .fontSize(18)
      .text(voucher.number, x + 10, y + 26, { width: boxWidth - 20 });
    pdf
      .font('regular')
      .fontSize(11)
      .text(voucher.referee, x + 10, y + 52, { width: boxWidth - 20 });
    pdf.fontSize(10);
    pdf.text(`${labels.day}: ${voucher.day}`, { width: boxWidth - 20 });
    pdf.text(`${labels.meal}: ${voucher.meal}`, { width: boxWidth - 20 });
    pdf.text(`${labels.restaurant}: ${voucher.restaurant}`, { width: boxWidth - 20 });
  });
  return pdfBuffer(pdf);
}
