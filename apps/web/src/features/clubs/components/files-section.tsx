import { ActionIcon, Alert, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import type { UploadedFile } from '@tms/domain/contract/club-registration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/lib/api-error-text';
import { useUploadFileMutation } from '../api/upload-file';
import type { RegistrationFormApi } from '../lib/registration-form';
import { ACCEPTED_FILES, fileProblem, MAX_FILE_MEGABYTES, uploadProblem } from '../lib/upload-problem';
import { FormSection } from './form-section';

/** Files for the organiser: uploaded one by one at once, their ids sent with the registration. */
export function FilesSection({ form, initialFiles }: { form: RegistrationFormApi; initialFiles: UploadedFile[] }) {
  const { t } = useTranslation('clubRegistration');
  const apiErrorText = useApiErrorText();
  const [files, setFiles] = useState<UploadedFile[]>(initialFiles);
  const [problems, setProblems] = useState<string[]>([]);
  const upload = useUploadFileMutation();

  const keep = (next: UploadedFile[]) => {
    setFiles(next);
    form.setValue(
      'uploadedFilesId',
      next.map((file) => file.id),
      { shouldDirty: true },
    );
  };

  const add = async (chosen: File[]) => {
    const refused: string[] = [];
    let next = files;
    for (const file of chosen) {
      const early = fileProblem(file);
      if (early) {
        refused.push(t(`files.${early}`, { name: file.name, size: MAX_FILE_MEGABYTES }));
        continue;
      }
      try {
        next = [...next, await upload.mutateAsync(file)];
      } catch (error) {
        const problem = uploadProblem(error);
        refused.push(
          problem === 'failed'
            ? t('files.failed', { name: file.name, reason: apiErrorText(error) })
            : t(`files.${problem}`, { name: file.name, size: MAX_FILE_MEGABYTES }),
        );
      }
    }
    keep(next);
    setProblems(refused);
  };

  return (
    <FormSection title={t('files.title')} hint={t('files.hint', { size: MAX_FILE_MEGABYTES })} data-section="files">
      {files.length === 0 ? <Text c="dimmed">{t('files.empty')}</Text> : null}
      {files.length > 0 ? (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {files.map((file) => (
            <Group component="li" key={file.id} gap="xs" wrap="nowrap">
              <IconPaperclip size={16} aria-hidden />
              <Anchor href={file.url} target="_blank" rel="noopener" miw={0} style={{ overflowWrap: 'anywhere' }}>
                {file.filename}
              </Anchor>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => keep(files.filter((other) => other.id !== file.id))}
                aria-label={t('files.remove', { name: file.filename })}
                title={t('files.remove', { name: file.filename })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : null}
      {problems.length > 0 ? (
        <Alert color="red" variant="light" role="alert">
          {problems.map((problem) => (
            <Text key={problem} size="sm">
              {problem}
            </Text>
          ))}
        </Alert>
      ) : null}
      <FileButton onChange={(chosen) => void add(chosen)} accept={ACCEPTED_FILES} multiple>
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={upload.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('files.upload')}
          </Button>
        )}
      </FileButton>
    </FormSection>
  );
}
