import type { RuleMessage } from './rule-keys';

/**
 * Translation overrides (PRODUCT_SPEC §2 "Translations"): the organiser replaces some default texts.
 * Overrides are `{ locale: { module: { key: text | nested keys } } }`, the same shape as the default
 * texts; they are deep-merged over the defaults, so an override lists only what it changes.
 */
export type TranslationTree = { [key: string]: string | TranslationTree };
/** Texts by locale and module (namespace). */
export type TranslationBundle = Record<string, Record<string, TranslationTree>>;

export type OverridesCheck = { ok: true; overrides: TranslationBundle } | { ok: false; reason: RuleMessage };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
// i18next's `{{name}}`, `{{name, format}}` and unescaped `{{- name}}`.
const PARAM = /\{\{-?\s*([^{}\s,]+)\s*(?:,[^{}]*)?\}\}/g;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parameter names a text interpolates, e.g. `{{count}} teams of {{club}}` -> count, club. */
export function interpolationParams(text: string): string[] {
  return [...new Set([...text.matchAll(PARAM)].map((match) => match[1]))];
}

function at(tree: TranslationTree | undefined, path: readonly string[]): string | TranslationTree | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of path) {
    if (!isObject(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

/**
 * The parameters an override of `path` may use: those of the default text in any locale, and for a
 * plural form those of its sibling forms (and `count`), since a language may word one form with
 * parameters another form leaves out.
 */
function allowedParams(defaults: TranslationBundle, namespace: string, path: readonly string[]): Set<string> {
  const allowed = new Set<string>();
  const last = path[path.length - 1];
  const base = last.replace(PLURAL_SUFFIX, '');
  const plural = base !== last;
  if (plural) allowed.add('count');
  for (const modules of Object.values(defaults)) {
    const parent = at(modules[namespace], path.slice(0, -1));
    if (!isObject(parent)) continue;
    for (const [key, text] of Object.entries(parent)) {
      const sameKey = key === last || (plural && key.replace(PLURAL_SUFFIX, '') === base);
      if (sameKey && typeof text === 'string') for (const name of interpolationParams(text)) allowed.add(name);
    }
  }
  return allowed;
}

const structure = (path: string): OverridesCheck => ({
  ok: false,
  reason: { key: 'translationsStructure', params: { path } },
});

function checkTree(
  value: Record<string, unknown>,
  defaults: TranslationTree,
  bundle: TranslationBundle,
  namespace: string,
  path: string[],
  label: string,
): OverridesCheck | null {
  for (const [key, override] of Object.entries(value)) {
    const keyPath = [...path, key];
    const dotted = `${label}.${keyPath.join('.')}`;
    if (!Object.hasOwn(defaults, key)) return structure(dotted);
    const original = defaults[key];
    if (typeof original === 'string') {
      if (typeof override !== 'string') return structure(dotted);
      const allowed = allowedParams(bundle, namespace, keyPath);
      const unknown = interpolationParams(override).find((name) => !allowed.has(name));
      if (unknown !== undefined) {
        return {
          ok: false,
          reason: {
            key: 'translationUnknownParam',
            params: { path: dotted, param: unknown, params: [...allowed].sort() },
          },
        };
      }
      continue;
    }
    if (!isObject(override)) return structure(dotted);
    const problem = checkTree(override, original, bundle, namespace, keyPath, label);
    if (problem) return problem;
  }
  return null;
}

/**
 * Checks overrides against the default texts: every locale, module and key must exist in the
 * defaults of that locale, every text must be a string where the default is one, and an overridden
 * text may interpolate only the parameters the default text has. The first problem is the reason.
 */
export function checkTranslationOverrides(value: unknown, defaults: TranslationBundle): OverridesCheck {
  if (!isObject(value)) return structure('');
  for (const [locale, modules] of Object.entries(value)) {
    const localeDefaults = Object.hasOwn(defaults, locale) ? defaults[locale] : undefined;
    if (!localeDefaults || !isObject(modules)) return structure(locale);
    for (const [namespace, tree] of Object.entries(modules)) {
      const namespaceDefaults = Object.hasOwn(localeDefaults, namespace) ? localeDefaults[namespace] : undefined;
      if (!namespaceDefaults || !isObject(tree)) return structure(`${locale}.${namespace}`);
      const problem = checkTree(tree, namespaceDefaults, defaults, namespace, [], `${locale}.${namespace}`);
      if (problem) return problem;
    }
  }
  return { ok: true, overrides: value as TranslationBundle };
}

/** Parses the editor's or the configuration's JSON text and checks it (see checkTranslationOverrides). */
export function parseTranslationOverrides(text: string, defaults: TranslationBundle): OverridesCheck {
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, reason: { key: 'translationsStructure' } };
  }
  return checkTranslationOverrides(value, defaults);
}

/**
 * The stored overrides, read leniently for display: what does not fit the defaults is left out, so
 * an entry written by hand with a typo never hides the other overrides or breaks a page.
 */
export function readTranslationOverrides(text: string | null | undefined, defaults: TranslationBundle) {
  if (!text) return {};
  const parsed = parseTranslationOverrides(text, defaults);
  return parsed.ok ? parsed.overrides : {};
}

/** `defaults` with `overrides` laid over it; neither is changed. */
export function mergeTranslations(defaults: TranslationTree, overrides: TranslationTree | undefined): TranslationTree {
  if (!overrides) return defaults;
  const result: TranslationTree = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    const base = result[key];
    result[key] = isObject(value) && isObject(base) ? mergeTranslations(base, value) : value;
  }
  return result;
}
