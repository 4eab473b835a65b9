import { Alert, Button, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuditTrail } from '@/components/audit-trail';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-client';
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
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(adminClubRegistrationQueryOptions(id));

  return (
    <Stack gap="md">
      <BackLink to="/admin/club-registrations">{t('clubs.detail.back')}</BackLink>
      {isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('list.loading')} />
        </Group>
      ) : isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            {isApiError(error, 404) ? t('clubs.detail.notFound') : t('clubs.detail.loadError')}
            {isApiError(error, 404) ? null : (
              <Button size="xs" variant="light" onClick={() => void refetch()} loading={isRefetching}>
                {t('clubs.detail.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
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
    </Stack>
  );
}
