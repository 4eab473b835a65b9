import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuditTrail } from '@/components/audit-trail';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { adminRefereeRegistrationQueryOptions } from '../api/get-admin-referee-registration';
import { RefereeHallsCard } from '../components/referee-halls-card';
import { RefereeOverview } from '../components/referee-overview';
import { RefereeStateCard } from '../components/referee-state-card';

/** One referee registration in the office: state, halls per day, the registration and its history. */
export function RefereeRegistrationDetailPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const query = useQuery(adminRefereeRegistrationQueryOptions(id));
  const texts = {
    loading: t('list.loading'),
    notFound: t('referees.detail.notFound'),
    loadError: t('referees.detail.loadError'),
    retry: t('referees.detail.retry'),
  };

  return (
    <Stack gap="md">
      <BackLink to="/admin/referee-registrations">{t('referees.detail.back')}</BackLink>
      <QueryState query={query} texts={texts}>
        {(data) => (
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
      </QueryState>
    </Stack>
  );
}
