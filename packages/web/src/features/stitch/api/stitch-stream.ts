import { DESIGNER_ACTIONS, screenStatusSchema, type DesignerEvent, type DesignerEvents, type StitchChatRequest } from '@cui/shared';
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

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Reads one event's data into its typed form, or null when it is not what the contract says. */
export function readDesignerEvent(id: number, event: string, data: Record<string, unknown>): DesignerEvent | null {
  switch (event) {
    case 'start': {
      const list = Array.isArray(data.screenList) ? data.screenList.filter((name): name is string => typeof name === 'string') : [];
      return { id, event, data: { message: str(data.message) ?? '', screenList: list } };
    }
    case 'tool_call': {
      const args = (data.args ?? {}) as Record<string, unknown>;
      const action = DESIGNER_ACTIONS.find((a) => a === data.action);
      const name = str(args.name);
      if (!action || !name) return null;
      return { id, event, data: { action, args: { name, description: str(args.description) ?? '' } } };
    }
    case 'data': {
      const screen = (data.screen ?? {}) as Record<string, unknown>;
      const name = str(screen.name);
      if (!name) return null;
      const status = screenStatusSchema.safeParse(screen.status);
      const out: DesignerEvents['data']['screen'] = { name, description: str(screen.description) ?? '' };
      if (typeof screen.htmlCode === 'string') out.htmlCode = screen.htmlCode;
      if (status.success) out.status = status.data;
      return { id, event, data: { screen: out } };
    }
    case 'message':
      return { id, event, data: { message: str(data.message) ?? '' } };
    default:
      return null;
  }
}

function designerProtocol(options: StitchStreamOptions): SseProtocol<StitchOutcome> {
  return {
    eventsPath: (id) => `/api/stitch-chat/${encodeURIComponent(id)}/events`,
    networkError: 'Error contacting the designer',
    // The turn has ended and its events were all applied; the stored project has the rest.
    ended: () => ({ balance: null }),
    onEvent(event, data, cursor) {
      if (event === 'meta') {
        if (cursor.id) options.onId?.(cursor.id);
        return null;
      }
      if (event === 'done') return { done: { balance: typeof data.balance === 'number' ? data.balance : null } };
      const typed = readDesignerEvent(Number(cursor.lastEventId ?? 0), event, data);
      if (typed) options.onEvent(typed);
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
