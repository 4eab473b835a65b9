import { describe, expect, it } from 'vitest';
import {
  checkTranslationOverrides,
  interpolationParams,
  mergeTranslations,
  parseTranslationOverrides,
  readTranslationOverrides,
  type TranslationBundle,
} from './translation-overrides';

const defaults: TranslationBundle = {
  cs: {
    dashboard: {
      hint: 'Vyberte oddíl',
      greeting: 'Ahoj {{name}}',
      teams_one: '{{count}} tým',
      teams_few: '{{count}} týmy',
    },
    core: { footer: { copyright: '© {{year}} {{name}}' } },
  },
  en: {
    dashboard: {
      hint: 'Choose a section',
      greeting: 'Hello {{name}}',
      teams_one: 'one team',
      teams_other: '{{count}} teams',
    },
    core: { footer: { copyright: '© {{year}} {{name}}' } },
  },
};

const structure = (path?: string) => ({
  ok: false,
  reason: path === undefined ? { key: 'translationsStructure' } : { key: 'translationsStructure', params: { path } },
});

describe('translation overrides', () => {
  it('accept overrides that match the defaults', () => {
    const overrides = { en: { dashboard: { hint: 'Pick one' } }, cs: { core: { footer: { copyright: '{{name}}' } } } };
    expect(checkTranslationOverrides(overrides, defaults)).toEqual({ ok: true, overrides });
    expect(parseTranslationOverrides('  ', defaults)).toEqual({ ok: true, overrides: {} });
  });

  it('refuse text that is not JSON or not an object', () => {
    expect(parseTranslationOverrides('{"en": ', defaults)).toEqual(structure());
    expect(checkTranslationOverrides([], defaults)).toEqual(structure(''));
    expect(checkTranslationOverrides('text', defaults)).toEqual(structure(''));
  });

  it('name the unknown locale, module or key', () => {
    expect(checkTranslationOverrides({ de: {} }, defaults)).toEqual(structure('de'));
    expect(checkTranslationOverrides({ en: { nothing: {} } }, defaults)).toEqual(structure('en.nothing'));
    expect(checkTranslationOverrides({ en: { dashboard: { nope: 'x' } } }, defaults)).toEqual(
      structure('en.dashboard.nope'),
    );
    expect(checkTranslationOverrides({ en: { core: { footer: { other: 'x' } } } }, defaults)).toEqual(
      structure('en.core.footer.other'),
    );
    // A plural form the language does not have is unknown too.
    expect(checkTranslationOverrides({ en: { dashboard: { teams_few: 'x' } } }, defaults)).toEqual(
      structure('en.dashboard.teams_few'),
    );
    // Inherited object properties are not keys.
    expect(checkTranslationOverrides({ en: { dashboard: { toString: 'x' } } }, defaults)).toEqual(
      structure('en.dashboard.toString'),
    );
  });

  it('refuse values of the wrong kind', () => {
    expect(checkTranslationOverrides({ en: { dashboard: { hint: 3 } } }, defaults)).toEqual(
      structure('en.dashboard.hint'),
    );
    expect(checkTranslationOverrides({ en: { dashboard: { hint: { a: 'b' } } } }, defaults)).toEqual(
      structure('en.dashboard.hint'),
    );
    expect(checkTranslationOverrides({ en: { core: { footer: 'flat' } } }, defaults)).toEqual(
      structure('en.core.footer'),
    );
    expect(checkTranslationOverrides({ en: { dashboard: null } }, defaults)).toEqual(structure('en.dashboard'));
  });

  it('refuse a parameter the default text does not have, and allow the plural siblings', () => {
    expect(checkTranslationOverrides({ en: { dashboard: { greeting: 'Hi {{user}}' } } }, defaults)).toEqual({
      ok: false,
      reason: {
        key: 'translationUnknownParam',
        params: { path: 'en.dashboard.greeting', param: 'user', params: ['name'] },
      },
    });
    // 'one team' has no parameter, but the other forms have count.
    expect(checkTranslationOverrides({ en: { dashboard: { teams_one: '{{count}} team' } } }, defaults).ok).toBe(true);
    expect(checkTranslationOverrides({ en: { dashboard: { hint: 'Hi {{- name, uppercase}}' } } }, defaults).ok).toBe(
      false,
    );
  });

  it('read stored overrides leniently', () => {
    expect(readTranslationOverrides('{"en":{"dashboard":{"hint":"A"}}}', defaults)).toEqual({
      en: { dashboard: { hint: 'A' } },
    });
    expect(readTranslationOverrides('not json', defaults)).toEqual({});
    expect(readTranslationOverrides(null, defaults)).toEqual({});
  });

  it('find interpolation parameters', () => {
    expect(interpolationParams('{{count}} of {{ club }} and {{count}}, {{- raw}} {{date, datetime}}')).toEqual([
      'count',
      'club',
      'raw',
      'date',
    ]);
    expect(interpolationParams('no params {single}')).toEqual([]);
  });

  it('merge deeply without changing the defaults', () => {
    const base = { a: 'A', nested: { b: 'B', c: 'C' } };
    const merged = mergeTranslations(base, { nested: { c: 'see' } });
    expect(merged).toEqual({ a: 'A', nested: { b: 'B', c: 'see' } });
    expect(base.nested.c).toBe('C');
    expect(mergeTranslations(base, undefined)).toBe(base);
  });
});
