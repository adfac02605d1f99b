import { isStarterPage, type AskAiRequest, type Framework } from '@cui/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { loginModalAtom, PROFILE_QUERY_ROOT, tokenAtom, tokenLoadingAtom } from '../auth';
import { outOfCreditsAtom } from '../credits';
import { modelParamsAtom } from '../models';
import { htmlAtom, pageFrameworkAtom, previousPromptAtom, workingAtom, type WorkKind } from '../page';
import { usePublish } from '../publishing';
import { getElementHtml } from '../sections';
import { generationApi } from './generation-api';
import { generationAtom, imageFileAtom, isImageModeAtom, promptAtom, runAtom } from './generation-atoms';
import type { GenerationEvent, GenerationResult, GenerationState } from './generation-reducer';
import { playSuccessChime } from './sound';
import { askAi, resumeAskAi, type StreamOutcome, type StreamProgress } from './stream-client';
import { readSnapshot, writeSnapshot, type StreamSnapshot } from './stream-snapshot';
import { useProgressDriver } from './use-progress-driver';

/** Streamed code reaches the editor at most once a second; the preview has its own throttle. */
export const EDITOR_FLUSH_MS = 1000;
/** The section peek is short-lived, so it refreshes faster. */
const SECTION_FLUSH_MS = 200;

export interface GenerationApi {
  send: () => void;
  /** Asks for the open page again, converted to `framework` (a follow-up: one credit). */
  rebuild: (framework: Framework, prompt: string) => void;
  stop: () => void;
  regenerateSection: (sectionId: string, instructions: string, fallbackHtml?: string) => Promise<boolean>;
  /** Toasts 'Please wait...' and returns true while a generation runs. */
  guardBusy: () => boolean;
}

/** Whether `html` is a page of the user's to follow up on (not empty, not the starter page). */
export function isOpenPage(html: string): boolean {
  return html.trim().length > 0 && !isStarterPage(html);
}

/**
 * The one owner of generation: send, stop, section regeneration and resume after reload. The run's
 * state changes in generationReducer, one event at a time; this hook starts and aborts streams,
 * throttles what they show, persists the snapshot a reload resumes from, and announces results.
 */
