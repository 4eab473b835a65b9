import { inflateRawSync } from 'node:zlib';
import readExcelFile from 'read-excel-file/node';

// Reading exported spreadsheets back in tests: the first sheet's name and its rows of typed cells
// (text, numbers, Dates for date-formatted cells, null for empty ones), header row first.

export type XlsxCell = string | number | boolean | Date | null;
export type XlsxSheet = { name: string; rows: XlsxCell[][] };

export async function readXlsx(data: Buffer): Promise<XlsxSheet> {
  // Texts untrimmed, so a test sees exactly what a spreadsheet program shows.
  const [first] = await readExcelFile(data, { trim: false });
  // The library types a date cell as the Date constructor instead of a Date.
  const rows = first.data as XlsxCell[][];
  return {
    name: first.sheet,
    rows: rows.map((row) => row.map((cell) => (cell instanceof Date ? wholeSecond(cell) : cell))),
  };
}

/**
 * A time is stored as a fraction of a day, which rarely is a whole number of milliseconds; the reader
 * rounds it down (09:30 comes back as 09:29:59.999), so dates are read to the nearest second.
 */
function wholeSecond(date: Date): Date {
  return new Date(Math.round(date.getTime() / 1000) * 1000);
}

/** The value of a cell by its address, e.g. `B2`; null when it is empty or beyond the sheet. */
export function cellAt(sheet: XlsxSheet, address: string): XlsxCell {
  const match = /^([A-Z]+)(\d+)$/.exec(address);
  if (!match) throw new Error(`Not a cell address: ${address}`);
  const column = [...match[1]].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
  return sheet.rows[Number(match[2]) - 1]?.[column - 1] ?? null;
}

/** One file of the workbook's zip (e.g. `xl/styles.xml`) as text, read by its central directory. */
export function xlsxPart(data: Buffer, name: string): string {
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a zip file');
  let at = data.readUInt32LE(end + 16);
  for (let entry = 0; entry < data.readUInt16LE(end + 10); entry++) {
    const method = data.readUInt16LE(at + 10);
    const size = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const skip = nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (data.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const local = data.readUInt32LE(at + 42);
      const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
      const stored = data.subarray(start, start + size);
      return (method === 0 ? stored : inflateRawSync(stored)).toString('utf8');
    }
    at += 46 + skip;
  }
  throw new Error(`No ${name} in the workbook`);
}

/** The custom number formats of the workbook's styles (`d. m. yyyy`, …), as a spreadsheet shows its cells. */
export function xlsxNumberFormats(data: Buffer): string[] {
  const styles = xlsxPart(data, 'xl/styles.xml');
  return [...styles.matchAll(/<numFmt [^>]*formatCode="([^"]*)"/g)].map((match) =>
    match[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
  );
}
