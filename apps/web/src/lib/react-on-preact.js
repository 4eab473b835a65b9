/**
 * What production bundles import as `react` (see vite.config.ts): Preact's compatibility layer plus
 * React 19.2's `<Activity>`, which Mantine uses to keep hidden tab panels and transitions mounted.
 * Hidden content stays mounted and keeps its state; it is only taken out of the layout.
 * (JavaScript: preact/compat's types use `export =`, which TypeScript cannot re-export with `*`.)
 */
import { createElement } from 'preact';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** @param {{ mode?: 'visible' | 'hidden'; children?: import('preact').ComponentChildren }} props */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
