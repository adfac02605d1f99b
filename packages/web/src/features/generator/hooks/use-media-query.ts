import { useSyncExternalStore } from 'react';

/** SPEC §9: the editor layout switches at 1024 px. */
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
