import { RULE_MESSAGES_EN } from '@tms/domain/rule-keys';
import { FIELD_MESSAGE_KEYS } from '@tms/domain/errors';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { decodeFieldMessage, encodeFieldMessage, toFieldMessage, translateFieldMessage } from './field-message';

const en = i18n.getFixedT('en', 'validation');
const cs = i18n.getFixedT('cs', 'validation');

it('reads lists in the parameters of a rule as comma-separated text', () => {
  expect(
    translateFieldMessage(en, { key: 'missingJerseyNumber', params: { participants: ['Ann Lee', 'Bo Ek'] } }),
  ).toBe('Missing jersey number: Ann Lee, Bo Ek');
  expect(translateFieldMessage(cs, { key: 'noPlayers' })).toBe('Na soupisce nejsou žádní hráči');
});

describe('field messages', () => {
  it('round-trips through the form error string', () => {
    const message = { key: 'minLength' as const, params: { min: 8 } };
    expect(decodeFieldMessage(encodeFieldMessage(message))).toEqual(message);
    expect(decodeFieldMessage('Some plain text')).toEqual({ key: 'invalidValue' });
    expect(decodeFieldMessage(encodeFieldMessage({ key: 'required' }))).toEqual({ key: 'required' });
    expect(decodeFieldMessage(undefined)).toBeNull();
  });

  it('translates the keys with their parameters in both languages', () => {
    expect(translateFieldMessage(en, { key: 'minLength', params: { min: 8 } })).toBe('Minimum length is 8 characters');
    expect(translateFieldMessage(cs, { key: 'minLength', params: { min: 8 } })).toBe('Minimální délka je 8 znaků');
    expect(translateFieldMessage(cs, { key: 'maxLength', params: { max: 2 } })).toBe('Maximální délka je 2 znaky');
    expect(translateFieldMessage(en, { key: 'required' })).toBe('This field is required');
    expect(translateFieldMessage(cs, { key: 'email' })).toBe('E-mailová adresa není platná');
    expect(translateFieldMessage(en, toFieldMessage({ key: 'somethingNew' }))).toBe('Invalid value');
    expect(translateFieldMessage(en, { key: 'duplicatedJerseyNumbers', params: { list: '7, 9' } })).toBe(
      'Duplicated jersey numbers: 7, 9',
    );
  });

  it('has a text for every key of the domain in both languages, with every parameter filled in', () => {
    // Every parameter any rule names (`{participant}` in its English text), so no placeholder stays.
    const ruleParams = Object.fromEntries(
      Object.values(RULE_MESSAGES_EN).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 'x'])),
    );
    for (const key of FIELD_MESSAGE_KEYS) {
      for (const t of [en, cs]) {
        const shown = translateFieldMessage(t, { key, params: { ...ruleParams, min: 1, max: 2, list: '1' } });
        expect(shown, key).not.toBe(key);
        expect(shown, key).not.toContain('{{');
        expect(shown, key).not.toMatch(/^rules\./);
      }
    }
  });

  it('lets a field word a key its own way', () => {
    const texts = {
      required: () => 'Choose a player',
      max: (params: Record<string, unknown>) => `Up to ${params.max}`,
    };
    expect(translateFieldMessage(en, { key: 'required' }, texts)).toBe('Choose a player');
    expect(translateFieldMessage(en, { key: 'max', params: { max: 30 } }, texts)).toBe('Up to 30');
    expect(translateFieldMessage(en, { key: 'email' }, texts)).toBe('The e-mail address is not valid');
  });
});
