import { Alert, Button, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuditTrail } from '@/components/audit-trail';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-client';
import { adminRefereeRegistrationQueryOptions } from '../api/get-admin-referee-registration';
import { RefereeHallsCard } from '../components/referee-halls-card';
import { RefereeOverview } from '../components/referee-overview';
import { RefereeStateCard } from '../components/referee-state-card';

/** One referee registration in the office: state, halls per day, the registration and its history. */
export function RefereeRegistrationDetailPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(adminRefereeRegistrationQueryOptions(id));

  return (
    <Stack gap="md">
      <BackLink to="/admin/referee-registrations">{t('referees.detail.back')}</BackLink>
      {isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('list.loading')} />
        </Group>
      ) : isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            {isApiError(error, 404) ? t('referees.detail.notFound') : t('referees.detail.loadError')}
            {isApiError(error, 404) ? null : (
              <Button size="xs" variant="light" onClick={() => void refetch()} loading={isRefetching}>
                {t('referees.detail.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
        <>
          <PageTitle>{`${data.registration.firstName} ${data.registration.lastName}`}</PageTitle>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <RefereeStateCard detail={data} />
            <RefereeHallsCard key={JSON.stringify(data.registration.refereeInHalls)} detail={data} />
          </SimpleGrid>
          <RefereeOverview detail={data} />
          <AuditTrail entity="refereeRegistration" recordId={data.registration.id} />
        </>
      )}
    </Stack>
  );
}
