import { defaultFormat } from '@tms/domain/schedule/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticQueryKey } from '@/api/get-static';
import { renderWithProviders } from '@/test/render';
import { FormatForm, groupSizes } from './format-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('format form', () => {
  it('tells the group sizes a count makes', () => {
    expect(groupSizes(10, 2)).toEqual({ min: 5, max: 5 });
    expect(groupSizes(10, 3)).toEqual({ min: 3, max: 4 });
    expect(groupSizes(10, 0)).toEqual({ min: 10, max: 10 });
  });

  it('sends the whole format with the changes and shows the server message on its field', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({
            error: 'validation_error',
            message: 'Invalid body',
            fields: { minRestMinutes: { key: 'invalidValue' } },
          }),
          { status: 400 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(staticQueryKey, { halls: [] } as never);
    const format = defaultFormat(10, 40);
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <FormatForm item={{ categoryId: 5, code: 'MA', teams: 10, isDefault: true, format }} days={['2025-04-18']} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Number of preliminary groups'), { target: { value: '3' } });
    expect(await screen.findByText('Groups of 3 to 4 teams')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Final'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the format' }));

    const rest = screen.getByLabelText("Minimum rest between a team's matches (min)");
    await waitFor(() => expect(rest.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid value')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toContain('/api/v1/admin/competition/formats/5');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      ...format,
      groupCount: 3,
      matchLength: { ...format.matchLength, final: 50 },
    });
  });
});
