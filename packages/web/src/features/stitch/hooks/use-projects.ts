import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { tokenAtom } from '../../auth';
import { projectsApi } from '../api/projects-api';
import { designerAtom } from '../state/designer-atoms';

export const PROJECTS_QUERY_ROOT = 'designer-projects';
/** The start view shows this many recent projects. */
export const RECENT_PROJECTS_LIMIT = 4;
/** 'See All' lists up to this many (the server's bound). */
export const ALL_PROJECTS_LIMIT = 50;

/** The caller's projects, most recently refined first; cached per login. */
export function useProjects(limit: number, enabled = true) {
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: [PROJECTS_QUERY_ROOT, token, limit],
    enabled: enabled && token !== null,
    queryFn: ({ signal }) => projectsApi.list(token as string, limit, signal),
    staleTime: 60_000,
  });
}

export function useDeleteProject() {
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  const store = useStore();
  return useMutation({
    mutationFn: (uuid: string) => projectsApi.remove(uuid, token ?? ''),
    // The workspace must not keep sending to a project that no longer exists.
    onSuccess: (_answer, uuid) => {
      const open = store.get(designerAtom);
      if (open.projectUuid === uuid) store.set(designerAtom, { type: 'reset', deviceType: open.deviceType });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PROJECTS_QUERY_ROOT] }),
  });
}
