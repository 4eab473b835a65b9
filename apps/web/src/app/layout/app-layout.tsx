import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { OfflineBanner } from '@/components/offline-banner';
import { DrawerMenu } from './drawer-menu';
import { Footer } from './footer';
import { GlobalLoader } from './global-loader';
import { Header } from './header';

const HEADER_HEIGHT = 60;

export function AppLayout() {
  const { t } = useTranslation('core');
  const [menuOpened, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const lastPathname = useRef(pathname);

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
      <DrawerMenu opened={menuOpened} onClose={menu.close} />
      <AppShell.Main id="main-content" ref={mainRef} tabIndex={-1} style={{ flex: 1, minHeight: 'auto' }}>
        <OfflineBanner />
        <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
          <Outlet />
        </Container>
      </AppShell.Main>
      <Footer />
      <GlobalLoader />
      <ScrollRestoration />
    </AppShell>
  );
}
