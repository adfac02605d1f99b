import { DEFAULT_STARTER_PAGE, isStarterPage, type AskAiRequest, type Framework } from '@cui/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { loginModalAtom, tokenAtom, tokenLoadingAtom } from '../../auth/atoms';
import { PROFILE_QUERY_ROOT } from '../../auth/use-auth';
import { generatorApi } from '../api/generator-api';
import { askAi, resumeAskAi, type StreamOutcome, type StreamProgress } from '../api/stream-client';
import { extractFragment, extractHtml, extractPreviewHtml, hasBodyContent, lastLines } from '../lib/extract-html';
import { getElementHtml, replaceElementById } from '../lib/sections';
import { playSuccessChime } from '../lib/sound';
import { readSession, writeSession } from '../lib/storage';
import { appendVersion } from '../lib/versions';
import {
  hasAskedAtom,
  htmlAtom,
  imageFileAtom,
  isImageModeAtom,
  modelParamsAtom,
  outOfCreditsAtom,
  pageFrameworkAtom,
  previousPromptAtom,
  promptAtom,
  sectionPeekAtom,
  streamCodeAtom,
  streamHtmlAtom,
  versionsAtom,
  viewAtom,
  workingAtom,
  type WorkKind,
} from '../state/atoms';
import { readSnapshot, writeSnapshot, type StreamSnapshot } from '../state/stream-snapshot';
import { useProgressDriver } from './use-progress-driver';

/** Set once the built-in model has introduced itself in this tab. */
const BUILT_IN_INTRO_KEY = 'cui.generator.builtInIntro';
import { usePublish } from './use-publish';

/** Streamed code reaches the editor at most once a second; the preview has its own throttle. */
export const EDITOR_FLUSH_MS = 1000;
/** The section peek is short-lived, so it refreshes faster. */
const SECTION_FLUSH_MS = 200;
export const SECTION_PEEK_LINES = 8;

export interface GenerationApi {
  send: () => void;
  /** Asks for the open page again, converted to `framework` (a follow-up: one credit). */
  rebuild: (framework: Framework, prompt: string) => void;
  stop: () => void;
  regenerateSection: (sectionId: string, instructions: string, fallbackHtml?: string) => Promise<boolean>;
  /** Toasts 'Please wait...' and returns true while a generation runs. */
  guardBusy: () => boolean;
}

type Outcome = { kind: WorkKind; prompt: string; sectionId?: string; framework?: Framework; outcome: StreamOutcome };

/** Whether `html` is a page of the user's to follow up on (not empty, not the starter page). */
export function isOpenPage(html: string): boolean {
  return html.trim().length > 0 && !isStarterPage(html);
}

