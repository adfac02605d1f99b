import type { ScreenVariantAspect } from '@cui/shared';
import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { browserAtom, readSession, writeSession } from '../../../lib/storage';

export type ScreenVariantStatus = 'streaming' | 'done' | 'failed' | 'stopped';

/** One alternative of the screen: its own generation. */
export interface ScreenVariantTile {
  index: number;
  status: ScreenVariantStatus;
  /** The generation's id once the server named it: what a stop, a use and a reload need. */
  id: string | null;
  html: string;
  /** Why it failed, in the interface's words. */
  error?: string;
}

/** The alternatives of one screen of one project, until one is used or they are put away. */
export interface ScreenVariantSet {
  projectUuid: string;
  screen: string;
  change: ScreenVariantAspect[];
  tiles: ScreenVariantTile[];
}

const SNAPSHOT_KEY = 'cui.designer.variantSet';

/** The set on screen; its snapshot in this tab's storage (read at first use) brings it back after a reload. */
export const screenVariantSetAtom = atomWithLazy<ScreenVariantSet | null>(() => readSession<ScreenVariantSet>(SNAPSHOT_KEY));

export function writeScreenVariantSnapshot(set: ScreenVariantSet | null): void {
  writeSession(SNAPSHOT_KEY, set);
}

/** The screen whose alternatives are being asked for (the setup step), or null. */
export const variantSetupAtom = atom<string | null>(null);

/** What the last set asked: how many alternatives and what they may change, as the next set's starting point. */
export const variantPreferencesAtom = browserAtom<{ count: number; change: ScreenVariantAspect[] }>('cui.designer.variantPreferences', { count: 3, change: ['layout', 'colour'] });
