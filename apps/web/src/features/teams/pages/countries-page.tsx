import { Anchor, Badge, CloseButton, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountryFlag } from '@/components/country-flag';
import { PageTitle } from '@/components/page-title';
import { refereesQueryOptions } from '@/api/get-referees';
import { staticQueryOptions } from '@/api/get-static';
import { type CountrySummary, countrySummaries } from '../lib/countries';
import { countryPath, countryRefereesPath } from '../lib/paths';
import { useEdition, useEditionPath } from '@/lib/edition';

/** Case- and accent-insensitive match ('cesko' finds 'Česko'). */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function CountriesPage() {
  const { t, i18n } = useTranslation('countryTeams');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  // Referee counts are extra information: the page works without them.
  const referees = useQuery(refereesQueryOptions(edition));
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 150);

  const summaries = useMemo(() => countrySummaries(data, referees.data ?? [], locale), [data, referees.data, locale]);
  const totals = useMemo(() => {
    const clubs = new Set(data.teams.map((team) => team.clubId));
    return { countries: summaries.length, teams: data.teams.length, clubs: clubs.size };
  }, [data.teams, summaries.length]);
  const shown = useMemo(() => {
    const needle = normalise(query.trim());
    if (!needle) return summaries;
    return summaries.filter(
      (summary) => normalise(summary.name).includes(needle) || summary.countryCode.toLowerCase() === needle,
    );
  }, [summaries, query]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <PageTitle>{t('countries.title')}</PageTitle>
        <Text c="dimmed">
          {t('countries.summary', {
            countries: t('countries.countryCount', { count: totals.countries }),
            teams: t('counts.teams', { count: totals.teams }),
            clubs: t('counts.clubs', { count: totals.clubs }),
          })}
        </Text>
      </Stack>

      {summaries.length === 0 ? (
        <Text c="dimmed">{t('countries.empty')}</Text>
      ) : (
        <>
          <TextInput
            label={t('countries.search')}
            placeholder={t('countries.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              search ? <CloseButton aria-label={t('countries.clearSearch')} onClick={() => setSearch('')} /> : null
            }
            maw={{ sm: 360 }}
          />
          {shown.length === 0 ? (
            <Text c="dimmed">{t('countries.noMatch')}</Text>
          ) : (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, xs: 2, md: 3 }}
              spacing="sm"
              p={0}
              m={0}
              aria-label={t('countries.title')}
            >
              {shown.map((summary) => (
                <CountryCard key={summary.countryCode} summary={summary} refereesKnown={referees.isSuccess} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}

const CountryCard = memo(function CountryCard({
  summary,
  refereesKnown,
}: {
  summary: CountrySummary;
  refereesKnown: boolean;
}) {
  const { t } = useTranslation('countryTeams');
  const href = useEditionPath();
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }} data-testid="country-card">
      <Group gap="xs" wrap="nowrap" align="center">
        <CountryFlag countryCode={summary.countryCode} size={20} />
        {summary.teams > 0 ? (
          <Anchor component={Link} to={href(countryPath(summary.countryCode))} fw={700} size="lg">
            {summary.name}
          </Anchor>
        ) : (
          <Text fw={700} size="lg">
            {summary.name}
          </Text>
        )}
      </Group>
      <Text size="sm" mt={6}>
        {t('counts.teams', { count: summary.teams })} · {t('counts.clubs', { count: summary.clubs })}
        {refereesKnown && (
          <>
            {' · '}
            {summary.referees > 0 ? (
              <Anchor component={Link} to={href(countryRefereesPath(summary.countryCode))} inherit underline="always">
                {t('counts.referees', { count: summary.referees })}
              </Anchor>
            ) : (
              t('counts.referees', { count: 0 })
            )}
          </>
        )}
      </Text>
      {summary.teamsByCategory.length > 0 && (
        <Group
          component="ul"
          gap={4}
          mt="xs"
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('countries.byCategory')}
        >
          {summary.teamsByCategory.map(({ code, count }) => (
            <li key={code}>
              <Badge
                variant="light"
                color="gray"
                radius="sm"
                tt="none"
                title={t('countries.categoryTeams', { code, count })}
              >
                {code} {count}
              </Badge>
            </li>
          ))}
        </Group>
      )}
    </Paper>
  );
});
