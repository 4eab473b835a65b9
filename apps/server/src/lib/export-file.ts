import writeExcelFile, { type Cell, type CellObject } from 'write-excel-file/node';
import {
  SPREADSHEET_DATE_FORMATS,
  type TextLocale,
  formatDate,
  formatMoment,
  tournamentWallTime,
} from './locale-format';

// The files of list exports. CSV is RFC 4180 with a UTF-8 byte order mark (spreadsheet programs
// then read Czech letters right); XLSX is written by write-excel-file with typed cells (numbers, dates), so a
// spreadsheet sums amounts and sorts dates without conversion. Both are in the language of the table:
// CSV writes its dates as that language does, XLSX gives its date cells that language's number format.

/** How a column's values are written: text, whole numbers, money (decimal strings '1234.50'), dates, times. */
export type ExportType = 'text' | 'integer' | 'money' | 'date' | 'datetime';
export type ExportValue = string | number | boolean | null | undefined;
/** A file's content: `locale` is the language its dates are written in (CSV) or shown in (XLSX formats). */
export type ExportTable = {
  sheet: string;
  headers: string[];
  types: ExportType[];
  rows: ExportValue[][];
  locale: TextLocale;
};

export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Texts a spreadsheet would run as a formula get a leading apostrophe (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A value of a table as people read it: dates and times in the table's language (3. 7. 2026 14:30).
 * Codes are labelled before (`exportTable`), not here. Printed tables write their cells with it too.
 */
export function displayText(value: ExportValue, type: ExportType, locale: TextLocale): string {
  if (value === null || value === undefined) return '';
  if (type === 'date' && typeof value === 'string') return formatDate(value, locale);
  if (type === 'datetime' && typeof value === 'string') return formatMoment(value, locale);
  return String(value);
}

/** A value as a CSV cell writes it: as people read it, texts a spreadsheet would run as formulas defused. */
export function exportText(value: ExportValue, type: ExportType, locale: TextLocale): string {
  const text = displayText(value, type, locale);
  return type === 'text' && FORMULA_START.test(text) ? `'${text}` : text;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(table: ExportTable): Buffer {
  const lines = [
    table.headers,
    ...table.rows.map((row) => row.map((value, i) => exportText(value, table.types[i], table.locale))),
  ];
  return Buffer.from(`\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`, 'utf8');
}

function numberFormat(type: ExportType, locale: TextLocale): string | undefined {
  if (type === 'integer') return '0';
  if (type === 'money') return '#,##0.00';
  if (type === 'date' || type === 'datetime') return SPREADSHEET_DATE_FORMATS[locale][type];
  return undefined;
}

/**
 * A cell of the column's type with its number format; a value that does not fit the type is written as
 * text. Dates stay typed cells (a spreadsheet sorts and filters them); the format shows them in the language.
 */
function cellOf(value: ExportValue, type: ExportType, locale: TextLocale): Cell {
  if (value === null || value === undefined || value === '') return null;
  const format = numberFormat(type, locale);
  if ((type === 'integer' || type === 'money') && /^-?\d+(\.\d+)?$/.test(String(value))) {
    return { value: Number(value), type: Number, format };
  }
  if (type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return { value: new Date(`${value}T00:00:00Z`), type: Date, format };
  }
  // Spreadsheet times have no zone: the Prague wall time is written as if it were UTC.
  if (type === 'datetime' && typeof value === 'string') {
    const local = tournamentWallTime(value);
    if (local) {
      return { value: new Date(`${local.replace(' ', 'T')}:00Z`), type: Date, format };
    }
    return { value, type: String };
  }
  return { value: exportText(value, type, locale), type: String };
}

export async function toXlsx(table: ExportTable): Promise<Buffer> {
  const header: CellObject[] = table.headers.map((text) => ({ value: text, type: String, fontWeight: 'bold' }));
  const rows = table.rows.map((row) => row.map((value, i) => cellOf(value, table.types[i], table.locale)));
  return writeExcelFile([header, ...rows], {
    // Sheet names are at most 31 characters without []:*?/\.
    sheet: table.sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Export',
    columns: table.headers.map((text) => ({ width: Math.min(60, Math.max(10, text.length + 2)) })),
    stickyRowsCount: 1,
  }).toBuffer();
}
