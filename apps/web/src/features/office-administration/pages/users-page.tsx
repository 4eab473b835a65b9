import { Anchor, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { USER_STATES } from '@tms/domain/contract/admin-users';
import { ROLES } from '@tms/domain/roles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataList } from '@/components/admin-list/data-list';
import { listExportUrl, useUrlListState } from '@/components/admin-list/list-state';
import { PageTitle } from '@/components/page-title';
import { type AdminUserRow, USERS_PATH, usersQueryOptions } from '../api/list-users';
import { formatDate } from '@/lib/amounts';
import { RoleBadges } from '../components/role-badges';

const DEFAULTS = { sort: 'name' };

/** Every account: find one by name or e-mail, or the holders of a role, and open it. */
export function UsersPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const list = useUrlListState(DEFAULTS);
  const result = useQuery(usersQueryOptions(list.query));

  const columns: DataColumn<AdminUserRow>[] = [
    {
      key: 'name',
      header: t('users.columns.name'),
      sortKey: 'name',
      rowHeader: true,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={`/admin/users/${row.id}`} fw={600}>
            {row.name}
          </Anchor>
          {row.blocked ? (
            <Badge color="red" variant="light">
              {t('users.state.blocked')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: 'email', header: t('users.columns.email'), sortKey: 'email', render: (row) => row.email },
    { key: 'roles', header: t('users.columns.roles'), render: (row) => <RoleBadges roles={row.roles} /> },
    { key: 'clubs', header: t('users.columns.clubs'), render: (row) => row.clubs.join(', ') || '–' },
    { key: 'referees', header: t('users.columns.referees'), render: (row) => row.referees },
    {
      key: 'createdAt',
      header: t('users.columns.createdAt'),
      sortKey: 'createdAt',
      render: (row) => formatDate(row.createdAt, locale),
    },
    {
      key: 'lastSignInAt',
      header: t('users.columns.lastSignInAt'),
      sortKey: 'lastSignInAt',
      render: (row) => (row.lastSignInAt ? formatDate(row.lastSignInAt, locale, true) : t('users.never')),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{t('users.title')}</PageTitle>
      <Text c="dimmed" maw={640}>
        {t('users.intro')}
      </Text>
      <DataList
        label={t('users.title')}
        columns={columns}
        list={list}
        result={result}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-user-id': row.id })}
        minWidth={900}
        filters={
          <>
            <Select
              label={t('users.filters.role')}
              placeholder={t('list.any')}
              data={ROLES.map((role) => ({ value: role, label: t(`users.role.${role}`) }))}
              value={list.filter('role')}
              onChange={(value) => list.setFilter('role', value)}
              clearable
              w={{ base: '100%', xs: 220 }}
            />
            <Select
              label={t('users.filters.state')}
              placeholder={t('list.any')}
              data={USER_STATES.map((state) => ({ value: state, label: t(`users.state.${state}`) }))}
              value={list.filter('state')}
              onChange={(value) => list.setFilter('state', value)}
              clearable
              w={{ base: '100%', xs: 180 }}
            />
          </>
        }
        exportUrl={(format) => listExportUrl(USERS_PATH, list.query, format, locale)}
      />
    </Stack>
  );
}
