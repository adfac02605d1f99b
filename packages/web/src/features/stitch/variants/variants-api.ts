import { screenVariantEventSchemas, useScreenVariantResponseSchema, type DesignerScreen, type ScreenVariantRequest } from '@cui/shared';
import { apiFetch, clientError } from '../../../lib/api';
import { idempotencyHeader } from '../../../lib/idempotency-key';
import { followSse, resumeSse, sseHeaders, type SseProtocol, type SseStreamOptions } from '../../../lib/resumable-sse';

export interface VariantStreamOptions extends SseStreamOptions {
  /** The alternative's id, as soon as the server names it (to stop it, or resume it after a reload). */
  onId?: (id: string) => void;
}

function variantProtocol(options: VariantStreamOptions): SseProtocol<{ html: string }, typeof screenVariantEventSchemas> {
  return {
    events: screenVariantEventSchemas,
    eventsPath: (id) => `/api/stitch-variants/${encodeURIComponent(id)}/events`,
    // Ended, and this client saw the end already: nothing is left to show.
    ended: () => ({ html: '' }),
    onEvent(event, cursor) {
      if (event.event === 'meta') {
        if (cursor.id) options.onId?.(cursor.id);
        return null;
      }
      if (event.event === 'done') return { done: { html: event.data.html } };
      return null;
    },
  };
}

/** Client of a screen's alternatives: POST /api/stitch-variants (SSE, resumed across dropped connections), stop and use. */
export const variantsApi = {
  start(body: ScreenVariantRequest, options: VariantStreamOptions): Promise<{ html: string }> {
    const key = idempotencyHeader();
    return followSse(variantProtocol(options), options, (fetchImpl) =>
      fetchImpl('/api/stitch-variants', {
        method: 'POST',
        headers: sseHeaders(options.token, { 'Content-Type': 'application/json', ...key }),
        body: JSON.stringify(body),
        signal: options.signal,
        credentials: 'same-origin',
      }),
    );
  },

  /** Follows an alternative started before a reload; its end is sent again from the stored row. */
  resume(id: string, options: VariantStreamOptions): Promise<{ html: string }> {
    return resumeSse(variantProtocol(options), options, { id, lastEventId: null });
  },

  async cancel(id: string, token: string): Promise<void> {
    await apiFetch(`/api/stitch-variants/${encodeURIComponent(id)}/cancel`, { method: 'POST', token });
  },

  async use(id: string, token: string): Promise<DesignerScreen> {
    const parsed = useScreenVariantResponseSchema.safeParse(await apiFetch<unknown>(`/api/stitch-variants/${encodeURIComponent(id)}/use`, { method: 'POST', token }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'screen variant');
    return parsed.data.screen;
  },
};
