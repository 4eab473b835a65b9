import {
  type RefereeInHall,
  type RefereePaymentType,
  type RefereeRegistration,
  type RefereeRegistrationData,
  type RefereeRegistrationInput,
  refereeRegistrationForm,
} from '@tms/domain/contract/referees';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';

type TextField =
  | 'street'
  | 'city'
  | 'zip'
  | 'highestCompetition'
  | 'refereeProjectName'
  | 'accountPrefix'
  | 'accountNumber'
  | 'bankCode'
  | 'iban'
  | 'bicOrSwiftCode'
  | 'accountHoldersName'
  | 'accountStreet'
  | 'accountCity'
  | 'accountZip'
  | 'registrationNote';
type Flag = 'wantsAccommodation' | 'wantsSingleRoom' | 'colleagueRefereeRequested' | 'agreeToTerms';

/**
 * The form's values: the request body as the inputs hold it. Optional texts are '' when empty and
 * flags plain booleans; the body's schema accepts both, so the form validates with it unchanged.
 */
export type RefereeFormValues = Omit<RefereeRegistrationInput, TextField | Flag | 'paymentType'> &
  Record<TextField, string> &
  Record<Flag, boolean> & { paymentType: RefereePaymentType | null };
export type RefereeFormControl = Control<RefereeFormValues, unknown, RefereeRegistrationData>;

/** The body's schema (bank fields required when enabled) typed with the form's values. */
export function refereeFormSchema(options: { bankAccountsEnabled: boolean }) {
  return refereeRegistrationForm(options) as unknown as z.ZodType<RefereeRegistrationData, RefereeFormValues>;
}

type Account = { firstName: string; lastName: string; username: string };

/** A new registration starts with the account's name and e-mail: most people register themselves. */
export function newRefereeForm(account: Account): RefereeFormValues {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    birthYear: undefined as unknown as number,
    sex: undefined as unknown as RefereeFormValues['sex'],
    email: account.username,
    phone: '',
    street: '',
    city: '',
    zip: '',
    countryId: undefined as unknown as number,
    highestCompetition: '',
    refereeProjectId: null,
    refereeProjectName: '',
    arrivalDate: '',
    departureDate: '',
    wantsAccommodation: false,
    accommodationPlaceId: null,
    wantsSingleRoom: false,
    accompanimentPersons: 0,
    mealVouchers: 0,
    tshirtSizeId: null,
    colleagueRefereeId: null,
    colleagueRefereeRequested: false,
    paymentType: null,
    accountPrefix: '',
    accountNumber: '',
    bankCode: '',
    iban: '',
    bicOrSwiftCode: '',
    accountHoldersName: '',
    accountStreet: '',
    accountCity: '',
    accountZip: '',
    accountCountryId: null,
    registrationNote: '',
    agreeToTerms: false,
  };
}

/** A stored registration as the form edits it (nulls of texts as ''); the schema drops what the body has not. */
export function refereeFormOf(registration: RefereeRegistration): RefereeFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    ...newRefereeForm({ firstName: '', lastName: '', username: '' }),
    ...registration,
    phone: text(registration.phone),
    street: text(registration.street),
    city: text(registration.city),
    zip: text(registration.zip),
    highestCompetition: text(registration.highestCompetition),
    refereeProjectName: text(registration.refereeProjectName),
    arrivalDate: text(registration.arrivalDate),
    departureDate: text(registration.departureDate),
    accountPrefix: text(registration.accountPrefix),
    accountNumber: text(registration.accountNumber),
    bankCode: text(registration.bankCode),
    iban: text(registration.iban),
    bicOrSwiftCode: text(registration.bicOrSwiftCode),
    accountHoldersName: text(registration.accountHoldersName),
    accountStreet: text(registration.accountStreet),
    accountCity: text(registration.accountCity),
    accountZip: text(registration.accountZip),
    registrationNote: text(registration.registrationNote),
  };
}

/** Halls per day, by day: each day once with its halls in the order given. */
export function hallsByDay(slots: readonly RefereeInHall[]): { day: string; placeIds: number[] }[] {
  const days = new Map<string, number[]>();
  for (const slot of [...slots].sort((a, b) => a.day.localeCompare(b.day))) {
    const list = days.get(slot.day) ?? [];
    if (!list.includes(slot.placeId)) list.push(slot.placeId);
    days.set(slot.day, list);
  }
  return [...days].map(([day, placeIds]) => ({ day, placeIds }));
}
