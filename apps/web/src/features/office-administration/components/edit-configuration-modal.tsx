import { Anchor, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppForm } from '@/components/form/app-form';
import { SelectField } from '@/components/form/choice-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextareaField, TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import type { AdminConfigurationEntry } from '@/api/get-admin-configuration';
import { useUpdateConfigurationMutation } from '@/api/update-configuration';
import { configurationFormSchema, valueToSend } from '../lib/configuration-form';
import { PrimaryColorField } from './primary-color-field';

type Props = { entry: AdminConfigurationEntry; onClose: () => void };

function EditForm({ entry, onClose }: Props) {
  const { t } = useTranslation('dashboard');
  const update = useUpdateConfigurationMutation();
  const form = useAppForm({
    schema: configurationFormSchema(entry),
    defaultValues: { value: entry.value ?? (entry.dataType === 'boolean' ? 'false' : '') },
  });
  const { control } = form;
  const label = t('adminConfiguration.value');

  const field = () => {
    if (entry.key === 'style_primary_color') return <PrimaryColorField control={control} label={label} />;
    switch (entry.dataType) {
      case 'boolean':
        return (
          <SelectField
            control={control}
            name="value"
            label={label}
            allowDeselect={false}
            data={[
              { value: 'true', label: t('adminConfiguration.yes') },
              { value: 'false', label: t('adminConfiguration.no') },
            ]}
            data-autofocus
          />
        );
      case 'string':
        return (
          <TextareaField
            control={control}
            name="value"
            label={label}
            autosize
            minRows={1}
            maxRows={12}
            data-autofocus
          />
        );
      default:
        return (
          <TextField
            control={control}
            name="value"
            label={label}
            description={entry.dataType === 'datetime' ? t('adminConfiguration.dateTimeHint') : undefined}
            inputMode={entry.dataType === 'datetime' ? 'text' : 'decimal'}
            data-autofocus
          />
        );
    }
  };

  return (
    <AppForm
      form={form}
      onSubmit={async ({ value }) => {
        await update.mutateAsync({ key: entry.key, value: valueToSend(value) });
        toast.success(t('adminConfiguration.saved'));
        onClose();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Code>{entry.key}</Code> · {entry.dataType}
        </Text>
        {entry.label ? <Text size="sm">{entry.label}</Text> : null}
        {entry.key === 'web.translations' ? (
          <Anchor component={Link} to="/translations" size="sm">
            {t('adminConfiguration.translationsEditor')}
          </Anchor>
        ) : null}
        {field()}
        <SubmitProblem />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('adminConfiguration.cancel')}
          </Button>
          <SubmitButton>{t('adminConfiguration.save')}</SubmitButton>
        </Group>
      </Stack>
    </AppForm>
  );
}

/** Changes one configuration value; the field follows the entry's data type. */
export function EditConfigurationModal({
  entry,
  onClose,
}: {
  entry: AdminConfigurationEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    // Shown at once: with the opening transition the dialog stayed transparent in production builds.
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={t('adminConfiguration.editTitle')}
      size="lg"
      transitionProps={{ duration: 0 }}
    >
      {entry ? <EditForm key={entry.key} entry={entry} onClose={onClose} /> : null}
    </Modal>
  );
}