export function useGeneration(): GenerationApi {
  const { t, i18n } = useTranslation();
  const store = useStore();
  const queryClient = useQueryClient();
  const token = useAtomValue(tokenAtom);
  const tokenLoading = useAtomValue(tokenLoadingAtom);
  const working = useAtomValue(workingAtom);
  const openLogin = useSetAtom(loginModalAtom);
  const { publish } = usePublish();
  const tokenRef = useRef(token);
  const abortRef = useRef<AbortController | null>(null);
  const flushTimer = useRef<number | null>(null);
  const lastFlush = useRef(0);

  useProgressDriver(working);

  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  const dispatch = useCallback((event: GenerationEvent): GenerationState => store.set(generationAtom, event), [store]);

  const language = (): 'zh' | 'en' => ((i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('zh') ? 'zh' : 'en');

  const guardBusy = useCallback(() => {
    if (!store.get(workingAtom)) return false;
    toast.info(t('generator.toast.pleaseWait'), { toastId: 'generator-busy' });
    return true;
  }, [store, t]);

  /** Pushes streamed text to the editor, preview, peek and the reload snapshot. */
  const flush = useCallback(() => {
    flushTimer.current = null;
    lastFlush.current = Date.now();
    const { run } = dispatch({ type: 'flush' });
    if (run) writeSnapshot(run);
  }, [dispatch]);

  const onProgress = useCallback(
    (progress: StreamProgress, chunk: string | null) => {
      const before = store.get(runAtom);
      if (!before) return;
      const cursor = { id: progress.id, lastEventId: progress.lastEventId };
      const { run } = dispatch(chunk === null ? { type: 'meta', ...cursor } : { type: 'chunk', ...cursor, text: chunk });
      // The id must survive a reload that comes right after the first event.
      if (!before.id && run?.id) writeSnapshot(run);
      if (flushTimer.current !== null) return;
      const interval = before.kind === 'section' ? SECTION_FLUSH_MS : EDITOR_FLUSH_MS;
      const wait = Math.max(0, lastFlush.current + interval - Date.now());
      flushTimer.current = window.setTimeout(flush, wait);
    },
    [dispatch, flush, store],
  );

  /** Lets go of the stream's timer, snapshot and controller; the ending event resets the state. */
  const releaseRun = useCallback(() => {
    if (flushTimer.current !== null) window.clearTimeout(flushTimer.current);
    flushTimer.current = null;
    writeSnapshot(null);
    abortRef.current = null;
  }, []);

  const handleError = useCallback(
    (error: unknown, kind: WorkKind) => {
      console.error('Generation failed', error);
      if (!isApiError(error)) {
        toast.error(t('generator.errors.requestFailed'));
        return;
      }
      const data = error.data ?? {};
      if (error.status === 402 || /insufficient credits/i.test(error.message)) {
        store.set(outOfCreditsAtom, {
          requiredCredits: typeof data.required_credits === 'number' ? data.required_credits : null,
          currentBalance: typeof data.current_balance === 'number' ? data.current_balance : null,
        });
        return;
      }
      if (error.status === 401 || error.status === 403 || /unauth/i.test(error.message)) {
        if (kind === 'section') toast.error(t('generator.errors.unauthorized'));
        else {
          openLogin('login');
          if (error.message) toast.info(error.message);
        }
        return;
      }
      toast.error(error.message || t('generator.errors.requestFailed'));
    },
    [openLogin, store, t],
  );

  /** What a finished run tells the user, and what follows it (auto-publish, the chime, the balance). */
  const announce = useCallback(
    (result: GenerationResult | null) => {
      switch (result?.type) {
        case 'noHtml':
          toast.error(t('generator.errors.noHtml'));
          return;
        case 'noSectionHtml':
          toast.error(t('generator.errors.noHtmlReturned'));
          return;
        case 'sectionNotFound':
          toast.error(t('generator.errors.sectionNotFound'));
          return;
        case 'page':
          toast.success(t('generator.toast.generated'));
          // The model's own words on what it could not do: long enough to read, and dismissable.
          if (result.message) toast.info(result.message, { toastId: 'generator-model-note', autoClose: 12_000 });
          void publish({ auto: true, html: result.html, prompt: result.prompt });
          break;
        case 'section':
          toast.success(t('generator.toast.sectionUpdated'));
          void publish({ auto: true, html: result.html, prompt: result.prompt });
          break;
        default:
          return;
      }
      playSuccessChime();
      void queryClient.invalidateQueries({ queryKey: [PROFILE_QUERY_ROOT] });
    },
    [publish, queryClient, t],
  );

  /** Runs one stream to its end; stop and unmount abort it and handle state themselves. */
  const run = useCallback(
    async (start: 'send' | 'resume', snapshot: StreamSnapshot, follow: (signal: AbortSignal) => Promise<StreamOutcome>) => {
      const controller = new AbortController();
      abortRef.current = controller;
      lastFlush.current = 0;
      dispatch({ type: start, run: snapshot });
      try {
        const outcome = await follow(controller.signal);
        if (controller.signal.aborted) return;
        releaseRun();
        announce(dispatch({ type: 'done', outcome }).result);
      } catch (error) {
        if (controller.signal.aborted) return;
        releaseRun();
        dispatch({ type: 'error' });
        handleError(error, snapshot.kind);
      }
    },
    [announce, dispatch, handleError, releaseRun],
  );

  /** The open page keeps the framework it was made in; a new page takes the picker's. */
  const baseRequest = useCallback((): AskAiRequest => {
    const params = store.get(modelParamsAtom);
    const pageFramework = isOpenPage(store.get(htmlAtom)) ? store.get(pageFrameworkAtom) : null;
    return {
      language: language(),
      framework: pageFramework ?? params.framework,
      model: params.model,
      max_tokens: params.max_tokens,
      temperature: params.temperature,
      ...(params.templateId ? { templateId: params.templateId } : {}),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, i18n]);

  const startPage = useCallback(
    (prompt: string, framework: Framework | null) => {
      const imageMode = store.get(isImageModeAtom);
      // A rebuild converts the page as it is: an image waiting in the composer is for the user's own prompt.
      const image = framework ? null : store.get(imageFileAtom);
      const html = store.get(htmlAtom);
      const previousPrompt = store.get(previousPromptAtom);
      const body: AskAiRequest = {
        ...baseRequest(),
        ...(framework ? { framework } : {}),
        prompt,
        ...(isOpenPage(html) ? { html } : {}),
        ...(previousPrompt ? { previousPrompt } : {}),
        ...(image ? { image: image.dataUrl, ...(imageMode ? { image_mode: true } : { ref_image: true }) } : {}),
      };
      const snapshot: StreamSnapshot = { id: null, lastEventId: null, text: '', kind: 'page', prompt, framework: body.framework, startedAt: Date.now() };
      void run('send', snapshot, (signal) => askAi(body, { token: tokenRef.current, signal, onProgress }));
    },
    [baseRequest, onProgress, run, store],
  );

  const send = useCallback(() => {
    if (guardBusy()) return;
    const prompt = store.get(promptAtom).trim();
    const imageMode = store.get(isImageModeAtom);
    if (imageMode && !store.get(imageFileAtom)) {
      toast.info(t('generator.errors.chooseImage'));
      return;
    }
    if (!imageMode && !prompt) return;
    startPage(prompt, null);
  }, [guardBusy, startPage, store, t]);

  const rebuild = useCallback(
    (framework: Framework, prompt: string) => {
      if (guardBusy() || !isOpenPage(store.get(htmlAtom))) return;
      startPage(prompt, framework);
    },
    [guardBusy, startPage, store],
  );

  const regenerateSection = useCallback(
    async (sectionId: string, instructions: string, fallbackHtml?: string): Promise<boolean> => {
      if (guardBusy()) return false;
      const sectionHtml = getElementHtml(store.get(htmlAtom), sectionId) ?? null;
      if (!sectionHtml) {
        toast.error(t('generator.errors.sectionNotFound'));
        console.warn('Section missing from the source; the preview had', fallbackHtml?.slice(0, 80));
        return false;
      }
      const body: AskAiRequest = { ...baseRequest(), html: sectionHtml, prompt: instructions.trim() };
      const snapshot: StreamSnapshot = {
        id: null,
        lastEventId: null,
        text: '',
        kind: 'section',
        prompt: instructions.trim(),
        sectionId,
        startedAt: Date.now(),
      };
      void run('send', snapshot, (signal) => askAi(body, { token: tokenRef.current, signal, onProgress }));
      return true;
    },
    [baseRequest, guardBusy, onProgress, run, store, t],
  );

  const stop = useCallback(() => {
    if (!store.get(workingAtom)) return;
    const id = store.get(runAtom)?.id ?? null;
    abortRef.current?.abort();
    if (id) generationApi.cancel(id, tokenRef.current).catch((error: unknown) => console.warn('Cancel failed', error));
    releaseRun();
    dispatch({ type: 'cancel' });
    toast.info(t('generator.toast.stopped'));
  }, [dispatch, releaseRun, store, t]);

  /** Leaving the screen: the generation runs on at the server; the caller keeps its snapshot for coming back. */
  const detach = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    if (flushTimer.current !== null) window.clearTimeout(flushTimer.current);
    flushTimer.current = null;
    dispatch({ type: 'detach' });
  }, [dispatch]);

  // Resume a generation that was running when the page was reloaded (or left and re-entered),
  // once the token is read: the server only resumes a generation for the account that started it.
  useEffect(() => {
    if (tokenLoading) return;
    const snapshot = readSnapshot();
    if (!snapshot) return;
    if (!snapshot.id) {
      // Reloaded before the server said which generation it was: nothing to resume.
      writeSnapshot(null);
      return;
    }
    const id = snapshot.id;
    void run('resume', snapshot, (signal) =>
      resumeAskAi({ id, lastEventId: snapshot.lastEventId, text: snapshot.text }, { token: tokenRef.current, signal, onProgress }),
    );
    return () => {
      // Coming back (or StrictMode's remount) picks the stream up again from the snapshot.
      const current = store.get(runAtom);
      if (current) writeSnapshot(current);
      detach();
    };
    // Runs once per mount, after the token has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tokenLoading]);

  // A generation started on this screen must also stop streaming into atoms when it unmounts.
  useEffect(
    () => () => {
      if (!abortRef.current) return;
      const current = store.get(runAtom);
      writeSnapshot(current?.id ? current : null);
      detach();
    },
    [detach, store],
  );

  return { send, rebuild, stop, regenerateSection, guardBusy };
}
