import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { CountryFlag } from '@/components/country-flag';
import { PageTitle } from '@/components/page-title';
import { TeamName } from '@/components/team-name';
import { refereesQueryOptions } from '@/api/get-referees';
import { staticQueryOptions } from '@/api/get-static';
import { useFavouriteTeams } from '@/lib/favourites';
import { countryName } from '@/lib/names';
import { BackLink } from '@/components/back-link';
import { categoryBorn } from '../lib/category-born';
import { type CountryRef, findCountry, teamsByCategory } from '../lib/countries';
import { COUNTRIES_PATH, categoryPath, countryRefereesPath } from '../lib/paths';
import { refereesOfCountry } from '../lib/referees';
import { useEdition, useEditionPath } from '@/lib/edition';

export function CountryDetailPage() {
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const country = findCountry(data.countries, useParams().countryCode ?? '');
  // A code the tournament does not know names nothing: the not-found page, not an empty country.
  if (!country) return <Navigate to="/404" replace />;
  return <CountryDetail country={country} />;
}

function CountryDetail({ country }: { country: CountryRef }) {
  const href = useEditionPath();
  const { t, i18n } = useTranslation('countryTeams');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const referees = useQuery(refereesQueryOptions(edition));
  const { isFavourite } = useFavouriteTeams();

  const code = country.countryCode;
  const name = countryName(country, locale);

  const teams = useMemo(() => data.teams.filter((team) => team.clubCountryCode === code), [data.teams, code]);
  const groups = useMemo(
    () => teamsByCategory(teams, data.teamCategories, locale),
    [teams, data.teamCategories, locale],
  );
  const clubs = useMemo(() => new Set(teams.map((team) => team.clubId)).size, [teams]);
  const refereeCount = useMemo(
    () => (referees.data ? refereesOfCountry(referees.data, data.countries, code, locale).length : null),
    [referees.data, data.countries, code, locale],
  );

  return (
    <Stack gap="lg">
      <Stack gap="xs" align="flex-start">
        <BackLink to={href(COUNTRIES_PATH)}>{t('country.back')}</BackLink>
        <Group gap="sm" wrap="nowrap">
          <CountryFlag countryCode={code} size={28} />
          <PageTitle documentTitle={t('country.documentTitle', { country: name })}>{name}</PageTitle>
        </Group>
        <Text c="dimmed">
          {t('counts.teams', { count: teams.length })} · {t('counts.clubs', { count: clubs })}
          {refereeCount !== null && refereeCount > 0 && (
            <>
              {' · '}
              <Anchor component={Link} to={href(countryRefereesPath(code))} inherit underline="always">
                {t('counts.referees', { count: refereeCount })}
              </Anchor>
            </>
          )}
        </Text>
      </Stack>

      {groups.length === 0 ? (
        <Text c="dimmed">{t('country.noTeams')}</Text>
      ) : (
        groups.map((group) => {
          const headingId = `category-${group.code}`;
          const born = group.category ? categoryBorn(group.category, t) : null;
          return (
            <Paper component="section" key={group.code} withBorder radius="md" p="md" aria-labelledby={headingId}>
              <Group justify="space-between" align="baseline" gap="xs" mb="xs">
                <Title order={2} size="h4" id={headingId}>
                  <Anchor component={Link} to={href(categoryPath(group.code))} inherit>
                    {t('category.title', { code: group.code })}
                  </Anchor>
                  {born && (
                    <Text component="span" c="dimmed" fw={400} size="sm">
                      {' '}
                      ({born})
                    </Text>
                  )}
                </Title>
                <Badge variant="light" color="gray">
                  {t('counts.teams', { count: group.teams.length })}
                </Badge>
              </Group>
              <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
                {group.teams.map(({ team }) => (
                  <Group component="li" key={team.id} gap="xs" wrap="nowrap" data-testid="country-team">
                    <TeamName team={team} countryName={name} />
                    {team.name && (
                      <Text component="span" size="sm" c="dimmed">
                        {team.clubName}
                      </Text>
                    )}
                    {isFavourite(team.id) && (
                      <IconStarFilled
                        size={14}
                        color="var(--mantine-color-yellow-7)"
                        aria-label={t('team.isFavourite')}
                        role="img"
                      />
                    )}
                  </Group>
                ))}
              </Stack>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
