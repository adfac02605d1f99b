import { BUILTIN_MODEL, isStarterPage, type AskAiRequest, type Framework, type ModelOption } from '@cui/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { requestLanguage } from '../../lib/i18n';
import { readSession, writeSession } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { loginModalAtom, PROFILE_QUERY_ROOT, tokenAtom } from '../auth';
import { outOfCreditsAtom, outOfCreditsFrom } from '../credits';
import { currentModel, modelParamsAtom, modelsQuery } from '../models';
import { EMPTY_VERSIONS, htmlAtom, pageFrameworkAtom, previousPromptAtom, versionsAtom, workingAtom, type WorkKind } from '../page';
import { usePublish } from '../publishing';
import { getElementHtml } from '@cui/shared';
import { imageFileAtom, isImageModeAtom, promptAtom } from './generation-atoms';
import type { GenerationResult } from './generation-reducer';
import { createGenerationRunner, type RunnerHost } from './generation-runner';
import { playSuccessChime } from './sound';
import { askAi } from './stream-client';
import type { StreamSnapshot } from './stream-snapshot';
import { useProgressDriver } from './use-progress-driver';
import { designModels, variantCountAtom, variantModelsAtom, variantSetAtom } from './variants/variants-atoms';
import { createVariantsRunner, type VariantsHost } from './variants/variants-runner';

/** Set once the built-in model has introduced itself in this tab. */
const BUILT_IN_INTRO_KEY = 'cui.generator.builtInIntro';

export interface GenerationApi {
  send: () => void;
  /** Asks for the open page again, converted to `framework` (a follow-up: one credit). */
  rebuild: (framework: Framework, prompt: string) => void;
  stop: () => void;
  regenerateSection: (sectionId: string, instructions: string, fallbackHtml?: string) => Promise<boolean>;
  /**
   * A new page `pageName` of the chosen site, in the look of its index (`indexHtml`): the composer's
   * prompt says what goes on it (the page's name when empty). Published to the site when done.
   */
  addSitePage: (pageName: string, indexHtml: string) => void;
  /** Toasts 'Please wait...' and returns true while a generation runs. */
  guardBusy: () => boolean;
  /** The designs of a new page asked for at once (the variants count): choose one, stop one, or put them away. */
  variants: { choose: (index: number) => void; stop: (index: number) => void; discard: () => void };
}

/** Whether `html` is a page of the user's to follow up on (not empty, not the starter page). */
export function isOpenPage(html: string): boolean {
  return html.trim().length > 0 && !isStarterPage(html);
}

/**
 * The one owner of generation: send, stop, section regeneration and resume after reload. The run's
 * state changes in generationReducer, one event at a time, driven by generationRunner; this hook
 * builds the requests and gives the runner its words (toasts, the login, auto-publish).
 */
