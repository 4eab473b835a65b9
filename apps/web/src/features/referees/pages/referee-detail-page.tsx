import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PublicReferee } from '@tms/domain/contract/competition';
import type { RefereeRegistrationDetail } from '@tms/domain/contract/referees';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { enumsQueryOptions } from '@/api/get-enums';
import { CountryFlag } from '@/components/country-flag';
import { PageTitle } from '@/components/page-title';
import { configurationValue } from '@/lib/configuration';
import { countryName } from '@/lib/names';
import { HallsCard } from '../components/halls-card';
import { MatchesCard } from '../components/matches-card';
import { PayoutCard } from '../components/payout-card';
import { AccommodationCard, AdditionalInfoCard, ContactCard, RegistrationCard } from '../components/private-cards';
import { publicRefereeQueryOptions } from '../api/get-public-referee';
import { refereeRegistrationQueryOptions } from '../api/get-referee-registration';

/** What the loader found: the full registration (its account, admins) or the public card. */
export type RefereeDetailData = { kind: 'private'; id: number } | { kind: 'public'; id: number };

function Heading({ referee }: { referee: Pick<PublicReferee, 'firstName' | 'lastName' | 'countryId'> }) {
  const { t, i18n } = useTranslation('refereeRegistration');
  const countries = useQuery(enumsQueryOptions()).data?.countries ?? [];
  const country = countries.find((item) => item.id === referee.countryId);
  return (
    <Stack gap={4}>
      <PageTitle>{t('detail.title', { name: `${referee.firstName} ${referee.lastName}` })}</PageTitle>
      {country ? (
        <Group gap="xs" wrap="nowrap">
          <CountryFlag countryCode={country.countryCode} size={18} />
          <Text c="dimmed">{countryName(country, i18n.resolvedLanguage ?? 'cs')}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}

function useShowsHalls(): boolean {
  const configurations = useQuery(enumsQueryOptions()).data?.configurations;
  return configurationValue(configurations, 'clubzone.show_referee_in_halls') === 'true';
}

function PrivateDetail({ registration }: { registration: RefereeRegistrationDetail }) {
  const showsHalls = useShowsHalls();
  // Only approved referees get matches (and so a payout).
  const approved = registration.registrationState === 'approved';
  return (
    <Stack gap="lg">
      <Heading referee={registration} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RegistrationCard registration={registration} />
        <AccommodationCard registration={registration} />
        <ContactCard registration={registration} />
        <AdditionalInfoCard registration={registration} />
        {showsHalls ? <HallsCard slots={registration.refereeInHalls} /> : null}
        {approved ? <PayoutCard refereeId={registration.id} /> : null}
      </SimpleGrid>
      {approved ? <MatchesCard refereeId={registration.id} /> : null}
    </Stack>
  );
}

function PublicDetail({ referee }: { referee: PublicReferee }) {
  const showsHalls = useShowsHalls();
  return (
    <Stack gap="lg">
      <Heading referee={referee} />
      {showsHalls ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <HallsCard slots={referee.refereeInHalls} />
        </SimpleGrid>
      ) : null}
      <MatchesCard refereeId={referee.id} />
    </Stack>
  );
}

/** /referees/detail/{refereeId}: the full registration for its account and admins, the public card for others. */
export function RefereeDetailPage() {
  const data = useLoaderData<RefereeDetailData>();
  const full = useQuery({ ...refereeRegistrationQueryOptions(data.id), enabled: data.kind === 'private' }).data;
  const card = useQuery({ ...publicRefereeQueryOptions(data.id), enabled: data.kind === 'public' }).data;
  if (data.kind === 'private' && full) return <PrivateDetail registration={full} />;
  if (data.kind === 'public' && card) return <PublicDetail referee={card} />;
  return null;
}
