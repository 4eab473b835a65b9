import { Button, Menu, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconSettings,
  IconShieldCog,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/toast';
import type { CurrentUser } from '@/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { hasLink } from '@/lib/links';
import { PATHS } from '@/lib/paths';

export function UserMenu({ user, userName }: { user: CurrentUser; userName: string }) {
  const { t } = useTranslation('core');
  const navigate = useNavigate();
  const logout = useLogout();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => void navigate(PATHS.login),
      onError: (error) => {
        console.error('Signing out failed', error);
        toast.error(t('header.logoutFailed'));
      },
    });

  return (
    <Menu position="bottom-end" width={240} withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          px={{ base: 6, sm: 'xs' }}
          leftSection={<IconUser size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={logout.isPending}
          aria-label={t('header.userMenu', { name: userName })}
          data-testid="user-menu"
        >
          <Text component="span" inherit visibleFrom="sm" maw={200} truncate>
            {userName}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.signedInAs')}</Menu.Label>
        <Text px="sm" pb="xs" size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {userName}
          <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
            {user.username}
          </Text>
        </Text>
        <Menu.Divider />
        <Menu.Item component={Link} to="/dashboard" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
          {t('header.dashboard')}
        </Menu.Item>
        {hasLink(user, 'listAudit') ? (
          <Menu.Item component={Link} to="/admin" leftSection={<IconShieldCog size={16} aria-hidden />}>
            {t('header.administration')}
          </Menu.Item>
        ) : null}
        {hasLink(user, 'getAdminConfiguration') ? (
          <Menu.Item component={Link} to="/admin/configuration" leftSection={<IconSettings size={16} aria-hidden />}>
            {t('header.configuration')}
          </Menu.Item>
        ) : null}
        {hasLink(user, 'listMailOutbox') ? (
          <Menu.Item component={Link} to="/admin/mail-outbox" leftSection={<IconMail size={16} aria-hidden />}>
            {t('header.mailOutbox')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut} disabled={logout.isPending}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
