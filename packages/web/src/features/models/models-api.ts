import { modelOptionSchema, type ModelOption } from '@cui/shared';
import { apiFetch } from '../../lib/api';

export const modelsApi = {
  async models(signal?: AbortSignal): Promise<ModelOption[]> {
    const raw = await apiFetch<unknown>('/api/models', { signal });
    // Skip entries this client does not know (a newer server) rather than failing the whole list.
    const list = Array.isArray(raw) ? raw : [];
    return list.flatMap((item) => {
      const parsed = modelOptionSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  },
};
