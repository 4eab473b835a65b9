import { Alert, Button, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuditTrail } from '@/components/audit-trail';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-client';
import { adminUserQueryOptions } from '../api/get-admin-user';
import { UserAccountCard } from '../components/user-account-card';
import { UserMemberships } from '../components/user-memberships';
import { UserRolesCard } from '../components/user-roles-card';

/** One account in the office: its roles, blocking, password reset, memberships and history. */
export function UserDetailPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(adminUserQueryOptions(id));

  return (
    <Stack gap="md">
      <BackLink to="/admin/users">{t('users.back')}</BackLink>
      {isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('list.loading')} />
        </Group>
      ) : isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            {isApiError(error, 404) ? t('users.detail.notFound') : t('users.detail.loadError')}
            {isApiError(error, 404) ? null : (
              <Button size="xs" variant="light" onClick={() => void refetch()} loading={isRefetching}>
                {t('users.detail.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
        <>
          <PageTitle>{data.name}</PageTitle>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <UserAccountCard user={data} />
            <UserRolesCard key={data.roles.join()} user={data} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <UserMemberships user={data} />
          </SimpleGrid>
          <AuditTrail entity="user" recordId={data.id} />
        </>
      )}
    </Stack>
  );
}
