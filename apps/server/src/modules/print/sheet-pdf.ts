import { type Pdf, drawQr } from '../../lib/pdf';
import type { PrintMatch, PrintPerson, PrintSide } from './print-data';
import {
  GREY,
  LINE,
  type PrintContext,
  box,
  cell,
  factsGrid,
  footer,
  heading,
  matchFacts,
  sideName,
} from './print-layout';

// The match sheet before the match (issue "printed match sheets", item 1): one A4 page per match
// with both rosters, an empty grid for goals and penalties per player, team timeouts, the score by
// half, signatures, and a QR code to the match's reporter screen for a hall whose tablet failed.

const PLAYER_ROWS = 16;
const LEADER_ROWS = 4;
const ROW = 11.4;
const LEADER_LETTERS = ['A', 'B', 'C', 'D'];

/** Roster lines padded with blank ones, so late additions can be written in. */
function lines(roster: PrintPerson[], leaders: boolean, rows: number): (PrintPerson | null)[] {
  const people = roster.filter((p) => p.isLeader === leaders);
  return [...people, ...Array.from({ length: Math.max(0, rows - people.length) }, () => null)];
}

function teamTable(pdf: Pdf, ctx: PrintContext, label: string, side: PrintSide, x: number, y: number, width: number) {
  const { t } = ctx;
  cell(pdf, label, x, y, 60, { size: 8, color: GREY });
  cell(pdf, sideName(side, t), x + 60, y - 2, width - 60, { font: 'bold', size: 12 });
  y += 15;
  if (side.roster.length === 0) {
    cell(pdf, t.noRoster, x + 60, y - 1, width - 60, { size: 7, color: GREY });
    y += 9;
  }
  // Number, name, year, then boxes for goals per half and the penalties of each person.
  const columns = [
    { label: t.jersey, w: 24 },
    { label: t.name, w: 164 },
    { label: t.birthYear, w: 34 },
    { label: t.goalsFirstHalf, w: 76 },
    { label: t.goalsSecondHalf, w: 76 },
    { label: t.warning, w: 30 },
    { label: t.suspension, w: 30 },
    { label: t.suspension, w: 30 },
    { label: t.suspension, w: 30 },
    { label: t.disqualification, w: 29 },
  ];
  const scale = width / columns.reduce((sum, c) => sum + c.w, 0);
  const xs: number[] = [];
  let cx = x;
  for (const c of columns) {
    xs.push(cx);
    cx += c.w * scale;
  }
  columns.forEach((c, i) => {
    cell(pdf, c.label, xs[i] + 2, y + 2, c.w * scale - 4, { font: 'bold', size: 7, align: i > 2 ? 'center' : 'left' });
  });
  y += ROW;
  const rows = [...lines(side.roster, false, PLAYER_ROWS), ...lines(side.roster, true, LEADER_ROWS)];
  const top = y;
  rows.forEach((person, i) => {
    const leader = i >= PLAYER_ROWS;
    const number = leader
      ? LEADER_LETTERS[i - PLAYER_ROWS]
      : person?.jerseyNumber != null
        ? String(person.jerseyNumber)
        : '';
    if (leader && i === PLAYER_ROWS) {
      pdf
        .moveTo(x, y)
        .lineTo(x + width, y)
        .lineWidth(1)
        .strokeColor('#000000')
        .stroke();
    }
    cell(pdf, number, xs[0] + 2, y + 2, columns[0].w * scale - 4, { font: leader ? 'bold' : 'regular', size: 8 });
    if (person) {
      cell(pdf, `${person.lastName} ${person.firstName}`, xs[1] + 2, y + 2, columns[1].w * scale - 4, { size: 8 });
      cell(pdf, String(person.birthYear), xs[2] + 2, y + 2, columns[2].w * scale - 4, { size: 8 });
    }
    y += ROW;
  });
  // The grid: horizontal lines per row, vertical lines per column.
  pdf.lineWidth(0.4).strokeColor(LINE);
  for (let i = 0; i <= rows.length + 1; i++) {
    const ly = top - ROW + i * ROW;
    pdf
      .moveTo(x, ly)
      .lineTo(x + width, ly)
      .stroke();
  }
  for (const lx of [...xs, x + width]) {
    pdf
      .moveTo(lx, top - ROW)
      .lineTo(lx, y)
      .stroke();
  }
  // Team timeouts: three boxes.
  y += 4;
  cell(pdf, t.timeouts, x, y + 3, 90, { size: 8 });
  for (let i = 0; i < 3; i++) box(pdf, x + 90 + i * 40, y, 34, 14);
  return y + 20;
}

/** Draws one match sheet on the current page. */
export function drawMatchSheet(pdf: Pdf, match: PrintMatch, ctx: PrintContext) {
  const { t, locale } = ctx;
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  let y = heading(pdf, ctx, `${t.sheetTitle} · ${t.matchNumber(match.matchNumber)}`);

  // Facts on the left, the reporter's QR code on the right.
  const qr = 74;
  drawQr(pdf, ctx.links.reporter(match.id), left + width - qr, y - 4, qr);
  cell(pdf, t.reporterScreen, left + width - qr - 110, y + 50, 104, { size: 6, color: GREY, align: 'right' });
  y = factsGrid(pdf, matchFacts(match, ctx), left, y, width - qr - 8);
  const referees =
    match.referees.length > 0
      ? match.referees.map((r) => `${r.position}. ${r.name}`).join(', ')
      : `1. ____________________   2. ____________________`;
  cell(pdf, t.referees, left, y + 2, 60, { size: 7, color: GREY });
  cell(pdf, referees, left + 60, y, width - qr - 70, { font: 'bold', size: 9 });
  y += 18;

  y = teamTable(pdf, ctx, t.home, match.home, left, y, width);
  y = teamTable(pdf, ctx, t.away, match.away, left, y + 2, width);

  // The score by half and the 7 m shoot-out.
  const heads = [t.firstHalf, t.secondHalf, t.final, t.shootout];
  const nameW = 200;
  const w = (width - nameW) / heads.length;
  heads.forEach((h, i) => {
    cell(pdf, h, left + nameW + i * w, y, w, { font: 'bold', size: 7, align: 'center' });
  });
  y += 10;
  for (const [label, side] of [
    [t.home, match.home],
    [t.away, match.away],
  ] as const) {
    cell(pdf, `${label}: ${sideName(side, t)}`, left, y + 4, nameW - 6, { size: 8 });
    for (let i = 0; i < heads.length; i++) box(pdf, left + nameW + i * w + 4, y, w - 8, 15);
    y += 18;
  }

  // Signatures of both teams' leaders and the referees.
  y += 6;
  cell(pdf, t.signatures, left, y, width, { font: 'bold', size: 8 });
  y += 24;
  const signers = [t.leaderOf(t.home), t.leaderOf(t.away), t.refereeN(1), t.refereeN(2)];
  const sw = width / signers.length;
  signers.forEach((s, i) => {
    pdf
      .moveTo(left + i * sw + 4, y)
      .lineTo(left + (i + 1) * sw - 8, y)
      .lineWidth(0.6)
      .strokeColor('#000000')
      .stroke();
    cell(pdf, s, left + i * sw + 4, y + 3, sw - 12, { size: 7, color: GREY });
  });
  footer(pdf, ctx, `${match.categoryCode} · ${t.matchNumber(match.matchNumber)} · ${match.hall.names[locale]}`);
}
