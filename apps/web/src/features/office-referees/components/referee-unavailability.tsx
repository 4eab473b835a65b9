import { ActionIcon, Alert, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { useCreateRefereeUnavailabilityMutation } from '../api/create-referee-unavailability';
import { useDeleteRefereeUnavailabilityMutation } from '../api/delete-referee-unavailability';
import { refereeUnavailabilityQueryOptions } from '../api/list-referee-unavailability';
import { formatDate } from '@/lib/amounts';
import { unavailabilityForm } from '../lib/unavailability-form';

/** The periods the office marked a referee unavailable (besides his arrival and departure): listed, added, removed. */
export function RefereeUnavailability({ refereeId }: { refereeId: number }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const periods = useQuery(refereeUnavailabilityQueryOptions(refereeId));
  const create = useCreateRefereeUnavailabilityMutation();
  const remove = useDeleteRefereeUnavailabilityMutation();
  const form = useAppForm({ schema: unavailabilityForm, defaultValues: { from: '', till: '', note: '' } });

  const confirmRemove = async (id: number, label: string) => {
    const answer = await openConfirmDialog({
      title: t('refereeAssignment.unavailability.remove'),
      children: t('refereeAssignment.unavailability.removeConfirm', { period: label }),
      confirmLabel: t('refereeAssignment.unavailability.remove'),
      rejectLabel: t('refereeAssignment.cancel'),
      confirmColor: 'red',
    });
    if (answer === 'confirm')
      remove.mutate(id, {
        onSuccess: () => toast.success(t('refereeAssignment.unavailability.removed')),
        onError: (error) => toast.error(errorText(error)),
      });
  };

  return (
    <Card withBorder component="section" aria-labelledby="unavailability-heading">
      <Stack gap="sm">
        <Title order={2} size="h5" id="unavailability-heading">
          {t('refereeAssignment.unavailability.title')}
        </Title>
        {periods.isError ? <Alert color="red">{t('list.loadError')}</Alert> : null}
        {periods.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('refereeAssignment.unavailability.empty')}
          </Text>
        ) : null}
        <List spacing={4} listStyleType="none" p={0}>
          {(periods.data ?? []).map((period) => {
            const label = t('refereeAssignment.unavailability.period', {
              from: formatDate(period.from, locale, true),
              till: formatDate(period.till, locale, true),
            });
            return (
              <List.Item key={period.id}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">
                    {label}
                    {period.note ? ` · ${period.note}` : ''}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('refereeAssignment.unavailability.removeOne', { period: label })}
                    onClick={() => void confirmRemove(period.id, label)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </List.Item>
            );
          })}
        </List>
        <AppForm
          form={form}
          onSubmit={async (values) => {
            await create.mutateAsync({ refereeId, ...values });
            toast.success(t('refereeAssignment.unavailability.added'));
            form.reset();
          }}
        >
          <Stack gap="xs">
            <Group align="flex-start" wrap="wrap">
              <TextField
                control={form.control}
                name="from"
                type="datetime-local"
                label={t('refereeAssignment.unavailability.from')}
                required
              />
              <TextField
                control={form.control}
                name="till"
                type="datetime-local"
                label={t('refereeAssignment.unavailability.till')}
                required
                messages={{ invalidValue: () => t('refereeAssignment.unavailability.tillAfterFrom') }}
              />
              <TextField control={form.control} name="note" label={t('refereeAssignment.unavailability.note')} />
            </Group>
            <SubmitProblem />
            <Group>
              <SubmitButton variant="light">{t('refereeAssignment.unavailability.add')}</SubmitButton>
            </Group>
          </Stack>
        </AppForm>
      </Stack>
    </Card>
  );
}
