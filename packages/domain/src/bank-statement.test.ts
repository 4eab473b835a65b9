import { describe, expect, it } from 'vitest';
import {
  decodeStatement,
  parseStatementAmount,
  parseStatementDate,
  readStatement,
  statementLines,
  suggestMapping,
} from './bank-statement';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** windows-1250 bytes of a text (the Czech letters the exports use). */
function cp1250(text: string): Uint8Array {
  const map: Record<string, number> = {
    č: 0xe8,
    š: 0x9a,
    ž: 0x9e,
    ý: 0xfd,
    á: 0xe1,
    í: 0xed,
    é: 0xe9,
    ě: 0xec,
    ř: 0xf8,
    ů: 0xf9,
    ú: 0xfa,
    Č: 0xc8,
  };
  return Uint8Array.from([...text].map((char) => map[char] ?? char.charCodeAt(0)));
}

const FIO = [
  '"accountId";"2001234567"',
  '"bankId";"2010"',
  '"currency";"CZK"',
  '',
  '"ID pohybu";"Datum";"Objem";"Měna";"Protiúčet";"Název protiúčtu";"Kód banky";"KS";"VS";"SS";"Zpráva pro příjemce"',
  '"26012345678";"18.04.2025";"12 500,00";"CZK";"123456789";"TJ Sokol Zlín";"0800";"0308";"2025000123";"";"Startovné"',
  '"26012345679";"19.04.2025";"-350,50";"CZK";"987654321";"Obchod";"0100";"";"";"";"Nákup"',
].join('\r\n');

describe('reading a statement', () => {
  it('reads a Fio export: header row below the account lines, decimal comma, the bank recognised', () => {
    const read = readStatement(utf8(`\uFEFF${FIO}`));
    expect(read.format).toEqual({ encoding: 'utf-8', delimiter: ';', headerRow: 4, decimalComma: true, bank: 'Fio' });
    expect(read.suggestedMapping).toEqual({
      transactionId: 0,
      date: 1,
      amount: 2,
      currency: 3,
      counterpartyAccount: 4,
      counterpartyName: 5,
      variableSymbol: 8,
      message: 10,
    });
    const lines = statementLines(read, read.suggestedMapping, { currency: 'CZK' });
    expect(lines[0]).toEqual({
      row: 6,
      key: 'id:26012345678',
      transactionId: '26012345678',
      date: '2025-04-18',
      amountMinor: 1_250_000,
      currency: 'CZK',
      variableSymbol: '2025000123',
      counterpartyName: 'TJ Sokol Zlín',
      counterpartyAccount: '123456789',
      message: 'Startovné',
    });
    expect(lines[1].amountMinor).toBe(-35_050);
  });

  it('reads a windows-1250 KB export with its own column names', () => {
    const text = [
      'Datum splatnosti;Protistrana;Nazev protistrany;Castka;Mena;VS;Identifikace transakce;Popis pro prijemce',
      '18.04.2025;19-2000145399/0800;HC Zubří;1 200,50;CZK;0002025000042;KB-771;Záloha č. 1',
    ].join('\n');
    const read = readStatement(cp1250(text));
    expect(read.format).toMatchObject({ encoding: 'windows-1250', delimiter: ';', headerRow: 0, bank: 'KB' });
    const [line] = statementLines(read, read.suggestedMapping, { currency: 'CZK' });
    expect(line).toMatchObject({
      key: 'id:KB-771',
      date: '2025-04-18',
      amountMinor: 120_050,
      variableSymbol: '2025000042',
      counterpartyName: 'HC Zubří',
      message: 'Záloha č. 1',
    });
  });

  it('reads a comma-separated export with a decimal point and finds the symbol in the message', () => {
    const read = readStatement(
      utf8('Date,Amount,Currency,Message\n2025-04-18,"1,234.50",EUR,Entry fee VS 2025000077 thanks\n'),
    );
    expect(read.format).toMatchObject({ delimiter: ',', decimalComma: false });
    const [line] = statementLines(read, read.suggestedMapping, { currency: 'CZK' });
    expect(line).toMatchObject({ amountMinor: 123_450, currency: 'EUR', variableSymbol: '2025000077' });
    // No transaction id: a fingerprint, the same for the same line of the same file.
    expect(line.key).toMatch(/^fp:/);
    expect(statementLines(read, read.suggestedMapping, { currency: 'CZK' })[0].key).toBe(line.key);
  });

  it('tells identical lines without a transaction id apart by their occurrence', () => {
    const read = readStatement(utf8('Datum;Částka;VS\n18.04.2025;100,00;2025000001\n18.04.2025;100,00;2025000001\n'));
    const keys = statementLines(read, read.suggestedMapping, { currency: 'CZK' }).map((line) => line.key);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[1]).toMatch(/#2$/);
  });

  it('takes the mapping the user confirmed and the currency of the account', () => {
    const read = readStatement(utf8('a;b;c\n18.4.2025;55;2025000009\n'));
    expect(suggestMapping(read.header)).toEqual({});
    const [line] = statementLines(read, { date: 0, amount: 1, variableSymbol: 2 }, { currency: 'eur' });
    expect(line).toMatchObject({
      date: '2025-04-18',
      amountMinor: 5500,
      currency: 'EUR',
      variableSymbol: '2025000009',
    });
  });
});

describe('cells of a statement', () => {
  it('parses amounts exactly, or not at all', () => {
    expect(parseStatementAmount('1 234,5', true)).toBe(123_450);
    expect(parseStatementAmount('1.234,50 Kč', true)).toBe(123_450);
    expect(parseStatementAmount('+500', true)).toBe(50_000);
    expect(parseStatementAmount('-0,01', true)).toBe(-1);
    expect(parseStatementAmount('1,234.50', false)).toBe(123_450);
    expect(parseStatementAmount('12,345', true)).toBeNull();
    expect(parseStatementAmount('abc', true)).toBeNull();
    expect(parseStatementAmount('', true)).toBeNull();
  });

  it('parses Czech and ISO dates, and refuses days that do not exist', () => {
    expect(parseStatementDate('18.04.2025')).toBe('2025-04-18');
    expect(parseStatementDate('8. 4. 2025 10:22')).toBe('2025-04-08');
    expect(parseStatementDate('2025-04-18T10:00:00')).toBe('2025-04-18');
    expect(parseStatementDate('18/04/2025')).toBe('2025-04-18');
    expect(parseStatementDate('31.02.2025')).toBeNull();
    expect(parseStatementDate('yesterday')).toBeNull();
  });

  it('decodes UTF-8 and falls back to windows-1250', () => {
    expect(decodeStatement(utf8('\uFEFFČeská')).text).toBe('Česká');
    expect(decodeStatement(cp1250('Čeká')).encoding).toBe('windows-1250');
    expect(decodeStatement(cp1250('Čeká')).text).toBe('Čeká');
  });
});