/** The one owner of generation: send, stop, section regeneration and resume after reload. */
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
  const snapshotRef = useRef<StreamSnapshot | null>(null);
  const flushTimer = useRef<number | null>(null);
  const lastFlush = useRef(0);

  useProgressDriver(working);

  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  const language = (): 'zh' | 'hi' | 'en' => {
    const ui = i18n.resolvedLanguage ?? i18n.language ?? 'en';
    return ui.startsWith('zh') ? 'zh' : ui.startsWith('hi') ? 'hi' : 'en';
  };

  const guardBusy = useCallback(() => {
    if (!store.get(workingAtom)) return false;
    toast.info(t('generator.toast.pleaseWait'), { toastId: 'generator-busy' });
    return true;
  }, [store, t]);

  /** Pushes streamed text to the editor, preview, peek and the reload snapshot. */
  const flush = useCallback(() => {
    flushTimer.current = null;
    lastFlush.current = Date.now();
    const snapshot = snapshotRef.current;
    if (!snapshot) return;
    if (snapshot.kind === 'page') {
      store.set(streamCodeAtom, extractHtml(snapshot.text) ?? '');
      // A document still in its <head> would swap the shown page for a blank one.
      const preview = extractPreviewHtml(snapshot.text);
      if (preview && hasBodyContent(preview)) store.set(streamHtmlAtom, preview);
    } else {
      store.set(sectionPeekAtom, lastLines(extractFragment(snapshot.text), SECTION_PEEK_LINES));
    }
    writeSnapshot(snapshot);
  }, [store]);

  const onProgress = useCallback(
    (progress: StreamProgress) => {
      const snapshot = snapshotRef.current;
      if (!snapshot) return;
      snapshotRef.current = { ...snapshot, id: progress.id, lastEventId: progress.lastEventId, text: progress.text };
      // The id must survive a reload that comes right after the first event.
      if (!snapshot.id && progress.id) writeSnapshot(snapshotRef.current);
      if (flushTimer.current !== null) return;
      const interval = snapshot.kind === 'section' ? SECTION_FLUSH_MS : EDITOR_FLUSH_MS;
      const wait = Math.max(0, lastFlush.current + interval - Date.now());
      flushTimer.current = window.setTimeout(flush, wait);
    },
    [flush],
  );

  const endWork = useCallback(() => {
    if (flushTimer.current !== null) window.clearTimeout(flushTimer.current);
    flushTimer.current = null;
    snapshotRef.current = null;
    writeSnapshot(null);
    abortRef.current = null;
    store.set(workingAtom, null);
    store.set(streamCodeAtom, '');
    store.set(streamHtmlAtom, '');
    store.set(sectionPeekAtom, '');
  }, [store]);

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

  const complete = useCallback(
    ({ kind, prompt, sectionId, framework, outcome }: Outcome) => {
      if (kind === 'page') {
        const html = outcome.html.trim() ? outcome.html : extractHtml(outcome.text);
        if (!html) {
          toast.error(t('generator.errors.noHtml'));
          return;
        }
        store.set(htmlAtom, html);
        store.set(pageFrameworkAtom, framework ?? null);
        store.set(versionsAtom, (v) => appendVersion(v, html, prompt));
        store.set(previousPromptAtom, prompt);
        store.set(promptAtom, '');
        store.set(hasAskedAtom, true);
        store.set(isImageModeAtom, false);
        store.set(imageFileAtom, null);
        store.set(viewAtom, 'preview');
        // A starter template shapes the first page only.
        store.set(modelParamsAtom, (p) => (p.templateId ? { ...p, templateId: null } : p));
        toast.success(t('generator.toast.generated'));
        // The model's own words on what it could not do: long enough to read, and dismissable.
        if (outcome.message) toast.info(outcome.message, { toastId: 'generator-model-note', autoClose: 12_000 });
        // Once a tab session: the built-in model says what it is and how to connect a real one.
        if (store.get(modelParamsAtom).model === 'cui-core' && !readSession<boolean>(BUILT_IN_INTRO_KEY)) {
          writeSession(BUILT_IN_INTRO_KEY, true);
          toast.info(t('generator.model.builtInIntro'), { toastId: 'generator-built-in-intro', autoClose: 15_000 });
        }
        void publish({ auto: true, html, prompt });
      } else {
        const fragment = outcome.html.trim() ? outcome.html : extractFragment(outcome.text);
        if (!fragment) {
          toast.error(t('generator.errors.noHtmlReturned'));
          return;
        }
        const next = replaceElementById(store.get(htmlAtom), sectionId ?? '', fragment);
        if (next === null) {
          toast.error(t('generator.errors.sectionNotFound'));
          return;
        }
        store.set(htmlAtom, next);
        store.set(versionsAtom, (v) => appendVersion(v, next, prompt));
        toast.success(t('generator.toast.sectionUpdated'));
        void publish({ auto: true, html: next, prompt });
      }
      playSuccessChime();
      void queryClient.invalidateQueries({ queryKey: [PROFILE_QUERY_ROOT] });
    },
    [publish, queryClient, store, t],
  );

  /** Runs one stream to its end; stop and unmount abort it and handle state themselves. */
  const run = useCallback(
    async (snapshot: StreamSnapshot, start: (signal: AbortSignal) => Promise<StreamOutcome>) => {
      const controller = new AbortController();
      abortRef.current = controller;
      snapshotRef.current = snapshot;
      lastFlush.current = 0;
      store.set(workingAtom, snapshot.kind);
      try {
        const outcome = await start(controller.signal);
        if (controller.signal.aborted) return;
        endWork();
        complete({ kind: snapshot.kind, prompt: snapshot.prompt, sectionId: snapshot.sectionId, framework: snapshot.framework, outcome });
      } catch (error) {
        if (controller.signal.aborted) return;
        endWork();
        handleError(error, snapshot.kind);
      }
    },
    [complete, endWork, handleError, store],
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
      store.set(streamCodeAtom, '');
      store.set(streamHtmlAtom, '');
      const snapshot: StreamSnapshot = { id: null, lastEventId: null, text: '', kind: 'page', prompt, framework: body.framework, startedAt: Date.now() };
      void run(snapshot, (signal) => askAi(body, { token: tokenRef.current, signal, onProgress }));
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
      store.set(sectionPeekAtom, '');
      const snapshot: StreamSnapshot = {
        id: null,
        lastEventId: null,
        text: '',
        kind: 'section',
        prompt: instructions.trim(),
        sectionId,
        startedAt: Date.now(),
      };
      void run(snapshot, (signal) => askAi(body, { token: tokenRef.current, signal, onProgress }));
      return true;
    },
    [baseRequest, guardBusy, onProgress, run, store, t],
  );

  const stop = useCallback(() => {
    const kind = store.get(workingAtom);
    if (!kind) return;
    const id = snapshotRef.current?.id ?? null;
    abortRef.current?.abort();
    if (id) generatorApi.cancel(id, tokenRef.current).catch((error: unknown) => console.warn('Cancel failed', error));
    endWork();
    store.set(promptAtom, '');
    store.set(imageFileAtom, null);
    // A stopped page generation leaves the starter page; a stopped section edit keeps the page it was editing.
    if (kind === 'page') store.set(htmlAtom, DEFAULT_STARTER_PAGE);
    toast.info(t('generator.toast.stopped'));
  }, [endWork, store, t]);

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
    void run(snapshot, (signal) =>
      resumeAskAi({ id, lastEventId: snapshot.lastEventId, text: snapshot.text }, { token: tokenRef.current, signal, onProgress }),
    );
    return () => {
      // Leaving the screen keeps the generation running on the server and the snapshot in
      // storage, so coming back (or StrictMode's remount) picks it up again.
      if (snapshotRef.current) writeSnapshot(snapshotRef.current);
      abortRef.current?.abort();
      abortRef.current = null;
      if (flushTimer.current !== null) window.clearTimeout(flushTimer.current);
      flushTimer.current = null;
      snapshotRef.current = null;
      store.set(workingAtom, null);
    };
    // Runs once per mount, after the token has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tokenLoading]);

  // A generation started on this screen must also stop streaming into atoms when it unmounts.
  useEffect(
    () => () => {
      if (!abortRef.current) return;
      if (snapshotRef.current?.id) writeSnapshot(snapshotRef.current);
      else writeSnapshot(null);
      abortRef.current.abort();
      abortRef.current = null;
      store.set(workingAtom, null);
    },
    [store],
  );

  return { send, rebuild, stop, regenerateSection, guardBusy };
}
