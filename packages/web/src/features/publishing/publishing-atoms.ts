import { atom } from 'jotai';

/** A publish call is running (manual or automatic); it takes a few seconds while the page builds. */
export const publishingAtom = atom(false);
/** Lets the Publish menu open the projects dropdown to choose an existing site. */
export const projectsOpenAtom = atom(false);
