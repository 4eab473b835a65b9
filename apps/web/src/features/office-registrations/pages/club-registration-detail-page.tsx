import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuditTrail } from '@/components/audit-trail';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { adminClubRegistrationQueryOptions } from '../api/get-admin-club-registration';
import { ClubPaymentsCard } from '../components/club-payments-card';
import { FinanceCard } from '../components/finance-card';
import { InternalNoteCard } from '../components/internal-note-card';
import { InvoiceItemsCard } from '../components/invoice-items-card';
import { RegistrationOverview } from '../components/registration-overview';
import { StateCard } from '../components/state-card';

/** One club registration in the office: state, internal note, finance, items, the registration and its history. */
export function ClubRegistrationDetailPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const query = useQuery(adminClubRegistrationQueryOptions(id));
  const texts = {
    loading: t('list.loading'),
    notFound: t('clubs.detail.notFound'),
    loadError: t('clubs.detail.loadError'),
    retry: t('clubs.detail.retry'),
  };

  return (
    <Stack gap="md">
      <BackLink to="/admin/club-registrations">{t('clubs.detail.back')}</BackLink>
      <QueryState query={query} texts={texts}>
        {(data) => (
          <>
            <PageTitle>{data.registration.name}</PageTitle>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <Stack gap="md">
                <StateCard detail={data} />
                <InternalNoteCard detail={data} />
              </Stack>
              <FinanceCard detail={data} />
            </SimpleGrid>
            <InvoiceItemsCard detail={data} />
            <ClubPaymentsCard detail={data} />
            <RegistrationOverview detail={data} />
            <AuditTrail entity="clubRegistration" recordId={data.registration.id} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
