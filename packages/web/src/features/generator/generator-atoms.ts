import { atom } from 'jotai';
import { browserAtom } from '../../lib/storage';

export interface UiPrefs {
  sidebarOpen: boolean;
  editorOpen: boolean;
  /** Code pane width in percent of the workspace at the desktop breakpoint. */
  codeWidth: number;
}
export const DEFAULT_UI: UiPrefs = { sidebarOpen: false, editorOpen: true, codeWidth: 40 };
export const uiPrefsAtom = browserAtom<UiPrefs>('cui.generator.ui', DEFAULT_UI);

export const settingsOpenAtom = atom(false);
