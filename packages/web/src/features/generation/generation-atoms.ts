import { atom } from 'jotai';
import { tabAtom } from '../../lib/storage';
import { modelParamsAtom } from '../models';
import { hasAskedAtom, htmlAtom, pageFrameworkAtom, previousPromptAtom, sectionPeekAtom, streamCodeAtom, streamHtmlAtom, versionsAtom, viewAtom, workingAtom } from '../page';
import { type GenerationEvent, generationReducer, type GenerationState } from './generation-reducer';
import type { StreamSnapshot } from './stream-snapshot';

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

/** The running stream (its id, last event id and text so far); stream-snapshot persists it for a reload. */
export const runAtom = atom<StreamSnapshot | null>(null);

/**
 * The generation run as one reducer (generation-reducer) over the atoms it changes: reading gives
 * the state, writing an event applies its transition, sets only the atoms it changed and returns
 * the new state (its `result` tells the caller what to announce).
 */
export const generationAtom = atom(
  (get): GenerationState => ({
    run: get(runAtom),
    working: get(workingAtom),
    streamCode: get(streamCodeAtom),
    streamHtml: get(streamHtmlAtom),
    sectionPeek: get(sectionPeekAtom),
    html: get(htmlAtom),
    pageFramework: get(pageFrameworkAtom),
    versions: get(versionsAtom),
    previousPrompt: get(previousPromptAtom),
    hasAsked: get(hasAskedAtom),
    view: get(viewAtom),
    prompt: get(promptAtom),
    isImageMode: get(isImageModeAtom),
    imageFile: get(imageFileAtom),
    templateId: get(modelParamsAtom).templateId,
    result: null,
  }),
  (get, set, event: GenerationEvent): GenerationState => {
    const before = get(generationAtom);
    const after = generationReducer(before, event);
    const changed = <K extends keyof GenerationState>(key: K) => !Object.is(before[key], after[key]);
    if (changed('run')) set(runAtom, after.run);
    if (changed('working')) set(workingAtom, after.working);
    if (changed('streamCode')) set(streamCodeAtom, after.streamCode);
    if (changed('streamHtml')) set(streamHtmlAtom, after.streamHtml);
    if (changed('sectionPeek')) set(sectionPeekAtom, after.sectionPeek);
    if (changed('html')) set(htmlAtom, after.html);
    if (changed('pageFramework')) set(pageFrameworkAtom, after.pageFramework);
    if (changed('versions')) set(versionsAtom, after.versions);
    if (changed('previousPrompt')) set(previousPromptAtom, after.previousPrompt);
    if (changed('hasAsked')) set(hasAskedAtom, after.hasAsked);
    if (changed('view')) set(viewAtom, after.view);
    if (changed('prompt')) set(promptAtom, after.prompt);
    if (changed('isImageMode')) set(isImageModeAtom, after.isImageMode);
    if (changed('imageFile')) set(imageFileAtom, after.imageFile);
    if (changed('templateId')) set(modelParamsAtom, (params) => ({ ...params, templateId: after.templateId }));
    return after;
  },
);
