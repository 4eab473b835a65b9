import { colorsTuple, createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { normalizePrimaryColor } from '@tms/domain/config-value';
import { TOURNAMENT } from '@/lib/tournament';

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(hex: string, target: number, amount: number): string {
  const [r, g, b] = channels(hex);
  return toHex([r + (target - r) * amount, g + (target - g) * amount, b + (target - b) * amount]);
}

/**
 * Ten shades around the configured colour: shade 6 is the colour itself, 7-9 darker. The UI uses
 * shade 7 (see primaryShade) so that links and white button text keep AA contrast with the
 * default pink (#fd0085 on white is only 3.8:1).
 */
export function primaryTuple(hex: string): MantineColorsTuple {
  const lighter = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((amount) => mix(hex, 255, amount));
  const darker = [0.12, 0.24, 0.36].map((amount) => mix(hex, 0, amount));
  return colorsTuple([...lighter, hex, ...darker]);
}

export function createAppTheme(primaryColor: string): MantineThemeOverride {
  return createTheme({
    colors: { brand: primaryTuple(primaryColor) },
    primaryColor: 'brand',
    primaryShade: { light: 7, dark: 8 },
    autoContrast: true,
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
    defaultRadius: 'md',
    focusRing: 'auto',
    components: {
      Modal: { defaultProps: { transitionProps: { duration: 300, exitDuration: 200 } } },
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
