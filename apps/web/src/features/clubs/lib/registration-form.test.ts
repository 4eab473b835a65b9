import { fieldMessageFromIssue, type IssueLike } from '@tms/domain/errors';
import { describe, expect, it } from 'vitest';
import { PRICELIST, registrationFixture } from './fixtures.test-data';
import {
  clubPackages,
  emptyTeam,
  newRegistrationValues,
  pricelistItemName,
  registrationForm,
  registrationServerPath,
  registrationValues,
} from './registration-form';

const filled = () => ({
  ...newRegistrationValues(),
  name: 'HK Oslo',
  street: 'Storgata 1',
  city: 'Oslo',
  zip: '0155',
  countryId: 5,
  tournamentContactFirstName: 'Ola',
  tournamentContactLastName: 'Nordmann',
  tournamentContactPhone: '+4791234567',
  arrivalDate: '2025-04-17',
  departureDate: '2025-04-20',
  agreeToTerms: true,
});

describe('the registration form', () => {
  it('starts with one empty team and the terms not agreed, which the schema refuses with the spec texts', () => {
    const values = newRegistrationValues();
    expect(values.teams).toHaveLength(1);
    expect(values.agreeToTerms).toBe(false);
    // With its input, as the form's resolver sees every issue.
    const result = registrationForm.safeParse({ ...filled(), teams: [], agreeToTerms: false }, { reportInput: true });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), fieldMessageFromIssue(issue as IssueLike)]),
    );
    expect(messages.teams).toMatchObject({ key: 'teamsRequired' });
    expect(messages.agreeToTerms).toMatchObject({ key: 'termsRequired' });
  });

  it('sends empty person counts as 0 and empty optional texts as null', () => {
    const body = registrationForm.parse({ ...filled(), teams: [{ ...emptyTeam(), teamCategoryId: 3 }] });
    expect(body.teams[0]).toEqual({
      id: null,
      teamCategoryId: 3,
      name: null,
      teamStartServiceLevelId: null,
      previousTeamId: null,
      bundlePricelistItemId: null,
      bundlePersons: 0,
      handballPersons: 0,
      vipPartyPersons: 0,
      singleRoomPersons: 0,
    });
    expect(body).toMatchObject({ tin: null, registrationNote: null, tournamentContactPhone: '+47 91 23 45 67' });
  });

  it('asks for the billing address only with a different billing address', () => {
    const team = { ...emptyTeam(), teamCategoryId: 3 };
    expect(registrationForm.safeParse({ ...filled(), teams: [team] }).success).toBe(true);
    const result = registrationForm.safeParse({ ...filled(), teams: [team], differentBillingAddress: true });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'invoiceCity',
      'invoiceCountryId',
      'invoiceStreet',
      'invoiceSubjectName',
      'invoiceZip',
    ]);
  });

  it('fills the form of an existing registration so that sending it unchanged keeps its teams and persons', () => {
    const registration = registrationFixture();
    const values = registrationValues(registration);
    expect(values).toMatchObject({ name: 'HC Zlín', invoiceStreet: '', tin: '12345678', agreeToTerms: true });
    const body = registrationForm.parse(values);
    expect(body.teams).toEqual([
      {
        id: 7,
        teamCategoryId: 3,
        name: null,
        teamStartServiceLevelId: null,
        previousTeamId: null,
        bundlePricelistItemId: 1,
        bundlePersons: 12,
        handballPersons: 0,
        vipPartyPersons: 2,
        singleRoomPersons: 0,
      },
    ]);
    expect(body.extraPersons).toEqual([
      {
        id: 9,
        bundlePricelistItemId: 3,
        bundlePersons: 2,
        handballPersons: 0,
        vipPartyPersons: 0,
        singleRoomPersons: 0,
      },
    ]);
    expect(body).toMatchObject({ invoiceStreet: null, differentBillingAddress: false, uploadedFilesId: [] });
  });

  it('offers clubs only the packages meant for them, cheapest first, named in the language', () => {
    expect(clubPackages(PRICELIST).map((item) => item.id)).toEqual([2, 3, 1]);
    const school = PRICELIST[0];
    expect(pricelistItemName(school, 'cs')).toBe('Balíček škola');
    expect(pricelistItemName({ ...school, translations: [{ locale: 'en', name: 'School' }] }, 'en')).toBe('School');
  });

  it("puts the server's messages on the fields that show them, the rest above the submit button", () => {
    for (const shown of [
      'name',
      'teams',
      'agreeToTerms',
      'teams.1.singleRoomPersons',
      'extraPersons.0.bundlePersons',
    ]) {
      expect(registrationServerPath(shown)).toBe(shown);
    }
    for (const hidden of ['uploadedFilesId.0', 'teams.0.id', 'extraPersons.0.teamCategoryId', 'pricelist.7', 'x']) {
      expect(registrationServerPath(hidden)).toBeNull();
    }
  });
});
