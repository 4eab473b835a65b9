import { type Pdf, drawQr } from '../../lib/pdf';
import type { PrintHall } from './print-data';
import { GREY, LINE, type PrintContext, cell, footer, heading } from './print-layout';

/**
 * The technicians' sheet (issue 39): every hall with its screen's address written out and as a QR
 * code, so the TV by the court is set up by scanning or typing it.
 */
export function drawHallScreens(pdf: Pdf, halls: PrintHall[], ctx: PrintContext) {
  const { t, locale } = ctx;
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = pdf.page.height - pdf.page.margins.bottom - 8;
  const start = () => {
    const y = heading(pdf, ctx, t.hallScreensTitle);
    cell(pdf, t.hallScreensHint, left, y, width, { size: 9, color: GREY });
    return y + 20;
  };
  const qr = 110;
  let y = start();
  for (const hall of halls) {
    if (y + qr + 6 > bottom) {
      footer(pdf, ctx);
      pdf.addPage();
      y = start();
    }
    const url = ctx.links.screen(hall.id);
    cell(pdf, hall.names[locale], left, y + 20, width - qr - 16, { font: 'bold', size: 16 });
    if (hall.address) cell(pdf, hall.address, left, y + 44, width - qr - 16, { size: 9, color: GREY });
    cell(pdf, url, left, y + 62, width - qr - 16, { size: 12 });
    drawQr(pdf, url, left + width - qr, y, qr);
    pdf
      .moveTo(left, y + qr + 3)
      .lineTo(left + width, y + qr + 3)
      .lineWidth(0.4)
      .strokeColor(LINE)
      .stroke();
    y += qr + 6;
  }
  footer(pdf, ctx);
}
