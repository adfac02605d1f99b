import type { useStore } from 'jotai';
import { designerAtom, designerDraftAtom, designerRunAtom } from './designer-atoms';
import { INITIAL_DESIGNER_STATE } from './designer-reducer';

type Store = ReturnType<typeof useStore>;

/**
 * Closes the open designer project when its account signs out: its stream is no longer followed
 * (it runs on at the server, which keeps the turn) and its chat, screens and draft leave the tab.
 */
export function clearDesigner(store: Store): void {
  store.get(designerRunAtom)?.controller.abort();
  store.set(designerRunAtom, null);
  store.set(designerAtom, { type: 'reset', deviceType: INITIAL_DESIGNER_STATE.deviceType });
  store.set(designerDraftAtom, '');
}
