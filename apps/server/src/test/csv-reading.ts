// Reading exported CSV files back in tests: RFC 4180 (quoted fields, doubled quotes, CRLF) after the
// byte order mark, as a spreadsheet program splits it into cells. Header row first.

export function readCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const text = body.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The cell of a row under a header, e.g. `cell(rows, 1, 'Stav')`. */
export function csvCell(rows: string[][], row: number, header: string): string | undefined {
  const column = rows[0].indexOf(header);
  if (column < 0) throw new Error(`No column ${header} in ${rows[0].join(', ')}`);
  return rows[row]?.[column];
}
