import { DEFAULT_PAGE_NAME } from '@cui/shared';
import type { useStore } from 'jotai';
import { folderNameAtom, htmlAtom, pageFrameworkAtom, pageNameAtom, previousPromptAtom, publishedAtom, versionsAtom, viewAtom } from './page-atoms';
import { appendVersion } from './versions';

type Store = ReturnType<typeof useStore>;

/**
 * Puts HTML from elsewhere (a remix, a designer screen) into the generator as a new version. It is
 * the user's own new page: it must not be auto-published over a site they chose before.
 */
export function loadNewPage(store: Store, html: string): void {
  store.set(htmlAtom, html);
  store.set(pageFrameworkAtom, null);
  store.set(versionsAtom, (v) => appendVersion(v, html, ''));
  store.set(previousPromptAtom, '');
  store.set(viewAtom, 'preview');
  store.set(folderNameAtom, null);
  store.set(pageNameAtom, DEFAULT_PAGE_NAME);
  store.set(publishedAtom, null);
}
