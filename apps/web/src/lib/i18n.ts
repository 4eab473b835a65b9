import i18next, { type ResourceLanguage } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { type Locale, readStorage, writeStorage } from './storage';

export const LOCALES = ['cs', 'en'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'cs';

/** The translation modules of the specification; each is one namespace and one file per locale. */
export const NAMESPACES = [
  'auth',
  'club',
  'clubParticipant',
  'clubRegistration',
  'clubRoster',
  'core',
  'countryTeams',
  'dashboard',
  'places',
  'refereeRegistration',
  'translationTools',
  'roster',
  'reporter',
  'resultsDashboard',
  // Field messages and refused requests, shared by every form (not a module of the specification).
  'validation',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Messages = ResourceLanguage[string];

// One chunk per locale and namespace, loaded when a page needs it: a first visit downloads the
// texts of its own language and pages only. The service worker precaches them all for offline use.
const files = import.meta.glob<Messages>('../locales/*/*.json', { import: 'default' });

/** `club-participant` -> `clubParticipant` (files are kebab-case, namespaces camelCase). */
export function namespaceFromFile(file: string): string {
  return file.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** `clubParticipant` -> `club-participant`. */
export function fileFromNamespace(namespace: string): string {
  return namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function loadMessages(locale: string, namespace: string): Promise<Messages> {
  const load = files[`../locales/${locale}/${fileFromNamespace(namespace)}.json`];
  return load ? load() : Promise.reject(new Error(`No translations for ${locale}/${namespace}`));
}

function initialLocale(): Locale {
  return readStorage('locale') ?? DEFAULT_LOCALE;
}

function syncDocument(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', syncDocument);

/** Resolves when the texts every page shows (`core`) are loaded in the current language. */
export const i18nReady = i18n
  .use(resourcesToBackend(loadMessages))
  .use(initReactI18next)
  .init({
    lng: initialLocale(),
    // Both languages have the same keys (checked by i18n.test.ts): nothing to fall back to, and
    // no second language to download.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns: ['core'],
    defaultNS: 'core',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Loads a route's page together with the texts it shows (it would otherwise suspend until they load). */
export async function withNamespaces<T>(namespaces: Namespace[], page: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([page(), i18n.loadNamespaces(namespaces)]);
  return module;
}

/** Switches the language and remembers the choice in the browser. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeStorage('locale', locale);
  // Route loaders start before the first texts have loaded; switching then would race with that.
  await i18nReady;
  if (i18n.resolvedLanguage !== locale) await i18n.changeLanguage(locale);
}
