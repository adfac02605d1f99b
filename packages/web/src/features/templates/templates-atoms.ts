import { atom } from 'jotai';

export const saveTemplateOpenAtom = atom(false);
export const templatesListOpenAtom = atom(false);
