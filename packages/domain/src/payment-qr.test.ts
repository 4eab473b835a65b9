import fc from 'fast-check';
import { validateIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { passesMod97 } from './bank-account';
import { variableSymbol } from './invoice';
import { money, parseMinor } from './money';
import {
  creditorReference,
  epcPayload,
  invoicePaymentQr,
  isValidCreditorReference,
  type QrResult,
  spaydPayload,
  spaydText,
} from './payment-qr';

const IBAN_CZ = 'CZ6508000000192000145399';
const IBAN_DE = 'DE89370400440532013000';

function payload(result: QrResult): string {
  if (!result.ok) throw new Error(`Refused: ${JSON.stringify(result.reasons)}`);
  return result.payload;
}

function refusals(result: QrResult): string[] {
  return result.ok ? [] : result.reasons.map((r) => `${r.path}:${r.key}`);
}

// A reader of SPAYD as a banking app reads it: header, then KEY:VALUE fields split on '*'.
function parseSpayd(text: string): Record<string, string> {
  const [header, version, ...fields] = text.split('*');
  expect([header, version]).toEqual(['SPD', '1.0']);
  const result: Record<string, string> = {};
  for (const field of fields) {
    const colon = field.indexOf(':');
    expect(colon).toBeGreaterThan(0);
    const key = field.slice(0, colon);
    expect(key).toMatch(/^[A-Z-]+$/);
    expect(result[key]).toBeUndefined();
    result[key] = decodeURIComponent(field.slice(colon + 1));
  }
  return result;
}

// A reader of EPC069-12: fixed element positions separated by line feeds.
function parseEpc(payloadText: string) {
  const lines = payloadText.split('\n');
  expect(lines.length).toBeGreaterThanOrEqual(8);
  expect(lines.length).toBeLessThanOrEqual(12);
  expect(lines.at(-1)).not.toBe('');
  const [tag, version, charset, id, bic, name, iban, amount, purpose, reference, text, information] = lines;
  expect([tag, version, charset, id]).toEqual(['BCD', '002', '1', 'SCT']);
  expect(amount).toMatch(/^EUR\d{1,9}\.\d{2}$/);
  return { bic, name, iban, amount: parseMinor(amount.slice(3)), purpose, reference, text, information };
}

describe('SPAYD (QR Platba)', () => {
  it('builds the payment with IBAN, amount, currency, variable symbol and message', () => {
    const text = payload(
      spaydPayload({
        iban: 'CZ65 0800 0000 1920 0014 5399',
        amount: money('CZK', 5_605_000),
        variableSymbol: variableSymbol(2025, 123),
        message: 'Prague Handball Cup 2025 - HC Praha',
      }),
    );
    expect(text).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:56050.00*CC:CZK*X-VS:2025000123*MSG:PRAGUE HANDBALL CUP 2025 - HC PRAHA',
    );
    const fields = parseSpayd(text);
    expect(validateIBAN(fields.ACC).valid).toBe(true);
    expect(fields['X-VS']).toBe('2025000123');
  });

  it('writes amounts with exactly two decimals and a dot', () => {
    expect(parseSpayd(payload(spaydPayload({ iban: IBAN_CZ, amount: money('CZK', 5) }))).AM).toBe('0.05');
    expect(parseSpayd(payload(spaydPayload({ iban: IBAN_CZ, amount: money('CZK', 999_999_999) }))).AM).toBe(
      '9999999.99',
    );
  });

  it('refuses amounts outside 0.01 to 9999999.99, a bad IBAN, BIC, symbol or due date', () => {
    const base = { iban: IBAN_CZ, amount: money('CZK', 100) };
    expect(refusals(spaydPayload({ ...base, amount: money('CZK', 0) }))).toEqual(['amount:amountOutOfRange']);
    expect(refusals(spaydPayload({ ...base, amount: money('CZK', -100) }))).toEqual(['amount:amountOutOfRange']);
    expect(refusals(spaydPayload({ ...base, amount: money('CZK', 1_000_000_000) }))).toEqual([
      'amount:amountOutOfRange',
    ]);
    expect(refusals(spaydPayload({ ...base, iban: 'CZ6608000000192000145399' }))).toEqual(['iban:ibanInvalid']);
    expect(refusals(spaydPayload({ ...base, bic: 'GIBACZ' }))).toEqual(['bic:bicInvalid']);
    expect(refusals(spaydPayload({ ...base, variableSymbol: '20250001234' }))).toEqual([
      'variableSymbol:variableSymbolInvalid',
    ]);
    expect(refusals(spaydPayload({ ...base, variableSymbol: '2025-123' }))).toEqual([
      'variableSymbol:variableSymbolInvalid',
    ]);
    expect(refusals(spaydPayload({ ...base, dueDate: '2025-02-30' }))).toEqual(['dueDate:invalidValue']);
  });

  it('adds the BIC to the account, the due date and the recipient', () => {
    const fields = parseSpayd(
      payload(
        spaydPayload({
          iban: IBAN_CZ,
          bic: 'gibaczpx',
          amount: money('CZK', 100),
          dueDate: '2025-03-31',
          recipientName: 'Česká házená, z. s.',
        }),
      ),
    );
    expect(fields).toMatchObject({ ACC: `${IBAN_CZ}+GIBACZPX`, DT: '20250331', RN: 'CESKA HAZENA Z. S.' });
  });

  it('keeps field separators and escapes out of free text, and cuts it to the limit', () => {
    expect(spaydText('Přihláška * 100% *ÚČASTNÍKŮ*', 60)).toBe('PRIHLASKA 100 UCASTNIKU');
    const long = 'Žluťoučký kůň úpěl ďábelské ódy '.repeat(4);
    const fields = parseSpayd(payload(spaydPayload({ iban: IBAN_CZ, amount: money('CZK', 1), message: long })));
    expect(fields.MSG.length).toBeLessThanOrEqual(60);
    expect(fields.MSG.startsWith('ZLUTOUCKY KUN UPEL DABELSKE ODY')).toBe(true);
  });

  it('round-trips any message, amount and symbol through a reader', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 120 }),
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.integer({ min: 1, max: 999_999 }),
        (message, minor, clubId) => {
          const vs = variableSymbol(2025, clubId);
          const text = payload(
            spaydPayload({ iban: IBAN_CZ, amount: money('CZK', minor), variableSymbol: vs, message }),
          );
          const fields = parseSpayd(text);
          expect(parseMinor(fields.AM)).toBe(minor);
          expect(fields['X-VS']).toBe(vs);
          expect(fields.CC).toBe('CZK');
          expect(fields.MSG ?? '').toBe(spaydText(message, 60));
          expect(text).toMatch(/^[A-Z0-9 $%*+\-./:]+$/);
        },
      ),
    );
  });
});

