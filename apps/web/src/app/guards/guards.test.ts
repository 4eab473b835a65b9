import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { primaryColorStore } from '@/app/theme';
import { i18n } from '@/lib/i18n';
import { readStorage, writeStorage } from '@/lib/storage';
import { loaderArgs, newQueryClient, redirectOf } from '@/test/loaders';
import { createHomeLoader } from './home-loader';
import { createLocaleLoader } from './locale-loader';
import { createResultsGuard } from './results-guard';
import { createRootLoader } from './root-loader';

type Responses = Record<string, { status: number; body: unknown }>;

const config = (key: string, value: string) => ({
  key,
  dataType: 'string',
  value,
  format: null,
  label: null,
  description: null,
});

function mockApi(responses: Responses) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.replace('/api/v1', '').split('?')[0];
      calls.push(path);
      const response = responses[path] ?? { status: 404, body: { error: 'not_found', message: 'Not found' } };
      return new Response(JSON.stringify(response.body), { status: response.status });
    }),
  );
  return calls;
}

function api({ showResults = 'true', color = '#1971c2', liveStatus = 200 } = {}): Responses {
  return {
    '/web/enums': {
      status: 200,
      body: { configurations: [config('show_results_on_web', showResults), config('style_primary_color', color)] },
    },
    '/competition/static': { status: 200, body: { configurations: {}, teams: [] } },
    '/competition/live':
      liveStatus === 200
        ? { status: 200, body: { days: [], groupTeams: [], matches: [] } }
        : { status: liveStatus, body: { error: 'internal', message: 'Boom' } },
    '/web/translations': { status: 200, body: {} },
    '/web/users/me': { status: 401, body: { error: 'unauthorized', message: 'Not signed in' } },
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('root loader', () => {
  it('loads enums, static and live data and applies the theme colour', async () => {
    const calls = mockApi(api({ color: '1971C2' }));
    const client = newQueryClient();
    await expect(createRootLoader(client)(loaderArgs('/results'))).resolves.toBeNull();
    expect(calls.sort()).toEqual(['/competition/live', '/competition/static', '/web/enums', '/web/translations']);
    expect(primaryColorStore.get()).toBe('#1971c2');
    // Cached data is reused on the next navigation.
    await createRootLoader(client)(loaderArgs('/404'));
    expect(calls).toHaveLength(4);
  });

  it('keeps the colour and logs an invalid one', async () => {
    mockApi(api({ color: '#1971c2' }));
    await createRootLoader(newQueryClient())(loaderArgs('/results'));
    mockApi(api({ color: 'pink' }));
    await createRootLoader(newQueryClient())(loaderArgs('/results'));
    expect(primaryColorStore.get()).toBe('#1971c2');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('style_primary_color'));
  });

  it("loads a past edition's data by its year and sends an unknown year to the not-found page", async () => {
    const urls: string[] = [];
    const responses = {
      ...api(),
      '/web/editions': {
        status: 200,
        body: [
          { year: 2025, isCurrent: true },
          { year: 2024, isCurrent: false },
        ],
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const response = responses[url.replace('/api/v1', '').split('?')[0] as keyof typeof responses];
        return new Response(JSON.stringify(response.body), { status: response.status });
      }),
    );
    const client = newQueryClient();
    await expect(createRootLoader(client)(loaderArgs('/2024/results'))).resolves.toBeNull();
    expect(urls.filter((url) => url !== '/api/v1/web/editions').sort()).toEqual([
      '/api/v1/competition/live?edition=2024',
      '/api/v1/competition/static?edition=2024',
      '/api/v1/web/enums?edition=2024',
      '/api/v1/web/translations?edition=2024',
    ]);
    expect(await redirectOf(createRootLoader(client)(loaderArgs('/2030/results')))).toBe('/404');
  });

  it('redirects to support when loading fails, unless already there', async () => {
    mockApi(api({ liveStatus: 500 }));
    expect(await redirectOf(createRootLoader(newQueryClient())(loaderArgs('/results')))).toBe('/support');
    await expect(createRootLoader(newQueryClient())(loaderArgs('/support'))).resolves.toBeNull();
  });
});

describe('results guard', () => {
  const loader = vi.fn(() => 'data');

  it('runs the page loader when results are public', async () => {
    mockApi(api({ showResults: 'true' }));
    const guard = createResultsGuard(newQueryClient(), () => ({ pathname: '/results', search: '' }));
    await expect(guard(loader)(loaderArgs('/results/countries'))).resolves.toBe('data');
  });

  it('goes back to the previous page when results are hidden', async () => {
    mockApi(api({ showResults: 'false' }));
    const guard = createResultsGuard(newQueryClient(), () => ({ pathname: '/unauthorized', search: '?a=1' }));
    expect(await redirectOf(guard(loader)(loaderArgs('/results/countries')))).toBe('/unauthorized?a=1');
  });

  it('goes to the dashboard on a direct visit when results are hidden', async () => {
    mockApi(api({ showResults: '1' }));
    const client = newQueryClient();
    expect(await redirectOf(createResultsGuard(client, () => null)()(loaderArgs('/results/countries')))).toBe(
      '/results',
    );
    // Initial load: the router's location is the target itself.
    const same = createResultsGuard(client, () => ({ pathname: '/results/countries', search: '' }));
    expect(await redirectOf(same()(loaderArgs('/results/countries')))).toBe('/results');
  });
});

describe('locale loader', () => {
  it('sets the locale, remembers it and drops the prefix', async () => {
    expect(await redirectOf(createLocaleLoader('en')(loaderArgs('/en/results?x=1', { '*': 'results' })))).toBe(
      '/results?x=1',
    );
    expect(i18n.resolvedLanguage).toBe('en');
    expect(readStorage('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(await redirectOf(createLocaleLoader('cs')(loaderArgs('/cs', { '*': '' })))).toBe('/');
    expect(i18n.resolvedLanguage).toBe('cs');
  });
});

describe('home loader', () => {
  it('redirects visitors to the results dashboard without loading a user', async () => {
    const calls = mockApi(api());
    expect(await redirectOf(createHomeLoader(newQueryClient())(loaderArgs('/')))).toBe('/results');
    expect(calls).toEqual([]);
  });

  it('loads the remembered user and forgets the flag when the session is gone', async () => {
    const calls = mockApi(api());
    writeStorage('loggedIn', true);
    expect(await redirectOf(createHomeLoader(newQueryClient())(loaderArgs('/')))).toBe('/results');
    expect(calls).toEqual(['/web/users/me']);
    expect(readStorage('loggedIn')).toBeUndefined();
  });

  it('keeps the remembered sign-in when the browser cancels the load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The user aborted a request.', 'AbortError');
      }),
    );
    writeStorage('loggedIn', true);
    await expect(createHomeLoader(newQueryClient())(loaderArgs('/'))).rejects.toThrow();
    expect(readStorage('loggedIn')).toBe(true);
  });
});
