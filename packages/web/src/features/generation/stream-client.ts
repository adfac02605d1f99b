import { generationEventSchemas, type AskAiRequest } from '@cui/shared';
import { z } from 'zod';
import { clientError } from '../../lib/api';
import { idempotencyHeader } from '../../lib/idempotency-key';
import { followSse, resumeSse, sseHeaders, type SseProtocol, type SseStreamOptions } from '../../lib/resumable-sse';

/**
 * Client of the generation stream (POST /api/ask-ai → SSE). A dropped connection is resumed with
 * GET /api/ask-ai/{id}/events and Last-Event-ID, so no chunk is lost or repeated; a page reload
 * resumes the same way from a persisted snapshot.
 */

export { errorFromEvent } from '../../lib/resumable-sse';

export interface StreamProgress {
  id: string | null;
  lastEventId: string | null;
  /** Everything streamed so far (chunks concatenated). */
  text: string;
}

export interface StreamOptions extends SseStreamOptions {
  onProgress?: (progress: StreamProgress, chunk: string | null) => void;
}

export interface StreamOutcome {
  html: string;
  balance: number | null;
  /** What the model says about the page, e.g. the parts of the request it could not honour. */
  message?: string;
  /** What an edit did, in a few words: the version's label when the model gives one. */
  label?: string;
  text: string;
  id: string | null;
}

/** The JSON a section answer may come as instead of a stream. */
const htmlAnswerSchema = z.object({ html: z.string() });

function generationProtocol(options: StreamOptions, initialText: string): SseProtocol<StreamOutcome, typeof generationEventSchemas> {
  let text = initialText;
  return {
    events: generationEventSchemas,
    eventsPath: (id) => `/api/ask-ai/${encodeURIComponent(id)}/events`,
    onEvent({ event, data }, cursor) {
      switch (event) {
        case 'meta':
          options.onProgress?.({ ...cursor, text }, null);
          return null;
        case 'chunk': {
          text += data.text;
          options.onProgress?.({ ...cursor, text }, data.text);
          return null;
        }
        case 'done': {
          const message = data.message?.trim() ? { message: data.message } : {};
          const label = data.label?.trim() ? { label: data.label } : {};
          return { done: { html: data.html, balance: data.balance, text, id: cursor.id, ...message, ...label } };
        }
        default:
          return null;
      }
    },
    // Nothing more will come: what was streamed is the whole of it (the page is read from the text).
    ended: (cursor) => ({ html: '', balance: null, text, id: cursor.id }),
    // The section variant may answer with JSON {html} or plain text instead of a stream.
    async plain(response, type, cursor) {
      const body = await response.text();
      if (type.includes('application/json')) {
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          throw clientError(response.status, 'invalid_response');
        }
        const parsed = htmlAnswerSchema.safeParse(json);
        if (!parsed.success) throw clientError(response.status, 'empty_output');
        return { html: parsed.data.html, balance: null, text: parsed.data.html, id: cursor.id };
      }
      return { html: body, balance: null, text: body, id: cursor.id };
    },
  };
}

/** Starts a generation and follows it to `done`, resuming across dropped connections. */
export function askAi(body: AskAiRequest, options: StreamOptions): Promise<StreamOutcome> {
  const key = idempotencyHeader();
  return followSse(generationProtocol(options, ''), options, (fetchImpl) =>
    fetchImpl('/api/ask-ai', {
      method: 'POST',
      headers: sseHeaders(options.token, { 'Content-Type': 'application/json', ...key }),
      body: JSON.stringify(body),
      signal: options.signal,
      credentials: 'same-origin',
    }),
  );
}

/** Follows a generation started earlier (e.g. before a reload) from a persisted snapshot. */
export function resumeAskAi(snapshot: StreamProgress & { id: string }, options: StreamOptions): Promise<StreamOutcome> {
  return resumeSse(generationProtocol(options, snapshot.text), options, { id: snapshot.id, lastEventId: snapshot.lastEventId });
}
