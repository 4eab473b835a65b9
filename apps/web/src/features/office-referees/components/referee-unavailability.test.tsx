import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RefereeUnavailability as Period } from '@tms/domain/contract/referee-assignments';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { RefereeUnavailability } from './referee-unavailability';

afterEach(() => {
  act(() => toast.clean());
  cleanup();
  vi.unstubAllGlobals();
});

const periods: Period[] = [
  { id: 3, refereeId: 7, from: '2025-04-18T11:30', till: '2025-04-18T12:15', note: 'Exam' },
  { id: 4, refereeId: 7, from: '2025-04-20T08:00', till: '2025-04-20T10:00', note: null },
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** GET answers `list` (`null` fails); POST and DELETE answer as the server does. */
function setup(list: Period[] | null) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return json({ id: 9, ...JSON.parse(String(init.body)) }, 201);
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return list ? json(list) : json({ error: 'internal_error', message: 'Failed' }, 500);
  });
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RefereeUnavailability refereeId={7} />
    </QueryClientProvider>,
  );
  const sent = (method: string) => fetch.mock.calls.filter(([, init]) => init?.method === method);
  return { fetch, sent };
}

/** A text with the locale's (narrow) no-break spaces as plain ones. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const card = () => screen.getByRole('region', { name: 'Unavailable periods' });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const add = (name = 'Mark unavailable') => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('referee unavailability', () => {
  it("lists the referee's periods with their notes", async () => {
    const { fetch } = setup(periods);
    await screen.findByText(/Exam/);
    expect(
      within(card())
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual([
      'Apr 18, 2025, 11:30 AM – Apr 18, 2025, 12:15 PM · Exam',
      'Apr 20, 2025, 8:00 AM – Apr 20, 2025, 10:00 AM',
    ]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/admin/referee-unavailability?refereeId=7');
    expect(screen.queryByText(/No periods marked/)).toBeNull();
  });

  it('marks a period for the referee, a blank note as none, and empties the form', async () => {
    const { sent } = setup([]);
    await screen.findByText('No periods marked; his stay (arrival to departure) applies.');
    type(/^From/, '2025-04-19T14:00');
    type(/^Till/, '2025-04-19T16:30');
    type(/^Note/, '   ');
    await add();
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    const [url, init] = sent('POST')[0] ?? [];
    expect(url).toBe('/api/v1/admin/referee-unavailability');
    expect(JSON.parse(String(init?.body))).toEqual({
      refereeId: 7,
      from: '2025-04-19T14:00',
      till: '2025-04-19T16:30',
      note: null,
    });
    expect(await screen.findByText('The period has been saved.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(/^From/) as HTMLInputElement).value).toBe(''));
  });

  it('sends the note it is given', async () => {
    const { sent } = setup([]);
    await screen.findByText(/No periods marked/);
    type(/^From/, '2025-04-19T14:00');
    type(/^Till/, '2025-04-19T16:30');
    type(/^Note/, ' Exam at the university ');
    await add();
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(JSON.parse(String(sent('POST')[0]?.[1]?.body)).note).toBe('Exam at the university');
  });

  it('refuses a period that ends before or when it starts, without asking the server', async () => {
    const { sent } = setup([]);
    await screen.findByText(/No periods marked/);
    type(/^From/, '2025-04-19T14:00');
    type(/^Till/, '2025-04-19T13:59');
    await add();
    expect(await screen.findByText('The end must be after the start.')).toBeTruthy();
    expect(screen.getByLabelText(/^Till/).getAttribute('aria-invalid')).toBe('true');
    type(/^Till/, '2025-04-19T14:00');
    await add();
    expect(await screen.findByText('The end must be after the start.')).toBeTruthy();
    expect(sent('POST')).toHaveLength(0);
    expect(screen.queryByText('The period has been saved.')).toBeNull();
  });

  it('asks before removing a period and removes only on confirmation', async () => {
    const { sent } = setup(periods);
    await screen.findByText(/Exam/);
    const label = (button: HTMLElement) => plain(button.getAttribute('aria-label'));
    const removeButtons = within(card()).getAllByRole('button', { name: /^Remove the period / });
    expect(removeButtons.map(label)).toEqual([
      'Remove the period Apr 18, 2025, 11:30 AM – Apr 18, 2025, 12:15 PM',
      'Remove the period Apr 20, 2025, 8:00 AM – Apr 20, 2025, 10:00 AM',
    ]);

    fireEvent.click(removeButtons[0] as HTMLElement);
    let dialog = await screen.findByRole('dialog');
    expect(plain(dialog.textContent)).toContain(
      'Remove the unavailable period Apr 18, 2025, 11:30 AM – Apr 18, 2025, 12:15 PM?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('DELETE')).toHaveLength(0);

    fireEvent.click(removeButtons[0] as HTMLElement);
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the period' }));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    expect(sent('DELETE')[0]?.[0]).toBe('/api/v1/admin/referee-unavailability/3');
    expect(await screen.findByText('The period has been removed.')).toBeTruthy();
  });

  it('says when the periods could not be loaded', async () => {
    setup(null);
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
    expect(screen.queryByText(/No periods marked/)).toBeNull();
  });

  it('speaks Czech: the periods, the form and its refusal', async () => {
    const { sent } = setup(periods);
    await act(() => i18n.changeLanguage('cs'));
    const region = await screen.findByRole('region', { name: 'Období nedostupnosti' });
    await within(region).findByText(/Exam/);
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual(['18. 4. 2025 11:30 – 18. 4. 2025 12:15 · Exam', '20. 4. 2025 8:00 – 20. 4. 2025 10:00']);
    type(/^Od\s*\*?$/, '2025-04-19T14:00');
    type(/^Do\s*\*?$/, '2025-04-19T12:00');
    await add('Označit jako nedostupného');
    expect(await screen.findByText('Konec musí být po začátku.')).toBeTruthy();
    expect(sent('POST')).toHaveLength(0);
  });
});
