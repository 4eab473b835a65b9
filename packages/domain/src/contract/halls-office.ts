import { z } from 'zod';
import { booleanFilter, listPage, listQuery } from './list';
import { recordId } from './common';

// Halls in the back-office (/api/v1/admin/halls): who reports each hall's matches. The reporter is
// kept in the hall's data as `hall_reporter` (PRODUCT_SPEC §3 "Place/hall"); that user then finds
// the hall under /reporter.

export const hallListQuery = listQuery({
  sort: ['name', 'code'],
  filters: {
    /** true: halls with a reporter; false: halls still without one. */
    hasReporter: booleanFilter,
  },
});
export type HallListQuery = z.output<typeof hallListQuery>;

export const hallReporter = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type HallReporter = z.infer<typeof hallReporter>;

export const adminHall = z.object({
  id: z.number(),
  code: z.string().nullable(),
  /** In the user's language, with the other one as fallback. */
  name: z.string(),
  isActive: z.boolean(),
  reporter: hallReporter.nullable(),
});
export type AdminHall = z.infer<typeof adminHall>;
export const hallPage = listPage(adminHall);

/** GET /admin/halls/reporters: the users with the reporter role, who may be a hall's reporter. */
export const hallReporterCandidates = z.array(hallReporter);

/** PUT /admin/halls/{id}/reporter: a user with the reporter role, or null for nobody. */
export const hallReporterInput = z.object({ userId: recordId.nullable() });
export type HallReporterInput = z.input<typeof hallReporterInput>;
