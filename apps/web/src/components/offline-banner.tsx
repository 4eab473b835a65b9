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
      // White on Mantine's orange is about 3:1; dark keeps the text at WCAG AA (4.5:1) and the banner
      // still stands out from the light page.
      color="dark"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} aria-hidden />}
      data-testid="offline-banner"
    >
      {t('offline.banner')}
    </Alert>
  );
}
