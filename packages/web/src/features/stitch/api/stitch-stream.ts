import { designerEventSchemas, type DesignerEvent, type StitchChatRequest } from '@cui/shared';
import { idempotencyHeader } from '../../../lib/idempotency-key';
import { followSse, resumeSse, sseHeaders, type SseProtocol, type SseStreamOptions } from '../../../lib/resumable-sse';

/**
 * Client of the designer stream (POST /api/stitch-chat → SSE of `DesignerEvents`), resumed after a
 * dropped connection by the shared resumable SSE reader. Events the client cannot read are skipped.
 */

export interface StitchStreamOptions extends SseStreamOptions {
  onEvent: (event: DesignerEvent) => void;
  /** The stream's id, as soon as the server names it (to cancel it). */
  onId?: (id: string) => void;
}

export interface StitchOutcome {
  balance: number | null;
}

function designerProtocol(options: StitchStreamOptions): SseProtocol<StitchOutcome, typeof designerEventSchemas> {
  return {
    events: designerEventSchemas,
    eventsPath: (id) => `/api/stitch-chat/${encodeURIComponent(id)}/events`,
    // The turn has ended and its events were all applied; the stored project has the rest.
    ended: () => ({ balance: null }),
    onEvent(event, cursor) {
      if (event.event === 'meta') {
        if (cursor.id) options.onId?.(cursor.id);
        return null;
      }
      if (event.event === 'done') return { done: { balance: event.data.balance } };
      options.onEvent(event);
      return null;
    },
  };
}

/** Sends one chat message to a project and applies its events until `done`. */
export function stitchChat(body: StitchChatRequest, options: StitchStreamOptions): Promise<StitchOutcome> {
  const key = idempotencyHeader();
  return followSse(designerProtocol(options), options, (fetchImpl) =>
    fetchImpl('/api/stitch-chat', {
      method: 'POST',
      headers: sseHeaders(options.token, { 'Content-Type': 'application/json', ...key }),
      body: JSON.stringify(body),
      signal: options.signal,
      credentials: 'same-origin',
    }),
  );
}

/** Follows a turn started before a reload from its first event: replaying it onto the stored project converges. */
export function resumeStitchChat(id: string, options: StitchStreamOptions): Promise<StitchOutcome> {
  return resumeSse(designerProtocol(options), options, { id, lastEventId: null });
}
