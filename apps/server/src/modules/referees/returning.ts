import type { ReturningReferee } from '@tms/domain/contract/returning';
import { addDays } from '@tms/domain/editions';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { inEdition } from '../../db/edition-scope';
import type { SessionUser } from '../../plugins/session';
import { listRefereeRegistrations } from './service';

/**
 * GET /referee-registrations/returning: the user's referee registration of the latest earlier
 * edition, as this year's form starts from it. The stay moves to this year's days; the colleague
 * (last year's referee), the halls per day and the terms are this year's to give. Null without one.
 */
export async function returningReferee(db: Db, user: SessionUser): Promise<ReturningReferee | null> {
  const [previous] = await queryRows<{ editionId: number; year: number; shift: number }>(
    db,
    sql`
      select e.id as "editionId", e.year, (c.starts_on - e.starts_on)::int as shift
      from referees_all r join editions e on e.id = r.edition_id
      join editions c on c.id = current_edition_id()
      where r.user_id = ${user.id} and e.year < c.year
      order by e.year desc, r.id desc
      limit 1`,
  );
  if (!previous) return null;
  const [registration] = await inEdition(db, previous.editionId, (tx) =>
    listRefereeRegistrations(tx, { userId: user.id }),
  );
  const moved = (date: string | null) => (date ? addDays(date, previous.shift) : null);
  return {
    year: previous.year,
    registration: {
      ...registration,
      arrivalDate: moved(registration.arrivalDate),
      departureDate: moved(registration.departureDate),
      colleagueRefereeId: null,
      refereeInHalls: [],
      agreeToTerms: false,
      registrationState: 'new',
    },
  };
}
