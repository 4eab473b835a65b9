import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { StatementImport } from './statement-import';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const preview = {
  format: { encoding: 'utf-8', delimiter: ';', headerRow: 0, decimalComma: true, bank: null },
  header: ['Datum', 'Částka'],
  mapping: { date: 0, amount: 1 },
  mappingComplete: true,
  lines: [],
  counts: {},
};

it("reads the statement as the account of the chosen supplier; none leaves it to each line's invoice", async () => {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url.includes('/admin/suppliers')
      ? new Response(JSON.stringify([{ id: 4, name: 'Hotel Partner a.s.' }]), { status: 200 })
      : new Response(JSON.stringify(preview), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <StatementImport />
    </QueryClientProvider>,
  );
  const content = 'Datum;Částka\n1.3.2025;100\n';
  const file = new File([content], 'vypis.csv', { type: 'text/csv' });
  // jsdom's File has no arrayBuffer(); the browsers' have.
  Object.defineProperty(file, 'arrayBuffer', { value: async () => new TextEncoder().encode(content).buffer });
  const readBody = async () => {
    const calls = fetch.mock.calls.filter(([url]) => String(url).includes('/preview'));
    const last = calls[calls.length - 1];
    return JSON.parse(String(last[1]?.body)) as { supplierId: number | null };
  };
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });

  fireEvent.click(screen.getByRole('button', { name: 'Read the file' }));
  await waitFor(() => expect(screen.getByTestId('statement-format')).toBeTruthy());
  expect((await readBody()).supplierId).toBeNull();

  fireEvent.click(screen.getByRole('combobox', { name: /Account of the supplier/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Hotel Partner a.s.' }));
  // Another supplier matches differently: the old proposal is gone until the file is read again.
  expect(screen.queryByTestId('statement-format')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Read the file' }));
  await waitFor(() => expect(screen.getByTestId('statement-format')).toBeTruthy());
  expect((await readBody()).supplierId).toBe(4);
  // Two reads and a combobox in jsdom: past the default 5 s when the machine is busy.
}, 20_000);
