import { defaultFormat } from '@tms/domain/schedule/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { categoryFormatsQueryOptions } from '../api/list-category-formats';
import { CompetitionPage } from './competition-page';

afterEach(cleanup);

function renderPage(items: unknown[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(categoryFormatsQueryOptions().queryKey, { items, days: ['2025-04-18'] } as never);
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <CompetitionPage />
    </QueryClientProvider>,
  );
}

describe('competition page', () => {
  it('asks for a category on the draw and format tabs before one is chosen', async () => {
    renderPage([{ categoryId: 5, code: 'MA', teams: 10, isDefault: true, format: defaultFormat(10, 40) }]);
    expect(await screen.findByText('Choose a category to draw its groups.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Format' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Format' }));
    expect(
      await screen.findByText('Choose a category to see and change its format (the 2025 format until one is saved).'),
    ).toBeTruthy();
  });

  it('says when no category has approved teams yet', async () => {
    renderPage([]);
    expect(
      await screen.findByText(
        'No category has approved teams yet: the format and the draw come after the registration.',
      ),
    ).toBeTruthy();
  });
});
