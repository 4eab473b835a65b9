import type { Resource, ResourceLanguage } from 'i18next';
import { namespaceFromFile } from '@/lib/i18n';

const files = import.meta.glob<ResourceLanguage[string]>('../locales/*/*.json', { eager: true, import: 'default' });

/** Every translation file of both languages, by locale and namespace (the app loads them lazily). */
export const allResources: Resource = {};
for (const [path, messages] of Object.entries(files)) {
  const [, locale, file] = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(path) ?? [];
  allResources[locale] ??= {};
  allResources[locale][namespaceFromFile(file)] = messages;
}
