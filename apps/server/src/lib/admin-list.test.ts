import { describe, expect, it } from 'vitest';
import { memoryList, searchable } from './admin-list';
import { cellAt, readXlsx, xlsxNumberFormats } from '../test/xlsx-reading';
import { type ExportType, toCsv, toXlsx } from './export-file';
import { tournamentWallTime } from './locale-format';

type Club = { id: number; name: string; rest: number | null };
const clubs: Club[] = [
  { id: 1, name: 'HC Žďár', rest: 500 },
  { id: 2, name: 'Sokol Brno', rest: null },
  { id: 3, name: 'TJ Zlín', rest: 0 },
  { id: 4, name: 'Ajax Kolding', rest: 1200 },
];
const spec = {
  sorts: { name: (c: Club) => c.name, rest: (c: Club) => c.rest },
  search: (c: Club) => [c.name],
};

describe('memoryList', () => {
  it('searches without case and accents, every word', () => {
    expect(searchable('Žďár nad Sázavou')).toBe('zdar nad sazavou');
    expect(memoryList(clubs, { q: 'zdar', sort: 'name' }, null, spec).rows.map((c) => c.id)).toEqual([1]);
    expect(memoryList(clubs, { q: 'HC zďá', sort: 'name' }, null, spec).rows.map((c) => c.id)).toEqual([1]);
    expect(memoryList(clubs, { q: 'hc brno', sort: 'name' }, null, spec).total).toBe(0);
  });

  it('sorts both ways with empty values last, and pages after sorting', () => {
    const asc = memoryList(clubs, { sort: 'rest' }, null, spec).rows.map((c) => c.id);
    expect(asc).toEqual([3, 1, 4, 2]);
    const desc = memoryList(clubs, { sort: '-rest' }, null, spec).rows.map((c) => c.id);
    expect(desc).toEqual([4, 1, 3, 2]);
    const page = memoryList(clubs, { sort: 'name' }, { limit: 2, offset: 2 }, spec);
    expect(page.total).toBe(4);
    expect(page.rows.map((c) => c.name)).toEqual(['Sokol Brno', 'TJ Zlín']);
  });
});

describe('export files', () => {
  const table = {
    sheet: 'Clubs: 2025',
    headers: ['Name', 'Rest', 'Created', 'Paid on'],
    types: ['text', 'money', 'datetime', 'date'] as ExportType[],
    rows: [
      ['Club "A", Praha', '1234.50', '2025-04-18T07:30:00.000Z', '2025-03-01'],
      ['=HYPERLINK("x")', '-10.00', null, null],
    ],
    locale: 'cs' as const,
  };

  it('writes CSV with a byte order mark, quoting, Prague times in Czech and no formulas', () => {
    const text = toCsv(table).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Name,Rest,Created,Paid on',
      '"Club ""A"", Praha",1234.50,18. 4. 2025 9:30,1. 3. 2025',
      `"'=HYPERLINK(""x"")",-10.00,,`,
    ]);
  });

  it('writes the dates of an English CSV as English does', () => {
    const [, first] = toCsv({ ...table, locale: 'en' })
      .toString('utf8')
      .slice(1)
      .split('\r\n');
    expect(first).toBe('"Club ""A"", Praha",1234.50,"18 Apr 2025, 09:30",1 Mar 2025');
    expect(tournamentWallTime('2025-01-10T23:30:00Z')).toBe('2025-01-11 00:30');
  });

  it('writes XLSX with numbers and dates as typed cells', async () => {
    const buffer = await toXlsx(table);
    const sheet = await readXlsx(buffer);
    expect(sheet.name).toBe('Clubs  2025');
    expect(sheet.rows[0]).toEqual(['Name', 'Rest', 'Created', 'Paid on']);
    expect(cellAt(sheet, 'A2')).toBe('Club "A", Praha');
    expect(cellAt(sheet, 'B2')).toBe(1234.5);
    expect(cellAt(sheet, 'C2')).toEqual(new Date('2025-04-18T09:30:00Z'));
    expect(cellAt(sheet, 'D2')).toEqual(new Date('2025-03-01T00:00:00Z'));
    expect(cellAt(sheet, 'A3')).toBe(`'=HYPERLINK("x")`);
    expect(cellAt(sheet, 'B3')).toBe(-10);
    expect(cellAt(sheet, 'C3')).toBeNull();
    expect(sheet.rows).toHaveLength(3);
  });

  it('shows the date cells of an XLSX in the language of the file', async () => {
    expect(xlsxNumberFormats(await toXlsx(table))).toEqual(expect.arrayContaining(['d. m. yyyy', 'd. m. yyyy h:mm']));
    const english = xlsxNumberFormats(await toXlsx({ ...table, locale: 'en' }));
    expect(english).toEqual(expect.arrayContaining(['d mmm yyyy', 'd mmm yyyy, hh:mm']));
    expect(english.some((format) => format.includes('yyyy-mm-dd'))).toBe(false);
  });
});
