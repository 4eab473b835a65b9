import { afterEach, describe, expect, it } from 'vitest';
import { endOfYear, readStorage, removeStorage, STORAGE_KEY, writeStorage } from './storage';

const raw = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');

describe('storage', () => {
  afterEach(() => localStorage.clear());

  it('computes the end of the current year in local time', () => {
    const end = new Date(endOfYear(new Date(2025, 3, 18, 10, 0)));
    expect([end.getFullYear(), end.getMonth(), end.getDate()]).toEqual([2025, 11, 31]);
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([23, 59, 59, 999]);
  });

  it('stores values in one JSON object under the tms key with an end-of-year expiry', () => {
    const now = new Date(2025, 3, 18);
    writeStorage('locale', 'en', now);
    writeStorage('loggedIn', true, now);
    expect(raw()).toEqual({
      locale: { value: 'en', expiresAt: endOfYear(now) },
      loggedIn: { value: true, expiresAt: endOfYear(now) },
    });
    expect(readStorage('locale', now)).toBe('en');
  });

  it('keeps values until the last millisecond of the year and drops them afterwards', () => {
    writeStorage('locale', 'en', new Date(2025, 0, 1));
    expect(readStorage('locale', new Date(2025, 11, 31, 23, 59, 59, 999))).toBe('en');
    expect(readStorage('locale', new Date(2026, 0, 1, 0, 0, 0, 0))).toBeUndefined();
    // The expired entry is removed from the stored object too.
    expect(raw()).toBeNull();
  });

  it('drops only the expired entries', () => {
    writeStorage('locale', 'en', new Date(2024, 5, 1));
    writeStorage('loggedIn', true, new Date(2025, 5, 1));
    const now = new Date(2025, 6, 1);
    expect(readStorage('locale', now)).toBeUndefined();
    expect(readStorage('loggedIn', now)).toBe(true);
    expect(Object.keys(raw())).toEqual(['loggedIn']);
  });

  it('ignores malformed content and invalid values', () => {
    localStorage.setItem(STORAGE_KEY, 'not json');
    expect(readStorage('locale')).toBeUndefined();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ locale: { value: 'de', expiresAt: endOfYear() } }));
    expect(readStorage('locale')).toBeUndefined();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ locale: 'en' }));
    expect(readStorage('locale')).toBeUndefined();
  });

  it('removes a value', () => {
    writeStorage('loggedIn', true);
    writeStorage('locale', 'cs');
    removeStorage('loggedIn');
    expect(readStorage('loggedIn')).toBeUndefined();
    expect(readStorage('locale')).toBe('cs');
  });
});
