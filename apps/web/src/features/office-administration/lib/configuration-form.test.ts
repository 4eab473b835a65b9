import { describe, expect, it } from 'vitest';
import { configurationFormSchema, valueToSend } from './configuration-form';

describe('configuration form', () => {
  it('checks the value by the data type of the entry', () => {
    expect(configurationFormSchema({ key: 'x', dataType: 'integer' }).safeParse({ value: '12' }).success).toBe(true);
    const refused = configurationFormSchema({ key: 'x', dataType: 'integer' }).safeParse({ value: '1.5' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['value'], params: { key: 'configIntegerInvalid' } });
    expect(configurationFormSchema({ key: 'x', dataType: 'boolean' }).safeParse({ value: 'maybe' }).success).toBe(
      false,
    );
  });

  it('requires the theme colour as #RRGGBB', () => {
    const schema = configurationFormSchema({ key: 'style_primary_color', dataType: 'string' });
    expect(schema.safeParse({ value: '#00aa11' }).success).toBe(true);
    expect(schema.safeParse({ value: 'blue' }).success).toBe(false);
  });

  it('sends an empty field as no value', () => {
    expect(valueToSend('  ')).toBeNull();
    expect(valueToSend('text')).toBe('text');
  });
});
