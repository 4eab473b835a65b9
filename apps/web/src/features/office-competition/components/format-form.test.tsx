import { defaultFormat } from '@tms/domain/schedule/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticQueryKey } from '@/api/get-static';
import { renderWithProviders } from '@/test/render';
import { FormatForm, finalsTimes, groupSizes } from './format-form';

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

  it('offers the finals every quarter of an hour and keeps a stored time off that grid', () => {
    expect(finalsTimes(null).slice(0, 3)).toEqual(['07:00', '07:15', '07:30']);
    expect(finalsTimes(null).at(-1)).toBe('21:00');
    expect(finalsTimes('10:05')).toContain('10:05');
  });

  it('edits the first day per round, the finals and the youngest flag, and words a latest start before the earliest', {
    timeout: 20_000,
  }, async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => new Response(String(init.body), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(staticQueryKey, {
      halls: [{ id: 7, code: 'H7', translations: [{ locale: 'en', name: 'Main arena' }] }],
    } as never);
    const format = defaultFormat(10, 40);
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <FormatForm
          item={{ categoryId: 5, code: 'MA', teams: 10, isDefault: true, format }}
          days={['2025-04-18', '2025-04-19', '2025-04-20', '2025-04-21']}
        />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Earliest start'), { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText('Latest start'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the format' }));
    expect(await screen.findByText('The latest start must not be before the earliest start (12:00).')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Latest start'), { target: { value: '18:00' } });
    fireEvent.click(screen.getByLabelText('One of the youngest categories'));
    expect(screen.getByRole('group', { name: 'First day of each round' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Finals and 3rd place matches' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the format' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({
      ...format,
      earliestStart: '12:00',
      latestStart: '18:00',
      youngest: true,
    });
  });

  // Sixteen selects and inputs: rendering the whole form takes seconds in jsdom on a busy machine.
  it('sends the whole format with the changes and shows the server message on its field', {
    timeout: 20_000,
  }, async () => {
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
    fireEvent.change(
      within(screen.getByRole('group', { name: 'Match length per round (min)' })).getByLabelText('Final'),
      {
        target: { value: '50' },
      },
    );
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
