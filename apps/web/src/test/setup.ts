import { configure } from '@testing-library/react';
import { i18n, i18nReady } from '@/lib/i18n';
import { allResources } from './locales';

// Component tests switch languages freely: every text of both languages is there from the start.
await i18nReady;
for (const [locale, namespaces] of Object.entries(allResources)) {
  for (const [namespace, messages] of Object.entries(namespaces)) i18n.addResourceBundle(locale, namespace, messages);
}

// `findBy…` waits 1 s by default; a modal's transition on a loaded CI machine (tests, a server and a
// browser on two cores) can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });
