import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { OfflineBanner } from '@/components/offline-banner';
import { useLiveStream } from '@/lib/live-stream';
import { useServiceWorker } from '@/lib/service-worker';
import { Footer } from './footer';
import { GlobalLoader } from './global-loader';
import { Header } from './header';
import { useAnalytics } from './use-analytics';
import { useConfigurationSync } from './use-configuration-sync';

const HEADER_HEIGHT = 60;

// The drawer (and Mantine's drawer and scroll area) loads when first opened, not on every first visit.
const DrawerMenu = lazy(() => import('./drawer-menu').then((m) => ({ default: m.DrawerMenu })));

export function AppLayout() {
  const { t } = useTranslation('core');
  const [menuOpened, menu] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (menuOpened && !menuLoaded) setMenuLoaded(true);
  const { pathname } = useLocation();
  // Back-office tables need the screen's width: in the reading column their columns and actions were cut.
  const wide = useMatches().some((match) => (match.handle as { wide?: boolean } | undefined)?.wide);
  const mainRef = useRef<HTMLElement>(null);
  const lastPathname = useRef(pathname);
  useLiveStream();
  useConfigurationSync();
  useServiceWorker();
  useAnalytics();

  // After client-side navigation move focus to the content, as a full page load would, so screen
  // reader and keyboard users start on the new page instead of the link they activated.
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    menu.close();
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, menu.close]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      padding={0}
      styles={{ root: { display: 'flex', flexDirection: 'column', minHeight: '100dvh' } }}
    >
      <a className="skip-link" href="#main-content">
        {t('header.skipToContent')}
      </a>
      <AppShell.Header>
        <Header menuOpened={menuOpened} onToggleMenu={menu.toggle} />
      </AppShell.Header>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <DrawerMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      ) : null}
      {/* At least a screen high: the footer starts below the first screen, so a page whose content
          arrives after its first paint does not push a visible footer down (layout shift). */}
      <AppShell.Main id="main-content" ref={mainRef} tabIndex={-1} style={{ flex: 1, minHeight: '100dvh' }}>
        <OfflineBanner />
        <Container size="lg" fluid={wide} py="lg" px={{ base: 'sm', sm: 'md' }}>
          {/* Routes load their texts with the page; this only catches a component that needs more. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
      <Footer />
      <GlobalLoader />
      <ScrollRestoration />
    </AppShell>
  );
}
