import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { amountText, clubState, dateText, emptyTeamsText, financeAmounts, rosterPath } from './club-detail';
import { clubIdParam } from './guards';
import { fileProblem, uploadProblem } from './upload-problem';

const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('the club detail', () => {
  it('formats the exact amounts of the finance card in the language', () => {
    const amounts = financeAmounts(
      { currency: 'CZK', toPay: '12345.50', paid: '2000.00', rest: '10345.50', invoices: [] },
      'cs',
    );
    expect(nbsp(amounts.toPay)).toBe('12 345,50 Kč');
    expect(nbsp(amountText('EUR', '1234.5', 'en'))).toBe('€1,234.50');
    expect(amountText('EUR', 'not a number', 'en')).toBe('not a number');
  });

  it('tells an empty club from a team admin who administers none of its teams', () => {
    expect(emptyTeamsText({ teams: [], isClubAdmin: true })).toBe('empty');
    expect(emptyTeamsText({ teams: [], isClubAdmin: false })).toBe('noPermission');
  });

  it('names states, dates and the roster shortcut', () => {
    expect(clubState('approved')).toBe('approved');
    expect(clubState('archived')).toBe('unknown');
    expect(dateText('2025-04-17', 'en')).toBe('Apr 17, 2025');
    expect(dateText('garbage', 'en')).toBe('garbage');
    expect(rosterPath(3)).toBe('/club/3/roster');
    expect(rosterPath(3, 9)).toBe('/club/3/roster?teamId=9');
  });

  it('reads only database ids from the address', () => {
    expect(clubIdParam('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', '12abc', '99999999999']) expect(clubIdParam(bad)).toBeNull();
  });
});

describe('registration files', () => {
  it('refuses too large files and other types before uploading, and reads the same from 413 and 415', () => {
    expect(fileProblem({ name: 'roster.pdf', size: 1024 })).toBeNull();
    expect(fileProblem({ name: 'ROSTER.PDF', size: 1024 })).toBeNull();
    expect(fileProblem({ name: 'big.pdf', size: 11 * 1024 * 1024 })).toBe('tooLarge');
    expect(fileProblem({ name: 'setup.exe', size: 10 })).toBe('wrongType');
    expect(fileProblem({ name: 'noextension', size: 10 })).toBe('wrongType');
    expect(uploadProblem(new ApiError('uploadFile', 413, null))).toBe('tooLarge');
    expect(uploadProblem(new ApiError('uploadFile', 415, null))).toBe('wrongType');
    expect(uploadProblem(new ApiError('uploadFile', 500, null))).toBe('failed');
  });
});
