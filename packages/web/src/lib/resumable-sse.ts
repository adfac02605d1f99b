import { createSseParser, errorCodeSchema, readSseEvent, streamErrorSchema, type EventSchemas, type SseMessage, type StreamError, type StreamEventOf } from '@cui/shared';
import { z } from 'zod';
import { ApiError, clientError, NETWORK_ERROR_STATUS, parseApiError } from './api';

/**
 * Follows a server-sent event stream of our API to its terminal event. Every stream starts with
 * `meta {id}` and numbers its events, so a dropped connection is resumed with
 * GET `eventsPath(id)` and Last-Event-ID: no event is lost or applied twice.
 */

export interface SseCursor {
  id: string | null;
  lastEventId: string | null;
}

export interface SseStreamOptions {
  token: string | null;
  signal: AbortSignal;
  maxRetries?: number;
  retryDelayMs?: number;
  fetchImpl?: typeof fetch;
}

/** What one event means to the caller: keep reading (null), or the stream's end. */
export type SseVerdict<T> = null | { done: T } | { error: ApiError };

export interface SseProtocol<T, S extends EventSchemas = EventSchemas> {
  /** The stream's events and the schemas of their data: an event that does not fit is skipped. */
  events: S;
  eventsPath: (id: string) => string;
  /** Called once per new event, `meta` included, after the cursor has moved past it. */
  onEvent: (event: StreamEventOf<S>, cursor: SseCursor) => SseVerdict<T>;
  /** An answer that is not a stream (JSON or text); without it such an answer is an error. */
  plain?: (response: Response, type: string, cursor: SseCursor) => Promise<T>;
  /**
   * The outcome when the server answers a resume with 204: the stream has ended and the client has
   * everything it will ever send, so there is nothing to wait or retry for.
   */
  ended: (cursor: SseCursor) => T;
}

const DEFAULT_RETRIES = 6;
const DEFAULT_RETRY_DELAY_MS = 600;

/** The status a failure with `code` answers before a stream starts, for callers that look at statuses. */
const STATUS_OF_CODE: Partial<Record<StreamError['code'], number>> = {
  insufficient_credits: 402,
  unauthorized: 401,
  session_expired: 401,
  account_gone: 401,
  anonymous_limit: 401,
};

/** An `error` event ends the stream whatever its data: what cannot be read of it is left out. */
const errorEventSchema = streamErrorSchema.extend({ code: errorCodeSchema.optional().catch(undefined), message: z.string().catch('') });

/** Turns an `error` event into the same ApiError a pre-stream failure would have produced. */
export function errorFromEvent(data: Partial<StreamError> | null): ApiError {
  // An event with neither a code nor words (an older or broken server) still says something in the UI's language.
  if (!data?.code && !data?.message) return clientError(500, 'internal');
  return new ApiError((data?.code && STATUS_OF_CODE[data.code]) || 500, data?.message ?? '', data);
}

