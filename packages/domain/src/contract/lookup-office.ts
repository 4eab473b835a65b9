import { z } from 'zod';
import { ACCOMMODATION_KINDS } from '../accommodation';
import { ruleIssue } from '../errors';
import { CURRENCIES } from '../money';
import { SERVICE_TYPE } from '../pricelist';
import { link, optionalRecordId, optionalText, recordId, requiredText } from './common';
import { booleanFilter, listPage, listQuery } from './list';

// Lookup lists in the back-office (/api/v1/admin/team-categories, service-levels, pricelist-items,
// countries): the data that changes every edition. Every list has the same shape: a paged, searched
// list with its CSV/XLSX export, a detail, create, update, and delete only while nothing uses the
// record (409 `in_use`; deactivate it instead).

const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const calendarDate = z.string().regex(CALENDAR_DATE);
/** A date that may be left empty (a form's empty input): null. */
const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || CALENDAR_DATE.test(value), ruleIssue('invalidValue'));
const count = (max: number) => z.number().int().min(0).max(max);
const optionalCount = (max: number) => count(max).nullable();

export const lookupListQuery = listQuery({
  sort: ['name', 'id'],
  filters: { isActive: booleanFilter },
});
export type LookupListQuery = z.output<typeof lookupListQuery>;

/** Records of every lookup list carry `links` (update, delete) like the other office records. */
const withLinks = { links: z.array(link) };

// ---- team categories ---------------------------------------------------------------------------------

/**
 * POST|PUT /admin/team-categories: code, gender, birth-date limits, match length (per round level
 * where it differs), match roster limits (null: the configured defaults) and how many players of
 * the other gender a team may include (DESIGN.md §4: MD/ME 3 girls, WE 3 boys; 0 elsewhere).
 */
export const teamCategoryInput = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(8)
      .refine((value) => /^[A-Za-z0-9-]+$/.test(value), ruleIssue('invalidValue'))
      .transform((value) => value.toUpperCase()),
    gender: z.enum(['male', 'female']),
    birthDateMin: calendarDate,
    birthDateMax: optionalDate,
    matchLength: z.number().int().min(1).max(120),
    matchLengthByRoundLevel: z
      .array(z.object({ roundLevelId: recordId, minutes: z.number().int().min(1).max(120) }))
      .max(20),
    weight: z.number().int().min(0).max(1000),
    maxTeams: optionalCount(1000),
    otherGenderMax: count(20),
    rosterPlayersMin: optionalCount(99),
    rosterPlayersMax: optionalCount(99),
    rosterLeadersMin: optionalCount(99),
    rosterLeadersMax: optionalCount(99),
    isActive: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.birthDateMax !== null && value.birthDateMax < value.birthDateMin) {
      ctx.addIssue({ code: 'custom', path: ['birthDateMax'], ...ruleIssue('min', { min: value.birthDateMin }) });
    }
    for (const [min, max] of [
      ['rosterPlayersMin', 'rosterPlayersMax'],
      ['rosterLeadersMin', 'rosterLeadersMax'],
    ] as const) {
      const low = value[min];
      const high = value[max];
      if (low !== null && high !== null && high < low) {
        ctx.addIssue({ code: 'custom', path: [max], ...ruleIssue('min', { min: low }) });
      }
    }
    const levels = value.matchLengthByRoundLevel.map((entry) => entry.roundLevelId);
    levels.forEach((id, index) => {
      if (levels.indexOf(id) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: ['matchLengthByRoundLevel', index, 'roundLevelId'],
          ...ruleIssue('duplicate'),
        });
      }
    });
  });
export type TeamCategoryInput = z.input<typeof teamCategoryInput>;
export type TeamCategoryValues = z.output<typeof teamCategoryInput>;

export const adminTeamCategory = z.object({
  id: z.number(),
  code: z.string(),
  gender: z.enum(['male', 'female']),
  birthDateMin: z.string(),
  birthDateMax: z.string().nullable(),
  matchLength: z.number(),
  matchLengthByRoundLevel: z.array(z.object({ roundLevelId: z.number(), minutes: z.number() })),
  weight: z.number(),
  maxTeams: z.number().nullable(),
  otherGenderMax: z.number(),
  rosterPlayersMin: z.number().nullable(),
  rosterPlayersMax: z.number().nullable(),
  rosterLeadersMin: z.number().nullable(),
  rosterLeadersMax: z.number().nullable(),
  isActive: z.boolean(),
  teams: z.number(),
  ...withLinks,
});
export type AdminTeamCategory = z.infer<typeof adminTeamCategory>;
export const teamCategoryPage = listPage(adminTeamCategory);

// ---- service levels ---------------------------------------------------------------------------------

