import { z } from 'zod';
import { translation } from './common';

export const configurationEntry = z.object({
  key: z.string(),
  dataType: z.enum(['string', 'integer', 'float', 'datetime', 'boolean']),
  value: z.string().nullable(),
  format: z.string().nullable(),
  label: z.string().nullable(),
  description: z.string().nullable(),
});
export type ConfigurationEntry = z.infer<typeof configurationEntry>;

export const region = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type Region = z.infer<typeof region>;

export const country = z.object({
  id: z.number(),
  countryCode: z.string(),
  currencyCode: z.string().nullable(),
  languageCode: z.string().nullable(),
  createdAt: z.string(),
  regions: z.array(region),
  translations: z.array(translation),
  /** An inactive country is offered to no new registration; the clubs and referees that have it keep it. */
  isActive: z.boolean(),
});
export type Country = z.infer<typeof country>;

export const pricelistItem = z.object({
  id: z.number(),
  unit: z.string(),
  priceEur: z.number(),
  priceCzk: z.number(),
  nameCs: z.string(),
  nameEn: z.string(),
  availabilityFilter: z.string().nullable(),
  cateringType: z.string().nullable(),
  cateringTypeId: z.number().nullable(),
  serviceTypeId: z.number().nullable(),
  serviceLevelId: z.number().nullable(),
  supplierId: z.number().nullable(),
  separateInvoice: z.boolean(),
  isSystem: z.boolean(),
  singleRoomAvailable: z.boolean(),
  handballRestaurantAvailable: z.boolean(),
  vipPartyAvailable: z.boolean(),
  translations: z.array(z.object({ locale: z.string(), name: z.string() })),
  /** An inactive item is offered to no new booking; registrations and invoices that have it keep it. */
  isActive: z.boolean(),
});
export type PricelistItem = z.infer<typeof pricelistItem>;

/** An inactive service level is offered to no new team; the teams that have it keep it. */
export const serviceLevel = z.object({ id: z.number(), name: z.string(), isActive: z.boolean() });
export const teamCategory = z.object({
  id: z.number(),
  code: z.string(),
  gender: z.enum(['male', 'female']),
  birthDateMin: z.string(),
  birthDateMax: z.string().nullable(),
  matchLength: z.number(),
  weight: z.number(),
  /** The category's own match roster limits; null: the configured ones (match-roster.categoryRosterLimits). */
  rosterPlayersMin: z.number().nullable(),
  rosterPlayersMax: z.number().nullable(),
  rosterLeadersMin: z.number().nullable(),
  rosterLeadersMax: z.number().nullable(),
  /** Players of the other gender its teams may include (eligibility.CategoryData.otherGenderMax). */
  otherGenderMax: z.number(),
  /** An inactive category is offered to no new team and listed on no public page; its teams keep it. */
  isActive: z.boolean(),
});
export type TeamCategory = z.infer<typeof teamCategory>;
export const tshirtSize = z.object({ id: z.number(), code: z.string() });
export const trainingType = z.object({ id: z.number(), code: z.string(), nameCs: z.string(), nameEn: z.string() });

/** GET /api/v1/web/enums */
/**
 * Settings of the installation (server environment) the web app needs: a Matomo-compatible tracker
 * (its base URL ending in '/', and the site id) and the image proxy address; null when not set.
 */
export const siteSettings = z.object({
  analytics: z.object({ url: z.string(), siteId: z.string() }).nullable(),
  imageProxyUrl: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** The edition the enumerations belong to (the current one, or the year asked for). */
export const enumsEdition = z.object({
  year: z.number().int(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  isCurrent: z.boolean(),
});

export const enumsBundle = z.object({
  edition: enumsEdition,
  configurations: z.array(configurationEntry),
  countries: z.array(country),
  pricelistItems: z.array(pricelistItem),
  serviceLevels: z.array(serviceLevel),
  teamCategories: z.array(teamCategory),
  trainingTypes: z.array(trainingType),
  tshirtSizes: z.array(tshirtSize),
  site: siteSettings,
});
export type EnumsBundle = z.infer<typeof enumsBundle>;
