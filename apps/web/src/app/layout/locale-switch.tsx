import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLocale, LOCALES } from '@/lib/i18n';

/** cs/en toggle: two real buttons, so Tab reaches both and aria-pressed tells which is active. */
export function LocaleSwitch() {
  const { t, i18n } = useTranslation('core');
  const active = i18n.resolvedLanguage;
  return (
    <Group gap={2} role="group" aria-label={t('header.language')} wrap="nowrap">
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          size="compact-sm"
          variant={active === locale ? 'filled' : 'subtle'}
          aria-pressed={active === locale}
          aria-label={t(`locale.${locale}`)}
          lang={locale}
          onClick={() => void changeLocale(locale)}
          px={8}
        >
          {locale.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
