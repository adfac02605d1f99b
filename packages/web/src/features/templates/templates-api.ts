import { templatesResponseSchema, type TemplateSummary } from '@cui/shared';
import { apiFetch } from '../../lib/api';

export const templatesApi = {
  /** The server's starter templates shown on the landing. */
  async templates(signal?: AbortSignal): Promise<TemplateSummary[]> {
    const parsed = templatesResponseSchema.safeParse(await apiFetch<unknown>('/api/templates', { signal }));
    return parsed.success ? parsed.data.templates : [];
  },
};
