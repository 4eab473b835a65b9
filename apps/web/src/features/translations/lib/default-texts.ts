import type { TranslationBundle, TranslationTree } from '@tms/domain/translation-overrides';
import { queryOptions } from '@tanstack/react-query';
import { LOCALES, loadMessages, NAMESPACES } from '@/lib/i18n';

/** Every module's default texts in both languages (the files the app ships, without overrides). */
export async function loadDefaultTexts(): Promise<TranslationBundle> {
  const entries = await Promise.all(
    LOCALES.flatMap((locale) =>
      NAMESPACES.map(async (namespace) => ({
        locale,
        namespace,
        texts: (await loadMessages(locale, namespace)) as TranslationTree,
      })),
    ),
  );
  const bundle: TranslationBundle = {};
  for (const { locale, namespace, texts } of entries) {
    bundle[locale] ??= {};
    bundle[locale][namespace] = texts;
  }
  return bundle;
}

export function defaultTextsQueryOptions() {
  return queryOptions({
    queryKey: ['translations', 'defaults'],
    queryFn: loadDefaultTexts,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type DefaultText = { namespace: string; key: string; cs: string; en: string };

function flatten(tree: TranslationTree | undefined, prefix: string, into: Map<string, string>) {
  for (const [key, value] of Object.entries(tree ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
}

/** One row per module and key with the Czech and English text side by side, in file order. */
export function defaultTextRows(bundle: TranslationBundle): DefaultText[] {
  return NAMESPACES.flatMap((namespace) => {
    const cs = new Map<string, string>();
    const en = new Map<string, string>();
    flatten(bundle.cs?.[namespace], '', cs);
    flatten(bundle.en?.[namespace], '', en);
    const keys = [...new Set([...cs.keys(), ...en.keys()])];
    return keys.map((key) => ({ namespace, key, cs: cs.get(key) ?? '', en: en.get(key) ?? '' }));
  });
}

/** Rows whose module, key or either text contains the query (case-insensitive). */
export function searchDefaultTexts(rows: readonly DefaultText[], query: string): DefaultText[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => `${row.namespace}.${row.key}\n${row.cs}\n${row.en}`.toLocaleLowerCase().includes(needle));
}
