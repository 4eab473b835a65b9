import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { IconCalendarTime, IconUsers } from '@tabler/icons-react';
import { enumsQueryOptions } from '@/api/get-enums';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-client';
import { useApiErrorText } from '@/lib/api-error-text';
import { hasLink } from '@/lib/links';
import { clubDetailQueryOptions } from '../api/get-club-detail';
import { FinanceCard, RegistrationCard, RosterCard } from '../components/club-cards';
import { ExtraPersonsCard, TeamsCard } from '../components/club-lists';
import { clubIdParam } from '../lib/guards';

/** `/club/{id}`: registration, roster, finance (club admins), teams and extra persons of one club. */
export function ClubDetailPage() {
  const { t } = useTranslation('club');
  const apiErrorText = useApiErrorText();
  const clubId = clubIdParam(useParams().id) ?? 0;
  const detail = useQuery(clubDetailQueryOptions(clubId));
  const enums = useQuery(enumsQueryOptions());
  const back = <BackLink to="/dashboard">{t('detail.backToDashboard')}</BackLink>;

  if (detail.isPending) {
    return (
      <Stack gap="md">
        {back}
        <Center py="xl">
          <Loader aria-label={t('detail.title')} />
        </Center>
      </Stack>
    );
  }
  if (detail.isError) {
    const notFound = isApiError(detail.error, 404);
    return (
      <Stack gap="md">
        {back}
        <PageTitle>{notFound ? t('detail.notFound') : t('detail.loadFailed')}</PageTitle>
        {notFound ? (
          <Text>{t('detail.notFoundText')}</Text>
        ) : (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{apiErrorText(detail.error)}</Text>
            <Button mt="sm" size="xs" variant="light" onClick={() => void detail.refetch()}>
              {t('detail.retry')}
            </Button>
          </Alert>
        )}
      </Stack>
    );
  }

  const data = detail.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          {back}
          <PageTitle mt="xs">{data.club.name}</PageTitle>
          {data.club.city ? <Text c="dimmed">{data.club.city}</Text> : null}
        </div>
        <Group gap="sm">
          {hasLink(data, 'listClubTrainingRequests') ? (
            <Button
              component={Link}
              to={`/club/${data.club.id}/training`}
              variant="light"
              leftSection={<IconCalendarTime size={16} aria-hidden />}
            >
              {t('training.link')}
            </Button>
          ) : null}
          {hasLink(data, 'listClubUsers') ? (
            <Button
              component={Link}
              to={`/club/${data.club.id}/users`}
              variant="light"
              leftSection={<IconUsers size={16} aria-hidden />}
            >
              {t('users.link')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <RegistrationCard detail={data} />
        <RosterCard detail={data} />
        {data.finance ? <FinanceCard finance={data.finance} /> : null}
        <TeamsCard detail={data} />
        <ExtraPersonsCard detail={data} pricelist={enums.data?.pricelistItems ?? []} />
      </SimpleGrid>
    </Stack>
  );
}
