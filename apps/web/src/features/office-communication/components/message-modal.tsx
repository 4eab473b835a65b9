import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { MESSAGE_RECIPIENT_TYPES, messageInput } from '@tms/domain/contract/messages';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '@/components/audit-trail';
import { AppForm } from '@/components/form/app-form';
import { SelectField } from '@/components/form/choice-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextareaField, TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { type AdminMessage, useSaveMessageMutation } from '../api/messages';

/** A new message (a draft) or a change of one; a sent message's change only corrects the dashboards. */
export function MessageModal({ message, onClose }: { message: AdminMessage | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveMessageMutation();
  const form = useAppForm({
    schema: messageInput,
    defaultValues: {
      internalName: message?.internalName ?? '',
      recipientType: message?.recipientType ?? 'club',
      textCs: message?.textCs ?? '',
      textEn: message?.textEn ?? '',
    },
  });
  return (
    <Modal opened onClose={onClose} title={message ? t('messages.edit') : t('messages.new')} centered size="lg">
      <AppForm
        form={form}
        onSubmit={async (body) => {
          await save.mutateAsync({ id: message?.id ?? null, body });
          toast.success(t('messages.saved'));
          onClose();
        }}
      >
        <Stack gap="sm">
          {message?.state === 'published' ? (
            <Alert color="blue" variant="light">
              {t('messages.sentHint')}
            </Alert>
          ) : null}
          <SubmitProblem />
          <TextField control={form.control} name="internalName" label={t('messages.fields.internalName')} required />
          <SelectField
            control={form.control}
            name="recipientType"
            label={t('messages.fields.recipientType')}
            data={MESSAGE_RECIPIENT_TYPES.map((type) => ({ value: type, label: t(`messages.recipientType.${type}`) }))}
            allowDeselect={false}
            required
          />
          <TextareaField
            control={form.control}
            name="textCs"
            label={t('messages.fields.textCs')}
            autosize
            minRows={3}
            required
          />
          <TextareaField
            control={form.control}
            name="textEn"
            label={t('messages.fields.textEn')}
            autosize
            minRows={3}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('messages.cancel')}
            </Button>
            <SubmitButton>{t('messages.save')}</SubmitButton>
          </Group>
        </Stack>
      </AppForm>
      {message ? (
        <Stack mt="lg">
          <AuditTrail entity="dashboardMessage" recordId={message.id} />
        </Stack>
      ) : null}
    </Modal>
  );
}
