import type { EventTypeCode, MatchStageCode } from '@tms/domain/constants';
import { type Pdf, drawQr } from '../../lib/pdf';
import type { PrintMatch, PrintPerson } from './print-data';
import { GREY, LINE, type PrintContext, cell, factsGrid, footer, heading, matchFacts, sideName } from './print-layout';

// The official match report after the match (item 2): from the events only, as the web's statistics.

export type ReportEvent = {
  minute: number;
  second: number;
  code: EventTypeCode;
  stageCode: MatchStageCode;
  /** The match roster row; null for an event without a person. */
  personId: number | null;
  sevenMeterThrow: boolean;
};

export type ReportData = { match: PrintMatch; events: ReportEvent[]; enteredBy: string | null };

type Side = 'home' | 'away';
type Tally = { goals: number; sevenMeters: number; warnings: number; suspensions: number; red: number; blue: number };

/** Goals of each side per stage, counted from the goal events (a typed or walkover score aside). */
export function goalsByStage(data: ReportData) {
  const sideOf = personSides(data.match);
  const count = (stage: MatchStageCode, side: Side) =>
    data.events.filter(
      (e) =>
        e.stageCode === stage &&
        (e.code === 'goal' || e.code === 'shootout-goal') &&
        e.personId !== null &&
        sideOf.get(e.personId)?.side === side,
    ).length;
  return {
    first: { home: count('1st_half', 'home'), away: count('1st_half', 'away') },
    second: { home: count('2nd_half', 'home'), away: count('2nd_half', 'away') },
    shootout: { home: count('shootout', 'home'), away: count('shootout', 'away') },
  };
}

function personSides(match: PrintMatch) {
  const sides = new Map<number, { side: Side; person: PrintPerson }>();
  for (const side of ['home', 'away'] as const) {
    for (const person of match[side].roster) sides.set(person.id, { side, person });
  }
  return sides;
}

