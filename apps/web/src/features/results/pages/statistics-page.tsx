import { Alert, Button, Group, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { teamDisplayName } from '@tms/domain/team-name';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LastUpdated } from '@/components/last-updated';
import { PageTitle } from '@/components/page-title';
import { TeamName } from '@/components/team-name';
import { staticQueryOptions } from '@/api/get-static';
import { competitionLookup } from '@/lib/competition-lookup';
import { countryName } from '@/lib/names';
import { statisticsQueryOptions } from '../api/get-statistics';
import { BackLink } from '@/components/back-link';
import { personName, personSortKey } from '@/lib/person-name';
import { NotFoundNotice } from '../components/not-found-notice';
import { PageLoader } from '../components/page-loader';
import { SortableTh } from '../components/sortable-th';
import { resultsPaths } from '../lib/paths';
import {
  filterRows,
  nextSort,
  type SortState,
  type StatisticsColumn,
  type StatisticsRow,
  sortRows,
} from '../lib/statistics-table';
import { useEdition, useEditionPath } from '@/lib/edition';

const TABS = ['scorers', 'penalties'] as const;
type TabName = (typeof TABS)[number];

type NumericColumn = Exclude<StatisticsColumn, 'player' | 'team'>;
const TAB_COLUMNS: Record<TabName, readonly NumericColumn[]> = {
  scorers: ['matches', 'goals', 'sevenMeterGoals', 'shootoutGoals', 'average'],
  penalties: ['blueCards', 'redCards', 'yellowCards', 'twoMinutes'],
};
const DEFAULT_SORT: Record<TabName, SortState> = {
  scorers: { column: 'goals', direction: 'descending' },
  penalties: { column: 'twoMinutes', direction: 'descending' },
};
// Rendering a thousand rows at once makes phones stutter; more come on request.
const PAGE_SIZE = 100;

const appearsIn: Record<TabName, (row: StatisticsRow) => boolean> = {
  scorers: (row) => row.goals > 0 || row.shootoutGoals > 0,
  penalties: (row) => row.blueCards + row.redCards + row.yellowCards + row.twoMinutes > 0,
};

export function StatisticsPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('resultsDashboard');
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const category = competitionLookup(data).categoriesByCode.get(code);
  if (!category) return <NotFoundNotice message={t('notFound.category', { code })} />;
  return <CategoryStatistics code={category.code} />;
}

function CategoryStatistics({ code }: { code: string }) {
  const href = useEditionPath();
  const { t, i18n } = useTranslation('resultsDashboard');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabName = searchParams.get('tab') === 'penalties' ? 'penalties' : 'scorers';
  const [sorts, setSorts] = useState<Record<TabName, SortState>>(DEFAULT_SORT);
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query, 150);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const lookup = competitionLookup(data);
  const statistics = useQuery(statisticsQueryOptions(code, edition));
  const collator = useMemo(() => new Intl.Collator(locale), [locale]);

  const rows = useMemo<StatisticsRow[]>(
    () =>
      (statistics.data ?? []).map((row) => {
        const team = lookup.teams.get(row.teamId);
        return {
          ...row,
          playerName: personName(row),
          playerSortKey: personSortKey(row),
          teamName: team ? teamDisplayName(team) : '',
        };
      }),
    [statistics.data, lookup],
  );
  const sort = sorts[tab];
  const visible = useMemo(
    () => sortRows(filterRows(rows.filter(appearsIn[tab]), debouncedQuery), sort, collator),
    [rows, tab, debouncedQuery, sort, collator],
  );
  const number = useMemo(
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    [locale],
  );

  // On a phone the team goes under the player and the numbers get short headers, so every column
  // fits the screen without a sideways scroll.
  const narrow = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const columnLabel = (column: StatisticsColumn) => t(`statistics.columns.${column}`);
  const header = (column: StatisticsColumn, numeric: boolean, width?: number) => (
    <SortableTh
      key={column}
      fullLabel={narrow && numeric ? columnLabel(column) : undefined}
      sorted={sort.column === column ? sort.direction : null}
      onSort={() => {
        setSorts((current) => ({ ...current, [tab]: nextSort(current[tab], column) }));
        setLimit(PAGE_SIZE);
      }}
      numeric={numeric}
      width={width}
    >
      {narrow && numeric ? t(`statistics.columnsShort.${column as NumericColumn}`) : columnLabel(column)}
    </SortableTh>
  );

  const table = (name: TabName) => {
    if (statistics.isPending) return <PageLoader />;
    if (statistics.isError) {
      return (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text>{t('loadError')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void statistics.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    if (rows.length === 0) return <Text c="dimmed">{t('statistics.empty')}</Text>;
    if (visible.length === 0) return <Text c="dimmed">{t('statistics.noMatch')}</Text>;
    const shown = visible.slice(0, limit);
    return (
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={narrow ? 0 : name === 'scorers' ? 720 : 640} type="native">
          <Table
            striped
            highlightOnHover
            verticalSpacing={6}
            horizontalSpacing={narrow ? 4 : 'xs'}
            data-testid="statistics-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={{ width: narrow ? 24 : 40 }}>{t('statistics.columns.rank')}</Table.Th>
                {header('player', false)}
                {!narrow && header('team', false)}
                {TAB_COLUMNS[name].map((column) => header(column, true))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row, position) => {
                const team = lookup.teams.get(row.teamId);
                const country = team ? lookup.countriesByCode.get(team.clubCountryCode) : undefined;
                return (
                  <Table.Tr key={`${row.participantId}-${row.teamId}`} data-testid="statistics-row">
                    <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{position + 1}</Table.Td>
                    <Table.Td miw={narrow ? undefined : 140}>
                      {row.playerName}
                      {row.isLeader && (
                        <Text span c="dimmed" size="xs">
                          {' '}
                          ({t('statistics.leader')})
                        </Text>
                      )}
                      {narrow && team && (
                        <Text size="xs" c="dimmed" component="div">
                          <TeamName team={team} countryName={country ? countryName(country, locale) : undefined} />
                        </Text>
                      )}
                    </Table.Td>
                    {!narrow && (
                      <Table.Td miw={160}>
                        {team ? (
                          <TeamName team={team} countryName={country ? countryName(country, locale) : undefined} />
                        ) : null}
                      </Table.Td>
                    )}
                    {TAB_COLUMNS[name].map((column) => (
                      <Table.Td
                        key={column}
                        ta="end"
                        fw={sort.column === column ? 700 : undefined}
                        style={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {column === 'average' ? number.format(row.average) : row[column]}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('statistics.shown', { shown: shown.length, total: visible.length })}
          </Text>
          {shown.length < visible.length && (
            <Button variant="light" onClick={() => setLimit((current) => current + PAGE_SIZE)}>
              {t('statistics.showMore')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to={href(resultsPaths.category(code))}>{t('group.backToCategory', { code })}</BackLink>
        <PageTitle>{t('statistics.title', { code })}</PageTitle>
        <LastUpdated updatedAt={statistics.dataUpdatedAt} />
      </Stack>
      <TextInput
        label={t('statistics.search')}
        type="search"
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setLimit(PAGE_SIZE);
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={420}
      />
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value === 'scorers' || value === 'penalties') {
            setSearchParams({ tab: value }, { replace: true, preventScrollReset: true });
            setLimit(PAGE_SIZE);
          }
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('statistics.tabs.label')}>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`statistics.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            {table(name)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
