import { afterEach, describe, expect, it } from 'vitest';
import { trackedPage, trackPageView } from './analytics';

describe('trackedPage', () => {
  it('keeps public paths and drops the language prefix', () => {
    expect(trackedPage('/en/results/team-detail/448')).toEqual({ path: '/results/team-detail/448', isPrivate: false });
    expect(trackedPage('/cs')).toEqual({ path: '/', isPrivate: false });
    expect(trackedPage('/results')).toEqual({ path: '/results', isPrivate: false });
  });

  it('hides the ids of private areas', () => {
    expect(trackedPage('/club/12/users').path).toBe('/club/:id/users');
    expect(trackedPage('/reporter/match/WA-141').path).toBe('/reporter/match/:id');
    expect(trackedPage('/registration/referee/update/7').path).toBe('/registration/referee/update/:id');
    expect(trackedPage('/referees/detail/31')).toEqual({ path: '/referees/detail/:id', isPrivate: true });
    expect(trackedPage('/clubhouse/5').isPrivate).toBe(false);
  });
});

describe('trackPageView', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('loads the tracker once and queues a page view per call without ids or titles of private pages', () => {
    const analytics = { url: 'https://stats.example/', siteId: '4' };
    trackPageView(analytics, '/results', 'Results');
    trackPageView(analytics, '/club/9', 'Club Zlín');
    const scripts = [...document.head.querySelectorAll('script')].map((script) => script.src);
    expect(scripts).toEqual(['https://stats.example/matomo.js']);
    const queue = (window._paq ?? []) as unknown[][];
    expect(queue.slice(0, 3)).toEqual([
      ['disableCookies'],
      ['setTrackerUrl', 'https://stats.example/matomo.php'],
      ['setSiteId', '4'],
    ]);
    expect(queue.filter(([name]) => name === 'trackPageView')).toHaveLength(2);
    const custom = queue.filter(([name]) => name === 'setCustomUrl').map(([, url]) => url);
    expect(custom).toEqual([`${window.location.origin}/results`, `${window.location.origin}/club/:id`]);
    const titles = queue.filter(([name]) => name === 'setDocumentTitle').map(([, title]) => title);
    expect(titles).toEqual(['Results', '/club/:id']);
    expect(JSON.stringify(queue)).not.toContain('Zlín');
  });
});
