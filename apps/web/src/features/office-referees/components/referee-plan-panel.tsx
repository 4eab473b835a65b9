import { Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { RefereeLoad, RefereePlan } from '@tms/domain/contract/referee-assignments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { useApplyRefereeAssignmentsMutation } from '../api/apply-referee-assignments';
import { usePlanRefereeAssignmentsMutation } from '../api/plan-referee-assignments';
import { useMatchNames } from '../hooks/use-match-names';
import { refereeConflictsOf } from '../lib/referee-conflicts';
import { RefereeConflicts } from './referee-conflicts';
import { RefereeSingleCategories } from './referee-single-categories';

const UNASSIGNED_SHOWN = 50;
const FIGURES = ['filled', 'referees', 'range', 'mean', 'spread', 'hallChanges', 'topRankOnFinals'] as const;

/** The soft goals of a plan or of the stored assignments, as numbers. */
export function LoadFigures({ load }: { load: RefereeLoad }) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'cs', { maximumFractionDigits: 2 });
  const rows: [(typeof FIGURES)[number], string][] = [
    ['filled', t('refereeAssignment.plan.ofValue', { value: load.filledPositions, total: load.totalPositions })],
    ['referees', String(load.referees)],
    ['range', t('refereeAssignment.plan.rangeValue', { min: load.min, max: load.max })],
    ['mean', number.format(load.mean)],
    ['spread', number.format(load.spread)],
    ['hallChanges', String(load.hallChanges)],
    ['topRankOnFinals', t('refereeAssignment.plan.ofValue', { value: load.topRankOnFinals, total: load.finals })],
  ];
  return (
    <Table w="auto" withTableBorder fz="sm" data-testid="load-figures">
      <Table.Tbody>
        {rows.map(([key, value]) => (
          <Table.Tr key={key} data-figure={key}>
            <Table.Th scope="row">{t(`refereeAssignment.plan.figure.${key}`)}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Plan every match's referees (violations, unassigned matches with reasons and load figures), then apply. */
export function RefereePlanPanel() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const matchName = useMatchNames();
  const plan = usePlanRefereeAssignmentsMutation();
  const apply = useApplyRefereeAssignmentsMutation();
  const [keepExisting, setKeepExisting] = useState(true);
  const [result, setResult] = useState<RefereePlan | null>(null);
  const refused = refereeConflictsOf(apply.error);

  const run = () =>
    plan.mutate(
      { keepExisting },
      {
        onSuccess: (data) => {
          apply.reset();
          setResult(data);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );

  const write = async () => {
    if (!result) return;
    const assignments = result.assignments.filter((a) => a.refereeIds.length > 0);
    const answer = await openConfirmDialog({
      title: t('refereeAssignment.plan.apply'),
      children: t('refereeAssignment.plan.applyConfirm', { count: assignments.length }),
      confirmLabel: t('refereeAssignment.plan.apply'),
      rejectLabel: t('refereeAssignment.cancel'),
    });
    if (answer !== 'confirm') return;
    apply.mutate(
      { assignments },
      {
        onSuccess: (data) => {
          toast.success(t('refereeAssignment.plan.applied', { count: data.matches }));
          setResult(null);
        },
        onError: (error) => {
          if (!refereeConflictsOf(error)) toast.error(errorText(error));
        },
      },
    );
  };

  return (
    <Stack>
      <Group align="flex-end">
        <Button onClick={run} loading={plan.isPending}>
          {t('refereeAssignment.plan.run')}
        </Button>
        <Checkbox
          label={t('refereeAssignment.plan.keepExisting')}
          checked={keepExisting}
          onChange={(event) => setKeepExisting(event.currentTarget.checked)}
        />
        <Button
          color="green"
          onClick={write}
          loading={apply.isPending}
          disabled={!result || result.violations.length > 0 || result.assignments.length === 0}
        >
          {t('refereeAssignment.plan.apply')}
        </Button>
      </Group>
      {refused ? <RefereeConflicts conflicts={refused} title={t('refereeAssignment.plan.refused')} /> : null}
      <RefereeSingleCategories
        suggestion={result?.suggestedSingleRefereeCategories ?? []}
        short={result?.shortWithSuggestion ?? 0}
        // A plan on the screen is planned again with the new setting.
        onSaved={() => (result ? run() : undefined)}
      />
      {result ? (
        <Stack data-testid="referee-plan">
          <Text fw={600} data-testid="plan-violations">
            {t('refereeAssignment.plan.violations', { count: result.violations.length })}
          </Text>
          {result.violations.length > 0 ? <RefereeConflicts conflicts={result.violations} /> : null}
          <Text>{t('refereeAssignment.plan.assigned', { count: result.assignments.length })}</Text>
          <LoadFigures load={result.load} />
          <Title order={2} size="h5">
            {t('refereeAssignment.plan.unassigned', { count: result.unassigned.length })}
          </Title>
          {result.unassigned.length === 0 ? (
            <Text c="dimmed">{t('refereeAssignment.plan.allAssigned')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table fz="sm" verticalSpacing={2} w="auto" striped data-testid="plan-unassigned">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('refereeAssignment.columns.match')}</Table.Th>
                    <Table.Th scope="col">{t('refereeAssignment.plan.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.unassigned.slice(0, UNASSIGNED_SHOWN).map((entry) => (
                    <Table.Tr key={entry.matchId}>
                      <Table.Td>{matchName(entry.matchId)}</Table.Td>
                      <Table.Td>{t(`refereeAssignment.plan.reasons.${entry.reason}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {result.unassigned.length > UNASSIGNED_SHOWN ? (
                <Text size="sm" c="dimmed">
                  {t('refereeAssignment.plan.more', { count: result.unassigned.length - UNASSIGNED_SHOWN })}
                </Text>
              ) : null}
            </Table.ScrollContainer>
          )}
        </Stack>
      ) : (
        <Text c="dimmed">{t('refereeAssignment.plan.intro')}</Text>
      )}
    </Stack>
  );
}
