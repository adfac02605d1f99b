import {
  modelOptionSchema,
  optimizePromptResponseSchema,
  templatesResponseSchema,
  type ModelOption,
  type OptimizePromptRequest,
  type TemplateSummary,
} from '@cui/shared';
import { ApiError, apiFetch } from '../../lib/api';

export const generatorApi = {
  async models(signal?: AbortSignal): Promise<ModelOption[]> {
    const raw = await apiFetch<unknown>('/api/models', { signal });
    // Skip entries this client does not know (a newer server) rather than failing the whole list.
    const list = Array.isArray(raw) ? raw : [];
    return list.flatMap((item) => {
      const parsed = modelOptionSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  },

  async optimizePrompt(body: OptimizePromptRequest, token: string | null): Promise<string> {
    const raw = await apiFetch<unknown>('/api/optimize-prompt', { body, token });
    const parsed = optimizePromptResponseSchema.safeParse(raw);
    if (!parsed.success) throw new ApiError(200, 'Failed to process response from server');
    return parsed.data.optimizedPrompt;
  },

  async templates(signal?: AbortSignal): Promise<TemplateSummary[]> {
    const parsed = templatesResponseSchema.safeParse(await apiFetch<unknown>('/api/templates', { signal }));
    return parsed.success ? parsed.data.templates : [];
  },

  async cancel(id: string, token: string | null): Promise<void> {
    await apiFetch(`/api/ask-ai/${encodeURIComponent(id)}/cancel`, { method: 'POST', token });
  },
};
