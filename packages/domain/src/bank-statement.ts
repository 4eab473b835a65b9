import Papa from 'papaparse';
import { parseVariableSymbol } from './invoice';
import { type ColumnMapping, STATEMENT_FIELDS, type StatementField } from './statement-fields';

// Bank statements as Czech banks export them (Fio, ČSOB, KB, Raiffeisen and the like): CSV in UTF-8
// or windows-1250, a semicolon or comma between fields, a few lines about the account before the
// header row, amounts with a decimal comma and spaces between thousands, dates as 18.04.2025. The
// reader guesses the format and the columns; the user confirms or corrects the column mapping.

export type StatementEncoding = 'utf-8' | 'windows-1250';
export const STATEMENT_DELIMITERS = [';', ',', '\t', '|'] as const;

export type StatementFormat = {
  encoding: StatementEncoding;
  delimiter: string;
  /** 0-based row of the column names. */
  headerRow: number;
  decimalComma: boolean;
  /** The bank whose export this looks like, when one is recognised. */
  bank: string | null;
};

/** Header names by field, lower case without accents; the first found wins. */
const ALIASES: Record<StatementField, readonly string[]> = {
  transactionId: [
    'id pohybu',
    'identifikace transakce',
    'id transakce',
    'cislo transakce',
    'transaction id',
    'id operace',
    'reference',
  ],
  date: ['datum', 'datum zauctovani', 'datum provedeni', 'datum splatnosti', 'datum pohybu', 'date', 'booking date'],
  amount: ['objem', 'castka', 'zauctovana castka', 'castka v mene uctu', 'amount'],
  currency: ['mena', 'mena uctu', 'currency'],
  variableSymbol: ['vs', 'variabilni symbol', 'variable symbol', 'variabilni'],
  counterpartyName: [
    'nazev protiuctu',
    'nazev protistrany',
    'nazev uctu protistrany',
    'counterparty name',
    'counterparty',
  ],
  counterpartyAccount: [
    'protiucet',
    'cislo protiuctu',
    'protistrana',
    'ucet protistrany',
    'counterparty account',
    'iban',
  ],
  message: ['zprava pro prijemce', 'zprava', 'popis pro prijemce', 'poznamka', 'popis transakce', 'message', 'note'],
};

const BANKS: readonly { bank: string; needs: readonly string[] }[] = [
  { bank: 'Fio', needs: ['id pohybu', 'objem'] },
  { bank: 'KB', needs: ['identifikace transakce', 'datum splatnosti'] },
  { bank: 'Raiffeisen', needs: ['datum provedeni', 'zauctovana castka'] },
  { bank: 'ČSOB', needs: ['datum zauctovani', 'castka'] },
];

const ACCENTS: Record<string, string> = {
  á: 'a',
  č: 'c',
  ď: 'd',
  é: 'e',
  ě: 'e',
  í: 'i',
  ň: 'n',
  ó: 'o',
  ř: 'r',
  š: 's',
  ť: 't',
  ú: 'u',
  ů: 'u',
  ý: 'y',
  ž: 'z',
};
/** `Zpráva pro příjemce` -> `zprava pro prijemce`. */
export function normaliseHeader(text: string): string {
  return [...text.trim().toLowerCase()]
    .map((char) => ACCENTS[char] ?? char)
    .join('')
    .replace(/\s+/g, ' ');
}

/** Text of the file: UTF-8 (a byte order mark dropped) when it is valid UTF-8, else windows-1250. */
export function decodeStatement(bytes: Uint8Array): { text: string; encoding: StatementEncoding } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1250').decode(bytes), encoding: 'windows-1250' };
  }
}

function parseRows(text: string, delimiter: string): string[][] {
  // Empty lines are kept (as rows without text) so row numbers are the file's line numbers.
  const result = Papa.parse<string[]>(text.replace(/(\r?\n)+$/, ''), { delimiter, skipEmptyLines: false });
  return result.data.map((row) => row.map((cell) => (cell ?? '').trim()));
}

