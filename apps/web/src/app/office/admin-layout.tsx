import { Box, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { meQueryOptions } from '@/api/get-me';
import { visibleSections } from './admin-nav';

/**
 * The admin area: its sections beside the page on a laptop, as a row of buttons above it on a
 * tablet or phone (scrolling sideways when they do not fit).
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { data: user } = useQuery(meQueryOptions());
  const { pathname } = useLocation();
  const sections = visibleSections(user);
  const active = (path: string) => pathname === path || pathname.startsWith(`${path}/`);

  return (
    <Group align="flex-start" gap="lg" wrap="nowrap" data-testid="admin-layout">
      {/* As narrow as the longest section name (Registrace rozhodčích): on a laptop the lists need the rest. */}
      <Box component="nav" aria-label={t('nav.label')} visibleFrom="md" w={180} style={{ flexShrink: 0 }}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="sm" pb={4}>
          {t('title')}
        </Text>
        <Stack gap={2}>
          {sections.map((section) => (
            <NavLink
              key={section.path}
              component={RouterNavLink}
              to={section.path}
              label={t(section.label)}
              active={active(section.path)}
              aria-current={active(section.path) ? 'page' : undefined}
            />
          ))}
        </Stack>
      </Box>
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        <ScrollArea hiddenFrom="md" type="auto" offsetScrollbars scrollbarSize={6}>
          <Group component="nav" aria-label={t('nav.label')} gap="xs" wrap="nowrap" pb={4}>
            {sections.map((section) => (
              <Button
                key={section.path}
                component={RouterNavLink}
                to={section.path}
                size="compact-sm"
                // In a row that scrolls sideways a button keeps its width; shrunk, its label vanished.
                style={{ flexShrink: 0 }}
                variant={active(section.path) ? 'filled' : 'default'}
                aria-current={active(section.path) ? 'page' : undefined}
              >
                {t(section.label)}
              </Button>
            ))}
          </Group>
        </ScrollArea>
        <Outlet />
      </Stack>
    </Group>
  );
}
