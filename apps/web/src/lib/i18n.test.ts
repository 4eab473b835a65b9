import { describe, expect, it } from 'vitest';
import { allResources as resources } from '@/test/locales';
import { fileFromNamespace, i18n, loadMessages, NAMESPACES, namespaceFromFile } from './i18n';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keys(messages: unknown, prefix = ''): string[] {
  if (typeof messages !== 'object' || messages === null) return [prefix];
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null ? keys(value, path) : [path.replace(PLURAL_SUFFIX, '')];
  });
}

const keySet = (messages: unknown) => [...new Set(keys(messages))].sort();

describe('translations', () => {
  it('has a file for every namespace of the specification in both locales', () => {
    for (const locale of ['cs', 'en']) {
      expect(Object.keys(resources[locale]).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it.each(NAMESPACES)('has identical cs and en key sets in %s', (namespace) => {
    expect(keySet(resources.en[namespace])).toEqual(keySet(resources.cs[namespace]));
  });

  it.each(NAMESPACES)('defines all Czech plural forms in %s', (namespace) => {
    const all = keys(resources.cs[namespace]);
    const flat = JSON.stringify(resources.cs[namespace]);
    for (const base of new Set(all)) {
      const leaf = base.split('.').at(-1);
      if (!flat.includes(`"${leaf}_one"`)) continue;
      for (const form of ['one', 'few', 'many', 'other']) expect(flat).toContain(`"${leaf}_${form}"`);
    }
  });

  it('maps kebab-case files to camelCase namespaces', () => {
    expect(namespaceFromFile('club-participant')).toBe('clubParticipant');
    expect(namespaceFromFile('core')).toBe('core');
    for (const namespace of NAMESPACES) expect(namespaceFromFile(fileFromNamespace(namespace))).toBe(namespace);
  });

  it('loads one language and namespace at a time', async () => {
    await expect(loadMessages('en', 'clubParticipant')).resolves.toEqual(resources.en.clubParticipant);
    await expect(loadMessages('cs', 'resultsDashboard')).resolves.toEqual(resources.cs.resultsDashboard);
    await expect(loadMessages('de', 'core')).rejects.toThrow('No translations for de/core');
  });

  it('uses Czech plural forms', () => {
    const t = i18n.getFixedT('cs', 'core');
    expect([1, 2, 4, 5, 0].map((count) => t('drawer.teamCount', { count }))).toEqual([
      '1 tým',
      '2 týmy',
      '4 týmy',
      '5 týmů',
      '0 týmů',
    ]);
    expect(i18n.getFixedT('en', 'core')('drawer.teamCount', { count: 1 })).toBe('1 team');
  });

  it('says in proper Czech how many matches the referee plan covers', () => {
    const t = i18n.getFixedT('cs', 'admin');
    expect([1, 3, 25].map((count) => t('refereeAssignment.plan.assigned', { count }))).toEqual([
      '1 zápas dostane rozhodčí.',
      '3 zápasy dostanou rozhodčí.',
      '25 zápasů dostane rozhodčí.',
    ]);
  });
});
