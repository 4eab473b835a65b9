import { PLACE_TYPE_NAMES } from '@tms/domain/constants';
import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  competitionTeams,
  extraPersons,
  files,
  matches,
  placeFiles,
  placeTranslations,
  places,
  refereeInHalls,
  referees,
  registrationFiles,
  trainingRequests,
} from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { announceLookupChange } from '../../lib/lookup-change';
import { countWhere, refuseWhenUsed } from '../../lib/usage-guard';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { registrationFileIdOf } from './files-service';

/** `hall H07`, `hotel #12`: how the refusal names the place. */
function placeLabel(place: { id: number; code: string | null; placeTypeId: number }) {
  const type = PLACE_TYPE_NAMES.find((name) => PLACE_TYPE_IDS[name] === place.placeTypeId) ?? 'place';
  return `${type} ${place.code ?? `#${place.id}`}`;
}

/**
 * DELETE /admin/places/{id}: only a place nothing uses (no match, team, extra person, referee day or
 * referee accommodation): 409 `in_use` naming the usages otherwise, and the place can be deactivated.
 * Its texts and files go with it.
 */
export async function deletePlace(db: Db, user: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [place] = await tx.select().from(places).where(eq(places.id, id)).for('update');
    if (!place) throw notFound('Place');
    await refuseWhenUsed(placeLabel(place), {
      // A match moved away but not yet published still stands in this hall for the public.
      matches: countWhere(tx, matches, or(eq(matches.placeId, id), eq(matches.publishedPlaceId, id))!),
      teams: countWhere(tx, competitionTeams, eq(competitionTeams.placeId, id)),
      extraPersons: countWhere(tx, extraPersons, eq(extraPersons.placeId, id)),
      refereeHalls: countWhere(tx, refereeInHalls, eq(refereeInHalls.placeId, id)),
      refereeAccommodations: countWhere(tx, referees, eq(referees.accommodationPlaceId, id)),
      trainings: countWhere(
        tx,
        trainingRequests,
        or(eq(trainingRequests.requestedPlaceId, id), eq(trainingRequests.slotPlaceId, id))!,
      ),
    });
    const names = await tx.select().from(placeTranslations).where(eq(placeTranslations.placeId, id));
    const attached = await tx
      .select({ file: files })
      .from(placeFiles)
      .innerJoin(files, eq(files.id, placeFiles.fileId))
      .where(eq(placeFiles.placeId, id));
    await tx.delete(places).where(eq(places.id, id));
    for (const { file } of attached) {
      await tx.delete(files).where(eq(files.id, file.id));
      const bodyId = registrationFileIdOf(file.url);
      if (bodyId) await tx.delete(registrationFiles).where(eq(registrationFiles.id, bodyId));
    }
    await recordAudit(tx, user, {
      entity: 'place',
      recordId: id,
      action: 'delete',
      before: {
        code: place.code,
        placeTypeId: place.placeTypeId,
        nameCs: names.find((name) => name.locale === 'cs')?.name ?? null,
        nameEn: names.find((name) => name.locale === 'en')?.name ?? null,
      },
    });
    await announceLookupChange(tx);
  });
}