/** The delimiter that splits most rows into the same number (at least 3) of fields. */
export function detectDelimiter(text: string): string {
  const sample = text.split(/\r?\n/).slice(0, 60).join('\n');
  let best: { delimiter: string; score: number } = { delimiter: ';', score: -1 };
  for (const delimiter of STATEMENT_DELIMITERS) {
    const counts = new Map<number, number>();
    for (const row of parseRows(sample, delimiter)) {
      if (row.length >= 3) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    }
    const score = Math.max(0, ...counts.values());
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

const fieldOf = (header: string): StatementField | null => {
  const name = normaliseHeader(header);
  return STATEMENT_FIELDS.find((field) => ALIASES[field].includes(name)) ?? null;
};

/** The row among the first ones naming the most known columns (0 when none does). */
export function detectHeaderRow(rows: readonly string[][]): number {
  let best = { row: 0, score: 0 };
  rows.slice(0, 40).forEach((row, index) => {
    const score = new Set(row.map(fieldOf).filter(Boolean)).size;
    if (score > best.score) best = { row: index, score };
  });
  return best.row;
}

/** Columns of the header by their names; for each field the first column that names it. */
export function suggestMapping(header: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  // Exact aliases in their order of preference, so `datum` beats `datum splatnosti` when both exist.
  for (const field of STATEMENT_FIELDS) {
    for (const alias of ALIASES[field]) {
      const index = header.findIndex((name) => normaliseHeader(name) === alias);
      if (index >= 0 && !Object.values(mapping).includes(index)) {
        mapping[field] = index;
        break;
      }
    }
  }
  return mapping;
}

function detectBank(header: readonly string[]): string | null {
  const names = new Set(header.map(normaliseHeader));
  return BANKS.find(({ needs }) => needs.every((name) => names.has(name)))?.bank ?? null;
}

/** Amount text as hundredths: `-1 234,50`, `1.234,50 CZK`, `+500`, `1234.5`; null when it is no amount. */
export function parseStatementAmount(text: string | undefined, decimalComma: boolean): number | null {
  if (!text) return null;
  let value = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/[A-Za-z€Kč]+$/u, '')
    .replace(/^\+/, '');
  value = decimalComma ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return match[1] ? -minor : minor;
}

/** `18.04.2025`, `18. 4. 2025 10:22`, `2025-04-18`, `18/04/2025` as `2025-04-18`; null otherwise. */
export function parseStatementDate(text: string | undefined): string | null {
  if (!text) return null;
  const value = text.trim();
  let parts: [string, string, string] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
  const local = /^(\d{1,2})\s*[./]\s*(\d{1,2})\s*[./]\s*(\d{4})/.exec(value);
  if (iso) parts = [iso[1], iso[2], iso[3]];
  else if (local) parts = [local[3], local[2], local[1]];
  if (!parts) return null;
  const [year, month, day] = parts.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export type ReadStatement = {
  format: StatementFormat;
  header: string[];
  /** The data rows below the header, with their 1-based row numbers in the file. */
  rows: { number: number; cells: string[] }[];
  suggestedMapping: ColumnMapping;
};

/** Reads a statement file: encoding, delimiter and header row guessed unless given. */
export function readStatement(
  bytes: Uint8Array,
  options: { delimiter?: string; headerRow?: number } = {},
): ReadStatement {
  const { text, encoding } = decodeStatement(bytes);
  const delimiter = options.delimiter ?? detectDelimiter(text);
  const all = parseRows(text, delimiter);
  const headerRow = Math.min(options.headerRow ?? detectHeaderRow(all), Math.max(0, all.length - 1));
  const header = all[headerRow] ?? [];
  const suggestedMapping = suggestMapping(header);
  const rows = all
    .map((cells, i) => ({ number: i + 1, cells }))
    .slice(headerRow + 1)
    .filter((row) => row.cells.some((cell) => cell !== ''));
  const amounts =
    suggestedMapping.amount === undefined ? [] : rows.map((row) => row.cells[suggestedMapping.amount!] ?? '');
  const decimalComma =
    !amounts.some((a) => /\.\d{1,2}$/.test(a.replace(/\s/g, ''))) || amounts.some((a) => /,\d{1,2}$/.test(a));
  return {
    format: { encoding, delimiter, headerRow, decimalComma, bank: detectBank(header) },
    header,
    rows,
    suggestedMapping,
  };
}

/** A credit or debit of the statement as the matching reads it. */
export type StatementLine = {
  /** 1-based row in the file. */
  row: number;
  /** Identifies the bank line across imports: the bank's transaction id, else a fingerprint of the line. */
  key: string;
  transactionId: string | null;
  date: string | null;
  /** Hundredths; null when the cell is no amount. */
  amountMinor: number | null;
  currency: string;
  variableSymbol: string | null;
  counterpartyName: string | null;
  counterpartyAccount: string | null;
  message: string | null;
};

const TEN_DIGITS = /(?<!\d)([1-9]\d{3}\d{6})(?!\d)/g;

/** The symbol of the line: its VS column without leading zeros, else one of ours found in the message. */
function symbolOf(vs: string | undefined, message: string | null): string | null {
  const digits = (vs ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (digits) return digits;
  for (const match of (message ?? '').matchAll(TEN_DIGITS)) if (parseVariableSymbol(match[1])) return match[1];
  return null;
}

/** The lines of a read statement under a column mapping; `currency` where the file has no currency column. */
export function statementLines(
  read: ReadStatement,
  mapping: ColumnMapping,
  options: { currency: string; decimalComma?: boolean },
): StatementLine[] {
  const decimalComma = options.decimalComma ?? read.format.decimalComma;
  const seen = new Map<string, number>();
  return read.rows.map(({ number, cells }) => {
    const cell = (field: StatementField) => {
      const index = mapping[field];
      const value = index === undefined ? undefined : cells[index];
      return value ? value : undefined;
    };
    const message = cell('message') ?? null;
    const line = {
      row: number,
      transactionId: cell('transactionId') ?? null,
      date: parseStatementDate(cell('date')),
      amountMinor: parseStatementAmount(cell('amount'), decimalComma),
      currency: (cell('currency') ?? options.currency).toUpperCase(),
      variableSymbol: symbolOf(cell('variableSymbol'), message),
      counterpartyName: cell('counterpartyName') ?? null,
      counterpartyAccount: cell('counterpartyAccount') ?? null,
      message,
    };
    // Without the bank's id, identical lines of one file are told apart by their occurrence, so the
    // same file imported again gives the same keys.
    const fingerprint = [
      line.date,
      line.amountMinor,
      line.currency,
      line.variableSymbol,
      line.counterpartyAccount,
      message,
    ].join('|');
    const occurrence = (seen.get(fingerprint) ?? 0) + 1;
    seen.set(fingerprint, occurrence);
    const key = line.transactionId ? `id:${line.transactionId}` : `fp:${fingerprint}#${occurrence}`;
    return { ...line, key };
  });
}
