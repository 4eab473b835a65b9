import { Button, FileInput, Group, Modal, Stack } from '@mantine/core';
import { DOCUMENT_LOCALES, documentUpdateInput } from '@tms/domain/contract/documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '@/components/audit-trail';
import { AppForm } from '@/components/form/app-form';
import { SelectField } from '@/components/form/choice-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { type AdminDocument, usePublishDocumentMutation, useUpdateDocumentMutation } from '../api/documents';

/** Publishing a new document (file, title, language) or changing a document's title and language. */
export function DocumentModal({
  document,
  defaultLocale,
  onClose,
}: {
  document: AdminDocument | null;
  defaultLocale: 'cs' | 'en';
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tv } = useTranslation('validation');
  const publish = usePublishDocumentMutation();
  const update = useUpdateDocumentMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const form = useAppForm({
    schema: documentUpdateInput,
    defaultValues: { title: document?.title ?? '', locale: document?.locale ?? defaultLocale },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={document ? t('documents.editTitle') : t('documents.addTitle')}
      centered
      size="lg"
    >
      <AppForm
        form={form}
        onSubmit={async (body) => {
          if (document) {
            await update.mutateAsync({ id: document.id, body });
            toast.success(t('documents.saved'));
          } else {
            if (!file) {
              setFileMissing(true);
              return;
            }
            await publish.mutateAsync({ ...body, file });
            toast.success(t('documents.published'));
          }
          onClose();
        }}
      >
        <Stack gap="sm">
          <SubmitProblem />
          {document ? null : (
            <FileInput
              label={t('documents.file')}
              description={t('documents.fileHint')}
              value={file}
              onChange={(value) => {
                setFile(value);
                setFileMissing(false);
                if (value && !form.getValues('title')) form.setValue('title', value.name.replace(/\.[^.]+$/, ''));
              }}
              error={fileMissing ? tv('required') : undefined}
              required
              clearable
            />
          )}
          <TextField control={form.control} name="title" label={t('documents.fields.title')} required />
          <SelectField
            control={form.control}
            name="locale"
            label={t('documents.fields.locale')}
            data={DOCUMENT_LOCALES.map((locale) => ({ value: locale, label: t(`documents.language.${locale}`) }))}
            allowDeselect={false}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('documents.cancel')}
            </Button>
            <SubmitButton>{t('documents.save')}</SubmitButton>
          </Group>
        </Stack>
      </AppForm>
      {document ? (
        <Stack mt="lg">
          <AuditTrail entity="document" recordId={document.id} />
        </Stack>
      ) : null}
    </Modal>
  );
}
