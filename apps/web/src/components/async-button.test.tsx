import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ASYNC_RESULT_MS, AsyncButton } from './async-button';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const button = () => screen.getByRole('button', { name: 'Save' });

describe('AsyncButton', () => {
  it('shows loading while the promise runs, then success for 1500 ms', async () => {
    const job = deferred();
    renderWithProviders(<AsyncButton onClick={() => job.promise}>Save</AsyncButton>);
    fireEvent.click(button());
    expect(button().dataset.state).toBe('loading');
    expect(button().hasAttribute('data-loading')).toBe(true);
    await act(async () => job.resolve());
    expect(button().dataset.state).toBe('success');
    await act(async () => vi.advanceTimersByTime(ASYNC_RESULT_MS - 1));
    expect(button().dataset.state).toBe('success');
    await act(async () => vi.advanceTimersByTime(1));
    expect(button().dataset.state).toBe('idle');
  });

  it('shows the error state when the promise rejects', async () => {
    const job = deferred();
    renderWithProviders(<AsyncButton onClick={() => job.promise}>Save</AsyncButton>);
    fireEvent.click(button());
    await act(async () => job.reject(new Error('nope')));
    expect(button().dataset.state).toBe('error');
    expect(screen.getByRole('status').textContent).toBe('The action failed');
  });

  it('ignores clicks while loading', async () => {
    const job = deferred();
    const onClick = vi.fn(() => job.promise);
    renderWithProviders(<AsyncButton onClick={onClick}>Save</AsyncButton>);
    fireEvent.click(button());
    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () => job.resolve());
  });
});
