import { DEFAULT_STARTER_PAGE, type Framework, isStarterPage } from '@cui/shared';
import { appendVersion, type VersionsState, type WorkKind } from '../page';
import { replaceElementById } from '@cui/shared';
import { extractFragment, extractHtml, extractPreviewHtml, lastLines, paintedAmount } from './extract-html';
import type { AttachedImage } from './generation-atoms';
import type { StreamOutcome } from './stream-client';
import type { StreamSnapshot } from './stream-snapshot';

/** Lines of the regenerated section shown in its live peek. */
export const SECTION_PEEK_LINES = 8;

/**
 * A generation run and the part of the open page and composer it changes. The hook projects it
 * onto the page's atoms (generationAtom), so every other capability keeps reading those.
 */
export interface GenerationState {
  /** The running stream: what a reload resumes from. Null when idle. */
  run: StreamSnapshot | null;
  working: WorkKind | null;
  /** What the editor, preview and section peek show of the stream (refreshed by `flush`). */
  streamCode: string;
  streamHtml: string;
  sectionPeek: string;
  html: string;
  pageFramework: Framework | null;
  versions: VersionsState;
  previousPrompt: string;
  hasAsked: boolean;
  view: 'preview' | 'code';
  prompt: string;
  isImageMode: boolean;
  imageFile: AttachedImage | null;
  /** The starter template chosen for the next ask; it shapes the first page only. */
  templateId: string | null;
  /** What the last transition concluded, for the hook's side effects (toasts, publish, chime). */
  result: GenerationResult | null;
}

export type GenerationResult =
  | { type: 'page'; html: string; prompt: string; message?: string; edited?: boolean }
  | { type: 'section'; html: string; prompt: string; message?: string }
  | { type: 'noHtml' }
  | { type: 'noSectionHtml' }
  | { type: 'sectionNotFound' }
  | { type: 'failed' }
  | { type: 'stopped'; kind: WorkKind };

export type GenerationEvent =
  /** A page or section ask starts streaming. */
  | { type: 'send'; run: StreamSnapshot }
  /** A stream that was running before a reload (or leaving the screen) is followed again. */
  | { type: 'resume'; run: StreamSnapshot }
  /** The server named the generation (SSE `meta`). */
  | { type: 'meta'; id: string | null; lastEventId: string | null }
  /** Streamed text (SSE `chunk`). */
  | { type: 'chunk'; id: string | null; lastEventId: string | null; text: string }
  /** The throttled refresh of what the editor, preview and peek show. */
  | { type: 'flush' }
  /** The stream ended with its outcome (SSE `done`, or its end). */
  | { type: 'done'; outcome: StreamOutcome }
  /** The stream failed (SSE `error`, a refused request, the network). */
  | { type: 'error' }
  /** The user stopped the run. */
  | { type: 'cancel' }
  /** The screen let go of the stream (unmount): it runs on at the server, a remount resumes it. */
  | { type: 'detach' }
  /** The account signed out: its run is no longer followed and what it typed leaves the composer. */
  | { type: 'clear' }
  /** Designs of a new page stream side by side (variants): the composer waits; the page is untouched. */
  | { type: 'variantsStart' }
  /** Every design has ended: the composer is free while the user chooses. */
  | { type: 'variantsEnd' }
  /** One design becomes the page (V1); the other finished ones follow it in the versions. */
  | { type: 'chooseVariant'; html: string; prompt: string; framework: Framework | null; others: string[] };

/** The run is over: nothing streams, nothing shows a stream. */
function endRun(state: GenerationState, result: GenerationResult | null): GenerationState {
  return { ...state, run: null, working: null, streamCode: '', streamHtml: '', sectionPeek: '', result };
}

function finishPage(state: GenerationState, run: StreamSnapshot, outcome: StreamOutcome): GenerationState {
  const ended = endRun(state, null);
  const html = outcome.html.trim() ? outcome.html : extractHtml(outcome.text);
  if (!html) return { ...ended, result: { type: 'noHtml' } };
  return {
    ...ended,
    html,
    pageFramework: run.framework ?? null,
    versions: appendVersion(state.versions, html, outcome.label ?? run.prompt),
    previousPrompt: run.prompt,
    prompt: '',
    hasAsked: true,
    isImageMode: false,
    imageFile: null,
    view: 'preview',
    templateId: null,
    result: { type: 'page', html, prompt: run.prompt, ...(outcome.message ? { message: outcome.message } : {}), ...(outcome.label ? { edited: true } : {}) },
  };
}

