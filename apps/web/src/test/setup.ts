import type { ResourceLanguage } from 'i18next';
import { i18n, i18nReady, namespaceFromFile } from '@/lib/i18n';

// Component tests switch languages freely: every text of both languages is there from the start.
const files = import.meta.glob<ResourceLanguage[string]>('../locales/*/*.json', { eager: true, import: 'default' });
await i18nReady;
for (const [path, messages] of Object.entries(files)) {
  const [, locale, file] = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(path) ?? [];
  i18n.addResourceBundle(locale, namespaceFromFile(file), messages);
}
