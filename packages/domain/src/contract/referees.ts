import { z } from 'zod';
import { REFEREE_PAYMENT_TYPES, REFEREE_SEXES, REGISTRATION_STATES } from '../constants';

export {
  REFEREE_PAYMENT_TYPES,
  REFEREE_SEXES,
  REGISTRATION_STATES,
  type RefereePaymentType,
  type RefereeSex,
  type RegistrationState,
} from '../constants';

/** A day's hall of a referee. */
export const refereeInHall = z.object({
  /** YYYY-MM-DD */
  day: z.string(),
  placeId: z.number(),
});
export type RefereeInHall = z.infer<typeof refereeInHall>;

/**
 * A full referee registration (PRODUCT_SPEC §3 "Referee registration"), with contact, accommodation
 * and bank details: only for the referee's own user and for admins. Everyone else sees the public
 * referee of the competition contract.
 */
export const refereeRegistration = z.object({
  id: z.number(),
  /** The account that registered the referee. */
  userId: z.number().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  birthYear: z.number(),
  sex: z.enum(REFEREE_SEXES),
  email: z.string(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  countryId: z.number(),
  highestCompetition: z.string().nullable(),
  colleagueRefereeId: z.number().nullable(),
  colleagueRefereeRequested: z.boolean(),
  tshirtSizeId: z.number().nullable(),
  refereeProjectId: z.number().nullable(),
  refereeProjectName: z.string().nullable(),
  accommodationPlaceId: z.number().nullable(),
  wantsAccommodation: z.boolean(),
  wantsSingleRoom: z.boolean(),
  accompanimentPersons: z.number(),
  mealVouchers: z.number(),
  registrationNote: z.string().nullable(),
  /** YYYY-MM-DD; nights are the whole days between arrival and departure. */
  arrivalDate: z.string().nullable(),
  departureDate: z.string().nullable(),
  refereeInHalls: z.array(refereeInHall),
  agreeToTerms: z.boolean(),
  registrationState: z.enum(REGISTRATION_STATES),
  paymentType: z.enum(REFEREE_PAYMENT_TYPES).nullable(),
  accountPrefix: z.string().nullable(),
  accountNumber: z.string().nullable(),
  bankCode: z.string().nullable(),
  iban: z.string().nullable(),
  bicOrSwiftCode: z.string().nullable(),
  accountHoldersName: z.string().nullable(),
  accountStreet: z.string().nullable(),
  accountCity: z.string().nullable(),
  accountZip: z.string().nullable(),
  accountCountryId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RefereeRegistration = z.infer<typeof refereeRegistration>;
