import { Alert, List } from '@mantine/core';
import type { RefereeConflict } from '@tms/domain/contract/referee-assignments';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { refereesQueryOptions } from '@/api/get-referees';
import { personName } from '@/lib/person-name';
import { useMatchNames } from '../hooks/use-match-names';
import { conflictLines } from '../lib/referee-conflicts';

type ListProps = {
  conflicts: readonly RefereeConflict[];
  /** The match being edited: its clashes name the other matches. */
  matchId?: number;
};

/** Each broken rule in words, with the referee and the clashing match. */
export function RefereeConflictList({ conflicts, matchId }: ListProps) {
  const { t } = useTranslation('admin');
  const matchName = useMatchNames();
  const referees = useQuery(refereesQueryOptions()).data;
  const byId = useMemo(() => new Map((referees ?? []).map((referee) => [referee.id, referee])), [referees]);
  const lines = conflictLines(
    conflicts,
    {
      referee: (id) => {
        const referee = byId.get(id);
        return referee ? personName(referee) : t('refereeAssignment.refereeId', { id });
      },
      match: matchName,
    },
    matchId,
  );
  return (
    <List size="sm" spacing={2} c="inherit">
      {lines.map((line) => (
        <List.Item key={`${line.key}-${line.values.referee}-${line.values.matches}`}>
          {t(line.key, line.values)}
        </List.Item>
      ))}
    </List>
  );
}

/** A refused referee change: the broken rules listed under the refusal. */
export function RefereeConflicts({ title, ...props }: ListProps & { title?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Alert
      color="red"
      title={title ?? t('refereeAssignment.matches.refused')}
      role="alert"
      data-testid="referee-conflicts"
    >
      <RefereeConflictList {...props} />
    </Alert>
  );
}
