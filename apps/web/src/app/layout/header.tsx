import { ActionIcon, Anchor, Burger, Button, Group, Menu, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconLayoutDashboard,
  IconLogin2,
  IconLogout,
  IconMail,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/toast';
import { type CurrentUser, meQueryOptions } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { readStorage } from '@/lib/storage';
import { TOURNAMENT } from '@/lib/tournament';
import { PATHS } from '../guards/paths';
import { LocaleSwitch } from './locale-switch';

type HeaderProps = {
  menuOpened: boolean;
  onToggleMenu: () => void;
};

const hasLink = (user: CurrentUser, operationId: string) => user.links.some((link) => link.operationId === operationId);

function UserMenu({ user, userName }: { user: CurrentUser; userName: string }) {
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

export function Header({ menuOpened, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation(['core', 'auth']);
  // Asks the server only when this browser remembers a sign-in, so visitors never call /users/me;
  // sign-in and the guards put the user into the cache, which this reads either way.
  const { data: user } = useQuery({ ...meQueryOptions(), enabled: readStorage('loggedIn') === true });
  const userName = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username : null;

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          aria-label={menuOpened ? t('header.closeMenu') : t('header.openMenu')}
          aria-expanded={menuOpened}
          aria-haspopup="dialog"
        />
        <Anchor
          component={Link}
          to="/"
          underline="never"
          c="inherit"
          miw={0}
          aria-label={t('header.home', { name: TOURNAMENT.name, year: TOURNAMENT.year })}
        >
          {/* Wraps to two lines on narrow phones rather than hiding the year. */}
          <Text component="span" fw={800} fz={{ base: 'sm', xs: 'md', sm: 'xl' }} lh={1.15} display="block">
            {TOURNAMENT.name}{' '}
            <Text component="span" inherit c="brand.7">
              {TOURNAMENT.year}
            </Text>
          </Text>
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LocaleSwitch />
        {user && userName ? (
          <UserMenu user={user} userName={userName} />
        ) : (
          <>
            <Button
              component={Link}
              to={PATHS.login}
              variant="light"
              size="compact-sm"
              leftSection={<IconLogin2 size={16} aria-hidden />}
              visibleFrom="sm"
            >
              {t('auth:signIn.link')}
            </Button>
            <ActionIcon
              component={Link}
              to={PATHS.login}
              variant="light"
              size="lg"
              aria-label={t('auth:signIn.link')}
              hiddenFrom="sm"
            >
              <IconLogin2 size={18} aria-hidden />
            </ActionIcon>
          </>
        )}
      </Group>
    </Group>
  );
}
