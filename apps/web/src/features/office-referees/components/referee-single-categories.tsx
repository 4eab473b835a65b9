import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  formatSingleRefereeCategories,
  parseSingleRefereeCategories,
  youngestFirst,
} from '@tms/domain/referee-assignment/single-referee';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { staticQueryOptions } from '@/api/get-static';
import { AppForm } from '@/components/form/app-form';
import { IdMultiSelectField } from '@/components/form/id-multi-select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { adminConfigurationQueryOptions } from '@/api/get-admin-configuration';
import { useUpdateConfigurationMutation } from '@/api/update-configuration';

export const SINGLE_REFEREE_KEY = 'referee_assignment.single_referee_categories';

const schema = z.object({ categoryIds: z.array(z.number()) });

/**
 * The categories whose matches get one referee (DESIGN §4: referee supply is the binding limit).
 * A plan that leaves positions empty suggests the youngest categories; the office adds them here
 * and plans again.
 */
export function RefereeSingleCategories({
  suggestion,
  short,
  onSaved,
}: {
  /** Categories a plan suggests (youngest first); [] when nothing is short. */
  suggestion: readonly string[];
  /** Matches a plan with the suggestion would still leave short. */
  short: number;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const configuration = useQuery(adminConfigurationQueryOptions());
  const categories = useQuery(staticQueryOptions()).data?.teamCategories;
  const update = useUpdateConfigurationMutation();
  const ordered = useMemo(() => youngestFirst(categories ?? []), [categories]);
  const stored = configuration.data?.find((entry) => entry.key === SINGLE_REFEREE_KEY);
  const storedCodes = useMemo(() => parseSingleRefereeCategories(stored?.value), [stored?.value]);
  const idsOf = (codes: readonly string[]) => ordered.filter((c) => codes.includes(c.code)).map((c) => c.id);
  const form = useAppForm({ schema, defaultValues: { categoryIds: [] as number[] } });
  const { reset } = form;
  // The stored value arrives after the form: start from it, and again after each save.
  useEffect(() => {
    reset({ categoryIds: ordered.filter((c) => storedCodes.includes(c.code)).map((c) => c.id) });
  }, [reset, ordered, storedCodes]);

  if (configuration.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group gap="sm">
          <Text size="sm">{t('refereeAssignment.single.loadError')}</Text>
          <Button size="xs" variant="light" onClick={() => void configuration.refetch()}>
            {t('refereeAssignment.single.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  // Until both arrive the card waits; the plan beside it does not need it.
  if (!stored || !categories) return null;
  const canChange = stored.links.length > 0;
  const chosen = form.watch('categoryIds');
  const missing = suggestion.filter((code) => !ordered.some((c) => c.code === code && chosen.includes(c.id)));

  return (
    <Paper withBorder p="md" data-testid="single-referee-categories">
      <AppForm
        form={form}
        serverPath={(path) => (path === 'value' ? 'categoryIds' : null)}
        onSubmit={async ({ categoryIds }) => {
          const codes = ordered.filter((c) => categoryIds.includes(c.id)).map((c) => c.code);
          await update.mutateAsync({ key: SINGLE_REFEREE_KEY, value: formatSingleRefereeCategories(codes) });
          toast.success(t('refereeAssignment.single.saved'));
          onSaved();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h5">
            {t('refereeAssignment.single.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('refereeAssignment.single.intro')}
          </Text>
          {missing.length > 0 ? (
            <Alert
              color="yellow"
              title={t('refereeAssignment.single.shortTitle')}
              data-testid="single-referee-suggestion"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  {short === 0
                    ? t('refereeAssignment.single.suggestion', { categories: missing.join(', ') })
                    : t('refereeAssignment.single.suggestionShort', { categories: missing.join(', '), count: short })}
                </Text>
                {canChange ? (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() =>
                      form.setValue('categoryIds', [...new Set([...chosen, ...idsOf(missing)])], { shouldDirty: true })
                    }
                  >
                    {t('refereeAssignment.single.useSuggestion')}
                  </Button>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          <Group align="flex-end">
            <IdMultiSelectField
              control={form.control}
              name="categoryIds"
              label={t('refereeAssignment.single.label')}
              placeholder={chosen.length === 0 ? t('refereeAssignment.single.none') : undefined}
              options={ordered.map((c) => ({ value: c.id, label: c.code }))}
              disabled={!canChange}
              clearable
              miw={260}
            />
            {canChange ? (
              <SubmitButton disabled={!form.formState.isDirty}>{t('refereeAssignment.single.save')}</SubmitButton>
            ) : null}
          </Group>
          <SubmitProblem />
        </Stack>
      </AppForm>
    </Paper>
  );
}
