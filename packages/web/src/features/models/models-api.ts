import { modelOptionSchema, type ModelOption } from '@cui/shared';
import { apiFetch } from '../../lib/api';

export const modelsApi = {
  /** `refresh`: the server lists its local and discoverable servers' models again first. */
  async models(signal?: AbortSignal, options: { refresh?: boolean } = {}): Promise<ModelOption[]> {
    const raw = await apiFetch<unknown>(options.refresh ? '/api/models?refresh=true' : '/api/models', { signal });
    // Skip entries this client does not know (a newer server) rather than failing the whole list.
    const list = Array.isArray(raw) ? raw : [];
    return list.flatMap((item) => {
      const parsed = modelOptionSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  },
};
