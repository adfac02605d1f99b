import { useSyncExternalStore } from 'react';

/** Below 1024 px the editor and preview share one pane with a Preview/Code toggle. */
export const EDITOR_BREAKPOINT = '(min-width: 1024px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
