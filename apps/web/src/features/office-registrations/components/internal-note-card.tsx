import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextareaField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { hasLink } from '@/lib/links';
import type { AdminClubRegistration } from '../api/get-admin-club-registration';
import { useUpdateInternalNoteMutation } from '../api/update-internal-note';
import { internalNoteForm } from '@/lib/office-forms';

/** The office's own note on the registration; the club never sees it. */
export function InternalNoteCard({ detail }: { detail: AdminClubRegistration }) {
  const { t } = useTranslation('admin');
  const { registration } = detail;
  const form = useAppForm({
    schema: internalNoteForm,
    values: { internalNote: registration.internalNote ?? '' },
  });
  const save = useUpdateInternalNoteMutation(registration.id);
  const editable = hasLink(detail, 'updateClubInternalNote');
  return (
    <Card withBorder component="section" aria-labelledby="note-heading">
      <AppForm
        form={form}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          toast.success(t('clubs.internalNote.saved'));
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h4" id="note-heading">
            {t('clubs.internalNote.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('clubs.internalNote.hint')}
          </Text>
          <SubmitProblem />
          <TextareaField
            control={form.control}
            name="internalNote"
            aria-label={t('clubs.internalNote.title')}
            autosize
            minRows={2}
            readOnly={!editable}
          />
          {editable ? (
            <Group justify="flex-end">
              <SubmitButton size="xs" variant="light">
                {t('clubs.internalNote.save')}
              </SubmitButton>
            </Group>
          ) : null}
        </Stack>
      </AppForm>
    </Card>
  );
}
