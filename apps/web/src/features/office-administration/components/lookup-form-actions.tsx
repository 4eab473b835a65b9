import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/submit-button';

/** Cancel and save under every lookup form. */
export function FormActions({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('lookups.cancel')}
      </Button>
      <SubmitButton>{t('lookups.save')}</SubmitButton>
    </Group>
  );
}

/** What each list's form takes: the record (null for a new one), its save and the way out. */
export type LookupFormProps<Row, Body> = {
  record: Row | null;
  onSave: (body: Body) => Promise<unknown>;
  onClose: () => void;
};
