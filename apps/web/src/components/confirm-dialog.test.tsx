import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ConfirmDialog, openConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

function setup(withContinue = false) {
  const handlers = { onConfirm: vi.fn(), onReject: vi.fn(), onContinue: withContinue ? vi.fn() : undefined };
  renderWithProviders(
    <ConfirmDialog opened title="Remove participant" {...handlers}>
      <input aria-label="note" />
    </ConfirmDialog>,
  );
  return handlers;
}

describe('ConfirmDialog', () => {
  it('offers reject and confirm, and continue when asked for', () => {
    setup(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('confirms on Enter', () => {
    const { onConfirm, onReject } = setup();
    fireEvent.keyDown(screen.getByLabelText('note'), { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onReject).not.toHaveBeenCalled();
  });

  it('leaves Enter on another button to that button', () => {
    const { onConfirm } = setup();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Enter' });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('rejects on Escape', () => {
    const { onReject, onConfirm } = setup();
    fireEvent.keyDown(screen.getByLabelText('note'), { key: 'Escape' });
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('openConfirmDialog', () => {
  it('resolves with the chosen button', async () => {
    renderWithProviders(<div />);
    let result: Promise<string> = Promise.resolve('');
    act(() => {
      result = openConfirmDialog({ title: 'Walkover', children: 'Really?', withContinue: true });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await expect(result).resolves.toBe('continue');
  });
});
