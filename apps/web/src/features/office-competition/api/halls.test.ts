import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hallsQueryOptions } from './halls';

afterEach(() => vi.unstubAllGlobals());

describe('halls list', () => {
  it("asks for the hall names in the page's language, not the account's", async () => {
    const fetch = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 25 })),
    );
    vi.stubGlobal('fetch', fetch);
    await new QueryClient().fetchQuery(hallsQueryOptions({ page: '1', sort: 'name' }, 'cs'));
    expect(new URL(fetch.mock.calls[0][0], 'http://localhost').searchParams.get('locale')).toBe('cs');
  });
});
