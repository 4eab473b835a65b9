import { describe, expect, it } from 'vitest';
import { defaultTextRows, searchDefaultTexts } from './default-texts';
import { keysAt } from './key-completion';

const bundle = {
  cs: { core: { footer: { conditions: 'Podmínky' }, title: 'Turnaj' }, dashboard: { hint: 'Jen česky' } },
  en: { core: { footer: { conditions: 'Conditions' }, title: 'Tournament' } },
};

describe('default texts', () => {
  it('lists every key of a module with both languages side by side, in module order', () => {
    expect(defaultTextRows(bundle)).toEqual([
      { namespace: 'core', key: 'footer.conditions', cs: 'Podmínky', en: 'Conditions' },
      { namespace: 'core', key: 'title', cs: 'Turnaj', en: 'Tournament' },
      { namespace: 'dashboard', key: 'hint', cs: 'Jen česky', en: '' },
    ]);
  });

  it('finds rows by module, key or either text', () => {
    const rows = defaultTextRows(bundle);
    expect(searchDefaultTexts(rows, 'CONDITIONS').map((row) => row.key)).toEqual(['footer.conditions']);
    expect(searchDefaultTexts(rows, 'turnaj').map((row) => row.key)).toEqual(['title']);
    expect(searchDefaultTexts(rows, 'dashboard.')).toHaveLength(1);
    expect(searchDefaultTexts(rows, ' ')).toHaveLength(3);
  });

  it('offers locales, modules and keys with their default texts for completion', () => {
    expect(keysAt(bundle, []).map((option) => option.label)).toEqual(['cs', 'en']);
    expect(keysAt(bundle, ['en']).map((option) => option.label)).toEqual(['core']);
    expect(keysAt(bundle, ['en', 'core'])).toEqual([
      { label: 'footer', type: 'class' },
      { label: 'title', type: 'property', detail: 'Tournament', info: 'Tournament' },
    ]);
    expect(keysAt(bundle, ['en', 'core', 'title'])).toEqual([]);
    expect(keysAt(bundle, ['de', 'core'])).toEqual([]);
  });
});
