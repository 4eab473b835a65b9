import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { useSlotSourceText } from './slot-source-text';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('useSlotSourceText', () => {
  afterAll(() => i18n.changeLanguage('cs'));

  it('says where an undecided team comes from, in English with ordinals', async () => {
    await i18n.changeLanguage('en');
    const { result } = renderHook(() => useSlotSourceText(), { wrapper });
    const text = result.current;
    expect(text({ kind: 'winner', groupLabel: 'MA-A', knockout: false })).toBe('Winner of group MA-A');
    expect(text({ kind: 'winner', groupLabel: 'MA-PA-QF1', knockout: true })).toBe('Winner of MA-PA-QF1');
    expect(text({ kind: 'loser', groupLabel: 'MA-PA-SF2' })).toBe('Loser of MA-PA-SF2');
    expect(text({ kind: 'rank', groupLabel: 'MA-B', rank: 2 })).toBe('2nd of group MA-B');
    expect(text({ kind: 'rank', groupLabel: 'MA-B', rank: 3 })).toBe('3rd of group MA-B');
    expect(text({ kind: 'rank', groupLabel: 'MA-B', rank: 11 })).toBe('11th of group MA-B');
    expect(text(null)).toBe('To be decided');
  });

  it('uses Czech ordinals', async () => {
    await i18n.changeLanguage('cs');
    const { result } = renderHook(() => useSlotSourceText(), { wrapper });
    expect(result.current({ kind: 'rank', groupLabel: 'MA-B', rank: 2 })).toBe('2. ve skupině MA-B');
    expect(result.current({ kind: 'loser', groupLabel: 'MA-PA-SF1' })).toBe('Poražený zápasu MA-PA-SF1');
  });
});
