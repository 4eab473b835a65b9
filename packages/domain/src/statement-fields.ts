// The fields of a bank statement line and how a file's columns map to them, apart from the reader
// (bank-statement.ts) so that the web's column mapping does not load the CSV parser.

export const STATEMENT_FIELDS = [
  'transactionId',
  'date',
  'amount',
  'currency',
  'variableSymbol',
  'counterpartyName',
  'counterpartyAccount',
  'message',
] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];
/** Which column (0-based) holds a field; date and amount are needed. */
export type ColumnMapping = Partial<Record<StatementField, number>>;