export const serviceLevelInput = z.object({ name: requiredText(100), isActive: z.boolean() });
export type ServiceLevelInput = z.input<typeof serviceLevelInput>;
export const adminServiceLevel = z.object({ id: z.number(), name: z.string(), isActive: z.boolean(), ...withLinks });
export type AdminServiceLevel = z.infer<typeof adminServiceLevel>;
export const serviceLevelPage = listPage(adminServiceLevel);

// ---- pricelist items --------------------------------------------------------------------------------

export const PRICELIST_UNITS = ['person', 'night', 'team', 'piece'] as const;

/** A price with at most two decimals and a dot, 0 or more. */
export const priceText = z
  .string()
  .trim()
  .refine((value) => /^\d{1,8}(\.\d{1,2})?$/.test(value), ruleIssue('amountInvalid'));

/**
 * POST|PUT /admin/pricelist-items. A price change applies to items derived after it: invoice items
 * keep the unit price they were derived with, so an issued invoice never changes.
 */
export const pricelistItemInput = z
  .object({
    nameCs: requiredText(200),
    nameEn: requiredText(200),
    unit: z.enum(PRICELIST_UNITS),
    priceCzk: priceText,
    priceEur: priceText,
    supplierId: optionalRecordId,
    serviceTypeId: optionalRecordId,
    serviceLevelId: optionalRecordId,
    cateringType: optionalText(50),
    availabilityFilter: optionalText(200),
    singleRoomAvailable: z.boolean(),
    handballRestaurantAvailable: z.boolean(),
    vipPartyAvailable: z.boolean(),
    separateInvoice: z.boolean(),
    isActive: z.boolean(),
    /**
     * Where the package sleeps ('hotel' or 'school'); the accommodation proposal places its parties
     * only in places of that kind. Only an accommodation package has one; left out: none.
     */
    accommodationKind: z
      .enum(ACCOMMODATION_KINDS)
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((item, ctx) => {
    if (item.accommodationKind !== null && item.serviceTypeId !== SERVICE_TYPE.accommodationBundle)
      ctx.addIssue({
        code: 'custom',
        path: ['accommodationKind'],
        input: item.accommodationKind,
        ...ruleIssue('accommodationKindNotPackage'),
      });
  });
export type PricelistItemInput = z.input<typeof pricelistItemInput>;
export type PricelistItemValues = z.output<typeof pricelistItemInput>;

export const adminPricelistItem = z.object({
  id: z.number(),
  nameCs: z.string(),
  nameEn: z.string(),
  unit: z.string(),
  /** Exact decimal strings. */
  priceCzk: z.string(),
  priceEur: z.string(),
  supplierId: z.number().nullable(),
  serviceTypeId: z.number().nullable(),
  serviceLevelId: z.number().nullable(),
  cateringType: z.string().nullable(),
  availabilityFilter: z.string().nullable(),
  singleRoomAvailable: z.boolean(),
  handballRestaurantAvailable: z.boolean(),
  vipPartyAvailable: z.boolean(),
  separateInvoice: z.boolean(),
  isSystem: z.boolean(),
  isActive: z.boolean(),
  accommodationKind: z.enum(ACCOMMODATION_KINDS).nullable(),
  ...withLinks,
});
export type AdminPricelistItem = z.infer<typeof adminPricelistItem>;
export const pricelistItemPage = listPage(adminPricelistItem);

// ---- countries --------------------------------------------------------------------------------------

export const regionInput = z.object({ code: requiredText(16), name: requiredText(200) });

/** POST|PUT /admin/countries: the currency decides what a club of the country pays in (CZK or EUR). */
export const countryInput = z
  .object({
    countryCode: z
      .string()
      .trim()
      .refine((value) => /^[A-Za-z]{2}$/.test(value), ruleIssue('invalidValue'))
      .transform((value) => value.toUpperCase()),
    currencyCode: z.enum(CURRENCIES),
    languageCode: optionalText(5),
    nameCs: requiredText(200),
    nameEn: requiredText(200),
    regions: z.array(regionInput).max(100),
    isActive: z.boolean(),
  })
  .superRefine((value, ctx) => {
    const codes = value.regions.map((region) => region.code);
    codes.forEach((code, index) => {
      if (codes.indexOf(code) !== index) {
        ctx.addIssue({ code: 'custom', path: ['regions', index, 'code'], ...ruleIssue('duplicate') });
      }
    });
  });
export type CountryInput = z.input<typeof countryInput>;
export type CountryValues = z.output<typeof countryInput>;

export const adminCountry = z.object({
  id: z.number(),
  countryCode: z.string(),
  currencyCode: z.string().nullable(),
  languageCode: z.string().nullable(),
  nameCs: z.string(),
  nameEn: z.string(),
  regions: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
  isActive: z.boolean(),
  clubs: z.number(),
  ...withLinks,
});
export type AdminCountry = z.infer<typeof adminCountry>;
export const countryPage = listPage(adminCountry);
