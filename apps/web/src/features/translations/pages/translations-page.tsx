import { Alert, Button, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconEye } from '@tabler/icons-react';
import { parseTranslationOverrides, type TranslationBundle } from '@tms/domain/translation-overrides';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { translationsQueryOptions } from '@/api/get-translations';
import { PageTitle } from '@/components/page-title';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { toFieldMessage, translateFieldMessage } from '@/lib/field-message';
import {
  readTranslationPreview,
  setTranslationPreview,
  translationKeysPreference,
  translationPreviewActive,
} from '@/lib/i18n';
import { useSaveTranslationsMutation } from '../api/save-translations';
import { DefaultTextsList } from '../components/default-texts-list';
import { JsonEditor } from '../components/json-editor';
import { defaultTextsQueryOptions } from '../lib/default-texts';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

export function TranslationsPage() {
  const { t } = useTranslation('translationTools');
  const { t: tv } = useTranslation('validation');
  const errorText = useApiErrorText();
  const defaults = useQuery(defaultTextsQueryOptions());
  const saved = useQuery(translationsQueryOptions());
  const save = useSaveTranslationsMutation();
  const keysShown = useSyncExternalStore(translationKeysPreference.subscribe, translationKeysPreference.get);
  const [previewing, setPreviewing] = useState(translationPreviewActive);
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The editor starts with what this browser previews, else with what is saved.
  useEffect(() => {
    if (text !== null || !saved.data) return;
    const preview = readTranslationPreview();
    setText(pretty(preview ?? saved.data));
  }, [saved.data, text]);

  const describeProblem = useCallback(
    (value: string): string | null => {
      if (!defaults.data) return null;
      const parsed = parseTranslationOverrides(value, defaults.data);
      if (parsed.ok) return null;
      const message = translateFieldMessage(tv, toFieldMessage(parsed.reason));
      const path = parsed.reason.key === 'translationsStructure' ? parsed.reason.params?.path : undefined;
      return path ? `${message} (${t('problemAt', { path: String(path) })})` : message;
    },
    [defaults.data, t, tv],
  );

  /** The editor's overrides when they fit the defaults; otherwise shows why and answers null. */
  const checked = (): TranslationBundle | null => {
    if (!defaults.data || text === null) return null;
    const parsed = parseTranslationOverrides(text, defaults.data);
    setProblem(parsed.ok ? null : describeProblem(text));
    return parsed.ok ? parsed.overrides : null;
  };

  const onPreview = () => {
    const overrides = checked();
    if (!overrides) return;
    setTranslationPreview(overrides);
    setPreviewing(true);
  };

  const endPreview = () => {
    setTranslationPreview(null);
    setPreviewing(false);
  };

  const onSave = () => {
    if (!checked() || text === null) return;
    save.mutate(text, {
      onSuccess: () => {
        endPreview();
        toast.success(t('saved'));
      },
      onError: (error) => toast.error(`${t('saveError')} ${errorText(error)}`),
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle>{t('title')}</PageTitle>
      <Text c="dimmed">{t('intro')}</Text>
      <Switch
        checked={keysShown}
        onChange={(event) => translationKeysPreference.set(event.currentTarget.checked)}
        label={t('keys.label')}
        description={t('keys.description')}
      />
      {previewing ? (
        <Alert color="yellow" variant="light" icon={<IconEye aria-hidden />} role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('preview.active')}</Text>
            <Button size="xs" variant="default" onClick={endPreview}>
              {t('preview.end')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Stack gap="xs" component="section" aria-labelledby="translations-editor-title">
        <Title order={2} size="h3" id="translations-editor-title">
          {t('editor.title')}
        </Title>
        <Text size="sm" c="dimmed" id="translations-editor-help">
          {t('editor.help')}
        </Text>
        {defaults.isError || saved.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('loadError')}
          </Alert>
        ) : !defaults.data || text === null ? (
          <Group justify="center" py="xl">
            <Loader aria-label={t('editor.title')} />
          </Group>
        ) : (
          <JsonEditor
            value={text}
            onChange={setText}
            defaults={defaults.data}
            describeProblem={describeProblem}
            label={t('editor.title')}
            describedBy="translations-editor-help"
          />
        )}
        {problem ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button onClick={onSave} loading={save.isPending} disabled={text === null}>
            {t('save')}
          </Button>
          <Button variant="default" onClick={onPreview} disabled={text === null}>
            {t('preview.apply')}
          </Button>
        </Group>
      </Stack>
      <DefaultTextsList defaults={defaults.data} isError={defaults.isError} />
    </Stack>
  );
}
