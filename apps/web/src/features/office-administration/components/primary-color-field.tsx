import { Alert, Anchor, Badge, Button, ColorInput, Group, Paper, Stack, Text } from '@mantine/core';
import { normalizePrimaryColor } from '@tms/domain/config-value';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import { primaryTuple, readableShade } from '@/lib/theme-palette';

type Values = { value: string };

/** The theme colour from a picker, with buttons, a link and badges drawn in it and a contrast warning. */
export function PrimaryColorField({ control, label }: { control: Control<Values, unknown, Values>; label: string }) {
  const { t } = useTranslation('dashboard');
  const { field, fieldState } = useController({ control, name: 'value' });
  const errorText = useFieldErrorText();
  const color = normalizePrimaryColor(field.value);
  const tuple = color ? primaryTuple(color) : null;
  const shade = tuple ? readableShade(tuple) : null;
  // The shade the app will use (see createAppTheme); drawn with explicit colours so that the preview
  // does not touch the theme of the page around it.
  const main = tuple ? tuple[shade ?? 9] : undefined;

  return (
    <Stack gap="sm">
      <ColorInput
        ref={field.ref}
        name={field.name}
        label={label}
        format="hex"
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={errorText(fieldState.error)}
      />
      {tuple ? (
        <Paper withBorder p="sm" aria-label={t('adminConfiguration.colorPreview')}>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('adminConfiguration.colorPreview')}
            </Text>
            <Group gap="sm">
              <Button size="xs" color={main} autoContrast tabIndex={-1} data-testid="color-preview-button">
                {t('adminConfiguration.previewButton')}
              </Button>
              <Button size="xs" variant="light" color={main} tabIndex={-1}>
                {t('adminConfiguration.previewButton')}
              </Button>
              <Anchor href="#" size="sm" c={main} tabIndex={-1} onClick={(event) => event.preventDefault()}>
                {t('adminConfiguration.previewLink')}
              </Anchor>
              <Badge color={main} autoContrast>
                {t('adminConfiguration.previewBadge')}
              </Badge>
              <Badge variant="light" color={main}>
                {t('adminConfiguration.previewBadge')}
              </Badge>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      {tuple && shade === null ? (
        <Alert color="yellow" variant="light" role="status">
          {t('adminConfiguration.contrastWarning')}
        </Alert>
      ) : null}
    </Stack>
  );
}
