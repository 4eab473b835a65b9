import type { TranslationBundle } from '@tms/domain/translation-overrides';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { enumsQueryOptions } from '@/api/get-enums';
import { meQueryOptions } from '@/api/get-me';
import { CONFIGURATION_REFRESH_MS, translationsQueryOptions } from '@/api/get-translations';
import { configurationValue } from '@/lib/configuration';
import { useEdition } from '@/lib/edition';
import { setSavedTranslationOverrides, showTranslationKeys, translationKeysPreference } from '@/lib/i18n';
import { hasLink } from '@/lib/links';
import { readStorage } from '@/lib/storage';
import { applyPrimaryColor } from '../theme';

/**
 * Keeps the texts and the theme colour of an open page current: both are fetched again every
 * CONFIGURATION_REFRESH_MS (the live stream asks at once when one is open), and the key mode
 * applies only to a user who may edit translations. A past edition's pages use that year's.
 */
export function useConfigurationSync(): void {
  const edition = useEdition();
  const { data: translations } = useQuery({
    ...translationsQueryOptions(edition),
    refetchInterval: CONFIGURATION_REFRESH_MS,
  });
  const { data: enums } = useQuery({ ...enumsQueryOptions(edition), refetchInterval: CONFIGURATION_REFRESH_MS });
  const { data: user } = useQuery({ ...meQueryOptions(), enabled: readStorage('loggedIn') === true });
  const keysWanted = useSyncExternalStore(translationKeysPreference.subscribe, translationKeysPreference.get);

  useEffect(() => {
    if (translations) setSavedTranslationOverrides(translations as TranslationBundle);
  }, [translations]);

  useEffect(() => {
    if (enums) applyPrimaryColor(configurationValue(enums.configurations, 'style_primary_color'));
  }, [enums]);

  const keysShown = keysWanted && hasLink(user, 'updateTranslations');
  useEffect(() => showTranslationKeys(keysShown), [keysShown]);
}
