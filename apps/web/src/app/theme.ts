import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { normalizePrimaryColor } from '@tms/domain/config-value';
import { primaryTuple, readableShade } from '@/lib/theme-palette';
import { TOURNAMENT } from '@/lib/tournament';

/**
 * The configured colour as Mantine's primary palette. Buttons and links use the lightest shade that
 * keeps AA contrast with white (the default pink #fd0085 is only 3.8:1 itself, so shade 7 is used);
 * a colour so light that no shade passes uses the darkest, and the colour form warns about it.
 */
export function createAppTheme(primaryColor: string): MantineThemeOverride {
  const tuple = primaryTuple(primaryColor);
  const light = readableShade(tuple) ?? 9;
  return createTheme({
    colors: { brand: tuple },
    primaryColor: 'brand',
    primaryShade: { light, dark: Math.min(light + 1, 9) as 7 | 8 | 9 },
    autoContrast: true,
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
    defaultRadius: 'md',
    focusRing: 'auto',
    components: {
      Modal: { defaultProps: { transitionProps: { duration: 300, exitDuration: 200 } } },
      // A badge's label is a state or a role, never to be cut to "ACCE…": in a table squeezed to its
      // width, Mantine's badge gave way first (its label may shrink to nothing), so it keeps its text's width.
      Badge: { styles: { root: { minWidth: 'max-content' } } },
    },
  });
}

type Listener = () => void;
let primaryColor: string = TOURNAMENT.defaultPrimaryColor;
const listeners = new Set<Listener>();

/** The current primary colour; read by the providers through useSyncExternalStore. */
export const primaryColorStore = {
  get: () => primaryColor,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Applies the configured primary colour (#RRGGBB, with or without '#'). An invalid value leaves the
 * theme as it is and is logged, so a typo in the configuration never breaks the page.
 */
export function applyPrimaryColor(value: string | null | undefined): boolean {
  if (value == null || value.trim() === '') return false;
  const normalized = normalizePrimaryColor(value);
  if (!normalized) {
    console.error(`Configuration style_primary_color is not a #RRGGBB colour: ${JSON.stringify(value)}`);
    return false;
  }
  if (normalized !== primaryColor) {
    primaryColor = normalized;
    for (const listener of listeners) listener();
  }
  return true;
}