function finishSection(state: GenerationState, run: StreamSnapshot, outcome: StreamOutcome): GenerationState {
  const ended = endRun(state, null);
  const fragment = outcome.html.trim() ? outcome.html : extractFragment(outcome.text);
  if (!fragment) return { ...ended, result: { type: 'noSectionHtml' } };
  const html = replaceElementById(state.html, run.sectionId ?? '', fragment);
  if (html === null) return { ...ended, result: { type: 'sectionNotFound' } };
  return { ...ended, html, versions: appendVersion(state.versions, html, outcome.label ?? run.prompt), result: { type: 'section', html, prompt: run.prompt, ...(outcome.message ? { message: outcome.message } : {}) } };
}

export function generationReducer(state: GenerationState, event: GenerationEvent): GenerationState {
  const quiet = { ...state, result: null };
  switch (event.type) {
    case 'send':
      return event.run.kind === 'page'
        ? { ...quiet, run: event.run, working: 'page', streamCode: '', streamHtml: '' }
        : { ...quiet, run: event.run, working: 'section', sectionPeek: '' };
    case 'resume':
      return { ...quiet, run: event.run, working: event.run.kind };
    case 'meta':
      return state.run ? { ...quiet, run: { ...state.run, id: event.id, lastEventId: event.lastEventId } } : quiet;
    case 'chunk':
      return state.run ? { ...quiet, run: { ...state.run, id: event.id, lastEventId: event.lastEventId, text: state.run.text + event.text } } : quiet;
    case 'flush': {
      const run = state.run;
      if (!run) return quiet;
      if (run.kind === 'section') return { ...quiet, sectionPeek: lastLines(extractFragment(run.text), SECTION_PEEK_LINES) };
      // The page shown stays until the streamed one has more to paint: a follow-up re-streams the
      // whole page, and showing it from its first lines would blank the page the user is looking at.
      // Once ahead, the stream shows as it grows. The starter page is nobody's work: a first page
      // shows as soon as its body paints anything.
      const preview = extractPreviewHtml(run.text);
      const before = state.streamHtml || isStarterPage(state.html) ? 0 : paintedAmount(state.html);
      const overtakes = preview !== null && paintedAmount(preview) > before;
      return { ...quiet, streamCode: extractHtml(run.text) ?? '', ...(overtakes ? { streamHtml: preview } : {}) };
    }
    case 'done':
      if (!state.run) return quiet;
      return state.run.kind === 'page' ? finishPage(state, state.run, event.outcome) : finishSection(state, state.run, event.outcome);
    case 'error':
      // A failed run leaves the open page as it was.
      return endRun(state, { type: 'failed' });
    case 'cancel': {
      const kind = state.working;
      if (!kind) return quiet;
      // A stopped page generation leaves the starter page; a stopped section edit keeps the page it was editing.
      return {
        ...endRun(state, { type: 'stopped', kind }),
        prompt: '',
        imageFile: null,
        ...(kind === 'page' ? { html: DEFAULT_STARTER_PAGE } : {}),
      };
    }
    case 'detach':
      return { ...quiet, run: null, working: null };
    case 'clear':
      return { ...endRun(state, null), prompt: '', isImageMode: false, imageFile: null };
    case 'variantsStart':
      return { ...quiet, working: 'page', prompt: '', hasAsked: true, templateId: null };
    case 'variantsEnd':
      return { ...quiet, working: null };
    case 'chooseVariant': {
      const chosen = appendVersion(state.versions, event.html, event.prompt);
      const all = event.others.reduce((versions, html) => appendVersion(versions, html, event.prompt), chosen);
      return {
        ...endRun(state, { type: 'page', html: event.html, prompt: event.prompt }),
        html: event.html,
        pageFramework: event.framework,
        // The chosen design is the page; the others are there to go back to.
        versions: { ...all, current: chosen.current },
        previousPrompt: event.prompt,
        hasAsked: true,
        view: 'preview',
      };
    }
  }
}
