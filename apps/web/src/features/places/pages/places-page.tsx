import { Anchor, Badge, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { staticQueryOptions } from '@/api/get-static';
import { PlaceTypeIcon } from '../components/place-type-icon';
import {
  countByType,
  isPlaceTypeSlug,
  PLACE_TYPES,
  placePath,
  placesOfType,
  placesPath,
  placeTypeFromParam,
} from '../lib/places';
import { useEdition, useEditionPath } from '@/lib/edition';

export function PlacesPage() {
  const href = useEditionPath();
  const { t, i18n } = useTranslation('places');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const params = useParams();
  // The address keeps what the user typed (a word or a number); an unknown type selects no tab.
  const type = placeTypeFromParam(params.type);
  const navigate = useNavigate();
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));

  const counts = useMemo(() => countByType(data.places), [data.places]);
  const items = useMemo(() => (type ? placesOfType(data.places, type, locale) : []), [data.places, type, locale]);

  // The layout moves focus to the page content after every path change; a keyboard user switching
  // tabs with the arrow keys must stay on the tab list, so focus goes back to the new active tab.
  const tabList = useRef<HTMLDivElement>(null);
  const refocusTab = useRef(false);
  useEffect(() => {
    if (!refocusTab.current) return;
    refocusTab.current = false;
    const frame = requestAnimationFrame(() => {
      tabList.current?.querySelector<HTMLElement>(`[data-type="${type}"]`)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [type]);

  const onChange = (value: string | null) => {
    const next = value ?? undefined;
    if (!isPlaceTypeSlug(next) || next === type) return;
    refocusTab.current = tabList.current?.contains(document.activeElement) ?? false;
    navigate(href(placesPath(next)), { preventScrollReset: true });
  };

  return (
    <Stack gap="lg">
      <PageTitle documentTitle={type ? `${t('list.title')} – ${t(`types.${type}`)}` : t('list.title')}>
        {t('list.title')}
      </PageTitle>
      <Tabs value={type} onChange={onChange} keepMounted={false}>
        <Tabs.List ref={tabList} aria-label={t('list.types')}>
          {PLACE_TYPES.map((slug) => {
            return (
              <Tabs.Tab
                key={slug}
                value={slug}
                data-type={slug}
                leftSection={<PlaceTypeIcon type={slug} />}
                rightSection={
                  <Badge size="sm" variant="light" color="gray" aria-hidden>
                    {counts[slug]}
                  </Badge>
                }
                aria-label={t('list.tabLabel', { type: t(`types.${slug}`), count: counts[slug] })}
              >
                {t(`types.${slug}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {PLACE_TYPES.map((slug) => (
          <Tabs.Panel key={slug} value={slug} pt="md">
            {slug === type &&
              (items.length === 0 ? (
                <Text c="dimmed" data-testid="places-empty">
                  {t('list.empty')}
                </Text>
              ) : (
                <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" p={0} m={0}>
                  {items.map(({ place, name }) => (
                    <Paper
                      key={place.id}
                      component="li"
                      withBorder
                      radius="md"
                      p="md"
                      style={{ listStyle: 'none' }}
                      data-testid="place-item"
                    >
                      <Anchor
                        component={Link}
                        to={href(placePath(place.id))}
                        fw={700}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {name}
                      </Anchor>
                      {place.address && (
                        <Text size="sm" c="dimmed" mt={4}>
                          {place.address}
                        </Text>
                      )}
                    </Paper>
                  ))}
                </SimpleGrid>
              ))}
          </Tabs.Panel>
        ))}
      </Tabs>
      {type === null && (
        <Text c="dimmed" data-testid="places-empty">
          {t('list.empty')}
        </Text>
      )}
    </Stack>
  );
}
