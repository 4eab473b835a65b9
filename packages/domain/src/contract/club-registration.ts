import { z } from 'zod';
import { clubStay } from './accommodation';
import { multiline } from '../text-input';
import { nights } from '../calendar-date';
import { REGISTRATION_STATES } from '../constants';
import { ruleIssue } from '../errors';
import { CURRENCIES } from '../money';
import { formatPhone, isValidPhone } from '../phone';
import { link, optionalRecordId, optionalText, recordId, requiredText } from './common';

export { REGISTRATION_STATES, type RegistrationState } from '../constants';

// The club zone's contract (DESIGN.md §3 "Club zone", PRODUCT_SPEC §2 club area and §3 Registration):
// the registration form's body (one schema for the server and the web form kit), the registration
// as read back, uploaded files, and the club detail with its finance and links. Amounts travel as
// exact decimal strings with two places ('1234.50'), never as floating point numbers.

const id = recordId;
const optionalId = optionalRecordId;

/** A person count; missing or empty is 0 (PRODUCT_SPEC §3 "Before sending, missing or empty person counts are 0"). */
export const personCount = z
  .number()
  .int()
  .min(0)
  .max(9999)
  .nullish()
  .transform((value) => value ?? 0);

/** `YYYY-MM-DD`, a day that exists. */
const calendarDate = z.iso.date();

/** Limits of the form's lists. */
export const CLUB_REGISTRATION_LIMITS = { teams: 60, extraPersons: 60, files: 20 } as const;
export const RETURNING_LIMITS = { participants: 2000 } as const;

/** Person counts and the package of a team or an extra person. */
const partyInput = {
  /** Accommodation package (pricelist item of service type 1 or 2); null: none. */
  bundlePricelistItemId: optionalId,
  /** Persons in the package. */
  bundlePersons: personCount,
  /** Persons with the Monday lunch in the handball restaurant. */
  handballPersons: personCount,
  vipPartyPersons: personCount,
  /** Of the package's persons, those in single rooms (only where the package offers them). */
  singleRoomPersons: personCount,
};

/** A team of the registration form; `id` names an existing team, absent for a new one. */
export const clubRegistrationTeamInput = z.object({
  id: optionalId,
  teamCategoryId: id,
  /** Own name; empty: club name plus roman team number. */
  name: optionalText(100),
  /** Service level whose team fee applies; null: the generic fee. */
  teamStartServiceLevelId: optionalId,
  /** Last year's team this row continues (a returning club's new registration); its people come along. */
  previousTeamId: optionalId,
  ...partyInput,
});
export type ClubRegistrationTeamInput = z.input<typeof clubRegistrationTeamInput>;

/** Extra persons (parents, drivers, officials outside the teams); `id` names an existing entry. */
export const extraPersonInput = z.object({ id: optionalId, ...partyInput });
export type ExtraPersonInput = z.input<typeof extraPersonInput>;

/** The billing fields asked only with a different billing address. */
export const BILLING_ADDRESS_FIELDS = [
  'invoiceSubjectName',
  'invoiceStreet',
  'invoiceCity',
  'invoiceZip',
  'invoiceCountryId',
] as const;

/**
 * Body of POST /club-registrations and PUT /club-registrations/{id}. Sections of the form: club and
 * address; country and region; tournament contact; arrival and departure; teams; extra persons;
 * different billing address; uploaded files; note; terms.
 */
