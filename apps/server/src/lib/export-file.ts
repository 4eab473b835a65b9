import writeExcelFile, { type Cell, type CellObject } from 'write-excel-file/node';

// The files of list exports. CSV is RFC 4180 with a UTF-8 byte order mark (spreadsheet programs
// then read Czech letters right); XLSX is written by write-excel-file with typed cells (numbers, dates), so a
// spreadsheet sums amounts and sorts dates without conversion.

/** How a column's values are written: text, whole numbers, money (decimal strings '1234.50'), dates, times. */
export type ExportType = 'text' | 'integer' | 'money' | 'date' | 'datetime';
export type ExportValue = string | number | boolean | null | undefined;
export type ExportTable = { sheet: string; headers: string[]; types: ExportType[]; rows: ExportValue[][] };

export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Texts a spreadsheet would run as a formula get a leading apostrophe (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

const TIME_ZONE = 'Europe/Prague';

/** `2025-04-18T07:30:00Z` as the organiser reads it: `2025-04-18 09:30` (Prague time). */
export function pragueDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

function textOf(value: ExportValue, type: ExportType): string {
  if (value === null || value === undefined) return '';
  if (type === 'datetime' && typeof value === 'string') return pragueDateTime(value);
  const text = String(value);
  return type === 'text' && FORMULA_START.test(text) ? `'${text}` : text;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(table: ExportTable): Buffer {
  const lines = [table.headers, ...table.rows.map((row) => row.map((value, i) => textOf(value, table.types[i])))];
  return Buffer.from(`\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`, 'utf8');
}

const NUMBER_FORMATS: Partial<Record<ExportType, string>> = {
  integer: '0',
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

/** A cell of the column's type with its number format; a value that does not fit the type is written as text. */
function cellOf(value: ExportValue, type: ExportType): Cell {
  if (value === null || value === undefined || value === '') return null;
  const format = NUMBER_FORMATS[type];
  if ((type === 'integer' || type === 'money') && /^-?\d+(\.\d+)?$/.test(String(value))) {
    return { value: Number(value), type: Number, format };
  }
  if (type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return { value: new Date(`${value}T00:00:00Z`), type: Date, format };
  }
  // Spreadsheet times have no zone: the Prague wall time is written as if it were UTC.
  if (type === 'datetime' && typeof value === 'string') {
    const local = pragueDateTime(value);
    if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(local)) {
      return { value: new Date(`${local.replace(' ', 'T')}:00Z`), type: Date, format };
    }
    return { value, type: String };
  }
  return { value: textOf(value, type), type: String };
}

export async function toXlsx(table: ExportTable): Promise<Buffer> {
  const header: CellObject[] = table.headers.map((text) => ({ value: text, type: String, fontWeight: 'bold' }));
  const rows = table.rows.map((row) => row.map((value, i) => cellOf(value, table.types[i])));
  return writeExcelFile([header, ...rows], {
    // Sheet names are at most 31 characters without []:*?/\.
    sheet: table.sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Export',
    columns: table.headers.map((text) => ({ width: Math.min(60, Math.max(10, text.length + 2)) })),
    stickyRowsCount: 1,
  }).toBuffer();
}
