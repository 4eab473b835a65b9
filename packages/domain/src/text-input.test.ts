import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { updateConfigurationBody, updateTranslationsBody } from './contract/admin';
import { clubRegistrationInput } from './contract/club-registration';
import { refereeRegistrationInput } from './contract/referees';
import { controlCharacterPaths, hasControlCharacters, multiline } from './text-input';

describe('control characters', () => {
  it('refuses C0 controls and DEL; tab and line breaks only in multi-line texts', () => {
    expect(hasControlCharacters('Eva Dvořáková')).toBe(false);
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\u001Bb')).toBe(true);
    expect(hasControlCharacters('a\u007Fb')).toBe(true);
    expect(hasControlCharacters('a\tb')).toBe(true);
    expect(hasControlCharacters('a\nb\r\n\tc', true)).toBe(false);
    expect(hasControlCharacters('a\u0000b', true)).toBe(true);
    expect(hasControlCharacters('a\u000Bb', true)).toBe(true);
  });

  it('finds the refused strings by path, knowing the multi-line fields through wrappers', () => {
    const schema = z.object({
      name: z.string().trim().min(1),
      note: multiline(z.string().max(200)).optional(),
      teams: z.array(z.object({ name: z.string(), remark: z.preprocess((v) => v, multiline(z.string())) })),
      extra: z.record(z.string(), z.string()).optional(),
    });
    const value = {
      name: 'Ok',
      note: 'line one\nline two\ttabbed',
      teams: [
        { name: 'A\u0000', remark: 'fine\nhere' },
        { name: 'B', remark: 'bell\u0007' },
      ],
      extra: { x: 'a\nb' },
      dropped: 'not read\u0000anyway',
    };
    expect(controlCharacterPaths(schema, value)).toEqual([
      ['teams', 0, 'name'],
      ['teams', 1, 'remark'],
      ['extra', 'x'],
    ]);
    expect(controlCharacterPaths(undefined, { any: 'a\u0000' })).toEqual([['any']]);
    expect(controlCharacterPaths(schema, { name: 'Ok', note: 'a\nb', teams: [] })).toEqual([]);
  });

  it('lets the notes of the registration forms and the configuration texts hold several lines', () => {
    const note = { registrationNote: 'line one\nline two' };
    expect(controlCharacterPaths(clubRegistrationInput, note)).toEqual([]);
    expect(controlCharacterPaths(refereeRegistrationInput, note)).toEqual([]);
    expect(controlCharacterPaths(updateConfigurationBody, { value: '{\n  "a": 1\n}' })).toEqual([]);
    expect(controlCharacterPaths(updateTranslationsBody, { value: '{\n\t"en": {}\n}' })).toEqual([]);
    expect(controlCharacterPaths(refereeRegistrationInput, { firstName: 'a\nb' })).toEqual([['firstName']]);
  });

  it('walks deeply nested input without exhausting the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(controlCharacterPaths(z.unknown(), deep)).toHaveLength(1);
  });
});