export const clubRegistrationInput = z
  .object({
    // club and address
    name: requiredText(120),
    street: requiredText(200),
    city: requiredText(100),
    zip: requiredText(20),
    // country and region (always changeable, PRODUCT_SPEC §4)
    countryId: id,
    regionId: optionalId,
    // tournament contact
    tournamentContactFirstName: requiredText(100),
    tournamentContactLastName: requiredText(100),
    /** International format with a + prefix; stored in the spaced international form. */
    tournamentContactPhone: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .refine((value) => isValidPhone(value), ruleIssue('phoneInvalid'))
      .transform((value) => formatPhone(value) ?? value),
    // stay: nights are the whole days between arrival and departure
    arrivalDate: calendarDate,
    departureDate: calendarDate,
    // Missing teams or terms answer the texts of PRODUCT_SPEC §5, not a bare `required`.
    teams: z
      .array(clubRegistrationTeamInput)
      .max(CLUB_REGISTRATION_LIMITS.teams)
      .nullish()
      .transform((teams) => teams ?? [])
      .refine((teams) => teams.length > 0, ruleIssue('teamsRequired')),
    extraPersons: z.array(extraPersonInput).max(CLUB_REGISTRATION_LIMITS.extraPersons).default([]),
    // different billing address
    differentBillingAddress: z.boolean().default(false),
    invoiceSubjectName: optionalText(200),
    invoiceStreet: optionalText(200),
    invoiceCity: optionalText(100),
    invoiceZip: optionalText(20),
    invoiceCountryId: optionalId,
    /** Company id (IČO). */
    tin: optionalText(20),
    /** VAT id (DIČ). */
    vatin: optionalText(20),
    /** Ids of files uploaded with POST /files (or already attached); the complete list. */
    uploadedFilesId: z.array(id).max(CLUB_REGISTRATION_LIMITS.files).default([]),
    registrationNote: multiline(optionalText(2000)),
    agreeToTerms: z
      .boolean()
      .nullish()
      .transform((value) => value === true)
      .refine((value) => value, ruleIssue('termsRequired')),
    /**
     * A returning club's new registration: the people of last year's club (edition `year`) taken over
     * into the club roster, each with last year's roles on the teams that continue them.
     */
    returning: z
      .object({ year: z.number().int(), participantIds: z.array(id).max(RETURNING_LIMITS.participants) })
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    if (nights(value.arrivalDate, value.departureDate) === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['departureDate'],
        input: value.departureDate,
        ...ruleIssue('departureBeforeArrival'),
      });
    }
    if (!value.differentBillingAddress) return;
    for (const field of BILLING_ADDRESS_FIELDS) {
      // Missing input makes the domain's mapping answer `required`.
      if (value[field] === null) ctx.addIssue({ code: 'custom', path: [field], input: undefined });
    }
  });
export type ClubRegistrationInput = z.input<typeof clubRegistrationInput>;
export type ClubRegistrationData = z.output<typeof clubRegistrationInput>;

// ---- responses --------------------------------------------------------------------------------

/** An exact amount with two decimals and a dot: '1234.50'. */
export const decimalAmount = z.string();
export const currency = z.enum(CURRENCIES);

/** 201 of POST /files; also the registration's `files`. `url` downloads it (GET /files/{id}). */
export const uploadedFile = z.object({
  id: z.number(),
  url: z.string(),
  filename: z.string(),
  extension: z.string(),
  mimeType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** Upload limits of POST /files: larger files answer 413, other types 415. */
export const FILE_UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  extensions: ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'doc', 'docx', 'xls', 'xlsx', 'odt', 'ods', 'txt', 'csv'],
} as const;

const partyOutput = {
  bundlePricelistItemId: z.number().nullable(),
  bundlePersons: z.number(),
  handballPersons: z.number(),
  vipPartyPersons: z.number(),
  singleRoomPersons: z.number(),
  /** Assigned by the organiser (accommodation): halls and classrooms as text, the accommodation place. */
  halls: z.array(z.string()),
  classrooms: z.array(z.string()),
  placeId: z.number().nullable(),
};

/** Team (registration), PRODUCT_SPEC §3. */
export const registrationTeam = z.object({
  id: z.number(),
  clubId: z.number(),
  name: z.string().nullable(),
  /** Own name or club name plus roman team number. */
  displayName: z.string(),
  teamNumber: z.number(),
  teamCategoryId: z.number(),
  teamCategoryCode: z.string(),
  /** Preliminary group once drawn. */
  groupId: z.number().nullable(),
  teamStartServiceLevelId: z.number().nullable(),
  ...partyOutput,
});
export type RegistrationTeam = z.infer<typeof registrationTeam>;

export const extraPerson = z.object({ id: z.number(), ...partyOutput });
export type ExtraPerson = z.infer<typeof extraPerson>;

