import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown while the browser is offline; the pages keep the last data they had. */
export function OfflineBanner() {
  const { t } = useTranslation('core');
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert
      role="status"
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} aria-hidden />}
      data-testid="offline-banner"
    >
      {t('offline.banner')}
    </Alert>
  );
}
