import { mergeTranslations, type TranslationBundle, type TranslationTree } from '@tms/domain/translation-overrides';
import i18next, { type ResourceLanguage } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { type Locale, readStorage, removeStorage, writeStorage } from './storage';

export const LOCALES = ['cs', 'en'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'cs';

/** The translation modules of the specification; each is one namespace and one file per locale. */
export const NAMESPACES = [
  // The back-office (admin area); not a module of the specification.
  'admin',
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
  // Big screens in the halls and the lobby (not a module of the specification).
  'screen',
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

// ---- overrides (PRODUCT_SPEC §2 "Translations") ----------------------------------------------------
// The organiser's saved overrides, and in one browser a preview of unsaved ones, are laid over the
// default texts of every namespace as it loads, and again over the loaded ones when they change.

const defaults = new Map<string, { locale: string; namespace: string; texts: TranslationTree }>();
let savedOverrides: TranslationBundle = {};
let previewOverrides: TranslationBundle | null = readPreview();
let keysShown = false;

function readPreview(): TranslationBundle | null {
  const text = readStorage('translationPreview');
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as TranslationBundle) : null;
  } catch {
    return null;
  }
}

function effectiveTexts(locale: string, namespace: string, texts: TranslationTree): TranslationTree {
  const saved = mergeTranslations(texts, savedOverrides[locale]?.[namespace]);
  return mergeTranslations(saved, previewOverrides?.[locale]?.[namespace]);
}

async function loadEffective(locale: string, namespace: string): Promise<Messages> {
  const texts = (await loadMessages(locale, namespace)) as TranslationTree;
  defaults.set(`${locale}/${namespace}`, { locale, namespace, texts });
  return effectiveTexts(locale, namespace, texts);
}

/** Lays the current overrides over every loaded namespace and renders the texts again. */
function refreshTexts(): void {
  for (const { locale, namespace, texts } of defaults.values()) {
    i18n.addResourceBundle(locale, namespace, effectiveTexts(locale, namespace, texts), false, true);
  }
  rerender();
}

/** Besides a language change, this event makes react-i18next render the texts again (init's `react.bindI18n`). */
const TEXTS_CHANGED = 'textsChanged';

function rerender(): void {
  // Not by changing the language to itself: that would cancel a change in progress (a page opened at
  // /cs/… while the overrides arrive would stay in the remembered language).
  i18n.emit(TEXTS_CHANGED);
}

/** The overrides everybody gets (GET /web/translations); unchanged ones cause no work. */
export function setSavedTranslationOverrides(overrides: TranslationBundle): void {
  if (JSON.stringify(overrides) === JSON.stringify(savedOverrides)) return;
  savedOverrides = overrides;
  refreshTexts();
}

/** Tries overrides out in this browser only (remembered here), or ends the preview with null. */
export function setTranslationPreview(overrides: TranslationBundle | null): void {
  previewOverrides = overrides;
  if (overrides) writeStorage('translationPreview', JSON.stringify(overrides));
  else removeStorage('translationPreview');
  refreshTexts();
}

/** The overrides this browser previews, if any. */
export function readTranslationPreview(): TranslationBundle | null {
  return previewOverrides;
}

export function translationPreviewActive(): boolean {
  return previewOverrides !== null;
}

type Listener = () => void;
const keyListeners = new Set<Listener>();

/** Whether this browser wants keys instead of texts (remembered; applied only for super admins). */
export const translationKeysPreference = {
  get: (): boolean => readStorage('showTranslationKeys') === true,
  set(wanted: boolean) {
    writeStorage('showTranslationKeys', wanted);
    for (const listener of keyListeners) listener();
  },
  subscribe(listener: Listener) {
    keyListeners.add(listener);
    return () => keyListeners.delete(listener);
  },
};

/** Shows `namespace:key` instead of every text (super admins' key mode). */
export function showTranslationKeys(shown: boolean): void {
  if (shown === keysShown) return;
  keysShown = shown;
  rerender();
}

/** Resolves when the texts every page shows (`core`) are loaded in the current language. */
export const i18nReady = i18n
  .use(resourcesToBackend(loadEffective))
  .use({
    type: 'postProcessor',
    name: 'translationKeys',
    process: (value: string, key: string | string[], options: { ns?: string | readonly string[] }) => {
      if (!keysShown) return value;
      const namespace = [options.ns ?? ''].flat()[0];
      return `${namespace}:${[key].flat()[0]}`;
    },
  })
  .use(initReactI18next)
  .init({
    postProcess: ['translationKeys'],
    lng: initialLocale(),
    // Both languages have the same keys (checked by i18n.test.ts): nothing to fall back to, and
    // no second language to download.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns: ['core'],
    defaultNS: 'core',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { bindI18n: `languageChanged ${TEXTS_CHANGED}` },
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
