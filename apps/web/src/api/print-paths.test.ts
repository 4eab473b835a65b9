import { describe, expect, it } from 'vitest';
import { absolutePageUrl, printLanguage, printPaths } from './print-paths';

describe('printPaths', () => {
  it('addresses each document with its language', () => {
    expect(printPaths.matchSheet(12, 'cs')).toBe('/api/v1/print/matches/12/sheet?lang=cs');
    expect(printPaths.matchReport(12, 'en')).toBe('/api/v1/print/matches/12/report?lang=en');
    expect(printPaths.hallDay(3, '2025-06-30', 'en')).toBe('/api/v1/print/halls/3/days/2025-06-30?lang=en');
    expect(printPaths.hallPoster(3, '2025-06-30', 'cs')).toBe('/api/v1/print/halls/3/days/2025-06-30/poster?lang=cs');
    expect(printPaths.teamSchedule(140, 'en')).toBe('/api/v1/print/teams/140/schedule?lang=en');
  });

  it('names the hall of the bulk sheets only when one is chosen', () => {
    expect(printPaths.sheets({ day: '2025-06-30' }, 'cs')).toBe('/api/v1/print/sheets?day=2025-06-30&lang=cs');
    expect(printPaths.sheets({ day: '2025-06-30', placeId: null }, 'en')).toBe(
      '/api/v1/print/sheets?day=2025-06-30&lang=en',
    );
    expect(printPaths.sheets({ day: '2025-06-30', placeId: 7 }, 'en')).toBe(
      '/api/v1/print/sheets?day=2025-06-30&placeId=7&lang=en',
    );
  });
});

describe('printLanguage', () => {
  it('prints in English for English and in Czech otherwise', () => {
    expect(printLanguage('en')).toBe('en');
    expect(printLanguage('cs')).toBe('cs');
    expect(printLanguage('de')).toBe('cs');
    expect(printLanguage(undefined)).toBe('cs');
  });
});

describe('absolutePageUrl', () => {
  it('puts a page path on the site origin', () => {
    expect(absolutePageUrl('/results/match/5', 'https://example.org')).toBe('https://example.org/results/match/5');
    expect(absolutePageUrl('/results/matches-by-hall/3?day=2025-06-30', 'http://localhost:3000')).toBe(
      'http://localhost:3000/results/matches-by-hall/3?day=2025-06-30',
    );
  });
});
