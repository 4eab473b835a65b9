import { describe, expect, it } from 'vitest';
import {
  configValueProblem,
  isValidPrimaryColor,
  normalizePrimaryColor,
  parseConfigDateTime,
  parseConfigValue,
  TOURNAMENT_TIME_ZONE,
} from './config-value';

describe('parseConfigValue', () => {
  it('reads boolean as true only for the exact word true', () => {
    expect(parseConfigValue('boolean', 'true')).toBe(true);
    for (const text of ['True', 'TRUE', ' true', '1', 'yes', 'false', '', null, undefined]) {
      expect(parseConfigValue('boolean', text)).toBe(false);
    }
  });

  it('returns null for a missing value of any other type', () => {
    for (const type of ['string', 'integer', 'float', 'datetime'] as const) {
      expect(parseConfigValue(type, null)).toBeNull();
      expect(parseConfigValue(type, undefined)).toBeNull();
    }
  });

  it('keeps strings as they are', () => {
    expect(parseConfigValue('string', '  Prague Handball Cup ')).toBe('  Prague Handball Cup ');
    expect(parseConfigValue('string', '')).toBe('');
  });

  it('parses integers and rejects decimals and junk', () => {
    expect(parseConfigValue('integer', '42')).toBe(42);
    expect(parseConfigValue('integer', ' -7 ')).toBe(-7);
    expect(parseConfigValue('integer', '+3')).toBe(3);
    for (const text of ['', ' ', '4.5', '4.0', '1e3', '12abc', 'abc', '0x10', '99999999999999999999']) {
      expect(parseConfigValue('integer', text)).toBeNull();
    }
  });

  it('parses floats and rejects junk', () => {
    expect(parseConfigValue('float', '4.5')).toBe(4.5);
    expect(parseConfigValue('float', '-0.25')).toBe(-0.25);
    expect(parseConfigValue('float', '.5')).toBe(0.5);
    expect(parseConfigValue('float', '10')).toBe(10);
    expect(parseConfigValue('float', '1e3')).toBe(1000);
    for (const text of ['', '1,5', 'abc', '1.2.3', 'Infinity', 'NaN', '1e999']) {
      expect(parseConfigValue('float', text)).toBeNull();
    }
  });

  it('parses date-times with an offset as given', () => {
    expect(parseConfigValue('datetime', '2025-04-18T09:30:00Z')).toEqual(new Date('2025-04-18T09:30:00Z'));
    expect(parseConfigValue('datetime', '2025-04-18T09:30:00+02:00')).toEqual(new Date('2025-04-18T07:30:00Z'));
    expect(parseConfigValue('datetime', '2025-04-18 09:30:00.250-0130')).toEqual(new Date('2025-04-18T11:00:00.250Z'));
  });

  it('reads date-times without an offset as Prague wall-clock time', () => {
    expect(TOURNAMENT_TIME_ZONE).toBe('Europe/Prague');
    // Summer time (UTC+2) and winter time (UTC+1).
    expect(parseConfigValue('datetime', '2025-04-18 09:30:00')).toEqual(new Date('2025-04-18T07:30:00Z'));
    expect(parseConfigValue('datetime', '2025-01-31T23:59:59')).toEqual(new Date('2025-01-31T22:59:59Z'));
    expect(parseConfigValue('datetime', '2025-04-18')).toEqual(new Date('2025-04-17T22:00:00Z'));
    expect(parseConfigValue('datetime', '2025-04-18 09:30')).toEqual(new Date('2025-04-18T07:30:00Z'));
  });

  it('settles daylight-saving changes and honours another zone', () => {
    // Prague moved clocks from 03:00 back to 02:00 on 2025-10-26; 03:30 is after the change (UTC+1).
    expect(parseConfigDateTime('2025-10-26 03:30')).toEqual(new Date('2025-10-26T02:30:00Z'));
    expect(parseConfigDateTime('2025-03-30 01:30')).toEqual(new Date('2025-03-30T00:30:00Z'));
    expect(parseConfigDateTime('2025-03-30 03:30')).toEqual(new Date('2025-03-30T01:30:00Z'));
    expect(parseConfigDateTime('2025-04-18 09:30', { timeZone: 'UTC' })).toEqual(new Date('2025-04-18T09:30:00Z'));
    expect(parseConfigValue('datetime', '2025-04-18 09:30', { timeZone: 'America/New_York' })).toEqual(
      new Date('2025-04-18T13:30:00Z'),
    );
  });

  it('returns null for invalid date-times', () => {
    for (const text of [
      '',
      'tomorrow',
      '18.04.2025',
      '2025-13-01',
      '2025-02-29',
      '2025-04-31',
      '2025-04-18 24:00',
      '2025-04-18 10:60',
      '2025-04-18T10:00:00+25:00',
      '0000-01-01',
    ]) {
      expect(parseConfigValue('datetime', text)).toBeNull();
    }
    expect(parseConfigValue('datetime', '2024-02-29')).toBeInstanceOf(Date);
  });
});

describe('primary colour', () => {
  it('accepts #RRGGBB with or without #', () => {
    expect(isValidPrimaryColor('#fd0085')).toBe(true);
    expect(isValidPrimaryColor('FD0085')).toBe(true);
    for (const value of ['', '#fff', '#fd00855', 'fd008g', '##fd0085', 'red', null, undefined]) {
      expect(isValidPrimaryColor(value)).toBe(false);
    }
  });

  it('normalises to lower-case with #', () => {
    expect(normalizePrimaryColor('#FD0085')).toBe('#fd0085');
    expect(normalizePrimaryColor('fd0085')).toBe('#fd0085');
    expect(normalizePrimaryColor(' #Fd0085 ')).toBe('#fd0085');
    expect(normalizePrimaryColor('#fff')).toBeNull();
    expect(normalizePrimaryColor(null)).toBeNull();
  });
});

describe('configValueProblem', () => {
  it('checks a value against its data type', () => {
    expect(configValueProblem('x', 'integer', '12')).toBeNull();
    expect(configValueProblem('x', 'integer', '1.5')).toEqual({ key: 'configIntegerInvalid' });
    expect(configValueProblem('x', 'float', '1.5')).toBeNull();
    expect(configValueProblem('x', 'float', 'abc')).toEqual({ key: 'configFloatInvalid' });
    expect(configValueProblem('x', 'datetime', '2025-04-18 09:30')).toBeNull();
    expect(configValueProblem('x', 'datetime', '2025-02-30')).toEqual({ key: 'configDateTimeInvalid' });
    expect(configValueProblem('x', 'boolean', 'false')).toBeNull();
    expect(configValueProblem('x', 'boolean', 'yes')).toEqual({ key: 'configBooleanInvalid' });
    expect(configValueProblem('x', 'integer', null)).toBeNull();
    expect(configValueProblem('x', 'string', 'anything')).toBeNull();
  });

  it('requires the theme colour as #RRGGBB', () => {
    expect(configValueProblem('style_primary_color', 'string', '00aa11')).toBeNull();
    expect(configValueProblem('style_primary_color', 'string', '#00AA11')).toBeNull();
    expect(configValueProblem('style_primary_color', 'string', 'red')).toEqual({ key: 'primaryColorInvalid' });
    expect(configValueProblem('style_primary_color', 'string', null)).toEqual({ key: 'primaryColorInvalid' });
  });
});
