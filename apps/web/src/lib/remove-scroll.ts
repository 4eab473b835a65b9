import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * What Mantine's AppShell gets as `react-remove-scroll` in builds (see vite.config.ts): it only reads
 * the class names that keep a fixed header clear of the scroll bar while a dialog locks scrolling.
 * The dialogs themselves still use the real package.
 */
export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };
