import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MessageModal } from './message-modal';

function mockApi(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderModal(onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <MessageModal message={null} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

// jsdom has no font loading API; the autosizing text areas listen to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('message modal', () => {
  it('asks for both texts before anything is sent', async () => {
    const fetch = mockApi(201, {});
    const onClose = renderModal();
    type(/^Name/, 'Parking');
    type(/^Text in Czech/, 'Parkování zdarma');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates a draft for clubs with both texts; a field the server refuses is marked', async () => {
    const fetch = mockApi(400, {
      error: 'validation_failed',
      message: 'Invalid body',
      fields: { textEn: { key: 'maxLength', params: { max: 4000 } } },
    });
    const onClose = renderModal();
    type(/^Name/, 'Parking');
    type(/^Text in Czech/, 'Parkování zdarma');
    type(/^Text in English/, 'Free parking');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0];
    expect(url).toContain('/api/v1/admin/messages');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      internalName: 'Parking',
      recipientType: 'club',
      textCs: 'Parkování zdarma',
      textEn: 'Free parking',
    });
    expect(await screen.findByText(/4000/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
