import { atom } from 'jotai';
import { atomWithReducer } from 'jotai/utils';
import { tabAtom } from '../../../lib/storage';
import { designerReducer, INITIAL_DESIGNER_STATE } from './designer-reducer';

/**
 * The open designer project. In memory and app-wide, so the switch from the start view to the
 * workspace (two routes) keeps it; a reload restores it from the server instead.
 */
export const designerAtom = atomWithReducer(INITIAL_DESIGNER_STATE, designerReducer);

/** The running stream, so a new send or leaving the designer can stop it. */
export const designerRunAtom = atom<{ controller: AbortController; id: string | null } | null>(null);

/**
 * The chat message being written, per tab like the generator's prompt: it survives a reload, and a
 * message the server refused (out of credits, signed out) comes back here rather than being lost.
 */
export const designerDraftAtom = tabAtom('cui.designer.draft', '');
