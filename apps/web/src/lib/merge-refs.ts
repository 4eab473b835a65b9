import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * What Mantine's ScrollArea gets as `@floating-ui/react` in builds (see vite.config.ts): the one hook
 * it takes from there. Importing the real one would load all of floating-ui (12 KB gzip) with every
 * table, because bundles keep a module whole.
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
