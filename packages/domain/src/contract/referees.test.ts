import { describe, expect, it } from 'vitest';
import { fieldMessageFromIssue } from '../errors';
import { refereeRegistrationForm, refereeRegistrationInput } from './referees';

const body = {
  firstName: 'Hans',
  lastName: 'Müller',
  birthYear: 1985,
  sex: 'male',
  email: 'hans@example.com',
  phone: '+49 30 901820',
  countryId: 7,
  arrivalDate: '2025-04-17',
  departureDate: '2025-04-21',
  paymentType: 'foreign_eur_payment',
  iban: 'DE89 3704 0044 0532 0130 00',
  bicOrSwiftCode: 'COBADEFFXXX',
  accountHoldersName: 'Hans Müller',
  accountStreet: 'Hauptstraße 1',
  accountCity: 'Köln',
  accountZip: '50667',
  accountCountryId: 7,
  agreeToTerms: true,
};

/** Field messages of a parse by path, as the server and the form kit produce them. */
function messages(schema: { safeParse: (v: unknown, o?: object) => unknown }, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true }) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[] }[] };
  };
  if (result.success) return {};
  return Object.fromEntries(
    result.error!.issues.map((issue) => [issue.path.join('.'), fieldMessageFromIssue(issue as never).key]),
  );
}

describe('referee registration body', () => {
  it('accepts a complete foreign registration and fills the counts', () => {
    const parsed = refereeRegistrationInput.parse(body);
    expect(parsed).toMatchObject({ accompanimentPersons: 0, mealVouchers: 0, wantsAccommodation: false });
    expect(parsed.phone).toBe('+49 30 901820');
  });

  it('checks a typed IBAN at once, even while the rest of the form is empty', () => {
    const errors = messages(refereeRegistrationForm({ bankAccountsEnabled: true }), {
      iban: 'DE89 3704 0044 0532 0130 01',
    });
    expect(errors.iban).toBe('ibanInvalid');
    expect(errors.firstName).toBe('required');
    expect(errors.agreeToTerms).toBe('refereeTermsRequired');
  });

  it('names the missing bank fields of the chosen type only when bank accounts are enabled', () => {
    const czech = { ...body, paymentType: 'czk_payment', iban: null, bicOrSwiftCode: null };
    expect(messages(refereeRegistrationForm({ bankAccountsEnabled: true }), czech)).toEqual({
      accountNumber: 'required',
      bankCode: 'required',
    });
    expect(messages(refereeRegistrationForm({ bankAccountsEnabled: false }), czech)).toEqual({});
    expect(
      messages(refereeRegistrationForm({ bankAccountsEnabled: true }), {
        ...czech,
        accountNumber: '2000145398',
        bankCode: '0800',
      }),
    ).toEqual({ accountNumber: 'czechAccountInvalid' });
  });

  it('refuses departure before arrival, bad contacts, negative counts and a missing consent', () => {
    expect(
      messages(refereeRegistrationInput, {
        ...body,
        departureDate: '2025-04-16',
        email: 'hans@',
        phone: '030 901820',
        mealVouchers: -1,
        accompanimentPersons: 1.5,
        sex: 'x',
        agreeToTerms: false,
      }),
    ).toEqual({
      email: 'email',
      phone: 'phoneInvalid',
      mealVouchers: 'min',
      accompanimentPersons: 'invalidValue',
      sex: 'invalidValue',
      agreeToTerms: 'refereeTermsRequired',
    });
    expect(messages(refereeRegistrationInput, { ...body, departureDate: '2025-04-16' })).toEqual({
      departureDate: 'departureBeforeArrival',
    });
  });
});
