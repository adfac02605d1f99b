import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { tokenAtom } from '../features/auth';
import { clearGeneration } from '../features/generation';
import { clearPage } from '../features/page';
import { clearDesigner } from '../features/stitch';

type Store = ReturnType<typeof useStore>;

/**
 * What this tab holds of the signed-in account: the page and its versions, the site it publishes
 * to, the running generation and what the composer holds, the open designer project. Preferences
 * and local templates belong to the browser and stay.
 */
export function clearAccountState(store: Store): void {
  clearGeneration(store);
  clearPage(store);
  clearDesigner(store);
}

/**
 * When the session this tab had ends (signed out here or in another tab, a revoked token, another
 * account signed in elsewhere), the next person at this browser sees nothing of that account. Signing
 * in keeps what was made before it: the page a visitor made becomes the account's. Renders nothing.
 */
export function SignOutClears() {
  const store = useStore();
  const queryClient = useQueryClient();

  useEffect(() => {
    let previous = store.get(tokenAtom);
    return store.sub(tokenAtom, () => {
      const ended = previous;
      previous = store.get(tokenAtom);
      if (ended === null || ended === previous) return;
      clearAccountState(store);
      // The account's sites, projects and billing, cached under its token.
      queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(ended) });
    });
  }, [queryClient, store]);

  return null;
}
