import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * What Mantine's ScrollArea gets as `@floating-ui/react` in builds (see `scrollAreaMergeRefs` in
 * vite.config.ts): the one hook it takes from there, with the same meaning (one callback ref that sets
 * every ref given, React 19 cleanups included).
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
