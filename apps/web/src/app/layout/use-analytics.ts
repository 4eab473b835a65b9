import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { enumsQueryOptions } from '@/api/get-enums';
import { trackPageView } from '@/lib/analytics';

/**
 * A page view per route change when the installation configures a tracker (ANALYTICS_URL and
 * ANALYTICS_SITE_ID); otherwise nothing loads and nothing is sent. Runs after the page's own effects,
 * so the document title is the new page's.
 */
export function useAnalytics(): void {
  const { data } = useQuery(enumsQueryOptions());
  const analytics = data?.site.analytics ?? null;
  const { pathname } = useLocation();
  useEffect(() => {
    if (analytics) trackPageView(analytics, pathname, document.title);
  }, [analytics, pathname]);
}
