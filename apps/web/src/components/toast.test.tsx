import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TOAST_LIMIT, toast } from './toast';

afterEach(() => {
  act(() => toast.clean());
  cleanup();
});

describe('toast', () => {
  it('shows typed toasts and hides one on click', async () => {
    renderWithProviders(<div />);
    act(() => {
      toast.error('Failed to save roster');
      toast.success('Roster has been successfully saved');
    });
    const error = await screen.findByText('Failed to save roster');
    expect(error.closest('[data-toast-type]')?.getAttribute('data-toast-type')).toBe('error');
    expect(screen.getByText('Roster has been successfully saved')).toBeTruthy();
    fireEvent.click(error);
    await waitFor(() => expect(screen.queryByText('Failed to save roster')).toBeNull());
  });

  it('shows at most five at once', async () => {
    renderWithProviders(<div />);
    act(() => {
      for (let i = 1; i <= 7; i += 1) toast.info(`Message ${i}`);
    });
    await screen.findByText('Message 1');
    expect(screen.queryAllByText(/^Message \d$/)).toHaveLength(TOAST_LIMIT);
  });
});
