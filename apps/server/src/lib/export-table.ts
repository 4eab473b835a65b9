import type { DbOrTx } from '../db/client';
import { type Locale, textsFor } from '../modules/translations/texts';
import type { ExportTable, ExportType, ExportValue } from './export-file';

// What an export says, in the reader's language: every export (the back-office lists, the catering
// counts, the rooming lists) is made into its table here, so its headers, its codes and its yes/no
// come from the `admin` texts (with the organiser's overrides) as the screens show them. Dates stay
// ISO in the table: the CSV writes them in the table's language, the XLSX keeps them typed cells.

/**
 * A column of an export: its header (a key of the `admin` texts), its type and its value. With
 * `labels` (a key prefix of the `admin` texts, e.g. `clubs.state`) the value is a code, or a list of
 * codes, written as its label (`clubs.state.approved`: "Přijato"); a code without a label stays as it is.
 */
export type ExportColumn<Row> = {
  header: string;
  type: ExportType;
  value: (row: Row) => ExportValue | readonly (string | number)[];
  labels?: string;
};

export type ExportFile<Row> = {
  /** A key of the `admin` texts. */
  sheet: string;
  columns: readonly ExportColumn<Row>[];
};

/** The rows as the file's table in the language: headers and labels from the texts, yes/no for flags. */
export async function exportTable<Row>(
  db: DbOrTx,
  locale: Locale,
  file: ExportFile<Row>,
  rows: readonly Row[],
): Promise<ExportTable> {
  const t = await textsFor(db, locale, 'admin');
  const label = (prefix: string, code: string | number) => t(`${prefix}.${code}`, { defaultValue: String(code) });
  const cell = (column: ExportColumn<Row>, row: Row): ExportValue => {
    const value = column.value(row);
    if (typeof value === 'boolean') return t(value ? 'list.yes' : 'list.no');
    if (Array.isArray(value)) {
      const { labels } = column;
      return value.map((code) => (labels ? label(labels, code) : String(code))).join(', ');
    }
    if (column.labels && (typeof value === 'string' || typeof value === 'number') && value !== '') {
      return label(column.labels, value);
    }
    return value as ExportValue;
  };
  return {
    sheet: t(file.sheet),
    headers: file.columns.map((column) => t(column.header)),
    types: file.columns.map((column) => column.type),
    rows: rows.map((row) => file.columns.map((column) => cell(column, row))),
    locale,
  };
}
