import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api';
import { loginModalAtom, tokenAtom } from '../../auth';
import { projectsApi } from '../api/projects-api';
import { designerAtom } from '../state/designer-atoms';
import { useResumeTurn } from './use-designer';

/**
 * Loads the project named in the URL (a reload, a link, a card) unless it is the one already
 * open. A missing or foreign project leaves the workspace 'lost'.
 */
export function useProjectRestore(uuid: string | null): { restoring: boolean } {
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  const dispatch = useSetAtom(designerAtom);
  const openLogin = useSetAtom(loginModalAtom);
  const resumeTurn = useResumeTurn();
  const [restoring, setRestoring] = useState<string | null>(null);

  useEffect(() => {
    if (!uuid || store.get(designerAtom).projectUuid === uuid) return;
    if (!token) {
      dispatch({ type: 'lost' });
      openLogin('login');
      return;
    }
    const controller = new AbortController();
    setRestoring(uuid);
    projectsApi
      .get(uuid, token, controller.signal)
      .then((project) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'restore', project });
        if (project.active_turn_id) resumeTurn(project.active_turn_id, token);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Project restore failed', error);
        dispatch({ type: 'lost' });
        if (isApiError(error) && error.status === 401) openLogin('login');
      })
      .finally(() => {
        if (!controller.signal.aborted) setRestoring(null);
      });
    return () => {
      controller.abort();
      setRestoring(null);
    };
  }, [dispatch, openLogin, resumeTurn, store, token, uuid]);

  return { restoring: restoring !== null && restoring === uuid };
}
