import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PlaceModal } from './place-modal';

// jsdom has no font loading API; the autosizing text areas listen to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });
}

/** Every call answers the status and body; the enums (training types) answer an empty list. */
function mockApi(status: number, body: unknown) {
  const fetch = vi.fn(async (url: string, _init: RequestInit) =>
    url.includes('/web/enums')
      ? new Response(JSON.stringify({ trainingTypes: [] }), { status: 200 })
      : new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const saves = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/admin/places'));

function renderModal(onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PlaceModal placeId={null} onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClose;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('place modal', () => {
  it('asks for both names and for both coordinates before anything is saved', async () => {
    const fetch = mockApi(201, {});
    const onClose = renderModal();
    type(/^Name in Czech/, 'Hala Strahov');
    type(/^Latitude/, '50.08');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(saves(fetch)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates a hall; a code the server finds taken is marked on its field', async () => {
    const fetch = mockApi(400, {
      error: 'validation_error',
      message: 'Another place has this code',
      fields: { code: { key: 'duplicate' } },
    });
    const onClose = renderModal();
    type(/^Code/, 'H07');
    type(/^Name in Czech/, 'Hala Strahov');
    type(/^Name in English/, 'Strahov Hall');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(fetch)).toHaveLength(1));
    const [url, init] = saves(fetch)[0];
    expect(url).toContain('/api/v1/admin/places');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({
      placeTypeId: 1,
      code: 'H07',
      nameCs: 'Hala Strahov',
      nameEn: 'Strahov Hall',
      lat: null,
      lng: null,
      openingHours: [],
    });
    expect(await screen.findByText(/chosen twice/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
