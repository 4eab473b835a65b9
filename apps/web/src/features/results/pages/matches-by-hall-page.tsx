import { Anchor, Group, Paper, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBuildingStadium, IconMapPin } from '@tabler/icons-react';
import { isPlayStage } from '@tms/domain/match-stages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LastUpdated } from '@/components/last-updated';
import { LiveBadge } from '@/components/live-badge';
import { MatchList } from '@/components/match-list';
import { PageTitle } from '@/components/page-title';
import { PrintLink } from '@/components/print-link';
import { QrCodeButton } from '@/components/qr-code-button';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { absolutePageUrl, printLanguage, printPaths } from '@/api/print-paths';
import { competitionLookup } from '@/lib/competition-lookup';
import { formatMatchDay } from '@/lib/match-day';
import { placeDisplayName } from '@/lib/place-name';
import { NotFoundNotice } from '../components/not-found-notice';
import { liveIndex } from '../lib/live-index';
import { resultsPaths } from '../lib/paths';
import { useEdition, useEditionPath } from '@/lib/edition';

/** Today in Prague as YYYY-MM-DD: match days are Prague calendar days. */
function pragueToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
}

export function MatchesByHallPage() {
  const href = useEditionPath();
  const { id } = useParams();
  const { t, i18n } = useTranslation('resultsDashboard');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const edition = useEdition();
  const { data } = useSuspenseQuery(staticQueryOptions(edition));
  const { data: live, dataUpdatedAt } = useSuspenseQuery(liveQueryOptions(edition));
  const lookup = competitionLookup(data);
  const index = liveIndex(live);

  const collator = useMemo(() => new Intl.Collator(locale, { numeric: true }), [locale]);
  const halls = useMemo(
    () =>
      data.halls
        .map((hall) => ({ hall, name: placeDisplayName(hall, locale) }))
        .sort((a, b) => collator.compare(a.name, b.name)),
    [data.halls, locale, collator],
  );
  const hallId = id === undefined ? null : Number(id);
  const hall = hallId === null ? undefined : lookup.places.get(hallId);
  const hallMatches = hall ? (index.matchesByPlace.get(hall.id) ?? []) : [];

  const liveDay = hallMatches.find((match) => isPlayStage(lookup.stages.get(match.competitionMatchStageId)?.code))?.day;
  const today = pragueToday();
  const requested = searchParams.get('day');
  const day =
    requested && index.days.includes(requested)
      ? requested
      : (liveDay ?? (index.days.includes(today) ? today : (hallMatches[0]?.day ?? index.days[0] ?? '')));
  const dayMatches = useMemo(() => hallMatches.filter((match) => match.day === day), [hallMatches, day]);

  const picker = (
    <Select
      label={t('hall.picker')}
      placeholder={t('hall.pickerPlaceholder')}
      data={halls.map(({ hall: h, name }) => ({ value: String(h.id), label: name }))}
      value={hall ? String(hall.id) : null}
      onChange={(value) => {
        if (value) navigate(`${href(resultsPaths.hall(Number(value)))}${requested ? `?day=${requested}` : ''}`);
      }}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('hall.noHalls')}
      maw={420}
      leftSection={<IconBuildingStadium size={18} aria-hidden />}
      comboboxProps={{ withinPortal: true }}
    />
  );

  if (hallId === null) {
    return (
      <Stack gap="lg">
        <PageTitle>{t('hall.title')}</PageTitle>
        {picker}
        <section aria-labelledby="halls-heading">
          <Title order={2} size="h3" id="halls-heading" mb="sm">
            {t('hall.listTitle')}
          </Title>
          {halls.length === 0 ? (
            <Text c="dimmed">{t('hall.noHalls')}</Text>
          ) : (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2, md: 3 }}
              spacing="sm"
              p={0}
              m={0}
              data-testid="hall-list"
            >
              {halls.map(({ hall: h, name }) => {
                const count = index.matchesByPlace.get(h.id)?.length ?? 0;
                const liveNow = index.matchesByPlace
                  .get(h.id)
                  ?.some((match) => isPlayStage(lookup.stages.get(match.competitionMatchStageId)?.code));
                return (
                  <Paper key={h.id} component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                      <Anchor component={Link} to={href(resultsPaths.hall(h.id))} fw={700} miw={0}>
                        {name}
                      </Anchor>
                      {liveNow && <LiveBadge size="xs" />}
                    </Group>
                    {h.address && (
                      <Text size="sm" c="dimmed">
                        {h.address}
                      </Text>
                    )}
                    <Text size="sm">{t('hall.matchCount', { count })}</Text>
                  </Paper>
                );
              })}
            </SimpleGrid>
          )}
        </section>
      </Stack>
    );
  }

  if (!hall) return <NotFoundNotice message={t('notFound.hall')} />;
  const hallName = placeDisplayName(hall, locale);
  const lang = printLanguage(locale);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <PageTitle documentTitle={`${t('hall.title')} – ${hallName}`}>{hallName}</PageTitle>
        {hall.address && <Text c="dimmed">{hall.address}</Text>}
        <Group gap="md">
          <Anchor component={Link} to={href(resultsPaths.hall())} size="sm">
            {t('hall.title')}
          </Anchor>
          <Anchor component={Link} to={href(resultsPaths.place(hall.id))} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              {t('hall.placeDetail')}
            </Group>
          </Anchor>
        </Group>
        <LastUpdated updatedAt={dataUpdatedAt} />
      </Stack>
      {picker}
      {day && (
        <Group gap="sm" role="group" aria-label={t('print.label')}>
          {/* The documents are printed from the current edition; a past one's page has its QR code only. */}
          {edition === undefined && (
            <>
              <PrintLink href={printPaths.hallDay(hall.id, day, lang)} size="sm" data-testid="hall-day-link">
                {t('print.hallDay', { day: formatMatchDay(day, locale) })}
              </PrintLink>
              <PrintLink href={printPaths.hallPoster(hall.id, day, lang)} size="sm" data-testid="hall-poster-link">
                {t('print.hallPoster', { day: formatMatchDay(day, locale) })}
              </PrintLink>
            </>
          )}
          <QrCodeButton
            size="sm"
            url={absolutePageUrl(`${href(resultsPaths.hall(hall.id))}?day=${day}`)}
            title={t('print.hallQrTitle', { hall: hallName, day: formatMatchDay(day, locale, 'long') })}
          />
        </Group>
      )}
      <Tabs
        value={day}
        onChange={(value) => {
          if (!value) return;
          setSearchParams({ day: value }, { replace: true, preventScrollReset: true });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('hall.days')} grow style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {index.days.map((d) => (
            <Tabs.Tab key={d} value={d} px={6} style={{ flexShrink: 0 }}>
              {formatMatchDay(d, locale)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {index.days.map((d) => (
          <Tabs.Panel key={d} value={d} pt="md">
            <MatchList
              matches={dayMatches}
              showHall={false}
              showGroup
              emptyText={t('hall.noMatches')}
              aria-label={`${hallName}, ${formatMatchDay(d, locale, 'long')}`}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
