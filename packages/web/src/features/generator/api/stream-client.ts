import { createSseParser, type AskAiRequest, type GenerationEvents, type SseMessage } from '@cui/shared';
import { ApiError, NETWORK_ERROR_STATUS, parseApiError } from '../../../lib/api';

/**
 * Client of the generation stream (POST /api/ask-ai → SSE). A dropped connection is resumed with
 * GET /api/ask-ai/{id}/events and Last-Event-ID, so no chunk is lost or repeated; a page reload
 * resumes the same way from a persisted snapshot.
 */

export interface StreamProgress {
  id: string | null;
  lastEventId: string | null;
  /** Everything streamed so far (chunks concatenated). */
  text: string;
}

export interface StreamOptions {
  token: string | null;
  signal: AbortSignal;
  onProgress?: (progress: StreamProgress, chunk: string | null) => void;
  maxRetries?: number;
  retryDelayMs?: number;
  fetchImpl?: typeof fetch;
}

export interface StreamOutcome {
  html: string;
  balance: number | null;
  text: string;
  id: string | null;
}

const DEFAULT_RETRIES = 6;
const DEFAULT_RETRY_DELAY_MS = 600;

/** Turns an `error` event into the same ApiError a pre-stream failure would have produced. */
export function errorFromEvent(data: Partial<GenerationEvents['error']> | null): ApiError {
  const message = typeof data?.message === 'string' && data.message ? data.message : 'An error occurred while requesting AI';
  const status = data?.required_credits !== undefined ? 402 : /unauth/i.test(message) ? 401 : 500;
  return new ApiError(status, message, (data as Record<string, unknown> | null) ?? null);
}

function headers(token: string | null, extra: Record<string, string> = {}): Record<string, string> {
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

type Consumed = { kind: 'done'; outcome: StreamOutcome } | { kind: 'ended'; progressed: boolean };

class GenerationStream {
  private readonly progress: StreamProgress;
  private readonly fetchImpl: typeof fetch;

  constructor(
    private readonly options: StreamOptions,
    initial: Partial<StreamProgress> = {},
  ) {
    this.progress = { id: initial.id ?? null, lastEventId: initial.lastEventId ?? null, text: initial.text ?? '' };
    this.fetchImpl = options.fetchImpl ?? ((...args) => fetch(...args));
  }

  async run(first: (() => Promise<Response>) | null): Promise<StreamOutcome> {
    const { signal } = this.options;
    const maxRetries = this.options.maxRetries ?? DEFAULT_RETRIES;
    const delay = this.options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
    let failures = 0;
    let response: Response | null = null;

    if (first) {
      try {
        response = await first();
      } catch (error) {
        if (signal.aborted) throw error;
        throw new ApiError(NETWORK_ERROR_STATUS, 'Error contacting Ask AI');
      }
    }

    for (;;) {
      if (response) {
        const result = await this.consume(response);
        if (result.kind === 'done') return result.outcome;
        if (result.progressed) failures = 0;
      }
      if (!this.progress.id) throw new ApiError(NETWORK_ERROR_STATUS, 'Error contacting Ask AI');
      if (failures >= maxRetries) throw new ApiError(NETWORK_ERROR_STATUS, 'Error contacting Ask AI');
      if (response || failures > 0) await sleep(delay * Math.max(1, failures), signal);
      failures += 1;
      response = await this.reconnect();
    }
  }

  /** GET …/events after the last id seen; null (retry later) on network or 5xx failures. */
  private async reconnect(): Promise<Response | null> {
    const { signal, token } = this.options;
    const extra: Record<string, string> = {};
    if (this.progress.lastEventId) extra['Last-Event-ID'] = this.progress.lastEventId;
    let response: Response;
    try {
      response = await this.fetchImpl(`/api/ask-ai/${encodeURIComponent(this.progress.id ?? '')}/events`, {
        headers: headers(token, extra),
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

  private async consume(response: Response): Promise<Consumed> {
    const { signal } = this.options;
    if (!response.ok) {
      throw parseApiError(response.status, response.statusText, await response.text().catch(() => ''));
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream')) return { kind: 'done', outcome: await this.plainOutcome(response, type) };
    if (!response.body) return { kind: 'ended', progressed: false };

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let terminal: { done: GenerationEvents['done'] } | { error: ApiError } | null = null;
    let progressed = false;
    const parser = createSseParser((message) => {
      if (terminal) return;
      const handled = this.handle(message);
      if (handled === 'skip') return;
      progressed = true;
      if (handled && 'done' in handled) terminal = handled;
      else if (handled && 'error' in handled) terminal = handled;
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

    const final = terminal as { done: GenerationEvents['done'] } | { error: ApiError } | null;
    if (final && 'error' in final) throw final.error;
    if (final && 'done' in final) {
      return {
        kind: 'done',
        outcome: { html: final.done.html ?? '', balance: final.done.balance ?? null, text: this.progress.text, id: this.progress.id },
      };
    }
    return { kind: 'ended', progressed };
  }

  /** Applies one event; 'skip' for a repeat of an id already seen. */
  private handle(message: SseMessage): 'skip' | null | { done: GenerationEvents['done'] } | { error: ApiError } {
    const seen = this.progress.lastEventId;
    if (message.id !== undefined && seen !== null && Number.isFinite(Number(message.id)) && Number(message.id) <= Number(seen)) {
      return 'skip';
    }
    let data: unknown = null;
    try {
      data = JSON.parse(message.data);
    } catch {
      data = null;
    }
    const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    if (message.id !== undefined) this.progress.lastEventId = message.id;

    switch (message.event) {
      case 'meta':
        if (typeof record.id === 'string') this.progress.id = record.id;
        this.options.onProgress?.({ ...this.progress }, null);
        return null;
      case 'chunk': {
        const text = typeof record.text === 'string' ? record.text : '';
        this.progress.text += text;
        this.options.onProgress?.({ ...this.progress }, text);
        return null;
      }
      case 'done':
        return { done: { html: typeof record.html === 'string' ? record.html : '', balance: typeof record.balance === 'number' ? record.balance : null } };
      case 'error':
        return { error: errorFromEvent(record as Partial<GenerationEvents['error']>) };
      default:
        return null;
    }
  }

  /** The section variant may answer with JSON {html} or plain text instead of a stream. */
  private async plainOutcome(response: Response, type: string): Promise<StreamOutcome> {
    const body = await response.text();
    if (type.includes('application/json')) {
      try {
        const parsed = JSON.parse(body) as { html?: unknown };
        if (typeof parsed.html === 'string') return { html: parsed.html, balance: null, text: parsed.html, id: this.progress.id };
      } catch {
        throw new ApiError(response.status, 'Failed to process response from server');
      }
      throw new ApiError(response.status, 'No HTML returned from AI');
    }
    return { html: body, balance: null, text: body, id: this.progress.id };
  }
}

/** Starts a generation and follows it to `done`, resuming across dropped connections. */
export function askAi(body: AskAiRequest, options: StreamOptions): Promise<StreamOutcome> {
  const stream = new GenerationStream(options);
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return stream.run(() =>
    fetchImpl('/api/ask-ai', {
      method: 'POST',
      headers: headers(options.token, { 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
      signal: options.signal,
      credentials: 'same-origin',
    }),
  );
}

/** Follows a generation started earlier (e.g. before a reload) from a persisted snapshot. */
export function resumeAskAi(snapshot: StreamProgress & { id: string }, options: StreamOptions): Promise<StreamOutcome> {
  return new GenerationStream(options, snapshot).run(null);
}
