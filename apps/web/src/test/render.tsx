import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { OverlayHost } from '@/components/overlay-host';
import { i18n } from '@/lib/i18n';

// jsdom lacks the layout APIs Mantine touches.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
const globals = window as unknown as { ResizeObserver?: unknown };
if (!globals.ResizeObserver) {
  globals.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Renders with the providers the components expect, as the app does (English texts for readable assertions). */
export function renderWithProviders(ui: ReactElement) {
  void i18n.changeLanguage('en');
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <OverlayHost />
        {ui}
      </MantineProvider>
    </I18nextProvider>,
  );
}
