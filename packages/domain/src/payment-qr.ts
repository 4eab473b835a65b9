import { isValidBic, isValidIban, mod97CheckDigits, normalizeBic, normalizeIban, passesMod97 } from './bank-account';
import { parseCalendarDate } from './calendar-date';
import { type Money, toDecimalString } from './money';
import type { RuleMessage } from './rule-keys';

// Payment QR codes printed on invoices and shown in the club zone: Czech banking apps scan QR
// Platba (SPAYD, Czech Banking Association) for CZK, European ones the EPC QR (EPC069-12) for SEPA
// transfers in EUR. A payment arriving with the right amount and variable symbol is matched to the
// club without anyone retyping 10 digits, which is why these payloads are built here and tested.

/** A refusal, with the input field it concerns. */
export type QrIssue = RuleMessage & { path: string };
export type QrResult = { ok: true; payload: string } | { ok: false; reasons: QrIssue[] };

/** SPAYD field limits (characters) and the largest amount its 10-character AM field holds. */
export const SPAYD_LIMITS = { message: 60, recipientName: 35, variableSymbol: 10, maxAmountMinor: 999_999_999 };
/** EPC069-12 limits: name 70, remittance text 140, reference 35, information 70, payload 331 bytes. */
export const EPC_LIMITS = {
  name: 70,
  text: 140,
  reference: 35,
  information: 70,
  payloadBytes: 331,
  maxAmountMinor: 99_999_999_999,
};

export type SpaydInput = {
  iban: string;
  /** Added to ACC as `IBAN+BIC` when given. */
  bic?: string | null;
  amount: Money;
  variableSymbol?: string | null;
  message?: string | null;
  recipientName?: string | null;
  /** `YYYY-MM-DD`, written as DT:YYYYMMDD. */
  dueDate?: string | null;
};

/**
 * Free text for SPAYD: diacritics removed and upper case, so the code stays in the QR alphanumeric
 * mode the specification recommends, and only its safe characters: `*` separates fields and `%`
 * starts an escape, so both go, like every other character outside A-Z 0-9 space $ - . / :.
 */
export function spaydText(value: string, maxLength: number): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 $\-./:]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

function checkAccount(iban: string, bic: string | null | undefined, issues: QrIssue[]): string | null {
  if (!isValidIban(iban)) issues.push({ path: 'iban', key: 'ibanInvalid' });
  if (bic && !isValidBic(bic)) issues.push({ path: 'bic', key: 'bicInvalid' });
  return normalizeIban(iban);
}

function checkAmount(amount: Money, maxMinor: number, issues: QrIssue[]): void {
  if (amount.minor < 1 || amount.minor > maxMinor) {
    const max = toDecimalString({ currency: amount.currency, minor: maxMinor });
    issues.push({ path: 'amount', key: 'amountOutOfRange', params: { min: '0.01', max } });
  }
}

/** The QR Platba string: `SPD*1.0*ACC:…*AM:…*CC:…[*DT:…][*RN:…][*X-VS:…][*MSG:…]`. */
export function spaydPayload(input: SpaydInput): QrResult {
  const issues: QrIssue[] = [];
  const iban = checkAccount(input.iban, input.bic, issues);
  checkAmount(input.amount, SPAYD_LIMITS.maxAmountMinor, issues);
  const vs = input.variableSymbol?.trim();
  if (vs && !/^\d{1,10}$/.test(vs)) issues.push({ path: 'variableSymbol', key: 'variableSymbolInvalid' });
  const due = input.dueDate ? parseCalendarDate(input.dueDate) : null;
  if (input.dueDate && !due) issues.push({ path: 'dueDate', key: 'invalidValue' });
  if (issues.length > 0) return { ok: false, reasons: issues };

  const bic = normalizeBic(input.bic);
  const fields = [`ACC:${iban}${bic ? `+${bic}` : ''}`, `AM:${toDecimalString(input.amount)}`];
  fields.push(`CC:${input.amount.currency}`);
  if (due) {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    fields.push(`DT:${pad(due.year, 4)}${pad(due.month, 2)}${pad(due.day, 2)}`);
  }
  const name = spaydText(input.recipientName ?? '', SPAYD_LIMITS.recipientName);
  if (name) fields.push(`RN:${name}`);
  if (vs) fields.push(`X-VS:${vs}`);
  const message = spaydText(input.message ?? '', SPAYD_LIMITS.message);
  if (message) fields.push(`MSG:${message}`);
  return { ok: true, payload: ['SPD', '1.0', ...fields].join('*') };
}

