import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accommodationAllocations } from '../../db/schema/index';
import { type ExportTable, type ExportType, displayText, toCsv, toXlsx } from '../../lib/export-file';
import { type ExportColumn, exportTable } from '../../lib/export-table';
import { notFound } from '../../lib/http-error';
import { createPdf, pdfBuffer } from '../../lib/pdf';
import { type Locale, textsFor } from '../translations/texts';
import { rowsToAllocations } from './service';
import { loadWorld } from './world';

// The rooming list of one place (issue item 6): per party its club, country, persons by sex, rooms
// and nights, as CSV, XLSX or a printable PDF.

type RoomingLine = {
  party: string;
  club: string;
  country: string;
  category: string;
  female: number;
  male: number;
  adults: number;
  rooms: string;
  firstNight: string | null;
  lastNight: string | null;
  nights: number;
};

const column = (key: keyof RoomingLine, type: ExportType): ExportColumn<RoomingLine> => ({
  header: `accommodation.roomingList.${key}`,
  type,
  value: (line) => line[key],
});

/** The nights are calendar dates: the file writes them in its language, a spreadsheet gets date cells. */
const ROOMING_COLUMNS: ExportColumn<RoomingLine>[] = [
  column('party', 'text'),
  column('club', 'text'),
  column('country', 'text'),
  column('category', 'text'),
  column('female', 'integer'),
  column('male', 'integer'),
  column('adults', 'integer'),
  column('rooms', 'text'),
  column('firstNight', 'date'),
  column('lastNight', 'date'),
  column('nights', 'integer'),
];

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
  const lines = rowsToAllocations(rows).map((a): RoomingLine => {
    const info = world.partyInfo.find(
      (p) =>
        (a.kind === 'team' && p.teamId === a.id) ||
        (a.kind === 'extraPerson' && p.extraPersonId === a.id) ||
        (a.kind === 'referee' && p.refereeId === a.id),
    );
    const persons = a.rooms.reduce((s, r) => s + r.beds, 0);
    const gender = info?.gender ?? 'adult';
    return {
      party: info?.name ?? `${a.kind} ${a.id}`,
      club: a.kind === 'referee' ? t('accommodation.roomingList.referee') : (info?.clubName ?? ''),
      country: info?.countryCode ?? '',
      category: info?.category ?? '',
      female: gender === 'female' ? persons : 0,
      male: gender === 'male' ? persons : 0,
      adults: gender === 'adult' ? persons : 0,
      rooms: a.rooms.map((r) => `${unitName.get(r.unitId) ?? r.unitId} (${r.beds})`).join(', '),
      firstNight: a.nights[0] ?? null,
      lastNight: a.nights.at(-1) ?? null,
      nights: a.nights.length,
    };
  });
  const collator = new Intl.Collator(locale);
  lines.sort((x, y) => collator.compare(x.club, y.club) || collator.compare(x.party, y.party));
  const table = await exportTable(
    db,
    locale,
    { sheet: 'accommodation.roomingList.title', columns: ROOMING_COLUMNS },
    lines,
  );
  return {
    title: t('accommodation.roomingList.title', { place: place.name }),
    table: { ...table, sheet: place.name },
  };
}

export async function roomingPdf(title: string, table: ExportTable): Promise<Buffer> {
  const pdf = createPdf({ title, layout: 'landscape', margin: 36 });
  const widths = [150, 120, 40, 45, 40, 40, 40, 160, 60, 60, 35];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    if (pdf.y > pdf.page.height - 60) pdf.addPage();
    const y = pdf.y;
    let x = 36;
    let bottom = y;
    pdf.font(font).fontSize(8);
    cells.forEach((cell, i) => {
      pdf.text(cell, x, y, { width: widths[i] - 4 });
      bottom = Math.max(bottom, pdf.y);
      x += widths[i];
    });
    pdf.x = 36;
    pdf.y = bottom + 3;
  };
  pdf.font('bold').fontSize(14).text(title, 36, 36);
  pdf.moveDown();
  row(table.headers, 'bold');
  for (const cells of table.rows) {
    row(
      cells.map((value, i) => displayText(value, table.types[i], table.locale)),
      'regular',
    );
  }
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
