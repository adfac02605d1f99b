import { DEFAULT_PAGE_NAME } from '@cui/shared';
import type { useStore } from 'jotai';
import { folderNameAtom, hasAskedAtom, htmlAtom, pageFrameworkAtom, pageNameAtom, previousPromptAtom, publishedAtom, versionsAtom, viewAtom } from './page-atoms';
import { EMPTY_VERSIONS } from './versions';

type Store = ReturnType<typeof useStore>;

/**
 * Empties the tab's page: no HTML (the landing shows), no versions, no site chosen to publish to.
 * A new page starts its own history, and must not be published over the site the last one used.
 */
export function clearPage(store: Store): void {
  store.set(htmlAtom, '');
  store.set(pageFrameworkAtom, null);
  store.set(versionsAtom, EMPTY_VERSIONS);
  store.set(previousPromptAtom, '');
  store.set(hasAskedAtom, false);
  store.set(viewAtom, 'preview');
  store.set(folderNameAtom, null);
  store.set(pageNameAtom, DEFAULT_PAGE_NAME);
  store.set(publishedAtom, null);
}
