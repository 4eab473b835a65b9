import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PublicReferee } from '@tms/domain/contract/competition';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { CountryFlag } from '@/components/country-flag';
import { PageTitle } from '@/components/page-title';
import { staticQueryOptions } from '@/api/get-static';
import { competitionLookup } from '@/lib/competition-lookup';
import { formatMatchDay } from '@/lib/match-day';
import { countryName } from '@/lib/names';
import { placeDisplayName } from '@/lib/place-name';
import { BackLink } from '@/components/back-link';
import { WithReferees } from '../components/referees-state';
import { findCountry } from '../lib/countries';
import { REFEREE_COUNTRIES_PATH } from '../lib/paths';
import { hallsByDay, refereesOfCountry } from '../lib/referees';
import { useEdition, useEditionPath } from '@/lib/edition';

export function CountryRefereesPage() {
  const href = useEditionPath();
  const { t, i18n } = useTranslation('countryTeams');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const country = findCountry(data.countries, useParams().countryCode ?? '');
  if (!country) return <Navigate to="/404" replace />;
  const name = countryName(country, locale);

  return (
    <Stack gap="lg">
      <Stack gap="xs" align="flex-start">
        <BackLink to={href(REFEREE_COUNTRIES_PATH)}>{t('referees.back')}</BackLink>
        <Group gap="sm" wrap="nowrap">
          <CountryFlag countryCode={country.countryCode} size={28} />
          <PageTitle>{t('referees.countryTitle', { country: name })}</PageTitle>
        </Group>
      </Stack>
      <WithReferees>
        {(referees) => <CountryReferees referees={referees} countryCode={country.countryCode} />}
      </WithReferees>
    </Stack>
  );
}

function CountryReferees({ referees, countryCode }: { referees: PublicReferee[]; countryCode: string }) {
  const { t, i18n } = useTranslation('countryTeams');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const lookup = competitionLookup(data);
  const list = useMemo(
    () => refereesOfCountry(referees, data.countries, countryCode, locale),
    [referees, data.countries, countryCode, locale],
  );
  const byId = useMemo(() => new Map(referees.map((referee) => [referee.id, referee])), [referees]);
  const halls = useMemo(() => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }), [locale]);

  if (list.length === 0) return <Text c="dimmed">{t('referees.empty')}</Text>;
  const fullName = (referee: PublicReferee) =>
    t('participants.fullName', { firstName: referee.firstName, lastName: referee.lastName });

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('counts.referees', { count: list.length })}</Text>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" p={0} m={0}>
        {list.map((referee) => {
          const colleague = referee.colleagueRefereeId ? byId.get(referee.colleagueRefereeId) : undefined;
          const days = hallsByDay(referee.refereeInHalls);
          const headingId = `referee-${referee.id}`;
          return (
            <Paper
              key={referee.id}
              component="li"
              withBorder
              radius="md"
              p="md"
              style={{ listStyle: 'none' }}
              aria-labelledby={headingId}
              data-testid="referee"
            >
              <Title order={2} size="h5" id={headingId}>
                {fullName(referee)}
              </Title>
              {colleague && (
                <Text size="sm" c="dimmed">
                  {t('referees.colleague', { name: fullName(colleague) })}
                </Text>
              )}
              {days.length === 0 ? (
                <Text size="sm" c="dimmed" mt="xs">
                  {t('referees.noHalls')}
                </Text>
              ) : (
                <Stack component="dl" gap={4} mt="xs" mb={0}>
                  {days.map((day) => (
                    <Group key={day.day} gap="xs" wrap="nowrap" align="baseline">
                      <Text component="dt" size="sm" fw={600} miw={72} style={{ flexShrink: 0 }}>
                        {formatMatchDay(day.day, locale)}
                      </Text>
                      <Text component="dd" size="sm" m={0}>
                        {halls.format(
                          day.placeIds.map((placeId) => {
                            const hall = lookup.places.get(placeId);
                            return hall ? placeDisplayName(hall, locale) : `#${placeId}`;
                          }),
                        )}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
