import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarEvent,
  IconDeviceTv,
  IconExternalLink,
  IconFileText,
  IconRoute,
} from '@tabler/icons-react';
import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { httpUrl } from '@/lib/configuration';
import { isImageFile } from '@/lib/image-proxy';
import { PlacePhoto } from '../components/place-photo';
import { PlaceTypeIcon } from '../components/place-type-icon';
import {
  hallSchedulePath,
  navigationUrl,
  placeDescription,
  placesPath,
  placeTitle,
  placeTypeSlug,
} from '../lib/places';
import { hallScreenPath } from '@/lib/paths';
import { useEdition, useEditionPath } from '@/lib/edition';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function PlaceDetailPage() {
  const href = useEditionPath();
  const { t, i18n } = useTranslation('places');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const id = Number(useParams().id);
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const { data: live } = useSuspenseQuery(liveQueryOptions(edition));

  const place = useMemo(
    () => data.places.find((item) => item.id === id) ?? data.halls.find((item) => item.id === id) ?? null,
    [data, id],
  );
  const isHall = place?.placeType.id === PLACE_TYPE_IDS.hall;
  const matchCount = useMemo(
    () => (isHall ? live.matches.filter((match) => match.placeId === id).length : 0),
    [isHall, live.matches, id],
  );

  const type = place ? placeTypeSlug(place.placeType.id) : null;
  const back = (
    <Anchor component={Link} to={href(placesPath(type ?? 'hall'))} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('detail.back')}
      </Group>
    </Anchor>
  );

  if (!place) {
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <PageTitle>{t('detail.notFound')}</PageTitle>
      </Stack>
    );
  }

  const title = placeTitle(place, locale);
  const description = placeDescription(place, locale);
  const web = httpUrl(place.link);
  const route = navigationUrl(place);
  const newTab = <VisuallyHidden>{t('detail.opensInNewTab')}</VisuallyHidden>;
  const photo = place.files.find(isImageFile);
  const documents = place.files.filter((file) => !isImageFile(file));

  return (
    <Stack gap="lg">
      <Stack gap="xs" align="flex-start">
        {back}
        {type && (
          <Badge variant="light" leftSection={<PlaceTypeIcon type={type} size={14} />}>
            {t(`type.${type}`)}
          </Badge>
        )}
        <PageTitle style={{ overflowWrap: 'anywhere' }}>{title}</PageTitle>
      </Stack>
      {photo && <PlacePhoto file={photo} alt={t('detail.photo', { name: title })} />}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section id="place-address" title={t('detail.address')}>
          <Stack gap="sm" align="flex-start">
            <Text>{place.address?.trim() || t('detail.noAddress')}</Text>
            {route && (
              <Button
                component="a"
                href={route}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconRoute size={18} aria-hidden />}
              >
                {t('detail.navigate')}
                {newTab}
              </Button>
            )}
          </Stack>
        </Section>

        <Section id="place-information" title={t('detail.information')}>
          <Text style={{ whiteSpace: 'pre-line' }} c={description ? undefined : 'dimmed'}>
            {description ?? t('detail.noInformation')}
          </Text>
        </Section>

        <Section id="place-web" title={t('detail.web')}>
          {web ? (
            <Anchor href={web} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
              <Group gap={4} component="span" wrap="nowrap">
                {new URL(web).host}
                <IconExternalLink size={16} aria-hidden />
              </Group>
              {newTab}
            </Anchor>
          ) : (
            <Text c="dimmed">{t('detail.noWeb')}</Text>
          )}
        </Section>

        {isHall && (
          <Section id="place-schedule" title={t('detail.schedule')}>
            <Stack gap="sm" align="flex-start">
              <Text>{t('detail.matchCount', { count: matchCount })}</Text>
              <Button
                component={Link}
                to={href(hallSchedulePath(place.id))}
                variant="light"
                leftSection={<IconCalendarEvent size={18} aria-hidden />}
              >
                {t('detail.scheduleLink')}
              </Button>
              {/* The hall's big screen shows the current edition's matches. */}
              {edition === undefined && (
                <Button
                  component="a"
                  href={hallScreenPath(place.id)}
                  target="_blank"
                  variant="subtle"
                  leftSection={<IconDeviceTv size={18} aria-hidden />}
                >
                  {t('detail.screenLink')}
                </Button>
              )}
            </Stack>
          </Section>
        )}

        {documents.length > 0 && (
          <Section id="place-files" title={t('detail.files')}>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {documents.map((file) => (
                <li key={file.id}>
                  <Anchor href={file.url} target="_blank" rel="noopener noreferrer">
                    <Group gap={4} component="span" wrap="nowrap">
                      <IconFileText size={16} aria-hidden />
                      {file.filename}
                    </Group>
                    {newTab}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Section>
        )}
      </SimpleGrid>
    </Stack>
  );
}
