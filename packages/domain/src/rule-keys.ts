import type { FieldMessageKey } from './errors';
import { isRuleKey, RULE_MESSAGES_EN } from './rule-messages-en';

// The domain rules' messages and results. The keys and their English texts are in
// rule-messages-en.ts, which errors.ts reads without depending on this file.
export { isRuleKey, RULE_KEYS, RULE_MESSAGES_EN, type RuleKey } from './rule-messages-en';

/** A key a domain rule may answer with: any field message key (rule keys are among them). */
export type MessageKey = FieldMessageKey;

/** A refusal or warning of a rule: stable key plus the parameters its text names. */
export type RuleMessage = { key: MessageKey; params?: Record<string, unknown> };

/** Outcome of a rule check: the reasons name the rule broken and the people or things involved. */
export type RuleResult = { ok: true } | { ok: false; reasons: RuleMessage[] };

export function ruleResult(reasons: readonly RuleMessage[]): RuleResult {
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons: [...reasons] };
}

/**
 * The English text of a rule key with its parameters filled in (lists joined by commas), for the
 * API's `message`. Null for keys that errors.ts already translates.
 */
export function ruleMessageEn(message: RuleMessage): string | null {
  if (!isRuleKey(message.key)) return null;
  return RULE_MESSAGES_EN[message.key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = message.params?.[name];
    if (value === undefined || value === null) return whole;
    return Array.isArray(value) ? value.join(', ') : String(value);
  });
}