export function drawMatchReport(pdf: Pdf, data: ReportData, ctx: PrintContext) {
  const { match } = data;
  const { t } = ctx;
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = pdf.page.height - pdf.page.margins.bottom - 8;
  const pageFooter = () => footer(pdf, ctx, `${match.categoryCode} · ${t.matchNumber(match.matchNumber)}`);
  let y = heading(pdf, ctx, `${t.reportTitle} · ${t.matchNumber(match.matchNumber)}`);
  const room = (height: number) => {
    if (y + height <= bottom) return;
    pageFooter();
    pdf.addPage();
    y = heading(pdf, ctx, `${t.reportTitle} · ${t.matchNumber(match.matchNumber)}`);
  };

  const qr = 74;
  drawQr(pdf, ctx.links.match(match.id), left + width - qr, y - 4, qr);
  cell(pdf, t.publicMatch, left + width - qr - 110, y + 50, 104, { size: 6, color: GREY, align: 'right' });
  y = factsGrid(pdf, matchFacts(match, ctx), left, y, width - qr - 8);
  y += 10;

  // The result: names, the official score, by half and the shoot-out.
  const home = sideName(match.home, t);
  const away = sideName(match.away, t);
  const score = `${match.homeScore ?? '–'} : ${match.awayScore ?? '–'}`;
  cell(pdf, home, left, y + 6, width / 2 - 50, { font: 'bold', size: 13, align: 'right' });
  cell(pdf, score, left + width / 2 - 45, y, 90, { font: 'bold', size: 22, align: 'center' });
  cell(pdf, away, left + width / 2 + 50, y + 6, width / 2 - 50, { font: 'bold', size: 13 });
  y += 30;
  const byStage = goalsByStage(data);
  const parts = [
    `${t.firstHalf} ${byStage.first.home} : ${byStage.first.away}`,
    `${t.secondHalf} ${byStage.second.home} : ${byStage.second.away}`,
  ];
  if (match.endedInShootout || byStage.shootout.home + byStage.shootout.away > 0) {
    parts.push(`${t.shootout} ${byStage.shootout.home} : ${byStage.shootout.away}`);
  }
  if (match.walkOver) parts.push(t.walkover);
  cell(pdf, parts.join('   ·   '), left, y, width, { size: 9, align: 'center' });
  y += 18;
  const referees = match.referees.map((r) => `${r.position}. ${r.name}`).join(', ') || t.noReferees;
  cell(pdf, t.referees, left, y + 1, 70, { size: 7, color: GREY });
  cell(pdf, referees, left + 70, y, width - 70, { font: 'bold', size: 9 });
  y += 14;
  const entered = [data.enteredBy, match.scoreEntered ? t.enteredTyped : t.enteredEvents].filter(Boolean).join(', ');
  cell(pdf, t.enteredBy, left, y + 1, 70, { size: 7, color: GREY });
  cell(pdf, entered, left + 70, y, width - 70, { size: 9 });
  y += 20;

  // Every event in order of play.
  const sides = personSides(match);
  cell(pdf, t.events, left, y, width, { font: 'bold', size: 11 });
  y += 16;
  const cols = [
    { label: t.minute, x: 0, w: 36 },
    { label: t.team, x: 36, w: 150 },
    { label: t.jersey, x: 186, w: 30 },
    { label: t.player, x: 216, w: 170 },
    { label: t.event, x: 386, w: width - 386 },
  ];
  const header = () => {
    for (const c of cols) cell(pdf, c.label, left + c.x, y, c.w - 4, { font: 'bold', size: 8 });
    y += 12;
  };
  header();
  if (data.events.length === 0) {
    cell(pdf, t.noEvents, left, y, width, { size: 9, color: GREY });
    y += 14;
  }
  for (const event of data.events) {
    if (y + 11 > bottom) {
      room(40);
      header();
    }
    const who = event.personId === null ? undefined : sides.get(event.personId);
    const minute = event.stageCode === 'shootout' ? t.shootout : `${event.minute}'`;
    const what = event.code === 'goal' && event.sevenMeterThrow ? t.sevenMeterGoal : t.events_[event.code];
    cell(pdf, minute, left + cols[0].x, y, cols[0].w - 4, { size: 8 });
    cell(pdf, who ? (who.side === 'home' ? home : away) : '', left + cols[1].x, y, cols[1].w - 4, { size: 8 });
    const number = who?.person.jerseyNumber;
    cell(pdf, number != null ? String(number) : '', left + cols[2].x, y, cols[2].w - 4, { size: 8 });
    const name = who ? `${who.person.lastName} ${who.person.firstName}` : '';
    cell(pdf, name, left + cols[3].x, y, cols[3].w - 4, { size: 8 });
    cell(pdf, what, left + cols[4].x, y, cols[4].w - 4, { size: 8 });
    y += 11;
  }

  // Per person of each team: goals, 7 m goals, cards and suspensions.
  const tallies = new Map<number, Tally>();
  for (const event of data.events) {
    if (event.personId === null) continue;
    const tally = tallies.get(event.personId) ?? {
      goals: 0,
      sevenMeters: 0,
      warnings: 0,
      suspensions: 0,
      red: 0,
      blue: 0,
    };
    if (event.code === 'goal') {
      tally.goals++;
      if (event.sevenMeterThrow) tally.sevenMeters++;
    }
    if (event.code === 'yellow-card') tally.warnings++;
    if (event.code === 'two-minutes') tally.suspensions++;
    if (event.code === 'red-card') tally.red++;
    if (event.code === 'blue-card') tally.blue++;
    tallies.set(event.personId, tally);
  }
  const heads = [t.goals, t.sevenMeters, t.warning, t.suspension, t.disqualification, t.blueCard];
  for (const side of ['home', 'away'] as const) {
    const people = match[side].roster.filter((p) => tallies.has(p.id));
    if (people.length === 0) continue;
    room(40);
    y += 10;
    cell(pdf, `${t.playerTotals}: ${sideName(match[side], t)}`, left, y, width, { font: 'bold', size: 10 });
    y += 14;
    const tableHeader = () => {
      cell(pdf, t.jersey, left, y, 30, { font: 'bold', size: 8 });
      cell(pdf, t.name, left + 30, y, 220, { font: 'bold', size: 8 });
      heads.forEach((h, i) => {
        cell(pdf, h, left + 260 + i * 44, y, 40, { font: 'bold', size: 8, align: 'center' });
      });
      y += 12;
    };
    tableHeader();
    for (const person of people) {
      if (y + 11 > bottom) {
        room(40);
        tableHeader();
      }
      const tally = tallies.get(person.id)!;
      cell(pdf, person.jerseyNumber != null ? String(person.jerseyNumber) : '', left, y, 30, { size: 8 });
      cell(pdf, `${person.lastName} ${person.firstName}`, left + 30, y, 220, { size: 8 });
      [tally.goals, tally.sevenMeters, tally.warnings, tally.suspensions, tally.red, tally.blue].forEach((n, i) => {
        cell(pdf, n ? String(n) : '', left + 260 + i * 44, y, 40, { size: 8, align: 'center' });
      });
      pdf
        .moveTo(left, y + 10)
        .lineTo(left + width, y + 10)
        .lineWidth(0.3)
        .strokeColor(LINE)
        .stroke();
      y += 11;
    }
  }
  pageFooter();
}
