import { Select, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { categoryFormatsQueryOptions } from '../api/list-category-formats';
import { DrawPanel } from '../components/draw-panel';
import { MoveMatchForm } from '../components/move-match-form';
import { SchedulePanel } from '../components/schedule-panel';

/** The competition builder: draw a category's groups, then plan, apply and publish the schedule. */
export function CompetitionPage() {
  const { t } = useTranslation('admin');
  const formats = useQuery(categoryFormatsQueryOptions()).data;
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const chosen = formats?.items.find((item) => item.categoryId === categoryId);

  return (
    <Stack>
      <PageTitle>{t('competition.title')}</PageTitle>
      <Tabs defaultValue="draw" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="draw">{t('competition.tabs.draw')}</Tabs.Tab>
          <Tabs.Tab value="schedule">{t('competition.tabs.schedule')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="draw" pt="md">
          <Stack>
            <Select
              label={t('competition.category')}
              data={(formats?.items ?? []).map((item) => ({
                value: String(item.categoryId),
                label: t('competition.categoryOption', { code: item.code, count: item.teams }),
              }))}
              value={categoryId === null ? null : String(categoryId)}
              onChange={(value) => setCategoryId(value ? Number(value) : null)}
              w={280}
            />
            {chosen ? (
              <>
                <Text size="sm">
                  {t('competition.format', { groups: chosen.format.groupCount, rest: chosen.format.minRestMinutes })}
                </Text>
                <DrawPanel key={chosen.categoryId} categoryId={chosen.categoryId} />
              </>
            ) : null}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="schedule" pt="md">
          <Stack gap="xl">
            <SchedulePanel />
            <MoveMatchForm days={formats?.days ?? []} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
