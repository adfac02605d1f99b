import { DEFAULT_PAGE_NAME, type Framework } from '@cui/shared';
import { atom } from 'jotai';
import { tabAtom } from '../../lib/storage';
import type { PublishedPage } from '../publishing';
import { EMPTY_VERSIONS, type VersionsState } from './versions';

// Keys keep the generator's prefix so pages open in a tab before this layout still load.
const KEY = 'cui.generator.';

// Per-tab page state (decision 006): the page open in this tab and what it was made from.
export const hasAskedAtom = tabAtom(KEY + 'hasAsked', false);
export const previousPromptAtom = tabAtom(KEY + 'previousPrompt', '');
export const folderNameAtom = tabAtom<string | null>(KEY + 'folderName', null);
/** The page of the chosen site that publishing writes to. */
export const pageNameAtom = tabAtom(KEY + 'pageName', DEFAULT_PAGE_NAME);
/** What this tab last published, so its Published state (link, share, unpublish) survives a reload. */
export const publishedAtom = tabAtom<PublishedPage | null>(KEY + 'published', null);
export const versionsAtom = tabAtom<VersionsState>(KEY + 'versions', EMPTY_VERSIONS);
/** The page in the editor and preview; '' shows the landing. */
export const htmlAtom = tabAtom(KEY + 'html', '');
/**
 * The framework the open page was generated in: its follow-ups and section edits keep it when the
 * picker changes for new pages. Null when unknown (a remix, a designer screen): the picker's.
 */
export const pageFrameworkAtom = tabAtom<Framework | null>(KEY + 'pageFramework', null);
export const viewAtom = tabAtom<'preview' | 'code'>(KEY + 'view', 'preview');

// What a running generation shows of the open page; the generation's run (features/generation)
// is their only writer, every other capability reads them to know the page is busy.
export type WorkKind = 'page' | 'section';
export const workingAtom = atom<WorkKind | null>(null);
/** Code shown in the editor while streaming (updated at most once a second). */
export const streamCodeAtom = atom('');
/** The document rendered in the preview while a page streams in. */
export const streamHtmlAtom = atom('');
/** Tail of the section being regenerated, for the live peek. */
export const sectionPeekAtom = atom('');
