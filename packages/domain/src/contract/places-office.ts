import { z } from 'zod';
import { PLACE_TYPE_IDS, PLACE_TYPE_NAMES } from '../constants';
import { ruleIssue } from '../errors';
import { multiline } from '../text-input';
import { link, optionalText, recordId, requiredText } from './common';
import { booleanFilter, listPage, listQuery } from './list';

// Places in the back-office (/api/v1/admin/places, PRODUCT_SPEC §3 "Place/hall"): halls, hotels,
// restaurants, sights and schools with their Czech and English name and description, where they are,
// what they offer and their photos. The hall's reporter has its own picker (/api/v1/admin/halls).

export const PLACE_TYPE_ID_VALUES = PLACE_TYPE_NAMES.map((name) => PLACE_TYPE_IDS[name]);
export const placeTypeId = z
  .number()
  .int()
  .refine((value) => (PLACE_TYPE_ID_VALUES as number[]).includes(value), ruleIssue('invalidValue'));

const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** When a hall is open on one tournament day (local time, `HH:MM`). */
export const openingHours = z
  .object({
    day: z.string().regex(CALENDAR_DATE),
    from: z.string().regex(TIME),
    to: z.string().regex(TIME),
  })
  .refine((hours) => hours.from < hours.to, { ...ruleIssue('invalidValue'), path: ['to'] });
export type OpeningHours = z.infer<typeof openingHours>;

const webLink = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value), ruleIssue('invalidValue'));

/** POST /admin/places and PUT /admin/places/{id}. */
export const placeInput = z
  .object({
    placeTypeId,
    code: optionalText(16),
    nameCs: requiredText(200),
    nameEn: requiredText(200),
    descriptionCs: multiline(optionalText(4000)),
    descriptionEn: multiline(optionalText(4000)),
    address: optionalText(500),
    lat: z.number().min(-90).max(90).nullable(),
    lng: z.number().min(-180).max(180).nullable(),
    link: webLink,
    isActive: z.boolean(),
    visibleOnMap: z.boolean(),
    defaultRefereeAccommodation: z.boolean(),
    allowedTrainingTypesIds: z.array(recordId).max(50),
    openingHours: z.array(openingHours).max(14),
  })
  .superRefine((place, ctx) => {
    // Coordinates come as a pair: a map needs both.
    if ((place.lat === null) !== (place.lng === null)) {
      ctx.addIssue({ code: 'custom', path: [place.lat === null ? 'lat' : 'lng'], ...ruleIssue('required') });
    }
    const days = new Set<string>();
    place.openingHours.forEach((hours, index) => {
      if (days.has(hours.day))
        ctx.addIssue({ code: 'custom', path: ['openingHours', index, 'day'], ...ruleIssue('duplicate') });
      days.add(hours.day);
    });
  });
export type PlaceInput = z.input<typeof placeInput>;
export type PlaceValues = z.output<typeof placeInput>;

export const placeFile = z.object({
  id: z.number(),
  url: z.string(),
  filename: z.string(),
  extension: z.string(),
  position: z.number(),
});
export type PlaceFile = z.infer<typeof placeFile>;

/** A place in the office list: its name in the user's language. */
export const adminPlace = z.object({
  id: z.number(),
  placeTypeId: z.number(),
  code: z.string().nullable(),
  name: z.string(),
  address: z.string().nullable(),
  isActive: z.boolean(),
  visibleOnMap: z.boolean(),
  matches: z.number(),
  links: z.array(link),
});
export type AdminPlace = z.infer<typeof adminPlace>;
export const placePage = listPage(adminPlace);

/** GET /admin/places/{id}: everything the form edits, the files and the hall's reporter (read only here). */
export const adminPlaceDetail = z.object({
  id: z.number(),
  placeTypeId: z.number(),
  code: z.string().nullable(),
  nameCs: z.string(),
  nameEn: z.string(),
  descriptionCs: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  link: z.string().nullable(),
  isActive: z.boolean(),
  visibleOnMap: z.boolean(),
  defaultRefereeAccommodation: z.boolean(),
  allowedTrainingTypesIds: z.array(z.number()),
  openingHours: z.array(openingHours),
  files: z.array(placeFile),
  /** A hall's reporter: set on /admin/halls. */
  reporterId: z.number().nullable(),
  matches: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  links: z.array(link),
});
export type AdminPlaceDetail = z.infer<typeof adminPlaceDetail>;

export const placeListQuery = listQuery({
  sort: ['code', 'name', 'type'],
  filters: {
    placeTypeId: z.coerce.number().int().optional(),
    isActive: booleanFilter,
  },
});
export type PlaceListQuery = z.output<typeof placeListQuery>;

/** POST /admin/places/{id}/files: a file uploaded with POST /web/files (an image or a PDF). */
export const placeFileInput = z.object({ fileId: recordId });
/** PUT /admin/places/{id}/files/order: the place's file ids in their new order. */
export const placeFileOrder = z.object({ ids: z.array(recordId).max(200) });
