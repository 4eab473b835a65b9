import type { TranslationBundle } from '@tms/domain/translation-overrides';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { applyPrimaryColor } from '@/app/theme';
import { liveQueryOptions } from '@/api/get-live';
import { staticQueryOptions } from '@/api/get-static';
import { enumsQueryOptions } from '@/api/get-enums';
import { editionsQueryOptions } from '@/api/get-editions';
import { translationsQueryOptions } from '@/api/get-translations';
import { configurationValue } from '@/lib/configuration';
import { editionOf } from '@/lib/edition';
import { setSavedTranslationOverrides } from '@/lib/i18n';
import { PATHS } from '@/lib/paths';

/**
 * Runs before every navigation (the root route always revalidates): makes sure enums, static and live
 * competition data are in the query cache and applies the theme colour. Cached data is used as is;
 * the pages keep it fresh. A failed load sends the visitor to the support page, unless already there.
 * A past edition's page (`/2024/results/…`) loads that year's data; a year that is not a public
 * edition goes to the not-found page.
 */
export function createRootLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { pathname } = new URL(request.url);
    const edition = editionOf(pathname);
    if (edition !== undefined) {
      const editions = await queryClient.ensureQueryData(editionsQueryOptions()).catch((error: unknown) => {
        console.error('Loading the editions failed', error);
        throw redirect(PATHS.support);
      });
      if (!editions.some((item) => item.year === edition)) throw redirect(PATHS.notFound);
    }
    // The overrides come with the first texts; without them the page shows the defaults.
    const overrides = queryClient
      .ensureQueryData(translationsQueryOptions(edition))
      .then((translations) => setSavedTranslationOverrides(translations as TranslationBundle))
      .catch((error: unknown) => console.error('Loading the translation overrides failed', error));
    try {
      const [enums] = await Promise.all([
        queryClient.ensureQueryData(enumsQueryOptions(edition)),
        queryClient.ensureQueryData(staticQueryOptions(edition)),
        queryClient.ensureQueryData(liveQueryOptions(edition)),
      ]);
      applyPrimaryColor(configurationValue(enums.configurations, 'style_primary_color'));
      await overrides;
    } catch (error) {
      console.error('Loading the competition data failed', error);
      if (pathname !== PATHS.support) throw redirect(PATHS.support);
    }
    return null;
  };
}
