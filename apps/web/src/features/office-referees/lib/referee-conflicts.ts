import type { RefereeConflict, RefereeHardRule } from '@tms/domain/contract/referee-assignments';
import { ApiError } from '@/lib/api-client';

/** A broken rule in words: the key of its text under `admin:refereeAssignment.rule` and its values. */
export type ConflictLine = {
  key: `refereeAssignment.rule.${RefereeHardRule}`;
  values: { referee: string; matches: string; count: number };
};

export type ConflictNames = {
  referee: (refereeId: number) => string;
  /** How a clashing match is named (its number, time and hall when known). */
  match: (matchId: number) => string;
};

/** The clashes of a refused edit or apply (409 referee_conflict, 400 referee_plan_conflict), or null for any other failure. */
export function refereeConflictsOf(error: unknown): RefereeConflict[] | null {
  const found = error instanceof ApiError ? (error.body?.conflicts as RefereeConflict[] | undefined) : undefined;
  return Array.isArray(found) && found.length > 0 ? found : null;
}

/**
 * One readable line per clash. The edited match comes first in `matchIds`, so the line names the
 * other matches (the one he is already on); a rule about the edited match alone names that one.
 */
export function conflictLines(
  conflicts: readonly RefereeConflict[],
  names: ConflictNames,
  editedMatchId?: number,
): ConflictLine[] {
  const seen = new Set<string>();
  const lines: ConflictLine[] = [];
  for (const conflict of conflicts) {
    const others = conflict.matchIds.filter((id) => id !== editedMatchId);
    const shown = others.length > 0 ? others : conflict.matchIds;
    const signature = `${conflict.rule}:${conflict.refereeId}:${shown.join(',')}`;
    if (seen.has(signature)) continue;
    seen.add(signature);
    lines.push({
      key: `refereeAssignment.rule.${conflict.rule}`,
      values: {
        referee: names.referee(conflict.refereeId),
        matches: shown.map(names.match).join(', '),
        count: shown.length,
      },
    });
  }
  return lines;
}
