import type { useStore } from 'jotai';
import { clearPage } from './clear-page';
import { htmlAtom, previousPromptAtom, versionsAtom } from './page-atoms';
import { appendVersion, EMPTY_VERSIONS } from './versions';

type Store = ReturnType<typeof useStore>;

/**
 * Opens HTML from elsewhere (a remix, a designer screen) in the generator as a new page: its own
 * history, whose V1 is this HTML with `prompt` saying where it came from (also the context of the
 * next follow-up). It is the user's own new page: it is not published over a site chosen before.
 */
export function loadNewPage(store: Store, html: string, prompt: string): void {
  clearPage(store);
  store.set(htmlAtom, html);
  store.set(versionsAtom, appendVersion(EMPTY_VERSIONS, html, prompt));
  store.set(previousPromptAtom, prompt);
}
