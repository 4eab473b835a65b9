import { Alert, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { useApplyScheduleMutation } from '../api/apply-schedule';
import { type SchedulePlan, usePlanScheduleMutation } from '../api/plan-schedule';
import { usePublishScheduleMutation } from '../api/publish-schedule';
import { PlanTimeline } from './plan-timeline';

const FIGURES = [
  'placed',
  'minRestMinutes',
  'averageRestMinutes',
  'hallChanges',
  'teamDaysWithHallChange',
  'youngestAtEdges',
  'finalsOffTarget',
  'clubSplits',
] as const;

/** The schedule of every category: plan (conflicts, quality figures and timeline shown), apply, publish the changes. */
export function SchedulePanel() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const plan = usePlanScheduleMutation();
  const apply = useApplyScheduleMutation();
  const publish = usePublishScheduleMutation();
  const [result, setResult] = useState<SchedulePlan | null>(null);
  const [seed, setSeed] = useState<number | ''>('');
  const fail = (error: Error) => toast.error(errorText(error));
  // Publishing mails clubs and referees at once and cannot be taken back: it asks first.
  const confirmPublish = async () => {
    const answer = await openConfirmDialog({
      title: t('competition.schedule.publishTitle'),
      children: t('competition.schedule.publishText'),
      confirmLabel: t('competition.schedule.publishConfirm'),
    });
    if (answer !== 'confirm') return;
    publish.mutate(undefined, {
      onSuccess: (data) =>
        toast.success(
          t('competition.schedule.published', {
            count: data.changedMatches,
            mails: t('competition.schedule.mails', { count: data.mails }),
          }),
        ),
      onError: fail,
    });
  };
  const run = () =>
    plan.mutate(
      { seed: seed === '' ? undefined : seed },
      {
        onSuccess: (data) => {
          setResult(data);
          setSeed(data.seed);
        },
        onError: fail,
      },
    );

  return (
    <Stack>
      <Group align="end">
        <NumberInput
          label={t('competition.schedule.seed')}
          description={t('competition.schedule.seedHint')}
          value={seed}
          onChange={(value) => setSeed(typeof value === 'number' ? value : '')}
          min={0}
          allowDecimal={false}
          w={220}
        />
        <Button loading={plan.isPending} onClick={run}>
          {t('competition.schedule.plan')}
        </Button>
        <Button
          color="green"
          disabled={!result || result.conflicts.length > 0 || result.unplaced.length > 0}
          loading={apply.isPending}
          onClick={() =>
            result &&
            apply.mutate(
              { matches: result.matches },
              {
                onSuccess: (data) => toast.success(t('competition.schedule.applied', { count: data.matches })),
                onError: fail,
              },
            )
          }
        >
          {t('competition.schedule.apply')}
        </Button>
        <Button variant="light" loading={publish.isPending} onClick={() => void confirmPublish()}>
          {t('competition.schedule.publish')}
        </Button>
      </Group>
      {result ? (
        <>
          {result.conflicts.length + result.unplaced.length > 0 ? (
            <Alert color="red" title={t('competition.schedule.conflicts', { count: result.conflicts.length })}>
              {t('competition.schedule.unplaced', { count: result.unplaced.length })}
            </Alert>
          ) : (
            <Text>{t('competition.schedule.noConflicts', { count: result.matches.length })}</Text>
          )}
          <Table w="auto" withTableBorder>
            <Table.Tbody>
              {FIGURES.map((figure) => (
                <Table.Tr key={figure}>
                  <Table.Th scope="row">{t(`competition.schedule.figure.${figure}`)}</Table.Th>
                  <Table.Td>{result.quality[figure] ?? '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <PlanTimeline matches={result.matches} />
        </>
      ) : null}
    </Stack>
  );
}
