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
