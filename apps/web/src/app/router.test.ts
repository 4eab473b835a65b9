import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newQueryClient } from '@/test/loaders';
import { createRoutes } from './router';

const BODIES: Record<string, unknown> = {
  '/web/editions': [{ year: 2025, isCurrent: true }],
  '/web/enums': { configurations: [{ key: 'show_results_on_web', value: 'true' }] },
  '/competition/live': { days: [], groupTeams: [], matches: [] },
};

/** Where the app ends up after opening `path`. */
async function landing(path: string): Promise<string> {
  const router = createMemoryRouter(
    createRoutes(newQueryClient(), () => null),
    { initialEntries: [path] },
  );
  router.initialize();
  await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true), {
    timeout: 3000,
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes of an edition by its year', () => {
  it('keep the locale prefix working in front of the results and of a year', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = url.replace('/api/v1', '').split('?')[0];
        return new Response(JSON.stringify(BODIES[path] ?? { configurations: {}, teams: [] }), { status: 200 });
      }),
    );
    expect(await landing('/en/results/team-category/MA?x=1')).toBe('/results/team-category/MA?x=1');
    expect(await landing('/en/2025/results')).toBe('/2025/results');
    expect(await landing('/2025/results/places')).toBe('/2025/results/places/hall');
    expect(await landing('/2030/results')).toBe('/404');
    expect(await landing('/foo/results')).toBe('/404');
  });
});
