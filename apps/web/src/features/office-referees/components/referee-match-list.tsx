import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArrowsExchange, IconLock, IconLockOpen, IconPencil, IconUserMinus } from '@tabler/icons-react';
import type { RefereeBoard, RefereeBoardMatch, RefereeConflict } from '@tms/domain/contract/referee-assignments';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { formatMatchDay } from '@/lib/match-day';
import { useSetMatchRefereeAssignmentMutation } from '../api/set-match-referee-assignment';
import { refereeConflictsOf } from '../lib/referee-conflicts';
import { RefereeConflictList, RefereeConflicts } from './referee-conflicts';
import { RefereeEditModal, type RefereeOption } from './referee-edit-modal';

const PAGE_SIZE = 30;

type Props = {
  days: readonly string[];
  day: string | null;
  onDay: (day: string) => void;
  board: UseQueryResult<RefereeBoard>;
};

/**
 * One day's matches with their referees: assign, unassign, swap referee 1 and 2, lock; clashes, table
 * changes and referees not yet published marked.
 */
export function RefereeMatchList({ days, day, onDay, board }: Props) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const change = useSetMatchRefereeAssignmentMutation();
  const [placeId, setPlaceId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<RefereeBoardMatch | null>(null);
  const [refusal, setRefusal] = useState<{ matchId: number; conflicts: RefereeConflict[] } | null>(null);

  const data = board.data;
  const names = useMemo(
    () => new Map((data?.referees ?? []).map((r) => [r.id, `${r.lastName} ${r.firstName} (${r.countryCode})`])),
    [data],
  );
  const options: RefereeOption[] = useMemo(
    () =>
      [...names.entries()]
        .map(([id, label]) => ({ value: String(id), label }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [names, locale],
  );
  const halls = useMemo(() => {
    const found = new Map((data?.matches ?? []).map((m) => [m.placeId, m.placeName]));
    return [...found.entries()]
      .map(([id, name]) => ({ value: String(id), label: name }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [data, locale]);
  const matches = useMemo(
    () =>
      (data?.matches ?? [])
        .filter((m) => placeId === null || String(m.placeId) === placeId)
        .sort((a, b) => a.time.localeCompare(b.time) || a.placeName.localeCompare(b.placeName, locale)),
    [data, placeId, locale],
  );
  const pages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = matches.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const name = (id: number | undefined) => (id === undefined ? null : (names.get(id) ?? `#${id}`));

  const send = (match: RefereeBoardMatch, refereeIds: number[], locked: boolean, done: string) => {
    setRefusal(null);
    change.mutate(
      { matchId: match.matchId, refereeIds, locked },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => {
          const conflicts = refereeConflictsOf(error);
          if (conflicts) setRefusal({ matchId: match.matchId, conflicts });
          else toast.error(errorText(error));
        },
      },
    );
  };
  const swap = (match: RefereeBoardMatch) =>
    send(
      match,
      [...match.refereeIds].reverse(),
      match.locked,
      t('refereeAssignment.matches.saved', { number: match.matchNumber }),
    );
  const toggleLock = (match: RefereeBoardMatch) =>
    send(match, match.refereeIds, !match.locked, t('refereeAssignment.matches.saved', { number: match.matchNumber }));
  const unassign = async (match: RefereeBoardMatch) => {
    const answer = await openConfirmDialog({
      title: t('refereeAssignment.matches.unassign'),
      children: t('refereeAssignment.matches.unassignConfirm', { number: match.matchNumber }),
      confirmLabel: t('refereeAssignment.matches.unassign'),
      rejectLabel: t('refereeAssignment.cancel'),
      confirmColor: 'red',
    });
    if (answer === 'confirm')
      send(match, [], false, t('refereeAssignment.matches.saved', { number: match.matchNumber }));
  };

  return (
    <Stack>
      <Group align="flex-end">
        {days.length > 0 ? (
          <SegmentedControl
            value={day ?? ''}
            onChange={(value) => {
              onDay(value);
              setPage(1);
            }}
            data={days.map((value) => ({ value, label: formatMatchDay(value, locale) }))}
            aria-label={t('refereeAssignment.matches.day')}
          />
        ) : null}
        <Select
          label={t('refereeAssignment.columns.hall')}
          placeholder={t('refereeAssignment.matches.allHalls')}
          data={halls}
          value={placeId}
          onChange={(value) => {
            setPlaceId(value);
            setPage(1);
          }}
          clearable
          searchable
          w={260}
        />
      </Group>
      {refusal ? <RefereeConflicts conflicts={refusal.conflicts} matchId={refusal.matchId} /> : null}
      {board.isError ? <Alert color="red">{t('list.loadError')}</Alert> : null}
      {!data && !board.isError ? <Text c="dimmed">{t('list.loading')}</Text> : null}
      {data && rows.length === 0 ? <Text c="dimmed">{t('refereeAssignment.matches.empty')}</Text> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={1100}>
          <Table fz="sm" verticalSpacing={4} striped data-testid="referee-matches">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('refereeAssignment.columns.match')}</Table.Th>
                <Table.Th scope="col">{t('refereeAssignment.columns.time')}</Table.Th>
                <Table.Th scope="col">{t('refereeAssignment.columns.hall')}</Table.Th>
                <Table.Th scope="col">{t('refereeAssignment.columns.teams')}</Table.Th>
                <Table.Th scope="col">{t('refereeAssignment.columns.referee1')}</Table.Th>
                <Table.Th scope="col">{t('refereeAssignment.columns.referee2')}</Table.Th>
                <Table.Th scope="col">{t('refereeAssignment.columns.state')}</Table.Th>
                <Table.Th scope="col">{t('refereeAssignment.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((match) => (
                <Table.Tr key={match.matchId} data-match-id={match.matchId} data-match-number={match.matchNumber}>
                  <Table.Th scope="row" fw={500}>
                    {t('refereeAssignment.matchCode', { category: match.categoryCode, number: match.matchNumber })}
                  </Table.Th>
                  <Table.Td>{`${match.time}–${match.endTime}`}</Table.Td>
                  <Table.Td>{match.placeName}</Table.Td>
                  <Table.Td>
                    {t('refereeAssignment.teams', {
                      home: match.homeTeamName ?? '?',
                      away: match.awayTeamName ?? '?',
                    })}
                  </Table.Td>
                  {[0, 1].map((position) => (
                    <Table.Td key={position} data-position={position + 1}>
                      {name(match.refereeIds[position]) ?? (
                        <Text span c="dimmed" size="sm">
                          {t(
                            // A match of a one-referee category needs no referee 2.
                            position < match.refereesNeeded
                              ? 'refereeAssignment.matches.unassigned'
                              : 'refereeAssignment.matches.notNeeded',
                          )}
                        </Text>
                      )}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <MatchBadges match={match} name={name} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t('refereeAssignment.matches.edit')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('refereeAssignment.matches.edit')}
                          onClick={() => setEditing(match)}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('refereeAssignment.matches.swap')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('refereeAssignment.matches.swap')}
                          disabled={match.refereeIds.length < 2 || change.isPending}
                          onClick={() => swap(match)}
                        >
                          <IconArrowsExchange size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip
                        label={t(match.locked ? 'refereeAssignment.matches.unlock' : 'refereeAssignment.matches.lock')}
                      >
                        <ActionIcon
                          variant="subtle"
                          aria-label={t(
                            match.locked ? 'refereeAssignment.matches.unlock' : 'refereeAssignment.matches.lock',
                          )}
                          disabled={change.isPending}
                          onClick={() => toggleLock(match)}
                        >
                          {match.locked ? <IconLockOpen size={16} aria-hidden /> : <IconLock size={16} aria-hidden />}
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('refereeAssignment.matches.unassign')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('refereeAssignment.matches.unassign')}
                          disabled={match.refereeIds.length === 0 || change.isPending}
                          onClick={() => void unassign(match)}
                        >
                          <IconUserMinus size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {pages > 1 ? (
        <Pagination total={pages} value={current} onChange={setPage} aria-label={t('list.pagination')} />
      ) : null}
      {editing ? <RefereeEditModal match={editing} options={options} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}

function MatchBadges({ match, name }: { match: RefereeBoardMatch; name: (id: number | undefined) => string | null }) {
  const { t } = useTranslation('admin');
  const assigned =
    match.assignedRefereeIds.map((id) => name(id)).join(', ') || t('refereeAssignment.matches.unassigned');
  return (
    <Group gap={4}>
      {match.locked ? (
        <Badge size="sm" variant="light" color="gray" data-testid="locked-badge">
          {t('refereeAssignment.matches.locked')}
        </Badge>
      ) : null}
      {match.deviation ? (
        <Tooltip label={t('refereeAssignment.matches.deviationHint', { referees: assigned })}>
          <Badge size="sm" variant="light" color="orange" data-testid="deviation-badge" tabIndex={0}>
            {t('refereeAssignment.matches.deviation')}
          </Badge>
        </Tooltip>
      ) : null}
      {match.unpublished ? (
        <Tooltip label={t('refereeAssignment.matches.unpublishedHint')}>
          <Badge size="sm" variant="light" color="blue" data-testid="unpublished-badge" tabIndex={0}>
            {t('refereeAssignment.matches.unpublished')}
          </Badge>
        </Tooltip>
      ) : null}
      {match.conflicts.length > 0 ? (
        <Tooltip label={<RefereeConflictList conflicts={match.conflicts} matchId={match.matchId} />} multiline w={320}>
          <Badge size="sm" variant="light" color="red" tabIndex={0} data-testid="conflict-badge">
            {t('refereeAssignment.matches.conflict')}
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}
