import { z } from 'zod';
import { ERROR_CODES, FIELD_MESSAGE_KEYS } from '../errors';

export const fieldMessage = z.object({
  key: z.enum(FIELD_MESSAGE_KEYS),
  params: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Error body of every failed call (DESIGN.md §3): a code of the closed list in `errors.ts`, an English
 * message, field messages by dotted path for validation errors, and details of the code (e.g. `code: 104`).
 */
export const errorBody = z
  .object({
    error: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), fieldMessage).optional(),
  })
  .catchall(z.unknown());
export type ErrorBody = z.infer<typeof errorBody>;

/** The body of 204 and 304 answers. */
export const noBody = z.null();

/** An acknowledgement without data. */
export const emptyBody = z.object({});

/** How a record id is written in a path or query: digits only, no sign, no leading zero, no exponent or hex. */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** A record id read from a path or query; `0x10`, `1e3`, `+1`, `01` and ` 1` are refused, not read as numbers. */
export const idString = z.string().regex(ID_PATTERN).transform(Number).pipe(z.number().int().max(2_147_483_647));

export const idParam = z.object({ id: idString });

export const translation = z.object({
  id: z.number(),
  locale: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Translation = z.infer<typeof translation>;

/** An operation the current user may perform on a record (DESIGN.md §3): the web offers it only when present. */
export const link = z.object({
  operationId: z.string(),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  href: z.string(),
});
export type Link = z.infer<typeof link>;

// ---- building blocks of form bodies (club and referee registrations) ----------------------------

/** A record id in a body: a positive 32-bit integer. */
export const recordId = z.number().int().positive().max(2_147_483_647);
/** A record id that may be left out: null. */
export const optionalRecordId = recordId.nullish().transform((value) => value ?? null);
/** Text that must be filled in (trimmed). */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** Empty or blank text is no value: stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
