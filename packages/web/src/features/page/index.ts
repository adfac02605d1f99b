export { clearPage } from './clear-page';
export { loadNewPage } from './load-new-page';
export { folderNameAtom, hasAskedAtom, htmlAtom, pageFrameworkAtom, pageNameAtom, previousPromptAtom, publishedAtom, sectionPeekAtom, streamCodeAtom, streamHtmlAtom, versionsAtom, viewAtom, workingAtom } from './page-atoms';
export type { WorkKind } from './page-atoms';
export { EMPTY_VERSIONS, MAX_VERSIONS, appendVersion } from './versions';
export type { VersionEntry, VersionsState } from './versions';
