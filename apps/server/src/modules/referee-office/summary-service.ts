import { nights as stayNights } from '@tms/domain/calendar-date';
import type { RefereeAccommodationSummary } from '@tms/domain/contract/referee-office';
import { inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { placeTranslations, referees } from '../../db/schema/index';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function nightsOf(arrival: string | null, departure: string | null): string[] {
  const count = stayNights(arrival, departure);
  if (!count || !arrival) return [];
  return Array.from({ length: count }, (_, i) => addDays(arrival, i));
}

/**
 * GET /admin/referee-registrations/summary: per accommodation place and night, the referees who asked
 * for accommodation and their accompanying persons (waiting and accepted; `confirmed` accepted only),
 * the single rooms, and the meal vouchers. Cancelled registrations are left out.
 */
export async function refereeAccommodationSummary(db: DbOrTx, locale: string): Promise<RefereeAccommodationSummary> {
  const rows = await db.select().from(referees).where(ne(referees.registrationState, 'declined'));
  const staying = rows.filter((row) => row.wantsAccommodation && nightsOf(row.arrivalDate, row.departureDate).length);
  const nights = [...new Set(staying.flatMap((row) => nightsOf(row.arrivalDate, row.departureDate)))].sort();
  const zeros = () => nights.map(() => 0);
  const byPlace = new Map<number | null, { persons: number[]; confirmed: number[]; singleRooms: number[] }>();
  const totals = { persons: zeros(), confirmed: zeros(), singleRooms: zeros() };
  for (const row of staying) {
    const entry = byPlace.get(row.accommodationPlaceId) ?? {
      persons: zeros(),
      confirmed: zeros(),
      singleRooms: zeros(),
    };
    byPlace.set(row.accommodationPlaceId, entry);
    const persons = 1 + row.accompanimentPersons;
    for (const night of nightsOf(row.arrivalDate, row.departureDate)) {
      const i = nights.indexOf(night);
      for (const target of [entry, totals]) {
        target.persons[i] += persons;
        if (row.registrationState === 'approved') target.confirmed[i] += persons;
        if (row.wantsSingleRoom) target.singleRooms[i] += 1;
      }
    }
  }
  const placeIds = [...byPlace.keys()].filter((id): id is number => id !== null);
  const names =
    placeIds.length === 0
      ? []
      : await db
          .select({
            placeId: placeTranslations.placeId,
            locale: placeTranslations.locale,
            name: placeTranslations.name,
          })
          .from(placeTranslations)
          .where(inArray(placeTranslations.placeId, placeIds));
  const nameOf = (placeId: number) =>
    (names.find((n) => n.placeId === placeId && n.locale === locale) ?? names.find((n) => n.placeId === placeId))
      ?.name ?? null;
  const places = [...byPlace.entries()]
    .map(([placeId, entry]) => ({ placeId, placeName: placeId === null ? null : nameOf(placeId), ...entry }))
    // Places by name; referees without a place yet last.
    .sort((a, b) =>
      a.placeId === null ? 1 : b.placeId === null ? -1 : (a.placeName ?? '').localeCompare(b.placeName ?? ''),
    );
  return {
    nights,
    places,
    totals,
    referees: rows.length,
    withAccommodation: staying.length,
    mealVouchers: rows.reduce((sum, row) => sum + row.mealVouchers, 0),
  };
}
