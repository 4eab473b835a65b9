import { describe, expect, it } from 'vitest';
import { redirectSearch, redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('keeps local paths with query and hash', () => {
    expect(redirectTarget('/admin/configuration')).toBe('/admin/configuration');
    expect(redirectTarget('/club/5/users?role=admin#top')).toBe('/club/5/users?role=admin#top');
  });

  it('falls back to the dashboard for anything else', () => {
    for (const value of [
      null,
      undefined,
      '',
      'dashboard',
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login?redirect=/x',
      '/password-reset?token=abc',
    ]) {
      expect(redirectTarget(value)).toBe('/dashboard');
    }
  });
});

describe('redirectSearch', () => {
  it('hands the target on encoded, or nothing', () => {
    expect(redirectSearch('/club/5?tab=teams')).toBe('?redirect=%2Fclub%2F5%3Ftab%3Dteams');
    expect(redirectSearch(null)).toBe('');
  });
});
