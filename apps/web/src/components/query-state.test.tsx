import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { QueryState } from './query-state';

afterEach(cleanup);

const TEXTS = { loading: 'Loading', notFound: 'No such user', loadError: 'Could not load', retry: 'Try again' };

function Page({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['detail'], queryFn: load, retry: false });
  return (
    <QueryState query={query} texts={TEXTS}>
      {(name) => <h1>{name}</h1>}
    </QueryState>
  );
}

function show(load: () => Promise<string>) {
  const client = new QueryClient();
  renderWithProviders(
    <QueryClientProvider client={client}>
      <Page load={load} />
    </QueryClientProvider>,
  );
}

describe('QueryState', () => {
  it('shows the loader, then the content', async () => {
    show(() => Promise.resolve('Jana Nováková'));
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Jana Nováková' })).toBeTruthy();
  });

  it('says a missing record is gone and offers no retry', async () => {
    show(() => Promise.reject(new ApiError('getUser', 404, null)));
    expect((await screen.findByRole('alert')).textContent).toContain('No such user');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers a retry after another failure, and the retry loads again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('getUser', 503, null))
      .mockResolvedValue('Petr Novák');
    show(load);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Petr Novák' })).toBeTruthy());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
