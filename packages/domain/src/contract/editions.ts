import { z } from 'zod';
import { ruleIssue } from '../errors';

// Tournament editions: one per year. The super admin rolls the current edition into the next year
// (GET /api/v1/admin/editions/rollover previews it, POST /api/v1/admin/editions runs it).

export const edition = z.object({
  id: z.number().int(),
  year: z.number().int(),
  name: z.string(),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  isCurrent: z.boolean(),
  /** Teams, matches and finished matches of the edition. */
  teams: z.number().int(),
  matches: z.number().int(),
  finishedMatches: z.number().int(),
});
export type Edition = z.infer<typeof edition>;

export const editionList = z.object({ items: z.array(edition) });
export type EditionList = z.infer<typeof editionList>;

/** The new edition: its year, name and tournament days. */
export const rolloverInput = z
  .object({
    year: z.coerce.number().int().min(2000).max(2100),
    name: z.string().trim().min(1).max(100),
    startsOn: z.iso.date(),
    endsOn: z.iso.date(),
  })
  .refine((value) => value.endsOn >= value.startsOn, {
    path: ['endsOn'],
    ...ruleIssue('invalidValue'),
    message: 'The last day cannot be before the first day',
  });
export type RolloverInput = z.infer<typeof rolloverInput>;

/** What a rollover copies into the new edition (counts per table), what moves and what starts empty. */
export const EDITION_COPIED = ['teamCategories', 'categoryFormats', 'pricelistItems', 'configurations'] as const;
export const EDITION_EMPTY = [
  'clubs',
  'teams',
  'participants',
  'referees',
  'groups',
  'matches',
  'invoices',
  'payments',
  'accommodation',
  'catering',
  'training',
  'messages',
  'documents',
] as const;
/** Shared by every edition, so they carry over as they are: halls and places with their reporters, users, countries, translations. */
export const EDITION_SHARED = ['places', 'users', 'countries', 'translations'] as const;

export const rolloverPreview = z.object({
  source: edition,
  target: z.object({ year: z.number().int(), name: z.string(), startsOn: z.iso.date(), endsOn: z.iso.date() }),
  /** Days every configured date moves by: from the source's first day to the target's. */
  shiftDays: z.number().int(),
  /** Years every category's birth-date limits move by. */
  shiftYears: z.number().int(),
  /** The target year already has an edition: the rollover would be refused. */
  exists: z.boolean(),
  copied: z.array(z.object({ table: z.enum(EDITION_COPIED), count: z.number().int() })),
  categories: z.array(
    z.object({
      code: z.string(),
      before: z.object({ birthDateMin: z.iso.date(), birthDateMax: z.iso.date().nullable() }),
      after: z.object({ birthDateMin: z.iso.date(), birthDateMax: z.iso.date().nullable() }),
    }),
  ),
  dates: z.array(z.object({ key: z.string(), before: z.string(), after: z.string() })),
  /** What starts empty, with how much of it the source edition has. */
  empty: z.array(z.object({ table: z.enum(EDITION_EMPTY), sourceCount: z.number().int() })),
  shared: z.array(z.enum(EDITION_SHARED)),
});
export type RolloverPreview = z.infer<typeof rolloverPreview>;

export const rolloverPreviewQuery = rolloverInput;

export const rolloverResult = z.object({
  edition,
  copied: z.array(z.object({ table: z.enum(EDITION_COPIED), count: z.number().int() })),
});
export type RolloverResult = z.infer<typeof rolloverResult>;

/** The year of the edition a public read is of; without it, the current edition. */
export const editionQuery = z.object({ edition: z.coerce.number().int().min(2000).max(2100).optional() });

/** The editions the public may browse: the current one and every one with matches, newest first. */
export const publicEdition = z.object({
  year: z.number().int(),
  name: z.string(),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  isCurrent: z.boolean(),
});
export type PublicEdition = z.infer<typeof publicEdition>;
