import { type FieldMessage, type FieldMessageKey, isFieldMessageKey } from '@tms/domain/errors';
import { isRuleKey, type RuleKey } from '@tms/domain/rule-keys';
import type validationTexts from '@/locales/cs/validation.json';
import type { TFunction } from 'i18next';

// Field messages are stable keys with parameters (DESIGN.md §2); the `validation` namespace has one
// text per key. Forms and refused requests both show them through this module.

/** Texts a single field words its own way, by message key (e.g. "Choose a player" for `required`). */
export type FieldMessageTexts = Partial<Record<FieldMessageKey, (params: Record<string, unknown>) => string>>;

/** A message as the server sends it; a key this web app does not know reads as an invalid value. */
export function toFieldMessage(raw: { key: string; params?: Record<string, unknown> }): FieldMessage {
  if (!isFieldMessageKey(raw.key)) return { key: 'invalidValue' };
  return raw.params ? { key: raw.key, params: raw.params } : { key: raw.key };
}

// react-hook-form keeps one string per field error; the key and parameters travel in it as JSON and
// are translated at render time, so a language switch re-translates the errors already shown.
export function encodeFieldMessage(message: FieldMessage): string {
  return JSON.stringify(message);
}

export function decodeFieldMessage(text: string | undefined): FieldMessage | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'key' in parsed && typeof parsed.key === 'string') {
      const params =
        'params' in parsed && typeof parsed.params === 'object' && parsed.params !== null
          ? (parsed.params as Record<string, unknown>)
          : undefined;
      return toFieldMessage({ key: parsed.key, params });
    }
  } catch {
    // Not one of ours: shown as a generic invalid value.
  }
  return { key: 'invalidValue' };
}

const count = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);
const text = (value: unknown) =>
  value === undefined || value === null ? '' : Array.isArray(value) ? value.join(', ') : String(value);

// A rule key without a text in `validation.rules` fails the typecheck here (the error names it).
type RuleKeysWithoutText = Exclude<RuleKey, keyof (typeof validationTexts)['rules']>;
const everyRuleHasText: [RuleKeysWithoutText] extends [never] ? true : RuleKeysWithoutText = true;
void everyRuleHasText;

/** A rule's parameters as texts: lists (of people, numbers) read as comma-separated. */
function ruleParams(params: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, text(value)]));
}

/** The message in the current language; a new key without a case here fails the typecheck. */
export function translateFieldMessage(
  t: TFunction<'validation'>,
  message: FieldMessage,
  texts: FieldMessageTexts = {},
): string {
  const params = message.params ?? {};
  const own = texts[message.key];
  if (own) return own(params);
  // Domain rules word their parameters in the text itself. (i18next types interpolation per key and
  // cannot check one options object against a union of keys, hence the cast of the options.)
  if (isRuleKey(message.key)) return String(t(`rules.${message.key}`, ruleParams(params) as never));
  switch (message.key) {
    case 'required':
      return t('required');
    case 'minLength':
      return t('minLength', { count: count(params.min) });
    case 'maxLength':
      return t('maxLength', { count: count(params.max) });
    case 'email':
      return t('email');
    case 'invalidValue':
      return t('invalidValue');
    case 'min':
      return t('min', { min: text(params.min) });
    case 'max':
      return t('max', { max: text(params.max) });
    case 'minItems':
      return t('minItems', { count: count(params.min) });
    case 'maxItems':
      return t('maxItems', { count: count(params.max) });
    case 'duplicate':
      return t('duplicate');
    case 'passwordMismatch':
      return t('passwordMismatch');
    case 'notOnRoster':
      return t('notOnRoster');
    case 'leaderCannotScore':
      return t('leaderCannotScore');
    case 'notAllowed':
      return t('notAllowed');
    case 'wrongStage':
      return t('wrongStage');
    case 'notOfClub':
      return t('notOfClub');
    case 'referee1Required':
      return t('referee1Required');
    case 'duplicatedJerseyNumbers':
      return t('duplicatedJerseyNumbers', { list: text(params.list) });
    default: {
      const unknown: never = message.key;
      return unknown;
    }
  }
}
