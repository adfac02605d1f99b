import { atom } from 'jotai';
import { tabAtom } from '../../lib/storage';

const KEY = 'cui.generator.';

// Per-tab composer state (decision 006). The image itself stays in memory: up to 5 MB would blow
// the few-MB sessionStorage quota the page HTML and versions already share.
export const promptAtom = tabAtom(KEY + 'prompt', '');
export const isImageModeAtom = tabAtom(KEY + 'isImageMode', false);

export interface AttachedImage {
  name: string;
  dataUrl: string;
}
export const imageFileAtom = atom<AttachedImage | null>(null);

/** The progress bar's percentage while a generation runs. */
export const progressAtom = atom(0);
