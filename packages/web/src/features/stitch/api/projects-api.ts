import {
  projectDetailResponseSchema,
  projectPublishResponseSchema,
  projectResponseSchema,
  projectsResponseSchema,
  type CreateProjectRequest,
  type DesignerProject,
  type DesignerProjectDetail,
  type ProjectPublishRequest,
  type ProjectPublishResponse,
} from '@cui/shared';
import { apiFetch, clientError, isApiError, NETWORK_ERROR_STATUS } from '../../../lib/api';
import { idempotencyHeader } from '../../../lib/idempotency-key';

/** How many times a publish whose answer the network lost is sent again (with its key). */
const PUBLISH_RESENDS = 2;

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

  /**
   * Publishes every finished screen as a page of the project's site; resolves once they are live. A
   * send the network failed is sent again with the same Idempotency-Key, which gets the same publish.
   */
  async publish(uuid: string, body: ProjectPublishRequest, token: string): Promise<ProjectPublishResponse> {
    const headers = idempotencyHeader();
    for (let resends = 0; ; resends++) {
      try {
        const parsed = projectPublishResponseSchema.safeParse(await apiFetch<unknown>(`/api/projects/${encodeURIComponent(uuid)}/publish`, { body, token, headers }));
        if (!parsed.success) throw clientError(200, 'invalid_response', 'project publish');
        return parsed.data;
      } catch (error) {
        if (!isApiError(error) || error.status !== NETWORK_ERROR_STATUS || resends >= PUBLISH_RESENDS) throw error;
      }
    }
  },

  async cancelChat(id: string, token: string): Promise<void> {
    await apiFetch(`/api/stitch-chat/${encodeURIComponent(id)}/cancel`, { method: 'POST', token });
  },
};
