import { Badge, Box, Drawer, NavLink, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconTrophy, IconUsersGroup, IconWorld } from '@tabler/icons-react';
import type { StaticBundle } from '@tms/domain/contract/competition';
import type { TeamCategory } from '@tms/domain/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { staticQueryOptions } from '@/api/get-static';
import { countryName, yearOf } from '@/lib/names';
import { PATHS } from '@/lib/paths';

type DrawerMenuProps = {
  opened: boolean;
  onClose: () => void;
};

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

type CountryItem = { code: string; name: string; teams: number };

function teamCounts(teams: StaticBundle['teams'], key: 'teamCategoryCode' | 'clubCountryCode'): Map<string, number> {
  const counts = new Map<string, number>();
  for (const team of teams) counts.set(team[key], (counts.get(team[key]) ?? 0) + 1);
  return counts;
}

function Count({ count }: { count: number }) {
  const { t } = useTranslation('core');
  return (
    <>
      <Badge variant="light" color="gray" aria-hidden>
        {count}
      </Badge>
      <VisuallyHidden>{t('drawer.teamCount', { count })}</VisuallyHidden>
    </>
  );
}

export function DrawerMenu({ opened, onClose }: DrawerMenuProps) {
  const { t, i18n } = useTranslation('core');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const { pathname } = useLocation();
  const { data } = useQuery(staticQueryOptions());

  const byCategory = useMemo(() => teamCounts(data?.teams ?? [], 'teamCategoryCode'), [data]);
  const byCountry = useMemo(() => teamCounts(data?.teams ?? [], 'clubCountryCode'), [data]);

  // A deactivated category is listed no more; its page stays for links to its matches.
  const categories = useMemo(
    () =>
      (data?.teamCategories ?? [])
        .filter((category) => category.isActive)
        .sort((a, b) => a.weight - b.weight || a.code.localeCompare(b.code)),
    [data],
  );

  // Only countries with teams: their detail page lists teams, an empty one helps nobody.
  const countries = useMemo<CountryItem[]>(() => {
    const collator = new Intl.Collator(locale);
    return Object.values(data?.countries ?? {})
      .map((country) => ({
        code: country.countryCode,
        name: countryName(country, locale),
        teams: byCountry.get(country.countryCode) ?? 0,
      }))
      .filter((country) => country.teams > 0)
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [data, locale, byCountry]);

  const born = (category: TeamCategory) => {
    const from = yearOf(category.birthDateMin);
    const to = yearOf(category.birthDateMax);
    if (from === null) return undefined;
    if (to === null) return t('drawer.bornFrom', { from });
    return from === to ? t('drawer.bornIn', { year: from }) : t('drawer.bornBetween', { from, to });
  };

  const categoryLinks = (gender: TeamCategory['gender']) =>
    categories
      .filter((category) => category.gender === gender)
      .map((category) => {
        const to = `${PATHS.results}/team-category/${encodeURIComponent(category.code)}`;
        return (
          <li key={category.code}>
            <NavLink
              component={Link}
              to={to}
              onClick={onClose}
              active={pathname === to}
              label={category.code}
              description={born(category)}
              rightSection={<Count count={byCategory.get(category.code) ?? 0} />}
            />
          </li>
        );
      });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('drawer.title')}
      size="sm"
      padding="md"
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
    >
      <Box component="nav" aria-label={t('drawer.navigation')}>
        <Stack gap="lg">
          <NavLink
            component={Link}
            to={PATHS.results}
            onClick={onClose}
            active={pathname === PATHS.results}
            label={t('drawer.results')}
            leftSection={<IconTrophy size={18} aria-hidden />}
          />
          <Stack gap={0}>
            {(
              [
                ['countries', `${PATHS.results}/countries`, <IconWorld key="i" size={18} aria-hidden />],
                [
                  'matchesByHall',
                  `${PATHS.results}/matches-by-hall`,
                  <IconCalendarEvent key="i" size={18} aria-hidden />,
                ],
                ['places', `${PATHS.results}/places/hall`, <IconMapPin key="i" size={18} aria-hidden />],
                ['referees', `${PATHS.results}/referees`, <IconUsersGroup key="i" size={18} aria-hidden />],
              ] as const
            ).map(([key, to, icon]) => (
              <NavLink
                key={key}
                component={Link}
                to={to}
                onClick={onClose}
                active={pathname.startsWith(to)}
                label={t(`drawer.links.${key}`)}
                leftSection={icon}
              />
            ))}
          </Stack>
          <section aria-labelledby="drawer-categories">
            <Title order={2} size="h5" id="drawer-categories" mb="xs">
              {t('drawer.teamsByCategory')}
            </Title>
            <Text size="sm" fw={700} c="dimmed" mt="xs" id="drawer-boys">
              {t('drawer.boys')}
            </Text>
            <Box component="ul" style={LIST_STYLE} aria-labelledby="drawer-boys">
              {categoryLinks('male')}
            </Box>
            <Text size="sm" fw={700} c="dimmed" mt="xs" id="drawer-girls">
              {t('drawer.girls')}
            </Text>
            <Box component="ul" style={LIST_STYLE} aria-labelledby="drawer-girls">
              {categoryLinks('female')}
            </Box>
          </section>
          <section aria-labelledby="drawer-countries">
            <Title order={2} size="h5" id="drawer-countries" mb="xs">
              {t('drawer.countries')}
            </Title>
            {countries.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('drawer.noCountries')}
              </Text>
            ) : (
              <Box component="ul" style={LIST_STYLE}>
                {countries.map((country) => {
                  const to = `${PATHS.results}/country/${encodeURIComponent(country.code)}`;
                  return (
                    <li key={country.code}>
                      <NavLink
                        component={Link}
                        to={to}
                        onClick={onClose}
                        active={pathname === to}
                        label={country.name}
                        rightSection={<Count count={country.teams} />}
                      />
                    </li>
                  );
                })}
              </Box>
            )}
          </section>
        </Stack>
      </Box>
    </Drawer>
  );
}
