import { describe, expect, it, vi } from 'vitest';
import { createUpdateState, isAppFile } from './service-worker';

describe('createUpdateState', () => {
  it('reloads right away when the new worker takes control of a hidden tab', () => {
    const reload = vi.fn();
    createUpdateState(reload).tookControl(true);
    expect(reload).toHaveBeenCalledWith(undefined);
  });

  it('turns the next navigation into a full page load when the tab is visible', () => {
    const reload = vi.fn();
    const state = createUpdateState(reload);
    state.navigating('/results');
    expect(reload).not.toHaveBeenCalled();

    const listener = vi.fn();
    state.subscribe(listener);
    state.tookControl(false);
    expect(state.isPending()).toBe(true);
    expect(listener).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    state.navigating('/reporter?x=1');
    expect(reload).toHaveBeenCalledWith('/reporter?x=1');
  });

  it('reloads when a tab with a pending update is hidden', () => {
    const reload = vi.fn();
    const state = createUpdateState(reload);
    state.hidden();
    expect(reload).not.toHaveBeenCalled();
    state.tookControl(false);
    state.hidden();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads only once', () => {
    const reload = vi.fn();
    const state = createUpdateState(reload);
    state.tookControl(false);
    state.navigating('/a');
    state.navigating('/b');
    state.hidden();
    state.tookControl(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('isAppFile', () => {
  const origin = 'https://cup.example.org';
  it('keeps the hashed page, language and style files of this origin only', () => {
    expect(isAppFile(`${origin}/assets/reporter-match-page-g7f-1fAc.js`, origin)).toBe(true);
    expect(isAppFile('/assets/index-DAwFDIQx.css', origin)).toBe(true);
    expect(isAppFile(`${origin}/assets/flags/CZ.svg`, origin)).toBe(false);
    expect(isAppFile(`${origin}/api/v1/competition/live`, origin)).toBe(false);
    expect(isAppFile('https://stats.example.org/assets/matomo.js', origin)).toBe(false);
  });
});
