import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PublicReferee } from '@tms/domain/contract/competition';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountryFlag } from '@/components/country-flag';
import { PageTitle } from '@/components/page-title';
import { staticQueryOptions } from '@/api/get-static';
import { WithReferees } from '../components/referees-state';
import { countryRefereesPath } from '../lib/paths';
import { refereeCountries } from '../lib/referees';
import { useEdition, useEditionPath } from '@/lib/edition';

export function RefereeCountriesPage() {
  const { t } = useTranslation('countryTeams');
  return (
    <Stack gap="lg">
      <PageTitle>{t('referees.title')}</PageTitle>
      <WithReferees>{(referees) => <RefereeCountries referees={referees} />}</WithReferees>
    </Stack>
  );
}

function RefereeCountries({ referees }: { referees: PublicReferee[] }) {
  const href = useEditionPath();
  const { t, i18n } = useTranslation('countryTeams');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const countries = useMemo(
    () => refereeCountries(referees, data.countries, locale),
    [referees, data.countries, locale],
  );

  if (countries.length === 0) return <Text c="dimmed">{t('referees.empty')}</Text>;
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('referees.summary', { referees: referees.length, countries: countries.length })}</Text>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" p={0} m={0}>
        {countries.map((country) => (
          <Paper
            key={country.countryCode}
            component="li"
            withBorder
            radius="md"
            p="md"
            style={{ listStyle: 'none' }}
            data-testid="referee-country"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <CountryFlag countryCode={country.countryCode} size={18} />
                <Anchor component={Link} to={href(countryRefereesPath(country.countryCode))} fw={700}>
                  {country.name}
                </Anchor>
              </Group>
              <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                {t('counts.referees', { count: country.referees })}
              </Badge>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
