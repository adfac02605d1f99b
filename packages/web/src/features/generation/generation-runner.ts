import type { useStore } from 'jotai';
import { workingAtom, type WorkKind } from '../page';
import { generationApi } from './generation-api';
import { generationAtom, runAtom } from './generation-atoms';
import type { GenerationEvent, GenerationResult, GenerationState } from './generation-reducer';
import { resumeAskAi, type StreamOptions, type StreamOutcome, type StreamProgress } from './stream-client';
import { readSnapshot, type StreamSnapshot, writeSnapshot } from './stream-snapshot';

type Store = ReturnType<typeof useStore>;

/** Streamed code reaches the editor at most once a second; the preview has its own throttle. */
export const EDITOR_FLUSH_MS = 1000;
/** The section peek is short-lived, so it refreshes faster. */
const SECTION_FLUSH_MS = 200;

export interface RunnerHost {
  token: () => string | null;
  /** Tells the user how a finished run ended (toasts, auto-publish, chime). */
  announce: (result: GenerationResult | null) => void;
  /** Tells the user why a run failed. */
  fail: (error: unknown, kind: WorkKind) => void;
}

export type FollowStream = (signal: AbortSignal, onProgress: NonNullable<StreamOptions['onProgress']>) => Promise<StreamOutcome>;

/**
 * Drives one screen's streams through generationReducer: starts and aborts them, feeds their
 * events in, throttles what they show and keeps the snapshot a reload resumes from. No React: the
 * hook gives it the words (RunnerHost) and calls it.
 */
export function createGenerationRunner(store: Store, host: RunnerHost) {
  let controller: AbortController | null = null;
  let flushTimer: number | null = null;
  let lastFlush = 0;

  const dispatch = (event: GenerationEvent): GenerationState => store.set(generationAtom, event);

  const clearFlush = () => {
    if (flushTimer !== null) window.clearTimeout(flushTimer);
    flushTimer = null;
  };

  /** Pushes streamed text to the editor, preview, peek and the reload snapshot. */
  const flush = () => {
    flushTimer = null;
    lastFlush = Date.now();
    const { run } = dispatch({ type: 'flush' });
    if (run) writeSnapshot(run);
  };

  const onProgress = (progress: StreamProgress, chunk: string | null) => {
    const before = store.get(runAtom);
    if (!before) return;
    const cursor = { id: progress.id, lastEventId: progress.lastEventId };
    const { run } = dispatch(chunk === null ? { type: 'meta', ...cursor } : { type: 'chunk', ...cursor, text: chunk });
    // The id must survive a reload that comes right after the first event.
    if (!before.id && run?.id) writeSnapshot(run);
    if (flushTimer !== null) return;
    const interval = before.kind === 'section' ? SECTION_FLUSH_MS : EDITOR_FLUSH_MS;
    flushTimer = window.setTimeout(flush, Math.max(0, lastFlush + interval - Date.now()));
  };

  /** The run is over for this screen: no timer, no snapshot, no controller. */
  const release = () => {
    clearFlush();
    writeSnapshot(null);
    controller = null;
  };

  /** Runs one stream to its end; stop and leave abort it and handle state themselves. */
  const follow = async (start: 'send' | 'resume', snapshot: StreamSnapshot, stream: FollowStream) => {
    const own = new AbortController();
    controller = own;
    lastFlush = 0;
    dispatch({ type: start, run: snapshot });
    // A run taken out of the state from elsewhere (clearGeneration: the account signed out) is not
    // followed any further; stop, leave and the run's own end let go of the controller first.
    const unsubscribe = store.sub(runAtom, () => {
      if (controller !== own || store.get(runAtom)) return;
      own.abort();
      release();
    });
    try {
      const outcome = await stream(own.signal, onProgress);
      if (own.signal.aborted) return;
      release();
      host.announce(dispatch({ type: 'done', outcome }).result);
    } catch (error) {
      if (own.signal.aborted) return;
      release();
      dispatch({ type: 'error' });
      host.fail(error, snapshot.kind);
    } finally {
      unsubscribe();
    }
  };

  return {
    /** Starts a new ask; `snapshot` describes it for the reducer and for a reload. Settles when the run has. */
    send(snapshot: StreamSnapshot, stream: FollowStream): Promise<void> {
      return follow('send', snapshot, stream);
    },

    /**
     * Follows a generation that was running when the page was reloaded (or left and re-entered).
     * Returns whether there was one to follow.
     */
    resumeSaved(): boolean {
      const snapshot = readSnapshot();
      if (!snapshot) return false;
      if (!snapshot.id) {
        // Reloaded before the server said which generation it was: nothing to resume.
        writeSnapshot(null);
        return false;
      }
      const id = snapshot.id;
      void follow('resume', snapshot, (signal, progress) =>
        resumeAskAi({ id, lastEventId: snapshot.lastEventId, text: snapshot.text }, { token: host.token(), signal, onProgress: progress }),
      );
      return true;
    },

    /** Stops the running generation here and at the server; false when none runs. */
    stop(): boolean {
      if (!store.get(workingAtom)) return false;
      const id = store.get(runAtom)?.id ?? null;
      controller?.abort();
      if (id) generationApi.cancel(id, host.token()).catch((error: unknown) => console.warn('Cancel failed', error));
      release();
      dispatch({ type: 'cancel' });
      return true;
    },

    /**
     * The screen goes away: the generation runs on at the server, and its snapshot (once the server
     * named it) stays for coming back, or for StrictMode's remount, to resume.
     */
    leave(): void {
      if (!controller) return;
      const current = store.get(runAtom);
      writeSnapshot(current?.id ? current : null);
      controller.abort();
      controller = null;
      clearFlush();
      dispatch({ type: 'detach' });
    },
  };
}

export type GenerationRunner = ReturnType<typeof createGenerationRunner>;

/**
 * Lets go of the tab's generation and empties the composer (Reset, or the account signing out): a
 * run streaming on a screen stops being followed (its runner sees the run gone), a saved one is not
 * resumed.
 */
export function clearGeneration(store: Store): void {
  store.set(generationAtom, { type: 'clear' });
  writeSnapshot(null);
}
