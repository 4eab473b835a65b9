import { describe, expect, it } from 'vitest';
import { memoryList, searchable } from './admin-list';
import { cellAt, readXlsx } from '../test/xlsx-reading';
import { pragueDateTime, toCsv, toXlsx } from './export-file';

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
    types: ['text', 'money', 'datetime', 'date'] as const,
    rows: [
      ['Club "A", Praha', '1234.50', '2025-04-18T07:30:00.000Z', '2025-03-01'],
      ['=HYPERLINK("x")', '-10.00', null, null],
    ],
  };

  it('writes CSV with a byte order mark, quoting, Prague times and no formulas', () => {
    const text = toCsv({ ...table, types: [...table.types] }).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Name,Rest,Created,Paid on',
      '"Club ""A"", Praha",1234.50,2025-04-18 09:30,2025-03-01',
      `"'=HYPERLINK(""x"")",-10.00,,`,
    ]);
    expect(pragueDateTime('2025-01-10T23:30:00Z')).toBe('2025-01-11 00:30');
  });

  it('writes XLSX with numbers and dates as typed cells', async () => {
    const buffer = await toXlsx({ ...table, types: [...table.types] });
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
});
