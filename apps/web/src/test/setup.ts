import { i18n, i18nReady } from '@/lib/i18n';
import { allResources } from './locales';

// Component tests switch languages freely: every text of both languages is there from the start.
await i18nReady;
for (const [locale, namespaces] of Object.entries(allResources)) {
  for (const [namespace, messages] of Object.entries(namespaces)) i18n.addResourceBundle(locale, namespace, messages);
}
