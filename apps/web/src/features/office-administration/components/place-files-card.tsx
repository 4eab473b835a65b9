import { ActionIcon, Anchor, FileButton, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash, IconUpload } from '@tabler/icons-react';
import { FILE_UPLOAD_LIMITS } from '@tms/domain/contract/club-registration';
import type { AdminPlaceDetail } from '@tms/domain/contract/places-office';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { useAddPlaceFileMutation, useOrderPlaceFilesMutation, useRemovePlaceFileMutation } from '../api/places';

/** A place's photos and files: upload (last), move up or down, remove. */
export function PlaceFilesCard({ place }: { place: AdminPlaceDetail }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const add = useAddPlaceFileMutation();
  const order = useOrderPlaceFilesMutation();
  const remove = useRemovePlaceFileMutation();
  const failed = (error: unknown) => toast.error(errorText(error));
  const move = (index: number, by: -1 | 1) => {
    const ids = place.files.map((file) => file.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    order.mutate({ placeId: place.id, ids }, { onError: failed });
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('places.files.title')}
      </Title>
      {place.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('places.files.empty')}
        </Text>
      ) : null}
      {place.files.map((file, index) => (
        <Group key={file.id} justify="space-between" wrap="nowrap" data-place-file={file.filename}>
          <Anchor href={file.url} target="_blank" rel="noreferrer" size="sm">
            {file.filename}
          </Anchor>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              disabled={index === 0}
              aria-label={t('places.files.moveUp', { name: file.filename })}
              onClick={() => move(index, -1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              disabled={index === place.files.length - 1}
              aria-label={t('places.files.moveDown', { name: file.filename })}
              onClick={() => move(index, 1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('places.files.remove', { name: file.filename })}
              onClick={() =>
                remove.mutate(
                  { placeId: place.id, fileId: file.id },
                  { onSuccess: () => toast.success(t('places.files.removed')), onError: failed },
                )
              }
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      ))}
      <Group>
        <FileButton
          accept={FILE_UPLOAD_LIMITS.extensions.map((extension) => `.${extension}`).join(',')}
          onChange={(file) =>
            file &&
            add.mutate(
              { placeId: place.id, file },
              { onSuccess: () => toast.success(t('places.files.uploaded')), onError: failed },
            )
          }
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              loading={add.isPending}
              leftSection={<IconUpload size={14} aria-hidden />}
            >
              {t('places.files.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
