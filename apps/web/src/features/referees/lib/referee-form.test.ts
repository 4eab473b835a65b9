import { refereeRegistrationInput } from '@tms/domain/contract/referees';
import { describe, expect, it } from 'vitest';
import { hallsByDay, newRefereeForm, refereeFormOf } from './referee-form';

describe('referee form values', () => {
  it('start with the account and parse to a body once filled in', () => {
    const values = newRefereeForm({ firstName: 'Eva', lastName: 'Malá', username: 'eva@example.com' });
    expect(values).toMatchObject({ firstName: 'Eva', email: 'eva@example.com', agreeToTerms: false, iban: '' });
    const body = refereeRegistrationInput.parse({
      ...values,
      birthYear: 1990,
      sex: 'female',
      phone: '+420601123456',
      countryId: 1,
      arrivalDate: '2025-04-17',
      departureDate: '2025-04-18',
      agreeToTerms: true,
    });
    // Empty texts are no values.
    expect(body).toMatchObject({ street: null, iban: null, registrationNote: null, mealVouchers: 0 });
  });

  it('edit a stored registration with its texts as typed and drop what the body does not take', () => {
    const values = refereeFormOf({
      ...newRefereeForm({ firstName: 'A', lastName: 'B', username: 'a@example.com' }),
      id: 5,
      userId: 1,
      birthYear: 1980,
      sex: 'male',
      phone: '+420601123456',
      street: null,
      city: 'Brno',
      zip: null,
      countryId: 1,
      agreeToTerms: true,
      highestCompetition: null,
      refereeProjectName: null,
      accountPrefix: null,
      accountNumber: '2000145399',
      bankCode: '0800',
      iban: null,
      bicOrSwiftCode: null,
      accountHoldersName: 'A B',
      accountStreet: null,
      accountCity: null,
      accountZip: null,
      registrationNote: null,
      arrivalDate: '2025-04-17',
      departureDate: '2025-04-21',
      paymentType: 'czk_payment',
      registrationState: 'new',
      refereeInHalls: [],
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
    } as never);
    expect(values).toMatchObject({ phone: '+420601123456', street: '', city: 'Brno', accountNumber: '2000145399' });
    expect(refereeRegistrationInput.safeParse(values).data).not.toHaveProperty('registrationState');
  });

  it('list halls per day, each day once', () => {
    expect(
      hallsByDay([
        { day: '2025-04-19', placeId: 3 },
        { day: '2025-04-18', placeId: 1 },
        { day: '2025-04-18', placeId: 2 },
        { day: '2025-04-18', placeId: 1 },
      ]),
    ).toEqual([
      { day: '2025-04-18', placeIds: [1, 2] },
      { day: '2025-04-19', placeIds: [3] },
    ]);
  });
});
