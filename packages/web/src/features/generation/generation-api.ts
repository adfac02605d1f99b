import { optimizePromptResponseSchema, type OptimizePromptRequest } from '@cui/shared';
import { apiFetch, clientError } from '../../lib/api';

export const generationApi = {
  async optimizePrompt(body: OptimizePromptRequest, token: string | null): Promise<string> {
    const raw = await apiFetch<unknown>('/api/optimize-prompt', { body, token });
    const parsed = optimizePromptResponseSchema.safeParse(raw);
    if (!parsed.success) throw clientError(200, 'invalid_response');
    return parsed.data.optimizedPrompt;
  },

  async cancel(id: string, token: string | null): Promise<void> {
    await apiFetch(`/api/ask-ai/${encodeURIComponent(id)}/cancel`, { method: 'POST', token });
  },
};
