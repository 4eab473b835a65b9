import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuditTrail } from '@/components/audit-trail';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { adminUserQueryOptions } from '../api/get-admin-user';
import { UserAccountCard } from '../components/user-account-card';
import { UserMemberships } from '../components/user-memberships';
import { UserRolesCard } from '../components/user-roles-card';

/** One account in the office: its roles, blocking, password reset, memberships and history. */
export function UserDetailPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const query = useQuery(adminUserQueryOptions(id));
  const texts = {
    loading: t('list.loading'),
    notFound: t('users.detail.notFound'),
    loadError: t('users.detail.loadError'),
    retry: t('users.detail.retry'),
  };

  return (
    <Stack gap="md">
      <BackLink to="/admin/users">{t('users.back')}</BackLink>
      <QueryState query={query} texts={texts}>
        {(data) => (
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
      </QueryState>
    </Stack>
  );
}
