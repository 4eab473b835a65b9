import { Alert, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarPlus, IconEye } from '@tabler/icons-react';
import type { RolloverInput } from '@tms/domain/contract/editions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { AppForm } from '@/components/form/app-form';
import { NumberField } from '@/components/form/number-field';
import { placeServerErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { DateField, TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { isApiError } from '@/lib/api-client';
import { useApiErrorText } from '@/lib/api-error-text';
import { translateFieldMessage } from '@/lib/field-message';
import { useCreateEditionMutation } from '../api/create-edition';
import type { Edition } from '../api/list-editions';
import { rolloverPreviewQueryOptions } from '../api/preview-rollover';
import { nextEditionValues, rolloverForm, sameRollover } from '../lib/rollover-form';
import { RolloverPreview } from './rollover-preview';

/**
 * The rollover of the current edition into the next year: the new edition's year, name and days
 * (prefilled for the next year), its preview, and the confirmed run.
 */
export function RolloverCard({ current }: { current: Edition }) {
  const { t } = useTranslation('admin');
  const { t: tv } = useTranslation('validation');
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [initial] = useState(() => nextEditionValues(current));
  const form = useAppForm({ schema: rolloverForm, defaultValues: initial });
  const values = useWatch({ control: form.control });
  // The input of the preview on screen; the create button runs exactly that input.
  const [previewed, setPreviewed] = useState<RolloverInput | null>(null);
  const preview = useQuery({ ...rolloverPreviewQueryOptions(previewed ?? initial), enabled: previewed !== null });
  const create = useCreateEditionMutation();
  const [confirming, setConfirming] = useState(false);
  const [createProblem, setCreateProblem] = useState<string | null>(null);
  const stale = previewed !== null && !sameRollover(values, previewed);

  const runPreview = async (input: RolloverInput) => {
    setCreateProblem(null);
    // Fetched here, not only by the query, so that a refusal lands on the form's fields.
    await queryClient.fetchQuery({ ...rolloverPreviewQueryOptions(input), staleTime: 0 });
    setPreviewed(input);
  };

  const runCreate = async () => {
    setConfirming(false);
    if (!previewed) return;
    setCreateProblem(null);
    try {
      const result = await create.mutateAsync(previewed);
      toast.success(t('editions.rollover.created', { name: result.edition.name }));
      setPreviewed(null);
    } catch (error) {
      if (isApiError(error, 409) && error.code === 'edition_exists') {
        setCreateProblem(t('editions.rollover.exists', { year: previewed.year }));
        return;
      }
      const unplaced = placeServerErrors(error, form);
      if (unplaced === null) setCreateProblem(errorText(error));
      else if (unplaced.length > 0)
        setCreateProblem([...new Set(unplaced.map((message) => translateFieldMessage(tv, message)))].join(' '));
    }
  };

  const data = previewed ? preview.data : undefined;
  const target = previewed ?? initial;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="rollover-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="rollover-heading">
          {t('editions.rollover.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('editions.rollover.intro', { name: current.name })}
        </Text>
        <AppForm form={form} onSubmit={runPreview} aria-labelledby="rollover-heading" data-testid="rollover-form">
          <Stack gap="sm">
            <SubmitProblem />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <NumberField
                control={form.control}
                name="year"
                label={t('editions.rollover.year')}
                min={2000}
                max={2100}
                allowDecimal={false}
                required
              />
              <TextField control={form.control} name="name" label={t('editions.rollover.name')} required />
              <DateField control={form.control} name="startsOn" label={t('editions.rollover.startsOn')} required />
              <DateField control={form.control} name="endsOn" label={t('editions.rollover.endsOn')} required />
            </SimpleGrid>
            <Group>
              <SubmitButton variant="light" leftSection={<IconEye size={18} aria-hidden />}>
                {t('editions.rollover.preview')}
              </SubmitButton>
            </Group>
          </Stack>
        </AppForm>

        {data && (
          <>
            <Divider />
            <RolloverPreview preview={data} />
            {stale && (
              <Alert color="yellow" variant="light" data-testid="rollover-stale">
                {t('editions.rollover.stale')}
              </Alert>
            )}
          </>
        )}
        {createProblem && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {createProblem}
          </Alert>
        )}
        {data && (
          <Group>
            <Button
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
              disabled={data.exists || stale}
              loading={create.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('editions.rollover.create', { year: target.year })}
            </Button>
          </Group>
        )}
      </Stack>

      <ConfirmDialog
        opened={confirming}
        title={t('editions.rollover.confirmTitle', { year: target.year })}
        confirmLabel={t('editions.rollover.create', { year: target.year })}
        onConfirm={() => void runCreate()}
        onReject={() => setConfirming(false)}
      >
        <Stack gap="xs">
          <Text>{t('editions.rollover.confirmText', { name: target.name, source: current.name })}</Text>
          <Text>{t('editions.rollover.confirmNotCurrent', { source: current.name })}</Text>
        </Stack>
      </ConfirmDialog>
    </Card>
  );
}
