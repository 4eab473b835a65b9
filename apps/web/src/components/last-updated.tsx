import { Text, type TextProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type LastUpdatedProps = TextProps & {
  /** `dataUpdatedAt` of the query whose data the page shows (epoch ms); 0 means never. */
  updatedAt: number;
};

/**
 * 'Updated 12:03:45': tells spectators how fresh the live data is, e.g. after the connection
 * dropped. Not a live region: announcing every 10-second refresh would drown screen readers.
 */
export function LastUpdated({ updatedAt, ...props }: LastUpdatedProps) {
  const { t, i18n } = useTranslation('resultsDashboard');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
    [locale],
  );
  if (!updatedAt) return null;
  const date = new Date(updatedAt);
  return (
    <Text size="xs" c="dimmed" data-testid="last-updated" {...props}>
      {t('lastUpdated', { time: format.format(date) })}
    </Text>
  );
}
