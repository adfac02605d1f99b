import type { Framework, ModelOption } from '@cui/shared';
import { atomWithLazy } from 'jotai/utils';
import { browserAtom, readSession, writeSession } from '../../../lib/storage';
import { findModel } from '../../models';

/** How many designs a new page's prompt asks for: 1 is one page, as without variants. */
export const VARIANT_CHOICES = [1, 2, 3, 4] as const;
export const variantCountAtom = browserAtom<number>('cui.generator.variants', 1);

/** A model per design, by position ('' or absent: the model chosen for the page): a set may compare models. */
export const variantModelsAtom = browserAtom<string[]>('cui.generator.variantModels', []);

/** The model of each of `count` designs: its own choice while the server offers it as usable, else `fallback`. */
export function designModels(chosen: readonly string[], count: number, fallback: string, models: readonly ModelOption[]): string[] {
  return Array.from({ length: count }, (_, i) => {
    const id = chosen[i];
    return id && findModel(models, id)?.available ? id : fallback;
  });
}

export type VariantStatus = 'streaming' | 'done' | 'failed' | 'stopped';

/** One design of the set: its own generation, streamed into its own preview. */
export interface VariantTile {
  index: number;
  model: string;
  status: VariantStatus;
  /** Everything streamed so far, and where its stream is (what a reload resumes from). */
  text: string;
  id: string | null;
  lastEventId: string | null;
  /** The finished page. */
  html: string;
  /** What the model said of the page (the parts it could not honour). */
  message?: string;
  /** Why it failed, in the interface's words. */
  error?: string;
}

/** The designs of one prompt, until one is chosen. */
export interface VariantSet {
  prompt: string;
  framework: Framework;
  tiles: VariantTile[];
}

const SNAPSHOT_KEY = 'cui.generator.variantSet';

/** The set on screen; its snapshot in this tab's storage (read at first use) brings it back after a reload. */
export const variantSetAtom = atomWithLazy<VariantSet | null>(() => readSession<VariantSet>(SNAPSHOT_KEY));

export function writeVariantSnapshot(set: VariantSet | null): void {
  writeSession(SNAPSHOT_KEY, set);
}
