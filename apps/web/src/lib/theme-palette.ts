import { colorsTuple, type MantineColorsTuple } from '@mantine/core';

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

/** Ten shades around the configured colour: shade 6 is the colour itself, 0-5 lighter, 7-9 darker. */
export function primaryTuple(hex: string): MantineColorsTuple {
  const lighter = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((amount) => mix(hex, 255, amount));
  const darker = [0.12, 0.24, 0.36].map((amount) => mix(hex, 0, amount));
  return colorsTuple([...lighter, hex, ...darker]);
}

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

/**
 * The shade the UI fills buttons and colours links with: the lightest from the colour itself (6)
 * down that keeps white text and the shade on white at AA. Null when not even the darkest does.
 */
export function readableShade(tuple: MantineColorsTuple): 6 | 7 | 8 | 9 | null {
  for (const shade of [6, 7, 8, 9] as const) {
    if (contrastRatio(tuple[shade], '#ffffff') >= AA_CONTRAST) return shade;
  }
  return null;
}
