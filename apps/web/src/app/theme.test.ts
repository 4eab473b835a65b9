import { describe, expect, it, vi } from 'vitest';
import { applyPrimaryColor, primaryColorStore, primaryTuple } from './theme';

describe('theme', () => {
  it('builds ten shades with the configured colour as shade 6', () => {
    const tuple = primaryTuple('#fd0085');
    expect(tuple).toHaveLength(10);
    expect(tuple[6]).toBe('#fd0085');
    expect(tuple[0]).toMatch(/^#[0-9a-f]{6}$/);
    expect(tuple[9]).toMatch(/^#[0-9a-f]{6}$/);
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
