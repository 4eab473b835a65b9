import {
  type ClubRegistration,
  type ClubRegistrationData,
  type ClubRegistrationInput,
  clubRegistrationInput,
} from '@tms/domain/contract/club-registration';
import type { EnumsBundle, PricelistItem } from '@tms/domain/contract/enums';
import { isClubPackage } from '@tms/domain/pricelist';
import type { ReturningClub } from '@tms/domain/contract/returning';
import type { Control, UseFormReturn } from 'react-hook-form';

// The club registration form (PRODUCT_SPEC §2 club area, §3 Registration): its values are the
// request body's input, so the domain's schema checks the form as the server checks the body.

export const registrationForm = clubRegistrationInput;
export type RegistrationFormValues = ClubRegistrationInput;
export type RegistrationFormApi = UseFormReturn<RegistrationFormValues, unknown, ClubRegistrationData>;
export type RegistrationControl = Control<RegistrationFormValues, unknown, ClubRegistrationData>;
export type TeamRow = NonNullable<RegistrationFormValues['teams']>[number];
export type ExtraPersonRow = NonNullable<RegistrationFormValues['extraPersons']>[number];

/** A new team row: counts empty (sent as 0), no package. */
export function emptyTeam(teamCategoryId?: number): TeamRow {
  return {
    id: null,
    // Undefined until chosen: the schema then asks for it.
    teamCategoryId: teamCategoryId as number,
    name: '',
    teamStartServiceLevelId: null,
    bundlePricelistItemId: null,
    bundlePersons: null,
    handballPersons: null,
    vipPartyPersons: null,
    singleRoomPersons: null,
  };
}

export function emptyExtraPerson(): ExtraPersonRow {
  return {
    id: null,
    bundlePricelistItemId: null,
    bundlePersons: null,
    handballPersons: null,
    vipPartyPersons: null,
    singleRoomPersons: null,
  };
}

/** The empty form of a new registration: one team to start with, the terms not yet agreed. */
export function newRegistrationValues(): RegistrationFormValues {
  return {
    name: '',
    street: '',
    city: '',
    zip: '',
    countryId: undefined as unknown as number,
    regionId: null,
    tournamentContactFirstName: '',
    tournamentContactLastName: '',
    tournamentContactPhone: '',
    arrivalDate: '',
    departureDate: '',
    teams: [emptyTeam()],
    extraPersons: [],
    differentBillingAddress: false,
    invoiceSubjectName: '',
    invoiceStreet: '',
    invoiceCity: '',
    invoiceZip: '',
    invoiceCountryId: null,
    tin: '',
    vatin: '',
    uploadedFilesId: [],
    registrationNote: '',
    agreeToTerms: false,
  };
}

const party = (row: ClubRegistration['teams'][number] | ClubRegistration['extraPersons'][number]) => ({
  id: row.id,
  bundlePricelistItemId: row.bundlePricelistItemId,
  bundlePersons: row.bundlePersons,
  handballPersons: row.handballPersons,
  vipPartyPersons: row.vipPartyPersons,
  singleRoomPersons: row.singleRoomPersons,
});

/** The form of an existing registration: what the server has, empty texts for missing values. */
export function registrationValues(registration: ClubRegistration): RegistrationFormValues {
  return {
    name: registration.name,
    street: registration.street ?? '',
    city: registration.city ?? '',
    zip: registration.zip ?? '',
    countryId: registration.countryId,
    regionId: registration.regionId,
    tournamentContactFirstName: registration.tournamentContactFirstName ?? '',
    tournamentContactLastName: registration.tournamentContactLastName ?? '',
    tournamentContactPhone: registration.tournamentContactPhone ?? '',
    arrivalDate: registration.arrivalDate ?? '',
    departureDate: registration.departureDate ?? '',
    teams: registration.teams.map((team) => ({
      ...party(team),
      teamCategoryId: team.teamCategoryId,
      name: team.name ?? '',
      teamStartServiceLevelId: team.teamStartServiceLevelId,
    })),
    extraPersons: registration.extraPersons.map(party),
    differentBillingAddress: registration.differentBillingAddress,
    invoiceSubjectName: registration.invoiceSubjectName ?? '',
    invoiceStreet: registration.invoiceStreet ?? '',
    invoiceCity: registration.invoiceCity ?? '',
    invoiceZip: registration.invoiceZip ?? '',
    invoiceCountryId: registration.invoiceCountryId,
    tin: registration.tin ?? '',
    vatin: registration.vatin ?? '',
    uploadedFilesId: registration.uploadedFilesId,
    registrationNote: registration.registrationNote ?? '',
    agreeToTerms: registration.agreeToTerms,
  };
}

/** Name of a price list item in the language, from its translation, else the item's own name. */
export function pricelistItemName(item: Pick<PricelistItem, 'nameCs' | 'nameEn' | 'translations'>, locale: string) {
  const translated = item.translations.find((translation) => translation.locale === locale)?.name?.trim();
  return translated || (locale === 'en' ? item.nameEn : item.nameCs);
}

/** The packages a club may choose (accommodation bundles and catering for clubs), cheapest first. */
export function clubPackages(pricelist: readonly PricelistItem[]): PricelistItem[] {
  return pricelist.filter(isClubPackage).sort((a, b) => a.priceEur - b.priceEur || a.id - b.id);
}

/** The package chosen on a row, when it is one of the price list's. */
export function packageOf(
  pricelist: readonly PricelistItem[],
  id: number | null | undefined,
): PricelistItem | undefined {
  return id == null ? undefined : pricelist.find((item) => item.id === id);
}

/** The currency code of a country of the enums (the bill's currency follows it). */
export function countryCurrencyCode(enums: Pick<EnumsBundle, 'countries'> | undefined, countryId: unknown) {
  return enums?.countries.find((country) => country.id === countryId)?.currencyCode ?? null;
}

const PARTY_FIELDS = [
  'bundlePricelistItemId',
  'bundlePersons',
  'handballPersons',
  'vipPartyPersons',
  'singleRoomPersons',
];
const TEAM_FIELDS = [...PARTY_FIELDS, 'teamCategoryId', 'name', 'teamStartServiceLevelId'];
const TOP_FIELDS = new Set(
  Object.keys(newRegistrationValues()).filter((field) => field !== 'uploadedFilesId' && field !== 'extraPersons'),
);

/**
 * The form's field showing a server message for a body path, or null when no field shows it (file
 * ids, row ids, price list problems): those go to the alert above the submit button instead.
 */
export function registrationServerPath(path: string): string | null {
  const [list, index, field, ...rest] = path.split('.');
  if (index === undefined) return TOP_FIELDS.has(list) ? path : null;
  if (rest.length > 0 || !/^\d+$/.test(index)) return null;
  if (list === 'teams' && TEAM_FIELDS.includes(field)) return path;
  if (list === 'extraPersons' && PARTY_FIELDS.includes(field)) return path;
  return null;
}

/**
 * A returning club's new registration: last year's data as the server prefilled it, the people who
 * may still play or lead chosen to come along, the note, files and terms left to the user.
 */
export function returningValues(returning: ReturningClub): RegistrationFormValues {
  return {
    ...newRegistrationValues(),
    ...returning.registration,
    returning: {
      year: returning.year,
      participantIds: returning.participants.filter((p) => p.eligible).map((p) => p.id),
    },
  };
}
