import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accommodationAllocations } from '../../db/schema/index';
import { type ExportTable, toCsv, toXlsx } from '../../lib/export-file';
import { notFound } from '../../lib/http-error';
import { createPdf, pdfBuffer } from '../../lib/pdf';
import { type Locale, textsFor } from '../translations/texts';
import { rowsToAllocations } from './service';
import { loadWorld } from './world';

// The rooming list of one place (issue item 6): per party its club, country, persons by sex, rooms
// and nights, as CSV, XLSX or a printable PDF.

export async function roomingTable(
  db: Db,
  placeId: number,
  locale: Locale,
): Promise<{ table: ExportTable; title: string }> {
  const world = await loadWorld(db);
  const place = world.placeInfo.find((p) => p.id === placeId);
  if (!place) throw notFound('Accommodation place');
  const t = await textsFor(db, locale, 'admin');
  const rows = await db
    .select()
    .from(accommodationAllocations)
    .where(eq(accommodationAllocations.placeId, placeId))
    .orderBy(asc(accommodationAllocations.id));
  const unitName = new Map(place.units.map((u) => [u.id, u.name]));
  const lines = rowsToAllocations(rows).map((a) => {
    const info = world.partyInfo.find(
      (p) =>
        (a.kind === 'team' && p.teamId === a.id) ||
        (a.kind === 'extraPerson' && p.extraPersonId === a.id) ||
        (a.kind === 'referee' && p.refereeId === a.id),
    );
    const persons = a.rooms.reduce((s, r) => s + r.beds, 0);
    const gender = info?.gender ?? 'adult';
    return [
      info?.name ?? `${a.kind} ${a.id}`,
      a.kind === 'referee' ? t('accommodation.roomingList.referee') : (info?.clubName ?? ''),
      info?.countryCode ?? '',
      info?.category ?? '',
      gender === 'female' ? persons : 0,
      gender === 'male' ? persons : 0,
      gender === 'adult' ? persons : 0,
      a.rooms.map((r) => `${unitName.get(r.unitId) ?? r.unitId} (${r.beds})`).join(', '),
      a.nights[0] ?? '',
      a.nights.at(-1) ?? '',
      a.nights.length,
    ];
  });
  lines.sort((x, y) => String(x[1]).localeCompare(String(y[1])) || String(x[0]).localeCompare(String(y[0])));
  const h = (key: string) => t(`accommodation.roomingList.${key}`);
  return {
    title: t('accommodation.roomingList.title', { place: place.name }),
    table: {
      sheet: place.name,
      headers: [
        'party',
        'club',
        'country',
        'category',
        'female',
        'male',
        'adults',
        'rooms',
        'firstNight',
        'lastNight',
        'nights',
      ].map(h),
      types: ['text', 'text', 'text', 'text', 'integer', 'integer', 'integer', 'text', 'date', 'date', 'integer'],
      rows: lines,
    },
  };
}

export async function roomingPdf(title: string, table: ExportTable): Promise<Buffer> {
  const pdf = createPdf({ title, layout: 'landscape', margin: 36 });
  const widths = [150, 120, 40, 45, 40, 40, 40, 160, 60, 60, 35];
  const row = (cells: unknown[], font: 'regular' | 'bold') => {
    if (pdf.y > pdf.page.height - 60) pdf.addPage();
    const y = pdf.y;
    let x = 36;
    let bottom = y;
    pdf.font(font).fontSize(8);
    cells.forEach((cell, i) => {
      pdf.text(String(cell ?? ''), x, y, { width: widths[i] - 4 });
      bottom = Math.max(bottom, pdf.y);
      x += widths[i];
    });
    pdf.x = 36;
    pdf.y = bottom + 3;
  };
  pdf.font('bold').fontSize(14).text(title, 36, 36);
  pdf.moveDown();
  row(table.headers, 'bold');
  for (const cells of table.rows) row(cells, 'regular');
  return pdfBuffer(pdf);
}

export async function roomingFile(db: Db, placeId: number, format: 'csv' | 'xlsx' | 'pdf', locale: Locale) {
  const { table, title } = await roomingTable(db, placeId, locale);
  if (format === 'csv') return { body: toCsv(table), type: 'text/csv; charset=utf-8', ext: 'csv' };
  if (format === 'xlsx') {
    return {
      body: await toXlsx(table),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ext: 'xlsx',
    };
  }
  return { body: await roomingPdf(title, table), type: 'application/pdf', ext: 'pdf' };
}
