import type { PlayerStatistics } from '@tms/domain/contract/competition';
import { describe, expect, it } from 'vitest';
import { filterRows, nextSort, type StatisticsRow, searchKey, sortRows } from './statistics-table';

const row = (id: number, playerName: string, teamName: string, stats: Partial<PlayerStatistics>): StatisticsRow => ({
  participantId: id,
  teamId: 1,
  firstName: '',
  lastName: '',
  isLeader: false,
  matches: 5,
  goals: 0,
  sevenMeterGoals: 0,
  shootoutGoals: 0,
  average: 0,
  yellowCards: 0,
  redCards: 0,
  blueCards: 0,
  twoMinutes: 0,
  ...stats,
  playerName,
  playerSortKey: playerName,
  teamName,
});

const rows = [
  row(1, 'Novák Jan', 'HC Praha', { goals: 10, twoMinutes: 1 }),
  row(2, 'Šťastný Petr', 'Lugi HF', { goals: 25, twoMinutes: 0 }),
  row(3, 'Andersson Erik', 'Lugi HF', { goals: 10, twoMinutes: 3 }),
  row(4, 'Čermák Ondřej', 'HC Praha II', { goals: 2, twoMinutes: 1 }),
];
const collator = new Intl.Collator('cs');

describe('sortRows', () => {
  it('sorts numbers descending with ties by goals, then name', () => {
    const sorted = sortRows(rows, { column: 'goals', direction: 'descending' }, collator);
    expect(sorted.map((r) => r.participantId)).toEqual([2, 3, 1, 4]);
  });

  it('sorts ascending when asked, keeping the tie order', () => {
    const sorted = sortRows(rows, { column: 'twoMinutes', direction: 'ascending' }, collator);
    expect(sorted.map((r) => r.participantId)).toEqual([2, 1, 4, 3]);
  });

  it('sorts names with the locale collation (Č after C, Š after S)', () => {
    const sorted = sortRows(rows, { column: 'player', direction: 'ascending' }, collator);
    expect(sorted.map((r) => r.playerName)).toEqual(['Andersson Erik', 'Čermák Ondřej', 'Novák Jan', 'Šťastný Petr']);
  });

  it('does not change its input', () => {
    const copy = [...rows];
    sortRows(rows, { column: 'goals', direction: 'ascending' }, collator);
    expect(rows).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('flips the sorted column and starts others in their natural direction', () => {
    expect(nextSort({ column: 'goals', direction: 'descending' }, 'goals')).toEqual({
      column: 'goals',
      direction: 'ascending',
    });
    expect(nextSort({ column: 'goals', direction: 'descending' }, 'player')).toEqual({
      column: 'player',
      direction: 'ascending',
    });
    expect(nextSort({ column: 'player', direction: 'ascending' }, 'redCards')).toEqual({
      column: 'redCards',
      direction: 'descending',
    });
  });
});

describe('filterRows', () => {
  it('finds players and teams without diacritics, every word must match', () => {
    expect(filterRows(rows, 'stastny').map((r) => r.participantId)).toEqual([2]);
    expect(filterRows(rows, 'lugi').map((r) => r.participantId)).toEqual([2, 3]);
    expect(filterRows(rows, 'praha cermak').map((r) => r.participantId)).toEqual([4]);
    expect(filterRows(rows, '  ')).toHaveLength(4);
  });

  it('normalises search keys', () => {
    expect(searchKey('Čermák ONDŘEJ')).toBe('cermak ondrej');
  });
});
