import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { schedulePublicationQueryKey } from '../api/get-schedule-publication';
import { SchedulePublicationAlert } from './schedule-publication-alert';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (counts: { newMatches: number; movedMatches: number }) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(counts), { status: 200 })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(schedulePublicationQueryKey, counts);
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <SchedulePublicationAlert />
    </QueryClientProvider>,
  );
};

describe('schedule publication alert', () => {
  it('counts the applied matches not public yet and the moved ones', () => {
    render({ newMatches: 50, movedMatches: 1 });
    const alert = screen.getByTestId('schedule-unpublished');
    expect(alert.textContent).toContain('Unpublished schedule changes');
    expect(alert.textContent).toContain('50 matches are applied but not public yet.');
    expect(alert.textContent).toContain('1 match has been moved since the last publishing.');
    expect(alert.textContent).toContain('the clubs still show the last published schedule');
  });

  it('says nothing when everything is published', () => {
    render({ newMatches: 0, movedMatches: 0 });
    expect(screen.queryByTestId('schedule-unpublished')).toBeNull();
  });
});
