import { Alert, Loader, Select, Stack, Tabs, Text } from '@mantine/core';
import type { CategoryFormatItem } from '@tms/domain/contract/competition-builder';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { categoryFormatsQueryOptions } from '../api/list-category-formats';
import { DrawPanel } from '../components/draw-panel';
import { FormatForm } from '../components/format-form';
import { type MatchPick, MoveMatchForm } from '../components/move-match-form';
import { SchedulePanel } from '../components/schedule-panel';
import { SchedulePublicationAlert } from '../components/schedule-publication-alert';
import { ScheduleTimeline } from '../components/schedule-timeline';

type CategorySelectProps = {
  items: readonly CategoryFormatItem[];
  value: number | null;
  onChange: (categoryId: number | null) => void;
};

function CategorySelect({ items, value, onChange }: CategorySelectProps) {
  const { t } = useTranslation('admin');
  return (
    <Select
      label={t('competition.category')}
      data={items.map((item) => ({
        value: String(item.categoryId),
        label: t('competition.categoryOption', { code: item.code, count: item.teams }),
      }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      w={280}
    />
  );
}

/** What a category tab shows before a category is chosen: the list is loading, empty, or waits for a choice. */
function NoCategory({ loading, hasCategories, hint }: { loading: boolean; hasCategories: boolean; hint: string }) {
  const { t } = useTranslation('admin');
  if (loading) return <Loader size="sm" aria-label={t('competition.loading')} />;
  if (!hasCategories) return <Alert color="gray">{t('competition.noCategories')}</Alert>;
  return (
    <Text c="dimmed" data-testid="competition-no-category">
      {hint}
    </Text>
  );
}

/** The competition builder: a category's format, its group draw, then the schedule, its timeline and match-day moves. */
export function CompetitionPage() {
  const { t } = useTranslation('admin');
  const formatsQuery = useQuery(categoryFormatsQueryOptions());
  const formats = formatsQuery.data;
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [picked, setPicked] = useState<MatchPick | undefined>(undefined);
  const items = formats?.items ?? [];
  const chosen = items.find((item) => item.categoryId === categoryId);
  const days = formats?.days ?? [];

  return (
    <Stack>
      <PageTitle>{t('competition.title')}</PageTitle>
      <SchedulePublicationAlert />
      <Tabs defaultValue="draw" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="format">{t('competition.tabs.format')}</Tabs.Tab>
          <Tabs.Tab value="draw">{t('competition.tabs.draw')}</Tabs.Tab>
          <Tabs.Tab value="schedule">{t('competition.tabs.schedule')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="format" pt="md">
          <Stack>
            <CategorySelect items={items} value={categoryId} onChange={setCategoryId} />
            {/* Keyed by the stored format too, so a saved format becomes the form's new starting point. */}
            {chosen ? (
              <FormatForm key={`${chosen.categoryId}-${JSON.stringify(chosen.format)}`} item={chosen} days={days} />
            ) : (
              <NoCategory
                loading={formatsQuery.isPending}
                hasCategories={items.length > 0}
                hint={t('competition.chooseForFormat')}
              />
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="draw" pt="md">
          <Stack>
            <CategorySelect items={items} value={categoryId} onChange={setCategoryId} />
            {chosen ? (
              <>
                <Text size="sm">
                  {t('competition.format', { groups: chosen.format.groupCount, rest: chosen.format.minRestMinutes })}
                </Text>
                <DrawPanel key={chosen.categoryId} categoryId={chosen.categoryId} />
              </>
            ) : (
              <NoCategory
                loading={formatsQuery.isPending}
                hasCategories={items.length > 0}
                hint={t('competition.chooseForDraw')}
              />
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="schedule" pt="md">
          <Stack gap="xl">
            <SchedulePanel />
            <ScheduleTimeline days={days} formats={items} onPick={setPicked} />
            {/* Keyed by the picked match: the form starts again from that match's hall, day and time. */}
            <MoveMatchForm key={picked?.matchId ?? 'none'} days={days} picked={picked} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
