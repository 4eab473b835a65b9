import type { Pdf, PdfLocale } from '../../lib/pdf';
import type { PrintMatch, PrintSide } from './print-data';
import { formatDay, formatMoment } from '../../lib/locale-format';
import type { PrintTexts } from './print-texts';

// Drawing parts every printed document shares: the heading, the facts line, cells and the footer.

export const GREY = '#555555';
export const LINE = '#999999';

/** The web app's pages the QR codes lead to (absolute, from PUBLIC_URL). */
export type WebLinks = {
  reporter: (matchId: number) => string;
  match: (matchId: number) => string;
  hall: (placeId: number) => string;
  /** The hall's big screen, for the TV by the court. */
  screen: (placeId: number) => string;
  team: (teamId: number) => string;
};

export function webLinks(publicUrl: string): WebLinks {
  const base = publicUrl.replace(/\/$/, '');
  return {
    reporter: (id) => `${base}/reporter/match/${id}`,
    match: (id) => `${base}/results/match/${id}`,
    hall: (id) => `${base}/results/matches-by-hall/${id}`,
    screen: (id) => `${base}/screen/hall/${id}`,
    team: (id) => `${base}/results/team-detail/${id}`,
  };
}

/** What a document draws with: its texts, language, links, the tournament's edition and the creation time. */
export type PrintContext = { t: PrintTexts; locale: PdfLocale; links: WebLinks; edition: string; now: Date };

/** The team's name, where it comes from while undecided, or "to be decided". */
export function sideName(side: PrintSide, t: PrintTexts): string {
  if (side.name) return side.name;
  if (side.from) return t.placeholder(side.from.rank, side.from.groupLabel);
  return t.unknownTeam;
}

/** One line of text that never wraps (cut with an ellipsis to `width`); the fast path of pdfkit. */
export function cell(
  pdf: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { font?: 'regular' | 'bold'; size?: number; align?: 'left' | 'center' | 'right'; color?: string } = {},
) {
  pdf
    .font(options.font ?? 'regular')
    .fontSize(options.size ?? 9)
    .fillColor(options.color ?? '#000000');
  let shown = text;
  if (pdf.widthOfString(shown) > width) {
    while (shown.length > 1 && pdf.widthOfString(`${shown}…`) > width) shown = shown.slice(0, -1);
    shown = `${shown}…`;
  }
  const w = pdf.widthOfString(shown);
  const dx = options.align === 'right' ? width - w : options.align === 'center' ? (width - w) / 2 : 0;
  pdf.text(shown, x + dx, y, { lineBreak: false });
}

/** The document heading: tournament on the left, title on the right, a rule below; returns the next y. */
export function heading(pdf: Pdf, ctx: PrintContext, title: string, y = pdf.page.margins.top): number {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  cell(pdf, `${ctx.t.tournament} ${ctx.edition}`.trim(), left, y + 4, width * 0.3, { size: 10, color: GREY });
  cell(pdf, title, left + width * 0.3, y, width * 0.7, { font: 'bold', size: 15, align: 'right' });
  pdf
    .moveTo(left, y + 24)
    .lineTo(left + width, y + 24)
    .lineWidth(0.8)
    .strokeColor(LINE)
    .stroke();
  return y + 32;
}

/** Category, group, match number, hall, day and time of a match as label–value pairs. */
export function matchFacts(match: PrintMatch, ctx: PrintContext): [string, string][] {
  const { t, locale } = ctx;
  return [
    [t.category, match.categoryCode],
    [t.group, `${match.groupLabel} (${match.roundNames[locale]})`],
    [t.match, String(match.matchNumber)],
    [t.hall, match.hall.names[locale]],
    [t.day, formatDay(match.day, locale)],
    [t.time, match.time],
  ];
}

/** Label–value pairs in rows of `perRow`; returns the next y. */
export function factsGrid(pdf: Pdf, facts: [string, string][], x: number, y: number, width: number, perRow = 3) {
  const w = width / perRow;
  facts.forEach(([label, value], i) => {
    const cx = x + (i % perRow) * w;
    const cy = y + Math.floor(i / perRow) * 26;
    cell(pdf, label, cx, cy, w - 6, { size: 7, color: GREY });
    cell(pdf, value, cx, cy + 9, w - 6, { font: 'bold', size: 10 });
  });
  return y + Math.ceil(facts.length / perRow) * 26;
}

/** The creation time at the foot of the current page. */
export function footer(pdf: Pdf, ctx: PrintContext, extra?: string) {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const y = pdf.page.height - pdf.page.margins.bottom + 12;
  // Below the bottom margin pdfkit would start a new page for flowing text; cells never flow.
  cell(pdf, `${ctx.t.created}: ${formatMoment(ctx.now, ctx.locale)}`, left, y, width / 2, { size: 7, color: GREY });
  if (extra) cell(pdf, extra, left + width / 2, y, width / 2, { size: 7, color: GREY, align: 'right' });
}

/** A rectangle with a caption under it: a box to sign or to write a number in. */
export function box(pdf: Pdf, x: number, y: number, w: number, h: number) {
  pdf.rect(x, y, w, h).lineWidth(0.6).strokeColor(LINE).stroke();
}
