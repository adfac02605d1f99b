import type { DeviceType } from '@cui/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { requestLanguage } from '../../../lib/i18n';
import { loginModalAtom, PROFILE_QUERY_ROOT, tokenAtom } from '../../auth';
import { outOfCreditsAtom, outOfCreditsFrom } from '../../credits';
import { modelParamsAtom } from '../../models';
import { projectsApi } from '../api/projects-api';
import { resumeStitchChat, stitchChat, type StitchOutcome, type StitchStreamOptions } from '../api/stitch-stream';
import { designerAtom, designerDraftAtom, designerRunAtom } from '../state/designer-atoms';
import { historyOf } from '../state/designer-reducer';
import { PROJECTS_QUERY_ROOT } from './use-projects';

export const workspacePath = (uuid?: string | null) => (uuid ? `/stitch/create?project=${encodeURIComponent(uuid)}` : '/stitch/create');

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** 402 and 401 open their modals (true); anything else is the caller's to tell (false). */
export function useAccountFailure() {
  const store = useStore();
  const openLogin = useSetAtom(loginModalAtom);
  return useCallback(
    (error: unknown): boolean => {
      if (isApiError(error) && (error.status === 402 || error.code === 'insufficient_credits')) {
        store.set(outOfCreditsAtom, outOfCreditsFrom(error.data));
        return true;
      }
      if (isApiError(error) && error.status === 401) {
        openLogin('login');
        return true;
      }
      return false;
    },
    [openLogin, store],
  );
}

/** 402 and 401 open their modals; anything else becomes an AI message in the chat. */
function useFail() {
  const dispatch = useSetAtom(designerAtom);
  const account = useAccountFailure();
  return useCallback(
    (error: unknown, chatText: string) => {
      console.error('Designer request failed', error);
      if (!account(error)) dispatch({ type: 'aiMessage', text: chatText });
    },
    [account, dispatch],
  );
}

type OpenTurn = (options: StitchStreamOptions) => Promise<StitchOutcome>;

/**
 * Follows one turn's stream into the state: the one running turn (a new one stops it); its end
 * turns loading off. A failure is told unless `quiet`. Resolves to whether the server refused the
 * turn: it failed before the server named it, so nothing of it was kept.
 */
export function useTurnRunner() {
  const { t } = useTranslation();
  const store = useStore();
  const queryClient = useQueryClient();
  const dispatch = useSetAtom(designerAtom);
  const fail = useFail();

  return useCallback(
    async (token: string, open: OpenTurn, quiet = false): Promise<boolean> => {
      store.get(designerRunAtom)?.controller.abort();
      const controller = new AbortController();
      const run = { controller, id: null as string | null };
      store.set(designerRunAtom, run);
      try {
        await open({
          token,
          signal: controller.signal,
          onId: (id) => {
            run.id = id;
          },
          onEvent: (event) => dispatch({ type: 'event', event }),
        });
        return false;
      } catch (error) {
        if (controller.signal.aborted) return false;
        if (quiet) console.warn('Designer turn could not be followed', error);
        else fail(error, t('stitch.errors.stream', { reason: reasonOf(error) }));
        return run.id === null;
      } finally {
        if (store.get(designerRunAtom) === run) {
          store.set(designerRunAtom, null);
        }
        if (!controller.signal.aborted) dispatch({ type: 'end' });
        void queryClient.invalidateQueries({ queryKey: [PROFILE_QUERY_ROOT] });
        void queryClient.invalidateQueries({ queryKey: [PROJECTS_QUERY_ROOT] });
      }
    },
    [dispatch, fail, queryClient, store, t],
  );
}

/** Follows, from its first event, the turn still under way on the project just restored (from any tab). */
export function useResumeTurn() {
  const dispatch = useSetAtom(designerAtom);
  const runTurn = useTurnRunner();
  return useCallback(
    (id: string, token: string) => {
      dispatch({ type: 'resume' });
      void runTurn(token, (options) => resumeStitchChat(id, options), true);
    },
    [dispatch, runTurn],
  );
}

export interface SendOptions {
  /** Starts a new project of this device type (the start view); otherwise the open project continues. */
  fresh?: DeviceType;
}

/** The one owner of designer sends: creates the project once, then streams each message into the state. */
export function useDesignerSend() {
  const { t, i18n } = useTranslation();
  const store = useStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openLogin = useSetAtom(loginModalAtom);
  const dispatch = useSetAtom(designerAtom);
  const fail = useFail();
  const runTurn = useTurnRunner();

  /** A message the server did not take leaves the chat and goes back to the message box. */
  const unsend = useCallback(
    (text: string) => {
      dispatch({ type: 'unsend', text });
      store.set(designerDraftAtom, (draft) => (draft.trim() ? `${text}\n\n${draft}` : text));
    },
    [dispatch, store],
  );

  return useCallback(
    async (raw: string, options: SendOptions = {}): Promise<boolean> => {
      const text = raw.trim();
      if (!text) return false;
      const token = store.get(tokenAtom);
      if (!token) {
        openLogin('login');
        return false;
      }
      if (store.get(designerAtom).loading) return false;
      if (options.fresh) {
        store.get(designerRunAtom)?.controller.abort();
        dispatch({ type: 'reset', deviceType: options.fresh });
        navigate(workspacePath(), { replace: true });
      }
      const before = store.get(designerAtom);
      const history = historyOf(before);
      dispatch({ type: 'send', text });

      let uuid = before.projectUuid;
      if (!uuid) {
        try {
          const project = await projectsApi.create({ device_type: before.deviceType, first_message: text }, token);
          uuid = project.project_uuid;
          dispatch({ type: 'project', uuid, title: project.title });
          void queryClient.invalidateQueries({ queryKey: [PROJECTS_QUERY_ROOT] });
        } catch (error) {
          fail(error, t('stitch.errors.createProject', { reason: reasonOf(error) }));
          unsend(text);
          return false;
        }
      }
      const language = requestLanguage(i18n.resolvedLanguage ?? i18n.language);
      const body = { message: text, deviceType: before.deviceType, language, project_uuid: uuid, history, ...(store.get(modelParamsAtom).model ? { model: store.get(modelParamsAtom).model } : {}) };
      const refused = await runTurn(token, (streamOptions) => stitchChat(body, streamOptions));
      if (refused) unsend(text);
      return !refused;
    },
    [dispatch, fail, i18n, navigate, openLogin, queryClient, runTurn, store, t, unsend],
  );
}

/** Stops the running stream here and on the server (which refunds what it did not build). */
export function useDesignerStop() {
  const store = useStore();
  const dispatch = useSetAtom(designerAtom);
  return useCallback(() => {
    const run = store.get(designerRunAtom);
    if (!run) return;
    run.controller.abort();
    store.set(designerRunAtom, null);
    const token = store.get(tokenAtom);
    if (run.id && token) projectsApi.cancelChat(run.id, token).catch((error: unknown) => console.warn('Cancel failed', error));
    dispatch({ type: 'end' });
  }, [dispatch, store]);
}
