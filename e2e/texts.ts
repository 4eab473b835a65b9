import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from './server';

export type Locale = 'cs' | 'en';

const localesDir = path.join(rootDir, 'apps/web/src/locales');
const cache = new Map<string, unknown>();

function messages(locale: Locale, file: string): unknown {
  const key = `${locale}/${file}`;
  if (!cache.has(key)) cache.set(key, JSON.parse(readFileSync(path.join(localesDir, `${key}.json`), 'utf8')));
  return cache.get(key);
}

/**
 * The web app's text for `file:dotted.key` (file = the kebab-case locale file, e.g. `core`,
 * `results-dashboard`), with `{{name}}` placeholders filled, so specs follow translation edits.
 */
export function text(locale: Locale, id: string, values: Record<string, string | number> = {}): string {
  const [file, key] = id.split(':');
  let node: unknown = messages(locale, file);
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No ${locale} text for ${id}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
