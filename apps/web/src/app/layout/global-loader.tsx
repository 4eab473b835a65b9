import { LoadingOverlay, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** Quick navigations finish before this; the overlay only appears when loading is noticeable. */
const SHOW_DELAY_MS = 150;

/** Overlay over the whole viewport while the router loads the next page (loaders, lazy chunks). */
export function GlobalLoader() {
  const { t } = useTranslation('core');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <>
      <LoadingOverlay visible={visible} pos="fixed" zIndex={400} overlayProps={{ backgroundOpacity: 0.35, blur: 1 }} />
      <VisuallyHidden role="status" aria-live="polite">
        {visible ? t('loader.loading') : ''}
      </VisuallyHidden>
    </>
  );
}

/** Shown before the first page is ready (initial data load). */
export function FullPageLoader() {
  const { t } = useTranslation('core');
  return (
    <>
      <LoadingOverlay visible pos="fixed" zIndex={400} overlayProps={{ backgroundOpacity: 0 }} />
      <VisuallyHidden role="status">{t('loader.loading')}</VisuallyHidden>
    </>
  );
}
