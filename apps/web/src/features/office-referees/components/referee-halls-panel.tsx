import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { RefereeBoardReferee, RefereeHallsPlan } from '@tms/domain/contract/referee-assignments';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staticQueryOptions } from '@/api/get-static';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { formatMatchDay } from '@/lib/match-day';
import { placeDisplayName } from '@/lib/place-name';
import { useApplyRefereeHallsMutation } from '../api/apply-referee-halls';
import { refereeHallsQueryOptions } from '../api/get-referee-halls';
import { usePlanRefereeHallsMutation } from '../api/plan-referee-halls';
import { changedReferees, type HallGrid, hallGrid, hallRows, withHall } from '../lib/hall-days';
import { HallNeeds } from './hall-needs';

const PAGE_SIZE = 20;

type Props = { referees: readonly RefereeBoardReferee[] };

/** Halls per day: the stored ones or a proposal, editable referee by referee, saved together. */
export function RefereeHallsPanel({ referees }: Props) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const stored = useQuery(refereeHallsQueryOptions());
  const plan = usePlanRefereeHallsMutation();
  const apply = useApplyRefereeHallsMutation();
  const [keepExisting, setKeepExisting] = useState(false);
  const [proposal, setProposal] = useState<RefereeHallsPlan | null>(null);
  const [edited, setEdited] = useState<HallGrid | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const base = useMemo(() => hallGrid(stored.data?.halls ?? []), [stored.data]);
  const start = useMemo(() => (proposal ? hallGrid(proposal.halls) : base), [proposal, base]);
  const grid = edited ?? start;
  const changed = useMemo(() => changedReferees(base, grid), [base, grid]);
  const days = stored.data?.days ?? [];
  const needs = proposal?.needs ?? stored.data?.needs ?? [];
  const halls = useQuery(staticQueryOptions()).data?.halls;
  const hallOptions = useMemo(
    () =>
      (halls ?? [])
        .map((hall) => ({ value: String(hall.id), label: placeDisplayName(hall, locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [halls, locale],
  );
  const hallNames = useMemo(() => new Map(hallOptions.map((o) => [Number(o.value), o.label])), [hallOptions]);

  const query = search.trim().toLocaleLowerCase(locale);
  const shown = referees.filter((r) => `${r.lastName} ${r.firstName}`.toLocaleLowerCase(locale).includes(query));
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const rows = shown.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);

  const propose = () =>
    plan.mutate(
      { keepExisting },
      {
        onSuccess: (data) => {
          setProposal(data);
          setEdited(null);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  const discard = () => {
    setProposal(null);
    setEdited(null);
  };
  const save = () =>
    apply.mutate(
      { refereeIds: changed, halls: hallRows(grid, changed) },
      {
        onSuccess: (data) => {
          toast.success(t('refereeAssignment.halls.saved', { count: data.referees }));
          discard();
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );

  if (stored.isError) return <Alert color="red">{t('list.loadError')}</Alert>;
  if (!stored.data) return <Text c="dimmed">{t('list.loading')}</Text>;

  return (
    <Stack>
      <Group align="flex-end">
        <Button onClick={propose} loading={plan.isPending}>
          {t('refereeAssignment.halls.propose')}
        </Button>
        <Checkbox
          label={t('refereeAssignment.halls.keepExisting')}
          checked={keepExisting}
          onChange={(event) => setKeepExisting(event.currentTarget.checked)}
        />
      </Group>
      {proposal ? (
        <Alert color="blue" title={t('refereeAssignment.halls.proposalTitle')} data-testid="halls-proposal">
          {t('refereeAssignment.halls.proposal', { count: proposal.hallChanges })}
        </Alert>
      ) : null}
      <Group>
        <Button
          color="green"
          onClick={save}
          loading={apply.isPending}
          disabled={changed.length === 0}
          data-testid="save-halls"
        >
          {t('refereeAssignment.halls.save', { count: changed.length })}
        </Button>
        {proposal || edited ? (
          <Button variant="default" onClick={discard}>
            {t('refereeAssignment.halls.discard')}
          </Button>
        ) : null}
      </Group>
      <HallNeeds needs={needs} days={days} names={hallNames} />
      <TextInput
        label={t('refereeAssignment.halls.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={320}
      />
      {rows.length === 0 ? (
        <Text c="dimmed">{t('refereeAssignment.halls.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table fz="sm" verticalSpacing={4} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('refereeAssignment.halls.referee')}</Table.Th>
                {days.map((day) => (
                  <Table.Th key={day} scope="col">
                    {formatMatchDay(day, locale)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((referee) => {
                const name = `${referee.lastName} ${referee.firstName}`;
                return (
                  <Table.Tr key={referee.id} data-referee-id={referee.id}>
                    <Table.Th scope="row" fw={500}>
                      <Group gap={6} wrap="nowrap">
                        {name}
                        {changed.includes(referee.id) ? (
                          <Badge size="xs" variant="light">
                            {t('refereeAssignment.halls.changed')}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Th>
                    {days.map((day) => (
                      <Table.Td key={day}>
                        <NativeSelect
                          size="xs"
                          aria-label={t('refereeAssignment.halls.cell', { name, day: formatMatchDay(day, locale) })}
                          data={[{ value: '', label: t('refereeAssignment.halls.none') }, ...hallOptions]}
                          value={String(grid.get(referee.id)?.[day] ?? '')}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            setEdited(withHall(grid, referee.id, day, value ? Number(value) : null));
                          }}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 ? (
        <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label={t('list.pagination')} />
      ) : null}
    </Stack>
  );
}
