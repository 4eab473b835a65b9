import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allResources as resources } from '@/test/locales';
import { renderWithProviders } from '@/test/render';
import {
  i18n,
  setSavedTranslationOverrides,
  setTranslationPreview,
  showTranslationKeys,
  translationPreviewActive,
} from './i18n';
import { readStorage } from './storage';

const t = () => i18n.getFixedT('en', 'resultsDashboard');
const defaultHint = (resources.en.resultsDashboard as { favourites: { hint: string } }).favourites.hint;

beforeAll(async () => {
  // Through the backend, as in the browser, so the loaded defaults are known to the override layer.
  await i18n.reloadResources(['en'], ['resultsDashboard']);
});

afterAll(() => {
  setTranslationPreview(null);
  setSavedTranslationOverrides({});
  showTranslationKeys(false);
});

describe('translation overrides in the browser', () => {
  it('lays saved overrides over the defaults and takes them back', () => {
    expect(t()('favourites.hint')).toBe(defaultHint);
    setSavedTranslationOverrides({ en: { resultsDashboard: { favourites: { hint: 'Saved hint' } } } });
    expect(t()('favourites.hint')).toBe('Saved hint');
    // The rest of the module keeps its defaults.
    expect(t()('favourites.title')).toBe('Favourite teams');
    setSavedTranslationOverrides({});
    expect(t()('favourites.hint')).toBe(defaultHint);
  });

  it('keeps interpolation and plural forms in overridden texts', () => {
    setSavedTranslationOverrides({
      en: { resultsDashboard: { liveNow: { count_one: 'One game on', count_other: '{{count}} games on' } } },
    });
    expect(t()('liveNow.count', { count: 1 })).toBe('One game on');
    expect(t()('liveNow.count', { count: 3 })).toBe('3 games on');
    setSavedTranslationOverrides({});
  });

  it('previews overrides over the saved ones in this browser until the preview ends', () => {
    setSavedTranslationOverrides({ en: { resultsDashboard: { favourites: { hint: 'Saved hint' } } } });
    setTranslationPreview({ en: { resultsDashboard: { favourites: { hint: 'Preview hint' } } } });
    expect(t()('favourites.hint')).toBe('Preview hint');
    expect(translationPreviewActive()).toBe(true);
    expect(readStorage('translationPreview')).toContain('Preview hint');
    setTranslationPreview(null);
    expect(t()('favourites.hint')).toBe('Saved hint');
    expect(readStorage('translationPreview')).toBeUndefined();
    setSavedTranslationOverrides({});
  });

  it('renders open pages again with new overrides, without touching the language', async () => {
    function Hint() {
      const { t: translate } = useTranslation('resultsDashboard');
      return <p>{translate('favourites.hint')}</p>;
    }
    renderWithProviders(<Hint />);
    expect(await screen.findByText(defaultHint)).toBeTruthy();
    const changeLanguage = vi.spyOn(i18n, 'changeLanguage');
    act(() => setSavedTranslationOverrides({ en: { resultsDashboard: { favourites: { hint: 'Live hint' } } } }));
    expect(screen.getByText('Live hint')).toBeTruthy();
    act(() => showTranslationKeys(true));
    expect(screen.getByText('resultsDashboard:favourites.hint')).toBeTruthy();
    act(() => showTranslationKeys(false));
    act(() => setSavedTranslationOverrides({}));
    expect(screen.getByText(defaultHint)).toBeTruthy();
    // Changing the language to itself would cancel a change in progress (a page opened at /cs/…).
    expect(changeLanguage).not.toHaveBeenCalled();
  });

  it('shows keys instead of texts in key mode', () => {
    showTranslationKeys(true);
    expect(t()('favourites.hint')).toBe('resultsDashboard:favourites.hint');
    showTranslationKeys(false);
    expect(t()('favourites.hint')).toBe(defaultHint);
  });
});
