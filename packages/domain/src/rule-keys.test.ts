import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGE_KEYS } from './errors';
import { isRuleKey, RULE_KEYS, RULE_MESSAGES_EN, ruleMessageEn, ruleResult } from './rule-keys';

describe('rule keys', () => {
  it('are field message keys, each listed once', () => {
    const known = new Set<string>(FIELD_MESSAGE_KEYS);
    expect(RULE_KEYS.filter((key) => !known.has(key))).toEqual([]);
    expect(new Set(FIELD_MESSAGE_KEYS).size).toBe(FIELD_MESSAGE_KEYS.length);
  });

  it('each have an English text', () => {
    for (const key of RULE_KEYS) expect(RULE_MESSAGES_EN[key].trim()).not.toBe('');
    expect(isRuleKey('phoneInvalid')).toBe(true);
    expect(isRuleKey('required')).toBe(false);
    expect(isRuleKey('toString')).toBe(false);
  });

  it('fill their parameters into the English text', () => {
    expect(ruleMessageEn({ key: 'tooFewPlayers', params: { n: 5 } })).toBe('Less than 5 players on the roster');
    expect(ruleMessageEn({ key: 'missingJerseyNumber', params: { participants: ['Jan Novák', 'Eva Malá'] } })).toBe(
      'Missing jersey number: Jan Novák, Eva Malá',
    );
    // A parameter that was not given stays visible instead of printing "undefined".
    expect(ruleMessageEn({ key: 'tooManyLeaders' })).toBe('More than {n} leaders on the roster');
    expect(ruleMessageEn({ key: 'required' })).toBeNull();
  });

  it('turn a list of reasons into a result', () => {
    expect(ruleResult([])).toEqual({ ok: true });
    expect(ruleResult([{ key: 'noPlayers' }])).toEqual({ ok: false, reasons: [{ key: 'noPlayers' }] });
  });
});
