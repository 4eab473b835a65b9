import { z } from 'zod';

/** Error body of every failed call (DESIGN.md §3). */
export const errorBody = z
  .object({
    error: z.string(),
    message: z.string(),
    fields: z
      .record(z.string(), z.object({ key: z.string(), params: z.record(z.string(), z.unknown()).optional() }))
      .optional(),
  })
  .catchall(z.unknown());
export type ErrorBody = z.infer<typeof errorBody>;

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

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
