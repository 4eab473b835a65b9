import type { ConfigurationEntry } from '@tms/domain/contract/enums';

type Configurations = readonly ConfigurationEntry[] | Record<string, ConfigurationEntry> | undefined;

/** Raw text of a configuration entry from either the enums list or the static map. */
export function configurationValue(configurations: Configurations, key: string): string | null {
  if (!configurations) return null;
  const entry = Array.isArray(configurations)
    ? configurations.find((item: ConfigurationEntry) => item.key === key)
    : (configurations as Record<string, ConfigurationEntry>)[key];
  return entry?.value ?? null;
}

/** Results are public only when `show_results_on_web` is exactly 'true'. */
export function resultsShown(configurations: Configurations): boolean {
  return configurationValue(configurations, 'show_results_on_web') === 'true';
}

/** Absolute http(s) URL or null. */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
