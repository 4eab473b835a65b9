import { type LoaderFunctionArgs, redirect } from 'react-router';
import { changeLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/storage';

/** `/en/results?x=1` sets English and continues to `/results?x=1`; `/cs` goes to `/`. */
export function createLocaleLoader(locale: Locale) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    await changeLocale(locale);
    const url = new URL(request.url);
    const rest = params['*'] ?? '';
    throw redirect(`/${rest}${url.search}${url.hash}`);
  };
}
