import { describe, expect, it } from 'vitest';
import {
  paymentCurrency,
  refereeAgeHint,
  refereeNights,
  refereePaymentIssues,
  refereePayoutAccount,
  stayIssues,
} from './referee-registration';

const ON = { bankAccountsEnabled: true };
const czech = {
  paymentType: 'czk_payment',
  accountPrefix: '19',
  accountNumber: '2000145399',
  bankCode: '0800',
  accountHoldersName: 'Jan Novák',
};
const foreign = {
  paymentType: 'foreign_eur_payment',
  iban: 'DE89 3704 0044 0532 0130 00',
  bicOrSwiftCode: 'COBADEFFXXX',
  accountHoldersName: 'Hans Müller',
  accountStreet: 'Hauptstraße 1',
  accountCity: 'Köln',
  accountZip: '50667',
  accountCountryId: 7,
};

describe('stay', () => {
  it('counts nights and refuses departure before arrival', () => {
    expect(refereeNights('2025-04-17', '2025-04-21')).toBe(4);
    expect(refereeNights('2025-04-18', '2025-04-18')).toBe(0);
    expect(refereeNights('2025-04-18', '2025-04-17')).toBeNull();
    expect(stayIssues('2025-04-18', '2025-04-17')).toEqual({ departureDate: { key: 'departureBeforeArrival' } });
    expect(stayIssues('2025-04-18', '2025-04-18')).toEqual({});
    expect(stayIssues(null, '2025-04-18')).toEqual({});
  });
});

describe('refereeAgeHint', () => {
  const first = '2025-04-18';

  it('stays silent for referees surely 18 on the first tournament day', () => {
    expect(refereeAgeHint(2006, first)).toBeNull();
    expect(refereeAgeHint(1970, first)).toBeNull();
    expect(refereeAgeHint(null, first)).toBeNull();
  });

  it('hints when the birth year leaves it open, and when they surely are younger', () => {
    expect(refereeAgeHint(2007, first)).toEqual({
      key: 'refereeMinAge',
      params: { minAge: 18, date: first, certain: false },
    });
    expect(refereeAgeHint(2008, first)).toEqual({
      key: 'refereeMinAge',
      params: { minAge: 18, date: first, certain: true },
    });
  });

  it('knows everyone born in a year is 18 on the last day of the year they turn it', () => {
    expect(refereeAgeHint(2007, '2025-12-31')).toBeNull();
    expect(refereeAgeHint(2007, '2025-12-30')).not.toBeNull();
    expect(refereeAgeHint(2005, first, 21)).toMatchObject({ params: { minAge: 21, certain: true } });
  });
});

describe('refereePaymentIssues', () => {
  it('asks nothing while bank accounts are disabled', () => {
    expect(refereePaymentIssues({}, { bankAccountsEnabled: false })).toEqual({});
    expect(
      refereePaymentIssues({ paymentType: 'czk_payment', accountNumber: '1' }, { bankAccountsEnabled: false }),
    ).toEqual({});
  });

  it('needs a payment type when enabled', () => {
    expect(refereePaymentIssues({}, ON)).toEqual({ paymentType: { key: 'required' } });
    expect(refereePaymentIssues({ paymentType: 'cash' }, ON)).toEqual({ paymentType: { key: 'invalidValue' } });
  });

  it('needs a valid Czech account and the holder for CZK', () => {
    expect(refereePaymentIssues(czech, ON)).toEqual({});
    // The prefix is optional, but checked when given.
    expect(refereePaymentIssues({ ...czech, accountPrefix: '' }, ON)).toEqual({});
    expect(refereePaymentIssues({ ...czech, accountPrefix: '18' }, ON)).toEqual({
      accountPrefix: { key: 'czechAccountPrefixInvalid' },
    });
    expect(refereePaymentIssues({ ...czech, accountNumber: '2000145398', accountHoldersName: ' ' }, ON)).toEqual({
      accountNumber: { key: 'czechAccountInvalid' },
      accountHoldersName: { key: 'required' },
    });
    expect(refereePaymentIssues({ paymentType: 'czk_payment' }, ON)).toEqual({
      accountNumber: { key: 'required' },
      bankCode: { key: 'required' },
      accountHoldersName: { key: 'required' },
    });
    // An IBAN alone is not a Czech account.
    expect(refereePaymentIssues({ paymentType: 'czk_payment', iban: 'CZ6508000000192000145399' }, ON)).toHaveProperty(
      'accountNumber',
    );
  });

  it('needs a valid IBAN, BIC, holder and address for EUR', () => {
    expect(refereePaymentIssues(foreign, ON)).toEqual({});
    expect(
      refereePaymentIssues({ ...foreign, iban: 'DE89370400440532013001', bicOrSwiftCode: 'COBA', accountCity: '' }, ON),
    ).toEqual({
      iban: { key: 'ibanInvalid' },
      bicOrSwiftCode: { key: 'bicInvalid' },
      accountCity: { key: 'required' },
    });
    expect(Object.keys(refereePaymentIssues({ paymentType: 'foreign_eur_payment' }, ON)).sort()).toEqual([
      'accountCity',
      'accountCountryId',
      'accountHoldersName',
      'accountStreet',
      'accountZip',
      'bicOrSwiftCode',
      'iban',
    ]);
  });
});

describe('payout', () => {
  it('pays CZK to the IBAN of the Czech account and EUR to the foreign IBAN', () => {
    expect(paymentCurrency('czk_payment')).toBe('CZK');
    expect(paymentCurrency('foreign_eur_payment')).toBe('EUR');
    expect(refereePayoutAccount(czech)).toEqual({ iban: 'CZ6508000000192000145399', bic: null });
    expect(refereePayoutAccount(foreign)).toEqual({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    expect(refereePayoutAccount({ ...foreign, accountZip: '' })).toBeNull();
  });
});
