import dayjs from 'dayjs';
import 'dayjs/locale/cs';
import 'dayjs/locale/en';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
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
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Messages = ResourceLanguage[string];

// Bundled with the app: translations must be there before the first render and offline.
const files = import.meta.glob<Messages>('../locales/*/*.json', { eager: true, import: 'default' });

/** `club-participant` -> `clubParticipant` (files are kebab-case, namespaces camelCase). */
export function namespaceFromFile(file: string): string {
  return file.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export function buildResources(modules: Record<string, Messages>): Resource {
  const resources: Resource = {};
  for (const [path, messages] of Object.entries(modules)) {
    const match = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, locale, file] = match;
    resources[locale] ??= {};
    resources[locale][namespaceFromFile(file)] = messages;
  }
  return resources;
}

export const resources = buildResources(files);

export function isLocale(value: unknown): value is Locale {
  return value === 'cs' || value === 'en';
}

function initialLocale(): Locale {
  return readStorage('locale') ?? DEFAULT_LOCALE;
}

function syncDocument(locale: string): void {
  dayjs.locale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', syncDocument);

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: [...NAMESPACES],
  defaultNS: 'core',
  // Resources are bundled, so initialisation is synchronous and `t` works right after import.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function currentLocale(): Locale {
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
}

/** Switches the language and remembers the choice in the browser. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeStorage('locale', locale);
  if (i18n.resolvedLanguage !== locale) await i18n.changeLanguage(locale);
}
