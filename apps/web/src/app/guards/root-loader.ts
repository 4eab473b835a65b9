import type { TranslationBundle } from '@tms/domain/translation-overrides';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { applyPrimaryColor } from '@/app/theme';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { enumsQueryOptions } from '@/api/get-enums';
import { translationsQueryOptions } from '@/api/get-translations';
import { configurationValue } from '@/lib/configuration';
import { setSavedTranslationOverrides } from '@/lib/i18n';
import { PATHS } from '@/lib/paths';

/**
 * Runs before every navigation (the root route always revalidates): makes sure enums, static and live
 * competition data are in the query cache and applies the theme colour. Cached data is used as is;
 * the pages keep it fresh. A failed load sends the visitor to the support page, unless already there.
 */
export function createRootLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    // The overrides come with the first texts; without them the page shows the defaults.
    const overrides = queryClient
      .ensureQueryData(translationsQueryOptions())
      .then((translations) => setSavedTranslationOverrides(translations as TranslationBundle))
      .catch((error: unknown) => console.error('Loading the translation overrides failed', error));
    try {
      const [enums] = await Promise.all([
        queryClient.ensureQueryData(enumsQueryOptions()),
        queryClient.ensureQueryData(staticQueryOptions()),
        queryClient.ensureQueryData(liveQueryOptions()),
      ]);
      applyPrimaryColor(configurationValue(enums.configurations, 'style_primary_color'));
      await overrides;
    } catch (error) {
      console.error('Loading the competition data failed', error);
      if (new URL(request.url).pathname !== PATHS.support) throw redirect(PATHS.support);
    }
    return null;
  };
}
