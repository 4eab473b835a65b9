import { describe, expect, it, vi } from 'vitest';
import { contrastRatio, primaryTuple, readableShade } from '@/lib/theme-palette';
import { applyPrimaryColor, createAppTheme, primaryColorStore } from './theme';

describe('theme', () => {
  it('builds ten shades with the configured colour as shade 6', () => {
    const tuple = primaryTuple('#fd0085');
    expect(tuple).toHaveLength(10);
    expect(tuple[6]).toBe('#fd0085');
    expect(tuple[0]).toMatch(/^#[0-9a-f]{6}$/);
    expect(tuple[9]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('uses the lightest shade that keeps white text at WCAG AA', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#fd0085', '#ffffff')).toBeLessThan(4.5);
    expect(readableShade(primaryTuple('#fd0085'))).toBe(7);
    expect(readableShade(primaryTuple('#1a237e'))).toBe(6);
    expect(readableShade(primaryTuple('#ffff00'))).toBeNull();
    expect(createAppTheme('#1a237e').primaryShade).toEqual({ light: 6, dark: 7 });
    expect(createAppTheme('#ffff00').primaryShade).toEqual({ light: 9, dark: 9 });
  });

  it('applies #RRGGBB with or without # and ignores invalid values with an error log', () => {
    const listener = vi.fn();
    const unsubscribe = primaryColorStore.subscribe(listener);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(applyPrimaryColor('12AB34')).toBe(true);
    expect(primaryColorStore.get()).toBe('#12ab34');
    expect(applyPrimaryColor('#12ab3')).toBe(false);
    expect(applyPrimaryColor('red')).toBe(false);
    expect(primaryColorStore.get()).toBe('#12ab34');
    expect(error).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    error.mockRestore();
  });
});
