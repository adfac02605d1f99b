import type { AskAiRequest, Framework } from '@cui/shared';
import type { createStore } from 'jotai';
import { isApiError } from '../../../lib/api';
import { generationApi } from '../generation-api';
import { generationAtom } from '../generation-atoms';
import type { GenerationResult } from '../generation-reducer';
import { extractHtml } from '../extract-html';
import { askAi, resumeAskAi, type StreamOutcome, type StreamProgress } from '../stream-client';
import { type VariantSet, variantSetAtom, type VariantTile, writeVariantSnapshot } from './variants-atoms';

type Store = ReturnType<typeof createStore>;

/** The reload snapshot is written at most this often while designs stream. */
const SNAPSHOT_MS = 1000;

export interface VariantsHost {
  token: () => string | null;
  /** A failure the whole composer must answer (no credits, signed out): the generation's own handling. */
  fail: (error: unknown) => void;
  /** What choosing a design concludes: the same as a finished page (toast, auto-publish, chime). */
  announce: (result: GenerationResult) => void;
  /** A design ended: the balance may have changed. */
  settled: () => void;
  /** Words for a design that failed without an answer of the API's. */
  failedText: () => string;
  noHtmlText: () => string;
}

/**
 * Designs of one new page, each its own generation (POST /api/ask-ai with `variant`), streamed side
 * by side: their own stream, resume, stop and refund. The composer waits while any streams; the page
 * is untouched until one is chosen.
 */
export function createVariantsRunner(store: Store, host: VariantsHost) {
  const controllers = new Map<number, AbortController>();
  let snapshotTimer: number | null = null;

  const current = () => store.get(variantSetAtom);
  const snapshot = () => {
    snapshotTimer = null;
    writeVariantSnapshot(current());
  };
  const snapshotSoon = () => {
    snapshotTimer ??= window.setTimeout(snapshot, SNAPSHOT_MS);
  };
  const update = (index: number, change: Partial<VariantTile>, persist: 'now' | 'soon') => {
    const set = current();
    if (!set) return;
    store.set(variantSetAtom, { ...set, tiles: set.tiles.map((tile) => (tile.index === index ? { ...tile, ...change } : tile)) });
    if (persist === 'now') snapshot();
    else snapshotSoon();
  };
  const streaming = () => (current()?.tiles ?? []).some((tile) => tile.status === 'streaming');

  const follow = async (index: number, open: (signal: AbortSignal, onProgress: (p: StreamProgress) => void) => Promise<StreamOutcome>) => {
    const controller = new AbortController();
    controllers.set(index, controller);
    let known = false;
    try {
      const outcome = await open(controller.signal, (progress) => {
        const first = !known && progress.id !== null;
        known ||= first;
        update(index, { id: progress.id, lastEventId: progress.lastEventId, text: progress.text }, first ? 'now' : 'soon');
      });
      if (controller.signal.aborted) return;
      const html = outcome.html.trim() ? outcome.html : (extractHtml(outcome.text) ?? '');
      update(index, html ? { status: 'done', html, text: '', ...(outcome.message ? { message: outcome.message } : {}) } : { status: 'failed', text: '', error: host.noHtmlText() }, 'now');
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('A design failed', error);
      if (isApiError(error) && (error.status === 401 || error.status === 402 || error.code === 'insufficient_credits')) host.fail(error);
      update(index, { status: 'failed', text: '', error: isApiError(error) && error.message ? error.message : host.failedText() }, 'now');
    } finally {
      if (controllers.get(index) === controller) controllers.delete(index);
      host.settled();
      if (current() && !streaming()) store.set(generationAtom, { type: 'variantsEnd' });
    }
  };

  return {
    /** Asks for `models.length` designs of a new page, the i-th with `models[i]`. */
    start(base: AskAiRequest, prompt: string, framework: Framework, models: string[]): void {
      const of = models.length;
      const set: VariantSet = {
        prompt,
        framework,
        tiles: models.map((model, i) => ({ index: i + 1, model, status: 'streaming', text: '', id: null, lastEventId: null, html: '' })),
      };
      store.set(variantSetAtom, set);
      writeVariantSnapshot(set);
      store.set(generationAtom, { type: 'variantsStart' });
      for (const tile of set.tiles) {
        void follow(tile.index, (signal, onProgress) =>
          askAi({ ...base, prompt, model: tile.model, variant: { index: tile.index, of } }, { token: host.token(), signal, onProgress }),
        );
      }
    },

    /** Stops one design: the server ends its generation and gives its credit back. */
    stop(index: number): void {
      const tile = current()?.tiles.find((t) => t.index === index);
      if (!tile || tile.status !== 'streaming') return;
      controllers.get(index)?.abort();
      controllers.delete(index);
      if (tile.id) void generationApi.cancel(tile.id, host.token()).catch((error: unknown) => console.error('Stopping a design failed', error));
      update(index, { status: 'stopped', text: '' }, 'now');
      if (!streaming()) store.set(generationAtom, { type: 'variantsEnd' });
    },

    stopAll(): boolean {
      const live = (current()?.tiles ?? []).filter((t) => t.status === 'streaming');
      for (const tile of live) this.stop(tile.index);
      return live.length > 0;
    },

    /** Design `index` becomes the page (V1); the other finished designs follow it in the versions. */
    choose(index: number): void {
      const set = current();
      const tile = set?.tiles.find((t) => t.index === index && t.status === 'done');
      if (!set || !tile) return;
      this.stopAll();
      const others = set.tiles.filter((t) => t.index !== index && t.status === 'done').map((t) => t.html);
      store.set(variantSetAtom, null);
      writeVariantSnapshot(null);
      const { result } = store.set(generationAtom, { type: 'chooseVariant', html: tile.html, prompt: set.prompt, framework: set.framework, others });
      if (result) host.announce(result);
    },

    /** The first finished design, chosen (a new request must not lose designs already paid for); false when none finished. */
    keepFirst(): boolean {
      const first = current()?.tiles.find((t) => t.status === 'done');
      if (first) this.choose(first.index);
      return !!first;
    },

    /** Puts the set away: the designs still streaming are stopped. */
    discard(): void {
      this.stopAll();
      store.set(variantSetAtom, null);
      writeVariantSnapshot(null);
      store.set(generationAtom, { type: 'variantsEnd' });
    },

    /** After a reload: the designs still streaming then are followed again from where they were. */
    resume(): void {
      const set = current();
      if (!set) return;
      const live = set.tiles.filter((t) => t.status === 'streaming');
      if (!live.length) return;
      store.set(generationAtom, { type: 'variantsStart' });
      for (const tile of live) {
        if (!tile.id) {
          // It never started on the server's side before the reload: nothing was held.
          update(tile.index, { status: 'failed', error: host.failedText() }, 'now');
          continue;
        }
        const from = { id: tile.id, lastEventId: tile.lastEventId, text: tile.text };
        void follow(tile.index, (signal, onProgress) => resumeAskAi(from, { token: host.token(), signal, onProgress }));
      }
      if (!streaming()) store.set(generationAtom, { type: 'variantsEnd' });
    },

    /** The screen is leaving: streams stop here (the server's go on, and a return resumes them). */
    leave(): void {
      for (const controller of controllers.values()) controller.abort();
      controllers.clear();
      if (snapshotTimer !== null) window.clearTimeout(snapshotTimer);
      snapshot();
    },
  };
}

export type VariantsRunner = ReturnType<typeof createVariantsRunner>;
