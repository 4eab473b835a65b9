import { type InUseDetails, inUseDetails } from '@tms/domain/usage';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';

/** The usages of a refused delete (409 `in_use`), or null for any other failure. */
export function inUseOf(error: unknown): InUseDetails | null {
  if (!isApiError(error, 409) || error.code !== 'in_use') return null;
  const parsed = inUseDetails.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** "H07 cannot be deleted: it hosts 52 matches. Deactivate it instead." in the user's language. */
export function inUseText(t: TFunction<'admin'>, locale: string, name: string, details: InUseDetails): string {
  const parts = details.usages.map((usage) => t(`usage.${usage.kind}`, { count: usage.count }));
  const usages = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
  return t('usage.refused', { record: name, usages });
}