export function sseHeaders(token: string | null, extra: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = { Accept: 'text/event-stream', ...extra };
  if (token) out.Authorization = `Bearer ${token}`;
  return out;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

type Consumed<T> = { kind: 'done'; outcome: T } | { kind: 'ended'; progressed: boolean };

class ResumableSse<T, S extends EventSchemas> {
  private readonly cursor: SseCursor;
  private readonly fetchImpl: typeof fetch;

  constructor(
    private readonly protocol: SseProtocol<T, S>,
    private readonly options: SseStreamOptions,
    initial: Partial<SseCursor>,
  ) {
    this.cursor = { id: initial.id ?? null, lastEventId: initial.lastEventId ?? null };
    this.fetchImpl = options.fetchImpl ?? ((...args) => fetch(...args));
  }

  async run(first: ((fetchImpl: typeof fetch) => Promise<Response>) | null): Promise<T> {
    const { signal } = this.options;
    const maxRetries = this.options.maxRetries ?? DEFAULT_RETRIES;
    const delay = this.options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
    let failures = 0;
    let response = first ? await this.send(first) : null;

    for (;;) {
      if (response) {
        const result = await this.consume(response);
        if (result.kind === 'done') return result.outcome;
        if (result.progressed) failures = 0;
      }
      // Until the stream has named itself there is nothing to resume: the POST is sent again (its
      // Idempotency-Key makes the server attach it to whatever a lost answer started).
      const resend = this.cursor.id ? null : first;
      if ((!this.cursor.id && !resend) || failures >= maxRetries) throw clientError(NETWORK_ERROR_STATUS, 'network_error');
      if (response || failures > 0) await sleep(delay * Math.max(1, failures), signal);
      failures += 1;
      response = resend ? await this.send(resend) : await this.reconnect();
    }
  }

  /** The POST that opens the stream; null (send it again later) when the network failed it. */
  private async send(first: (fetchImpl: typeof fetch) => Promise<Response>): Promise<Response | null> {
    try {
      return await first(this.fetchImpl);
    } catch (error) {
      if (this.options.signal.aborted) throw error;
      return null;
    }
  }

  /** GET …/events after the last id seen; null (retry later) on network or 5xx failures. */
  private async reconnect(): Promise<Response | null> {
    const { signal, token } = this.options;
    const extra: Record<string, string> = {};
    if (this.cursor.lastEventId) extra['Last-Event-ID'] = this.cursor.lastEventId;
    let response: Response;
    try {
      response = await this.fetchImpl(this.protocol.eventsPath(this.cursor.id ?? ''), {
        headers: sseHeaders(token, extra),
        signal,
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch (error) {
      if (signal.aborted) throw error;
      return null;
    }
    if (!response.ok && (response.status >= 500 || response.status === 429)) return null;
    return response;
  }

  private async consume(response: Response): Promise<Consumed<T>> {
    const { signal } = this.options;
    if (response.status === 204) return { kind: 'done', outcome: this.protocol.ended({ ...this.cursor }) };
    if (!response.ok) {
      throw parseApiError(response.status, response.statusText, await response.text().catch(() => ''));
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream')) {
      if (!this.protocol.plain) throw clientError(response.status, 'invalid_response');
      return { kind: 'done', outcome: await this.protocol.plain(response, type, { ...this.cursor }) };
    }
    if (!response.body) return { kind: 'ended', progressed: false };

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let terminal: SseVerdict<T> = null;
    let progressed = false;
    const parser = createSseParser((message) => {
      if (terminal) return;
      const verdict = this.handle(message);
      if (verdict === 'skip') return;
      progressed = true;
      terminal = verdict;
    });

    try {
      while (!terminal) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
      if (!terminal) parser.feed(decoder.decode() + '\n\n');
    } catch (error) {
      if (signal.aborted) throw error;
      // A broken connection: fall through and resume from the last event id.
    } finally {
      reader.cancel().catch(() => undefined);
    }

    const final = terminal as SseVerdict<T>;
    if (final && 'error' in final) throw final.error;
    if (final && 'done' in final) return { kind: 'done', outcome: final.done };
    return { kind: 'ended', progressed };
  }

  /** Applies one event; 'skip' for a repeat of an id already seen. */
  private handle(message: SseMessage): 'skip' | SseVerdict<T> {
    const seen = this.cursor.lastEventId;
    if (message.id !== undefined && seen !== null && Number.isFinite(Number(message.id)) && Number(message.id) <= Number(seen)) {
      return 'skip';
    }
    if (message.id !== undefined) this.cursor.lastEventId = message.id;
    // Whatever its data, an `error` event ends the stream.
    if (message.event === 'error') return { error: errorFromEvent(readSseEvent({ error: errorEventSchema }, message)?.data ?? null) };
    const event = readSseEvent(this.protocol.events, message);
    if (!event) return null;
    if (event.event === 'meta') this.cursor.id = (event.data as { id: string }).id;
    return this.protocol.onEvent(event, { ...this.cursor });
  }
}

/**
 * Starts a stream with `first` (the POST that opens it) and follows it to its end. `first` is sent
 * again when the network fails it before the stream's `meta`: it must carry an Idempotency-Key.
 */
export function followSse<T, S extends EventSchemas>(protocol: SseProtocol<T, S>, options: SseStreamOptions, first: (fetchImpl: typeof fetch) => Promise<Response>): Promise<T> {
  return new ResumableSse(protocol, options, {}).run(first);
}

/** Follows a stream started earlier (e.g. before a reload) from where it was left. */
export function resumeSse<T, S extends EventSchemas>(protocol: SseProtocol<T, S>, options: SseStreamOptions, cursor: SseCursor & { id: string }): Promise<T> {
  return new ResumableSse(protocol, options, cursor).run(null);
}
