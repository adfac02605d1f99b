import {
  projectDetailResponseSchema,
  projectResponseSchema,
  projectsResponseSchema,
  type CreateProjectRequest,
  type DesignerProject,
  type DesignerProjectDetail,
} from '@cui/shared';
import { apiFetch, clientError } from '../../../lib/api';

/** The caller's designer projects (bearer). Answers are checked against the shared DTOs. */
export const projectsApi = {
  async list(token: string, limit: number, signal?: AbortSignal): Promise<DesignerProject[]> {
    const parsed = projectsResponseSchema.safeParse(await apiFetch<unknown>(`/api/projects?limit=${limit}`, { token, signal }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'projects');
    return parsed.data.projects;
  },

  async create(body: CreateProjectRequest, token: string): Promise<DesignerProject> {
    const parsed = projectResponseSchema.safeParse(await apiFetch<unknown>('/api/projects', { body, token }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'project');
    return parsed.data.project;
  },

  async get(uuid: string, token: string, signal?: AbortSignal): Promise<DesignerProjectDetail> {
    const parsed = projectDetailResponseSchema.safeParse(await apiFetch<unknown>(`/api/projects/${encodeURIComponent(uuid)}`, { token, signal }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'project');
    return parsed.data.project;
  },

  async remove(uuid: string, token: string): Promise<void> {
    await apiFetch(`/api/projects/${encodeURIComponent(uuid)}`, { method: 'DELETE', token });
  },

  async cancelChat(id: string, token: string): Promise<void> {
    await apiFetch(`/api/stitch-chat/${encodeURIComponent(id)}/cancel`, { method: 'POST', token });
  },
};
