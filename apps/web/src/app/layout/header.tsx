import { ActionIcon, Anchor, Burger, Button, Group, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { meQueryOptions } from '@/api/get-me';
import { readStorage } from '@/lib/storage';
import { useTournamentYear } from '@/api/use-tournament-year';
import { TOURNAMENT } from '@/lib/tournament';
import { PATHS } from '@/lib/paths';
import { LocaleSwitch } from './locale-switch';

type HeaderProps = {
  menuOpened: boolean;
  onToggleMenu: () => void;
};

// Visitors never see the menu: it and its popover code load only for a signed-in user.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

export function Header({ menuOpened, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation('core');
  const year = useTournamentYear();
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
          aria-label={t('header.home', { name: TOURNAMENT.name, year: year ?? '' })}
        >
          {/* Wraps to two lines on narrow phones rather than hiding the year. */}
          <Text component="span" fw={800} fz={{ base: 'sm', xs: 'md', sm: 'xl' }} lh={1.15} display="block">
            {TOURNAMENT.name}{' '}
            <Text component="span" inherit c="brand.7">
              {year}
            </Text>
          </Text>
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LocaleSwitch />
        {user && userName ? (
          <Suspense fallback={null}>
            <UserMenu user={user} userName={userName} />
          </Suspense>
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
              {t('header.signIn')}
            </Button>
            <ActionIcon
              component={Link}
              to={PATHS.login}
              variant="light"
              size="lg"
              aria-label={t('header.signIn')}
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
