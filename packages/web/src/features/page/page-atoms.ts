import { DEFAULT_FRAMEWORK, DEFAULT_PAGE_NAME, DEFAULT_MAX_TOKENS, DEFAULT_MODEL, type Framework, type ModelValue } from '@cui/shared';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { PublishedPage } from '../publishing/publishing';
import { browserStringStorage, tabStringStorage } from '../../lib/storage';
import { EMPTY_VERSIONS, type VersionsState } from './versions';

const KEY = 'cui.generator.';

function tabAtom<T>(name: string, initial: T) {
  return atomWithStorage<T>(KEY + name, initial, createJSONStorage<T>(tabStringStorage), { getOnInit: true });
}
function browserAtom<T>(name: string, initial: T) {
  return atomWithStorage<T>(KEY + name, initial, createJSONStorage<T>(browserStringStorage), { getOnInit: true });
}

// Per-tab AI state (decision 006). The image itself stays in memory: up to 5 MB would blow the
// few-MB sessionStorage quota the page HTML and versions already share.
export const promptAtom = tabAtom('prompt', '');
export const hasAskedAtom = tabAtom('hasAsked', false);
export const previousPromptAtom = tabAtom('previousPrompt', '');
export const isImageModeAtom = tabAtom('isImageMode', false);
export const folderNameAtom = tabAtom<string | null>('folderName', null);
/** The page of the chosen site that publishing writes to. */
export const pageNameAtom = tabAtom('pageName', DEFAULT_PAGE_NAME);
/** What this tab last published, so its Published state (link, share, unpublish) survives a reload. */
export const publishedAtom = tabAtom<PublishedPage | null>('published', null);
export const versionsAtom = tabAtom<VersionsState>('versions', EMPTY_VERSIONS);
/** The page in the editor and preview; '' shows the landing. */
export const htmlAtom = tabAtom('html', '');
/**
 * The framework the open page was generated in: its follow-ups and section edits keep it when the
 * picker changes for new pages. Null when unknown (a remix, a designer screen): the picker's.
 */
export const pageFrameworkAtom = tabAtom<Framework | null>('pageFramework', null);
export const viewAtom = tabAtom<'preview' | 'code'>('view', 'preview');

export interface AttachedImage {
  name: string;
  dataUrl: string;
}
export const imageFileAtom = atom<AttachedImage | null>(null);

export interface ModelParams {
  model: ModelValue;
  max_tokens: number;
  temperature: number;
  framework: Framework;
  /** A server starter template chosen for the next ask. */
  templateId: string | null;
}
export const DEFAULT_MODEL_PARAMS: ModelParams = {
  model: DEFAULT_MODEL,
  max_tokens: DEFAULT_MAX_TOKENS,
  temperature: 0,
  framework: DEFAULT_FRAMEWORK,
  templateId: null,
};
export const modelParamsAtom = browserAtom<ModelParams>('modelParams', DEFAULT_MODEL_PARAMS);

export interface UiPrefs {
  sidebarOpen: boolean;
  editorOpen: boolean;
  /** Code pane width in percent of the workspace at the desktop breakpoint. */
  codeWidth: number;
}
export const DEFAULT_UI: UiPrefs = { sidebarOpen: false, editorOpen: true, codeWidth: 40 };
export const uiPrefsAtom = browserAtom<UiPrefs>('ui', DEFAULT_UI);

// Transient state of the current generation.
export type WorkKind = 'page' | 'section';
export const workingAtom = atom<WorkKind | null>(null);
export const progressAtom = atom(0);
/** Code shown in the editor while streaming (updated at most once a second). */
export const streamCodeAtom = atom('');
/** The document rendered in the preview while a page streams in. */
export const streamHtmlAtom = atom('');
/** Tail of the section being regenerated, for the live peek. */
export const sectionPeekAtom = atom('');
/** A publish call is running (manual or automatic); it takes a few seconds while the page builds. */
export const publishingAtom = atom(false);
/** Lets the Publish menu open the projects dropdown to choose an existing site. */
export const projectsOpenAtom = atom(false);

export const outOfCreditsAtom = atom<{ requiredCredits: number | null; currentBalance: number | null } | null>(null);
export const settingsOpenAtom = atom(false);
export const saveTemplateOpenAtom = atom(false);
export const templatesListOpenAtom = atom(false);
