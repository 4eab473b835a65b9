import { Button, Stack, Text } from '@mantine/core';
import { IconDoorEnter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import type { Edition } from '../api/list-editions';
import { useMakeEditionCurrentMutation } from '../api/make-edition-current';

/** Opens an edition that is not current, after a confirmation that says what changes for everybody. */
export function OpenEditionButton({ edition, current }: { edition: Edition; current: Edition | undefined }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const [confirming, setConfirming] = useState(false);
  const open = useMakeEditionCurrentMutation();

  const confirm = async () => {
    try {
      await open.mutateAsync(edition.year);
      setConfirming(false);
      toast.success(t('editions.open.done', { name: edition.name }));
    } catch (error) {
      setConfirming(false);
      toast.error(errorText(error));
    }
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconDoorEnter size={16} aria-hidden />}
        onClick={() => setConfirming(true)}
        aria-label={t('editions.open.buttonFor', { year: edition.year })}
      >
        {t('editions.open.button')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('editions.open.confirmTitle', { year: edition.year })}
        confirmLabel={t('editions.open.confirm', { year: edition.year })}
        onConfirm={() => void confirm()}
        onReject={() => setConfirming(false)}
      >
        <Stack gap="xs">
          <Text>{t('editions.open.confirmText', { name: edition.name })}</Text>
          {current && <Text>{t('editions.open.confirmPast', { name: current.name, year: current.year })}</Text>}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
