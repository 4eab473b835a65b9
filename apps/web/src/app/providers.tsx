import '@mantine/core/styles.css';
import './app.css';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { OverlayHost } from '@/components/overlay-host';
import { i18n } from '@/lib/i18n';
import { createAppTheme, primaryColorStore } from './theme';

// Mantine's default dimmed grey (gray-6) is 3.3:1 on white; gray-7 meets WCAG AA for body text.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

type ProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

export function Providers({ queryClient, children }: ProvidersProps) {
  const primaryColor = useSyncExternalStore(primaryColorStore.subscribe, primaryColorStore.get);
  const theme = useMemo(() => createAppTheme(primaryColor), [primaryColor]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          <OverlayHost />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
