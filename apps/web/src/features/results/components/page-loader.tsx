import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder while a page's own data (match detail, statistics) loads. */
export function PageLoader() {
  const { t } = useTranslation('core');
  return (
    <Center py="xl" role="status" aria-label={t('loader.loading')}>
      <Loader />
    </Center>
  );
}
