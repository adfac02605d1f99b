import { atom } from 'jotai';

/** Global so the header (and later the generator's own header) can open the one feedback dialog. */
export const feedbackOpenAtom = atom(false);
