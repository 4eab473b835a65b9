import { Alert, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { printLanguage, printPaths } from '@/api/print-paths';
import { PrintLink } from '@/components/print-link';
import { formatMatchDay } from '@/lib/match-day';
import { placeDisplayName } from '@/lib/place-name';
import { defaultPrintDay, matchDays } from '../lib/print-days';

/** Today in Prague as YYYY-MM-DD: match days are Prague calendar days. */
const pragueToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());

/** Every match sheet of a day (or of one hall's day) as one PDF, for the office's printer. */
export function BulkPrintCard() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const statics = useQuery(staticQueryOptions());
  // The days only: no need to poll the scores here.
  const live = useQuery({ ...liveQueryOptions(), refetchInterval: false });
  const days = useMemo(() => matchDays(live.data?.matches ?? []), [live.data]);
  const halls = useMemo(
    () =>
      (statics.data?.halls ?? [])
        .map((hall) => ({ value: String(hall.id), label: placeDisplayName(hall, locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale, { numeric: true })),
    [statics.data, locale],
  );
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [hallId, setHallId] = useState<string | null>(null);
  const day = chosenDay ?? defaultPrintDay(days, pragueToday());

  let body: ReactNode;
  if (statics.isPending || live.isPending) body = <Loader size="sm" aria-label={t('bulkPrint.title')} />;
  else if (statics.isError || live.isError)
    body = (
      <Alert color="red" variant="light">
        {t('bulkPrint.loadError')}
      </Alert>
    );
  else if (!day) body = <Text c="dimmed">{t('bulkPrint.noDays')}</Text>;
  else
    body = (
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('bulkPrint.day')}
          data={days.map((value) => ({ value, label: formatMatchDay(value, locale, 'long') }))}
          value={day}
          onChange={(value) => value && setChosenDay(value)}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          label={t('bulkPrint.hall')}
          placeholder={t('bulkPrint.allHalls')}
          data={halls}
          value={hallId}
          onChange={setHallId}
          clearable
          searchable
          w={{ base: '100%', xs: 260 }}
        />
        <PrintLink
          href={printPaths.sheets({ day, placeId: hallId ? Number(hallId) : null }, printLanguage(locale))}
          data-testid="bulk-print-link"
        >
          {t('bulkPrint.download')}
        </PrintLink>
      </Group>
    );

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="bulk-print-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="bulk-print-heading">
          {t('bulkPrint.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('bulkPrint.intro')}
        </Text>
        {body}
      </Stack>
    </Card>
  );
}
