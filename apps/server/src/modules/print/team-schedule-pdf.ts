import { groupTitle } from '@tms/domain/group-name';
import { type Pdf, drawQr } from '../../lib/pdf';
import type { PrintMatch } from './print-data';
import { GREY, LINE, type PrintContext, cell, footer, heading, sideName } from './print-layout';
import { formatDay } from '../../lib/locale-format';

// A team's schedule (item 4): its matches with halls and times, the halls' addresses, a QR code to
// the team's page.

export type TeamSchedule = {
  team: { id: number; name: string; categoryCode: string; clubName: string };
  matches: PrintMatch[];
};

export function drawTeamSchedule(pdf: Pdf, data: TeamSchedule, ctx: PrintContext) {
  const { t, locale } = ctx;
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = pdf.page.height - pdf.page.margins.bottom - 8;
  let y = heading(pdf, ctx, t.teamScheduleTitle);
  const qr = 84;
  drawQr(pdf, ctx.links.team(data.team.id), left + width - qr, y - 4, qr);
  cell(pdf, t.teamPage, left + width - qr, y + qr - 2, qr, { size: 6, color: GREY, align: 'center' });
  cell(pdf, data.team.name, left, y, width - qr - 10, { font: 'bold', size: 18 });
  cell(pdf, `${t.category} ${data.team.categoryCode}`, left, y + 26, width - qr - 10, { size: 11 });
  y += qr + 14;

  const cols = [
    { label: t.day, x: 0, w: 120 },
    { label: t.time, x: 120, w: 40 },
    { label: t.hall, x: 160, w: 110 },
    { label: t.match, x: 270, w: 40 },
    { label: t.opponent, x: 310, w: width - 310 - 50 },
    { label: t.result, x: width - 50, w: 50 },
  ];
  const header = () => {
    for (const c of cols) cell(pdf, c.label, left + c.x, y, c.w - 4, { font: 'bold', size: 8 });
    y += 13;
  };
  header();
  if (data.matches.length === 0) {
    cell(pdf, t.noMatches, left, y, width, { size: 10, color: GREY });
    y += 14;
  }
  for (const match of data.matches) {
    if (y + 26 > bottom) {
      footer(pdf, ctx, data.team.name);
      pdf.addPage();
      y = heading(pdf, ctx, t.teamScheduleTitle);
      header();
    }
    const home = match.home.teamId === data.team.id;
    const opponent = home ? match.away : match.home;
    const own = home ? match.homeScore : match.awayScore;
    const other = home ? match.awayScore : match.homeScore;
    cell(pdf, formatDay(match.day, locale), left, y, cols[0].w - 4, { size: 9 });
    cell(pdf, match.time, left + cols[1].x, y, cols[1].w - 4, { font: 'bold', size: 9 });
    cell(pdf, match.hall.names[locale], left + cols[2].x, y, cols[2].w - 4, { size: 9 });
    cell(pdf, String(match.matchNumber), left + cols[3].x, y, cols[3].w - 4, { size: 9 });
    cell(pdf, `${home ? t.home : t.away} · ${sideName(opponent, t)}`, left + cols[4].x, y, cols[4].w - 4, {
      size: 9,
    });
    cell(pdf, own === null || other === null ? '' : `${own} : ${other}`, left + cols[5].x, y, cols[5].w, {
      font: 'bold',
      size: 9,
    });
    cell(
      pdf,
      `${groupTitle(match.groupLabel, locale)} (${match.roundNames[locale]})`,
      left + cols[4].x,
      y + 11,
      cols[4].w - 4,
      {
        size: 7,
        color: GREY,
      },
    );
    pdf
      .moveTo(left, y + 22)
      .lineTo(left + width, y + 22)
      .lineWidth(0.4)
      .strokeColor(LINE)
      .stroke();
    y += 26;
  }

  // The halls the team plays in, with their addresses.
  const halls = [...new Map(data.matches.map((m) => [m.hall.id, m.hall])).values()];
  if (halls.length > 0) {
    if (y + 30 + halls.length * 13 > bottom) {
      footer(pdf, ctx, data.team.name);
      pdf.addPage();
      y = heading(pdf, ctx, t.teamScheduleTitle);
    }
    y += 10;
    cell(pdf, t.hallAddresses, left, y, width, { font: 'bold', size: 11 });
    y += 16;
    for (const hall of halls) {
      cell(pdf, hall.names[locale], left, y, 160, { font: 'bold', size: 9 });
      cell(pdf, hall.address ?? '', left + 164, y, width - 164, { size: 9 });
      y += 13;
    }
  }
  footer(pdf, ctx, data.team.name);
}
