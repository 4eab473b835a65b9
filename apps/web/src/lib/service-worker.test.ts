import { describe, expect, it, vi } from 'vitest';
import { createUpdateState } from './service-worker';

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