export function useGeneration(): GenerationApi {
  const { t, i18n } = useTranslation();
  const store = useStore();
  const queryClient = useQueryClient();
  const token = useAtomValue(tokenAtom);
  const working = useAtomValue(workingAtom);
  const openLogin = useSetAtom(loginModalAtom);
  const { publish } = usePublish();

  useProgressDriver(working);

  const fail = useCallback(
    (error: unknown, kind: WorkKind) => {
      console.error('Generation failed', error);
      if (!isApiError(error)) {
        toast.error(t('generator.errors.requestFailed'));
        return;
      }
      if (error.status === 402 || error.code === 'insufficient_credits') {
        store.set(outOfCreditsAtom, outOfCreditsFrom(error.data));
        return;
      }
      if (error.status === 401 || error.status === 403) {
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
          // A built-in edit that left part of its instruction undone says so instead of "generated".
          if (!(result.edited && result.message)) toast.success(t('generator.toast.generated'));
          // The model's own words on what it could not do: long enough to read, and dismissable.
          if (result.message) toast.info(result.message, { toastId: 'generator-model-note', autoClose: 12_000 });
          // Once a tab session: the built-in model says what it is and how to connect a real one.
          if (currentModel(store, queryClient) === BUILTIN_MODEL && !readSession<boolean>(BUILT_IN_INTRO_KEY)) {
            writeSession(BUILT_IN_INTRO_KEY, true);
            toast.info(t('generator.model.builtInIntro'), { toastId: 'generator-built-in-intro', autoClose: 15_000 });
          }
          void publish({ auto: true, html: result.html, prompt: result.prompt });
          break;
        case 'section':
          // Part of the instruction was not applied: the model's words say so, not a plain "updated".
          if (result.message) toast.info(result.message, { toastId: 'generator-model-note', autoClose: 12_000 });
          else toast.success(t('generator.toast.sectionUpdated'));
          void publish({ auto: true, html: result.html, prompt: result.prompt });
          break;
        default:
          return;
      }
      playSuccessChime();
      void queryClient.invalidateQueries({ queryKey: [PROFILE_QUERY_ROOT] });
    },
    [publish, queryClient, store, t],
  );

  // The runner lives as long as the screen and reads the latest token and words when it needs them.
  const host = useRef<RunnerHost>({ token: () => token, announce, fail });
  useEffect(() => {
    host.current = { token: () => token, announce, fail };
  }, [token, announce, fail]);
  const [runner] = useState(() =>
    createGenerationRunner(store, {
      token: () => host.current.token(),
      announce: (result) => host.current.announce(result),
      fail: (error, kind) => host.current.fail(error, kind),
    }),
  );

  // The variants' runner, like the generation's, reads the latest token and words when it needs them.
  const variantsHost = useRef<VariantsHost | null>(null);
  useEffect(() => {
    variantsHost.current = {
      token: () => token,
      fail: (error) => fail(error, 'page'),
      announce,
      settled: () => void queryClient.invalidateQueries({ queryKey: [PROFILE_QUERY_ROOT] }),
      failedText: () => t('generator.errors.requestFailed'),
      noHtmlText: () => t('generator.errors.noHtmlReturned'),
    };
  }, [announce, fail, queryClient, t, token]);
  const [variants] = useState(() => {
    const host = () => variantsHost.current!;
    return createVariantsRunner(store, {
      token: () => host().token(),
      fail: (error) => host().fail(error),
      announce: (result) => host().announce(result),
      settled: () => host().settled(),
      failedText: () => host().failedText(),
      noHtmlText: () => host().noHtmlText(),
    });
  });

  const guardBusy = useCallback(() => {
    if (!store.get(workingAtom)) return false;
    toast.info(t('generator.toast.pleaseWait'), { toastId: 'generator-busy' });
    return true;
  }, [store, t]);

  /** The open page keeps the framework it was made in; a new page takes the picker's. */
  const baseRequest = useCallback((): AskAiRequest => {
    const params = store.get(modelParamsAtom);
    const pageFramework = isOpenPage(store.get(htmlAtom)) ? store.get(pageFrameworkAtom) : null;
    return {
      language: requestLanguage(i18n.resolvedLanguage ?? i18n.language),
      framework: pageFramework ?? params.framework,
      // None chosen yet: the server's default.
      ...(params.model ? { model: params.model } : {}),
      max_tokens: params.max_tokens,
      temperature: params.temperature,
      ...(params.templateId ? { templateId: params.templateId } : {}),
    };
  }, [store, i18n]);

  const ask = useCallback(
    (body: AskAiRequest, snapshot: StreamSnapshot) =>
      void runner.send(snapshot, (signal, onProgress) => askAi(body, { token: host.current.token(), signal, onProgress })),
    [runner],
  );

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
      ask(body, { id: null, lastEventId: null, text: '', kind: 'page', prompt, framework: body.framework, startedAt: Date.now() });
    },
    [ask, baseRequest, store],
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
    if (store.get(variantSetAtom)) {
      toast.info(t('generator.variants.chooseFirst'), { toastId: 'generator-variants-choose' });
      return;
    }
    const count = store.get(variantCountAtom);
    if (count > 1 && !imageMode && !isOpenPage(store.get(htmlAtom))) {
      const base = baseRequest();
      const offered = queryClient.getQueryData<ModelOption[]>(modelsQuery.queryKey) ?? [];
      const models = designModels(store.get(variantModelsAtom), count, currentModel(store, queryClient), offered);
      variants.start(base, prompt, base.framework ?? store.get(modelParamsAtom).framework, models);
      return;
    }
    startPage(prompt, null);
  }, [baseRequest, guardBusy, queryClient, startPage, store, t, variants]);

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
      const prompt = instructions.trim();
      ask({ ...baseRequest(), html: sectionHtml, prompt }, { id: null, lastEventId: null, text: '', kind: 'section', prompt, sectionId, startedAt: Date.now() });
      return true;
    },
    [ask, baseRequest, guardBusy, store, t],
  );

  const addSitePage = useCallback(
    (pageName: string, indexHtml: string) => {
      if (guardBusy()) return;
      const prompt = store.get(promptAtom).trim();
      // The new page has a history of its own; the site stays chosen, so it is published there.
      store.set(versionsAtom, EMPTY_VERSIONS);
      store.set(previousPromptAtom, '');
      const body: AskAiRequest = { ...baseRequest(), prompt, site: { index: indexHtml, page: pageName } };
      const label = prompt || pageName;
      ask(body, { id: null, lastEventId: null, text: '', kind: 'page', prompt: label, framework: body.framework, startedAt: Date.now() });
    },
    [ask, baseRequest, guardBusy, store],
  );

  const stop = useCallback(() => {
    if (variants.stopAll() || runner.stop()) toast.info(t('generator.toast.stopped'));
  }, [runner, t, variants]);

  // Resume a generation that was running when the page was reloaded (or left and re-entered).
  useEffect(() => {
    if (!runner.resumeSaved()) return;
    return () => runner.leave();
  }, [runner]);

  // A generation started on this screen must also stop streaming into atoms when it unmounts.
  useEffect(() => () => runner.leave(), [runner]);

  // Designs that were streaming when the page was reloaded are followed again.
  useEffect(() => {
    variants.resume();
    return () => variants.leave();
  }, [variants]);

  const variantActions = useMemo(
    () => ({ choose: (index: number) => variants.choose(index), stop: (index: number) => variants.stop(index), discard: () => variants.discard() }),
    [variants],
  );

  return { send, rebuild, stop, regenerateSection, addSitePage, guardBusy, variants: variantActions };
}
