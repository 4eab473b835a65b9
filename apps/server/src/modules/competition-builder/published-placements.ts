import type { Side } from '@tms/domain/schedule/rules';
import { eq, isNotNull, and } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { competitionGroups, matches } from '../../db/schema/index';

export type PublishedPlacement = { publishedDay: string; publishedTime: string; publishedPlaceId: number };

const sideKey = (side: { teamId: number | null; groupLabel: string | null; rank: number | null }) =>
  side.teamId !== null ? `t${side.teamId}` : `${side.groupLabel}#${side.rank}`;
const key = (groupLabel: string, home: string, away: string) => `${groupLabel}|${home}|${away}`;

/** The key of a planned match: its group and who plays (a team, or a group's rank while undecided). */
export const plannedKey = (groupLabel: string, home: Side, away: Side) =>
  key(
    groupLabel,
    sideKey({ teamId: home.teamId ?? null, groupLabel: home.from?.groupLabel ?? null, rank: home.from?.rank ?? null }),
    sideKey({ teamId: away.teamId ?? null, groupLabel: away.from?.groupLabel ?? null, rank: away.from?.rank ?? null }),
  );

/**
 * What the public was last shown of the category's matches, by group and pairing. Applying a
 * category re-creates its matches; a re-created pairing keeps the published day, time and hall, so
 * the public still sees the last published schedule and the next publication reports it as moved.
 */
export async function publishedByPairing(tx: Tx, categoryId: number): Promise<Map<string, PublishedPlacement[]>> {
  const homeFrom = alias(competitionGroups, 'home_from');
  const awayFrom = alias(competitionGroups, 'away_from');
  const rows = await tx
    .select({
      groupLabel: competitionGroups.label,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeFrom: homeFrom.label,
      homeRank: matches.homeTeamCompetitionStandings,
      awayFrom: awayFrom.label,
      awayRank: matches.awayTeamCompetitionStandings,
      publishedDay: matches.publishedDay,
      publishedTime: matches.publishedTime,
      publishedPlaceId: matches.publishedPlaceId,
    })
    .from(matches)
    .innerJoin(competitionGroups, eq(competitionGroups.id, matches.competitionGroupId))
    .leftJoin(homeFrom, eq(homeFrom.id, matches.homeTeamCompetitionGroupId))
    .leftJoin(awayFrom, eq(awayFrom.id, matches.awayTeamCompetitionGroupId))
    .where(and(eq(matches.teamCategoryId, categoryId), isNotNull(matches.publishedDay)));
  const out = new Map<string, PublishedPlacement[]>();
  for (const r of rows) {
    const k = key(
      r.groupLabel,
      sideKey({ teamId: r.homeTeamId, groupLabel: r.homeFrom, rank: r.homeRank }),
      sideKey({ teamId: r.awayTeamId, groupLabel: r.awayFrom, rank: r.awayRank }),
    );
    out.set(k, [
      ...(out.get(k) ?? []),
      { publishedDay: r.publishedDay!, publishedTime: r.publishedTime!, publishedPlaceId: r.publishedPlaceId! },
    ]);
  }
  return out;
}