describe('EPC QR (SEPA credit transfer)', () => {
  it('builds the payload line by line', () => {
    const text = payload(
      epcPayload({
        bic: 'COBADEFFXXX',
        name: 'Prague Handball Cup s.r.o.',
        iban: 'de89 3704 0044 0532 0130 00',
        amount: money('EUR', 223_600),
        text: '/VS/2025000123 HC Wien',
      }),
    );
    expect(text).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nPrague Handball Cup s.r.o.\nDE89370400440532013000\nEUR2236.00\n\n\n/VS/2025000123 HC Wien',
    );
    const epc = parseEpc(text);
    expect(epc).toMatchObject({ iban: IBAN_DE, amount: 223_600, reference: '', text: '/VS/2025000123 HC Wien' });
    expect(validateIBAN(epc.iban).valid).toBe(true);
  });

  it('carries a structured creditor reference with valid check digits', () => {
    const reference = creditorReference('2025000123');
    expect(passesMod97(reference)).toBe(true);
    const epc = parseEpc(payload(epcPayload({ name: 'PHC', iban: IBAN_DE, amount: money('EUR', 1), reference })));
    expect(epc.reference).toBe(reference);
    expect(epc.bic).toBe('');
    expect(epc.text).toBeUndefined();
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(isValidCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidCreditorReference('RF19539007547034')).toBe(false);
    expect(() => creditorReference('VS-1')).toThrow(RangeError);
  });

  it('accepts 0.01 to 999999999.99 EUR only', () => {
    const base = { name: 'PHC', iban: IBAN_DE };
    expect(parseEpc(payload(epcPayload({ ...base, amount: money('EUR', 99_999_999_999) }))).amount).toBe(
      99_999_999_999,
    );
    expect(parseEpc(payload(epcPayload({ ...base, amount: money('EUR', 1) }))).amount).toBe(1);
    expect(refusals(epcPayload({ ...base, amount: money('EUR', 100_000_000_000) }))).toEqual([
      'amount:amountOutOfRange',
    ]);
    expect(refusals(epcPayload({ ...base, amount: money('EUR', 0) }))).toEqual(['amount:amountOutOfRange']);
    expect(refusals(epcPayload({ ...base, amount: money('CZK', 100) }))).toEqual(['amount:currencyUnsupported']);
  });

  it('refuses a missing or long name, a bad reference, or both reference and text', () => {
    const base = { iban: IBAN_DE, amount: money('EUR', 100) };
    expect(refusals(epcPayload({ ...base, name: ' ' }))).toEqual(['name:required']);
    expect(refusals(epcPayload({ ...base, name: 'x'.repeat(71) }))).toEqual(['name:maxLength']);
    expect(refusals(epcPayload({ ...base, name: 'x'.repeat(70) }))).toEqual([]);
    expect(refusals(epcPayload({ ...base, name: 'PHC', reference: 'RF19539007547034' }))).toEqual([
      'reference:invalidValue',
    ]);
    expect(refusals(epcPayload({ ...base, name: 'PHC', reference: 'RF18539007547034', text: 'x' }))).toEqual([
      'text:invalidValue',
    ]);
    expect(refusals(epcPayload({ ...base, name: 'PHC', iban: 'DE8937040044053201300' }))).toEqual(['iban:ibanInvalid']);
  });

  it('keeps every element on its line and the payload within 331 bytes', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 70 }).filter((s) => s.trim() !== '' && !/\p{Cc}/u.test(s)),
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.string({ unit: 'grapheme', maxLength: 100 }),
        fc.integer({ min: 1, max: 99_999_999_999 }),
        (name, text, information, minor) => {
          const result = epcPayload({ name, iban: IBAN_DE, amount: money('EUR', minor), text, information });
          if (!result.ok) {
            expect(result.reasons).toEqual([{ path: 'text', key: 'maxLength', params: { max: 331 } }]);
            return;
          }
          expect(new TextEncoder().encode(result.payload).length).toBeLessThanOrEqual(331);
          const epc = parseEpc(result.payload);
          expect(epc.amount).toBe(minor);
          expect(epc.iban).toBe(IBAN_DE);
          expect([...(epc.text ?? '')].length).toBeLessThanOrEqual(140);
        },
      ),
    );
  });
});

describe('invoicePaymentQr', () => {
  const account = { iban: IBAN_CZ, bic: 'GIBACZPX' };

  it('uses QR Platba for CZK and EPC for EUR, both with the variable symbol', () => {
    const czk = payload(
      invoicePaymentQr({ amount: money('CZK', 100), account, beneficiaryName: 'PHC', variableSymbol: '2025000123' }),
    );
    expect(parseSpayd(czk)['X-VS']).toBe('2025000123');
    const eur = payload(
      invoicePaymentQr({
        amount: money('EUR', 100),
        account,
        beneficiaryName: 'PHC',
        variableSymbol: '2025000123',
        message: 'HC Wien',
      }),
    );
    expect(parseEpc(eur).text).toBe('/VS/2025000123 HC Wien');
    expect(
      refusals(invoicePaymentQr({ amount: money('EUR', 1), account, beneficiaryName: 'PHC', variableSymbol: 'x' })),
    ).toEqual(['variableSymbol:variableSymbolInvalid']);
  });
});
