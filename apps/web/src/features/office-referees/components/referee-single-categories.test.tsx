import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { RefereeSingleCategories, SINGLE_REFEREE_KEY } from './referee-single-categories';

afterEach(async () => {
  act(() => toast.clean());
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const teamCategories = [
  { id: 1, code: 'MA', birthDateMin: '2006-01-01' },
  { id: 2, code: 'ME', birthDateMin: '2014-01-01' },
  { id: 3, code: 'WE', birthDateMin: '2014-01-01' },
  { id: 4, code: 'MD', birthDateMin: '2012-01-01' },
];
const entry = (value: string | null, canChange = true) => ({
  key: SINGLE_REFEREE_KEY,
  value,
  dataType: 'string',
  label: '',
  protected: false,
  isPublic: false,
  links: canChange ? [{ operationId: 'updateConfiguration', method: 'PUT', href: '' }] : [],
});

/** The static bundle, the configuration (with the stored value) and the PUT, answered as told. */
function setup({
  value = 'ME' as string | null,
  suggestion = [] as string[],
  short = 0,
  canChange = true,
  put = (body: { value: string }) => json(entry(body.value)),
} = {}) {
  const onSaved = vi.fn();
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') return put(JSON.parse(String(init.body)));
    if (url.includes('/competition/static')) return json({ teamCategories });
    return json([entry(value, canChange)]);
  });
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RefereeSingleCategories suggestion={suggestion} short={short} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
  return { puts, onSaved };
}

const chosen = () =>
  [...screen.getByTestId('single-referee-categories').querySelectorAll('.mantine-Pill-label')].map(
    (p) => p.textContent,
  );
const save = (name = 'Save') => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('one referee per match', () => {
  it('shows the stored categories, adds the suggested ones and saves them youngest first', async () => {
    const { puts, onSaved } = setup({ value: 'ME', suggestion: ['ME', 'WE', 'MD'] });
    await waitFor(() => expect(chosen()).toEqual(['ME']));
    const alert = screen.getByTestId('single-referee-suggestion');
    // ME is set already: only the others are suggested.
    expect(alert.textContent).toContain(
      'With one referee per match in WE, MD as well (the youngest first), every match gets its referees.',
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add these categories' }));
    await waitFor(() => expect(chosen()).toEqual(['ME', 'WE', 'MD']));
    await save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    const [url, init] = puts()[0] ?? [];
    expect(url).toBe(`/api/v1/admin/configuration/${encodeURIComponent(SINGLE_REFEREE_KEY)}`);
    expect(JSON.parse(String(init?.body))).toEqual({ value: 'ME, WE, MD' });
    expect(await screen.findByText('Saved. Plans now give these categories one referee per match.')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal on the field and does not plan again", async () => {
    const { onSaved } = setup({
      value: null,
      suggestion: ['ME'],
      put: () =>
        json(
          {
            error: 'validation_error',
            message: 'Invalid body',
            fields: { value: { key: 'unknownCategories', params: { codes: 'ME' } } },
          },
          400,
        ),
    });
    await screen.findByTestId('single-referee-suggestion');
    fireEvent.click(screen.getByRole('button', { name: 'Add these categories' }));
    await save();
    expect(await screen.findByText('No such category: ME.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers nothing to change to a user who may not change it, in Czech', async () => {
    setup({ value: 'WE', suggestion: ['ME'], short: 3, canChange: false });
    await act(() => i18n.changeLanguage('cs'));
    await screen.findByText('Jeden rozhodčí na zápas');
    await waitFor(() => expect(chosen()).toEqual(['WE']));
    expect(screen.getByTestId('single-referee-suggestion').textContent).toContain(
      'i v kategoriích ME (od nejmladších) by rozhodčí stále chyběli ve 3 zápasech.',
    );
    expect(screen.queryByRole('button', { name: 'Uložit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Přidat tyto kategorie' })).toBeNull();
  });

  it('says when the setting could not be loaded and loads it again on request', async () => {
    let fail = true;
    const fetch = vi.fn(async (url: string) => {
      if (url.includes('/competition/static')) return json({ teamCategories });
      if (fail) return json({ error: 'internal', message: 'Down' }, 500);
      return json([entry('ME')]);
    });
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <RefereeSingleCategories suggestion={[]} short={0} onSaved={() => {}} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('The categories with one referee could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(chosen()).toEqual(['ME']));
  });
});
