import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import type { ReporterHall } from '@tms/domain/contract/reporting';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { places } from '../../db/schema/index';
import type { SessionUser } from '../../plugins/session';
import { canReportMatch } from '../../policy';

/** Halls this user reports in: every active hall for super reporters and admins. */
export async function reporterHalls(db: Db, user: SessionUser): Promise<ReporterHall[]> {
  const halls = await db
    .select({ id: places.id, data: places.data })
    .from(places)
    .where(and(eq(places.placeTypeId, PLACE_TYPE_IDS.hall), eq(places.isActive, true)))
    .orderBy(asc(places.id));
  return halls.filter((hall) => canReportMatch(user, { hallData: hall.data })).map((hall) => ({ placeId: hall.id }));
}