/** ISO 11649 creditor reference for a reference body (letters and digits, up to 21): 'RF18…'. */
export function creditorReference(body: string): string {
  const value = body.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z0-9]{1,21}$/.test(value)) throw new RangeError(`Not a creditor reference body: ${body}`);
  return `RF${mod97CheckDigits('RF', value)}${value}`;
}

export function isValidCreditorReference(value: string | null | undefined): boolean {
  const text = (value ?? '').replace(/\s+/g, '').toUpperCase();
  return /^RF\d{2}[A-Z0-9]{1,21}$/.test(text) && passesMod97(text);
}

export type EpcInput = {
  /** Optional from version 002 on, added when given. */
  bic?: string | null;
  /** Beneficiary, up to 70 characters. */
  name: string;
  iban: string;
  amount: Money;
  /** Structured ISO 11649 reference; a payload carries it or `text`, never both. */
  reference?: string | null;
  /** Unstructured remittance text, cut to 140 characters. */
  text?: string | null;
  /** Beneficiary-to-originator information shown by the app, cut to 70 characters. */
  information?: string | null;
};

// EPC texts are UTF-8 but one element per line: line breaks and control characters would shift
// every following element.
function epcText(value: string | null | undefined, maxLength: number): string {
  const clean = (value ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return [...clean].slice(0, maxLength).join('').trim();
}

/** EPC QR payload (version 002, UTF-8, SCT) for a SEPA credit transfer in EUR. */
export function epcPayload(input: EpcInput): QrResult {
  const issues: QrIssue[] = [];
  const iban = checkAccount(input.iban, input.bic, issues);
  if (input.amount.currency !== 'EUR') {
    issues.push({ path: 'amount', key: 'currencyUnsupported', params: { currency: input.amount.currency } });
  }
  checkAmount(input.amount, EPC_LIMITS.maxAmountMinor, issues);
  const name = epcText(input.name, Number.POSITIVE_INFINITY);
  if (!name) issues.push({ path: 'name', key: 'required' });
  else if ([...name].length > EPC_LIMITS.name) issues.push({ path: 'name', key: 'maxLength', params: { max: 70 } });
  const reference = input.reference ? input.reference.replace(/\s+/g, '').toUpperCase() : '';
  const text = epcText(input.text, EPC_LIMITS.text);
  if (reference && !isValidCreditorReference(reference)) issues.push({ path: 'reference', key: 'invalidValue' });
  if (reference && text) issues.push({ path: 'text', key: 'invalidValue' });
  if (issues.length > 0) return { ok: false, reasons: issues };

  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    normalizeBic(input.bic) ?? '',
    name,
    iban!,
    `EUR${toDecimalString(input.amount)}`,
    '', // purpose
    reference,
    text,
    epcText(input.information, EPC_LIMITS.information),
  ];
  while (lines[lines.length - 1] === '') lines.pop();
  const payload = lines.join('\n');
  if (new TextEncoder().encode(payload).length > EPC_LIMITS.payloadBytes) {
    return { ok: false, reasons: [{ path: 'text', key: 'maxLength', params: { max: EPC_LIMITS.payloadBytes } }] };
  }
  return { ok: true, payload };
}

/**
 * The QR of an invoice: SPAYD for CZK, EPC for EUR. In the EPC text the variable symbol is written
 * `/VS/<vs>`, the form Czech banks read out of incoming SEPA remittance information.
 */
export function invoicePaymentQr(input: {
  amount: Money;
  account: { iban: string; bic?: string | null };
  beneficiaryName: string;
  variableSymbol: string;
  message?: string | null;
}): QrResult {
  const { amount, account, beneficiaryName, variableSymbol, message } = input;
  if (amount.currency === 'CZK') {
    return spaydPayload({ ...account, amount, variableSymbol, message, recipientName: beneficiaryName });
  }
  if (!/^\d{1,10}$/.test(variableSymbol)) {
    return { ok: false, reasons: [{ path: 'variableSymbol', key: 'variableSymbolInvalid' }] };
  }
  const text = [`/VS/${variableSymbol}`, message].filter(Boolean).join(' ');
  return epcPayload({ ...account, name: beneficiaryName, amount, text });
}
