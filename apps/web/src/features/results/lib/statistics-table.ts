import type { PlayerStatistics } from '@tms/domain/contract/competition';

export type StatisticsColumn =
  | 'player'
  | 'team'
  | 'matches'
  | 'goals'
  | 'sevenMeterGoals'
  | 'shootoutGoals'
  | 'average'
  | 'blueCards'
  | 'redCards'
  | 'yellowCards'
  | 'twoMinutes';

export type SortDirection = 'ascending' | 'descending';
export type SortState = { column: StatisticsColumn; direction: SortDirection };

/** A statistics row with the names the table shows and searches. */
/** playerName is shown ('Brian Toft'); playerSortKey orders by last name ('Toft Brian'). */
export type StatisticsRow = PlayerStatistics & { playerName: string; playerSortKey: string; teamName: string };

/** Numbers start with the highest, names alphabetically. */
export function defaultDirection(column: StatisticsColumn): SortDirection {
  return column === 'player' || column === 'team' ? 'ascending' : 'descending';
}

/** Clicking the sorted column flips it; another column starts in its natural direction. */
export function nextSort(current: SortState, column: StatisticsColumn): SortState {
  if (current.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: defaultDirection(column) };
}

/** Lower case without diacritics: 'Novák' is found by 'novak'. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function filterRows(rows: readonly StatisticsRow[], query: string): StatisticsRow[] {
  const words = searchKey(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = searchKey(`${row.playerName} ${row.teamName}`);
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * Sorted copy; ties fall back to goals, then the player's name, so equal rows keep a stable,
 * predictable order whatever the direction.
 */
export function sortRows(rows: readonly StatisticsRow[], sort: SortState, collator: Intl.Collator): StatisticsRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const primary = (a: StatisticsRow, b: StatisticsRow): number => {
    if (sort.column === 'player') return collator.compare(a.playerSortKey, b.playerSortKey);
    if (sort.column === 'team') return collator.compare(a.teamName, b.teamName);
    return a[sort.column] - b[sort.column];
  };
  return [...rows].sort(
    (a, b) =>
      sign * primary(a, b) ||
      b.goals - a.goals ||
      collator.compare(a.playerSortKey, b.playerSortKey) ||
      a.participantId - b.participantId,
  );
}