/** Invoice item, PRODUCT_SPEC §3: system items are derived from the registration, manual ones kept. */
export const invoiceItem = z.object({
  id: z.number(),
  clubId: z.number(),
  invoiceId: z.number().nullable(),
  isSystem: z.boolean(),
  /** teamFee, package, singleRoom, mondayLunch, vipParty or manual. */
  role: z.string(),
  name: z.string(),
  nameCs: z.string(),
  nameEn: z.string(),
  quantity: z.number(),
  /** person, night or team. */
  unitType: z.string(),
  currency,
  unitPrice: decimalAmount,
  /** Percent, e.g. '10.00'. */
  discountPercent: decimalAmount,
  discount: decimalAmount,
  total: decimalAmount,
  pricelistItemId: z.number().nullable(),
  supplierId: z.number().nullable(),
  separateInvoice: z.boolean(),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'card'] as const;

/** Payment, PRODUCT_SPEC §3. `orderAmount` counts towards the bill in its currency. */
export const payment = z.object({
  id: z.number(),
  clubId: z.number(),
  supplierId: z.number().nullable(),
  /** The invoice it was paid for, when known. */
  invoiceId: z.number().nullable(),
  paymentDate: z.string(),
  orderAmount: decimalAmount,
  orderAmountCurrency: currency,
  receivedAmount: decimalAmount,
  receivedAmountCurrency: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  cashReceivedById: z.number().nullable(),
  note: z.string().nullable(),
  accountingDocumentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof payment>;

/** An invoice of the club: one per supplier, and one per item billed separately (the VIP party). */
export const invoiceSummary = z.object({
  id: z.number(),
  number: z.string(),
  /** GET /clubs/{clubId}/invoices/{id}: the PDF. */
  url: z.string(),
  supplierId: z.number().nullable(),
  supplierName: z.string().nullable(),
  separate: z.boolean(),
  currency,
  variableSymbol: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  total: decimalAmount,
  paid: decimalAmount,
  rest: decimalAmount,
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** What the club owes: to pay (the bill), paid (payments counted in the bill's currency) and the rest. */
export const finance = z.object({
  currency,
  toPay: decimalAmount,
  paid: decimalAmount,
  rest: decimalAmount,
  invoices: z.array(invoiceSummary),
});
export type Finance = z.infer<typeof finance>;

/** What the current user may change now (windows of PRODUCT_SPEC §4 and the user's roles). */
export const registrationEditable = z.object({
  /** Club, contact, stay, extra persons, billing, files, note: inside the update window. */
  registration: z.boolean(),
  /** Create, change or delete teams: before club_team_add_till. */
  teams: z.boolean(),
  /** Always. */
  countryAndRegion: z.boolean(),
});

/** GET /club-registrations/{id} (and the answer of create and update): the registration, id = club id. */
export const clubRegistration = z.object({
  id: z.number(),
  registrationState: z.enum(REGISTRATION_STATES),
  name: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  countryId: z.number(),
  regionId: z.number().nullable(),
  tournamentContactFirstName: z.string().nullable(),
  tournamentContactLastName: z.string().nullable(),
  tournamentContactPhone: z.string().nullable(),
  arrivalDate: z.string().nullable(),
  departureDate: z.string().nullable(),
  teams: z.array(registrationTeam),
  extraPersons: z.array(extraPerson),
  differentBillingAddress: z.boolean(),
  invoiceSubjectName: z.string().nullable(),
  invoiceStreet: z.string().nullable(),
  invoiceCity: z.string().nullable(),
  invoiceZip: z.string().nullable(),
  invoiceCountryId: z.number().nullable(),
  tin: z.string().nullable(),
  vatin: z.string().nullable(),
  files: z.array(uploadedFile),
  uploadedFilesId: z.array(z.number()),
  registrationNote: z.string().nullable(),
  /** The office's note: only admins see it (null for everyone else). */
  internalNote: z.string().nullable(),
  agreeToTerms: z.boolean(),
  /** The user who registered the club. */
  clubAdmin: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  invoiceItems: z.array(invoiceItem),
  payments: z.array(payment),
  finance,
  /** club_registration_edit_till and club_team_add_till; null: no end. */
  editableUntil: z.string().nullable(),
  teamsEditableUntil: z.string().nullable(),
  editable: registrationEditable,
  links: z.array(link),
});
export type ClubRegistration = z.infer<typeof clubRegistration>;

/** A team on the club detail; `links`: getTeamMatchPlan and listClubParticipants (its roster). */
export const clubDetailTeam = registrationTeam.extend({ links: z.array(link) });
export type ClubDetailTeam = z.infer<typeof clubDetailTeam>;

/**
 * GET /clubs/{id}: the cards of the club detail (PRODUCT_SPEC §2). `finance` is null for users who
 * see the club without its finance (team admins); `teams` are all teams for club admins and admins,
 * the administered ones for team admins.
 */
export const clubDetail = z.object({
  club: z.object({
    id: z.number(),
    name: z.string(),
    street: z.string().nullable(),
    city: z.string().nullable(),
    zip: z.string().nullable(),
    countryId: z.number(),
    countryCode: z.string(),
    regionId: z.number().nullable(),
  }),
  registration: z.object({
    id: z.number(),
    registrationState: z.enum(REGISTRATION_STATES),
    /** The registration date. */
    createdAt: z.string(),
    updatedAt: z.string(),
    editableUntil: z.string().nullable(),
    teamsEditableUntil: z.string().nullable(),
    editable: registrationEditable,
  }),
  /** Club roster: participants entered of those the teams' packages expect. */
  roster: z.object({ entered: z.number(), expected: z.number() }),
  finance: finance.nullable(),
  teams: z.array(clubDetailTeam),
  extraPersons: z.array(extraPerson),
  /** Whether the user administers the club (its users, registration and finance). */
  isClubAdmin: z.boolean(),
  /** Where the visible teams and extra persons sleep; null (or absent) while show_accommodation_in_clubzone is off. */
  accommodation: z.array(clubStay).nullable().optional(),
  links: z.array(link),
});
export type ClubDetail = z.infer<typeof clubDetail>;
