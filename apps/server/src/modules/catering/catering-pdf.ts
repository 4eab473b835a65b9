import { type ExportTable, displayText } from '../../lib/export-file';
import { createPdf, pdfBuffer } from '../../lib/pdf';

// The kitchens' sheet of meal counts and the referees' meal vouchers as PDFs (A4).

const MARGIN = 48;

/** Column widths of the counts sheet (day, restaurant, meal, seats, count), as parts of the line. */
const COUNT_WIDTHS = [0.2, 0.36, 0.2, 0.12, 0.12];

/**
 * The meal counts per day, restaurant and slot as a printable table: the export's own table, each cell
 * written as the file writes it, so the sheet the kitchen gets reads like the file the office downloads.
 */
export function renderCountsPdf(table: ExportTable) {
  const pdf = createPdf({ title: table.sheet, margin: MARGIN });
  const width = pdf.page.width - 2 * MARGIN;
  pdf.font('bold').fontSize(16).text(table.sheet, MARGIN, MARGIN);
  let y = pdf.y + 12;
  const line = (cells: string[], font: 'regular' | 'bold') => {
    if (y > pdf.page.height - MARGIN - 20) {
      pdf.addPage();
      y = MARGIN;
    }
    let x = MARGIN;
    pdf.font(font).fontSize(10);
    cells.forEach((cell, i) => {
      const part = COUNT_WIDTHS[i] ?? 0.1;
      pdf.text(cell, x, y, { width: part * width - 6, lineBreak: false, ellipsis: true });
      x += part * width;
    });
    y += 16;
  };
  line(table.headers, 'bold');
  for (const row of table.rows) {
    line(
      row.map((value, i) => displayText(value, table.types[i], table.locale)),
      'regular',
    );
  }
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
