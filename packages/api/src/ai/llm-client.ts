import { createParser, type EventSourceMessage } from 'eventsource-parser';
import OpenAI from 'openai';
import type { ChatCompletionChunk, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { EnvHttpProxyAgent, fetch as undiciFetch, type Dispatcher } from 'undici';

export interface UpstreamTarget {
  baseURL: string;
  apiKey: string;
  model: string;
  reasoning: boolean;
}

/** Thrown for upstream failures, with a message safe to show the user. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Connections one process keeps to one provider origin. Over HTTP/1.1 a streaming generation holds
 * a connection for its whole length, so this matches the default `GENERATION_CONCURRENCY` (500):
 * a worker at its default concurrency never waits for a connection; beyond it, requests queue in
 * the pool (inside the SDK's timeout) instead of opening thousands of sockets to one provider. Over
 * HTTP/2 each connection carries up to 100 streams, so a TLS provider needs a handful.
 */
export const UPSTREAM_CONNECTIONS_PER_ORIGIN = 500;

/**
 * A provider stream larger than this (after decompression) is cut: a page is tens of kilobytes,
 * and a compressed stream can expand a thousandfold with nothing in undici to stop it.
 */
export const MAX_STREAM_CHARS = 16 * 1024 * 1024;

/** One event (or one line) larger than this is a malformed stream, not something to buffer. */
const MAX_EVENT_CHARS = 1024 * 1024;

let dispatcher: Dispatcher | undefined;

/**
 * The one pool every provider request goes through: HTTP(S)_PROXY and NO_PROXY are read from the
 * environment when it is first used, HTTP/2 is taken when a TLS server offers it over ALPN, and
 * connections are kept alive between generations. Certificates are checked against Node's default
 * store, which `NODE_EXTRA_CA_CERTS` extends (a private CA, or the bench's self-signed provider).
 */
function upstreamDispatcher(): Dispatcher {
  dispatcher ??= new EnvHttpProxyAgent({
    allowH2: true,
    connections: UPSTREAM_CONNECTIONS_PER_ORIGIN,
    keepAliveTimeout: 30_000,
  });
  return dispatcher;
}

/** The SDK's `fetch`: undici's own, on our dispatcher, with this client's timeouts on every request. */
function fetchWithTimeouts(timeoutMs: number): typeof fetch {
  const timed = upstreamDispatcher().compose(
    (dispatch) => (options, handler) => dispatch({ ...options, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }, handler),
  );
  // undici's Request/Response are the WHATWG classes the global fetch returns; only their
  // TypeScript declarations differ between undici's package and lib.dom.
  return ((input: string | URL, init?: RequestInit) =>
    undiciFetch(input, { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher: timed })) as unknown as typeof fetch;
}

const clients = new Map<string, OpenAI>();

/** One SDK client per base URL, key and timeout; all of them share one connection pool. */
function clientFor(target: UpstreamTarget, timeoutMs: number): OpenAI {
  const key = `${target.baseURL}\u0000${target.apiKey}\u0000${timeoutMs}`;
  let client = clients.get(key);
  if (!client) {
    client = new OpenAI({
      baseURL: target.baseURL,
      apiKey: target.apiKey,
      // undici's headers timeout fires first and says what it is; the SDK's, a second later, also
      // covers a request that waited for a free connection in the pool.
      timeout: timeoutMs + 1000,
      maxRetries: 1,
      fetch: fetchWithTimeouts(timeoutMs),
      // A token stream is many small events: compressing them costs CPU per read at both ends,
      // and an uncompressed body cannot expand.
      defaultHeaders: { 'accept-encoding': 'identity' },
    });
    clients.set(key, client);
  }
  return client;
}

/** The error codes along `err`'s cause chain, innermost last. */
function causes(err: unknown): Array<{ name?: string; message?: string; code?: string }> {
  const chain: Array<{ name?: string; message?: string; code?: string }> = [];
  let current = err as { name?: string; message?: string; code?: string; cause?: unknown } | undefined;
  while (current && typeof current === 'object' && chain.length < 10) {
    chain.push(current);
    current = current.cause as typeof current;
  }
  return chain;
}

/** The innermost cause's message: "connect ECONNREFUSED …" rather than "Connection error.". */
function rootMessage(err: unknown): string {
  const chain = causes(err);
  return chain[chain.length - 1]?.message ?? String(err);
}

const timedOut = (err: unknown) => causes(err).some((c) => c.code === 'UND_ERR_HEADERS_TIMEOUT' || c.code === 'UND_ERR_BODY_TIMEOUT');

const TIMEOUT_MESSAGE = 'The AI provider did not answer in time. Please try again.';

function describe(err: unknown): UpstreamError {
  // Connection errors are APIErrors without a status: check them first.
  if (err instanceof OpenAI.APIConnectionTimeoutError || timedOut(err)) return new UpstreamError(TIMEOUT_MESSAGE);
  // A response undici refused to parse (llhttp's codes) or whose framing disagreed with itself.
  const parse = causes(err).find((c) => c.name === 'HTTPParserError' || c.code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH');
  if (parse) return new UpstreamError(`The AI provider sent an invalid HTTP response: ${parse.message}`);
  if (err instanceof OpenAI.APIConnectionError) return new UpstreamError(`Could not reach the AI provider: ${rootMessage(err)}`);
  if (err instanceof OpenAI.APIError) {
    if (err.status === 429) return new UpstreamError('The AI provider is rate-limiting requests. Please try again in a minute.', 429);
    if (err.status === 401 || err.status === 403) return new UpstreamError('The AI provider rejected the server’s API key.', err.status);
    return new UpstreamError(`The AI provider returned an error${err.status ? ` (${err.status})` : ''}: ${err.message}`, err.status);
  }
  return new UpstreamError(`Could not reach the AI provider: ${rootMessage(err)}`);
}

/**
 * Streams a chat completion from any OpenAI-compatible server, handing the text of each network
 * read to `onText` as it arrives. Resolves with the finish reason (null when the stream ended
 * without one) or, once `signal` aborts, quietly with null.
 *
 * The SDK makes the request (URL, auth, headers, retries before the first byte, HTTP errors as
 * `APIError`); the events are decoded here from the response body, because the SDK's
 * async-iterator chain costs several promises per event and this loop runs for every token of
 * every stream (decisions 008, 010).
 */
export async function streamChat(
  target: UpstreamTarget,
  messages: ChatCompletionMessageParam[],
  opts: { maxTokens: number; temperature: number; signal: AbortSignal; timeoutMs: number },
  onText: (text: string) => void,
): Promise<string | null> {
  let response: Response;
  try {
    response = await clientFor(target, opts.timeoutMs)
      .chat.completions.create(
        {
          model: target.model,
          messages,
          stream: true,
          ...(target.reasoning ? { max_completion_tokens: opts.maxTokens } : { max_tokens: opts.maxTokens, temperature: opts.temperature }),
        },
        { signal: opts.signal },
      )
      .asResponse();
  } catch (err) {
    if (opts.signal.aborted) return null;
    throw describe(err);
  }
  if (!response.body) throw new UpstreamError('The AI provider answered without a stream.');
  return readCompletion(response.body, opts.signal, onText);
}

type Chunk = ChatCompletionChunk & { error?: { message?: string } };

const MALFORMED = 'The AI provider sent a malformed stream.';

/** Decodes the events of each network read and hands their text to `onText`, one call per read. */
async function readCompletion(body: ReadableStream<Uint8Array>, signal: AbortSignal, onText: (text: string) => void): Promise<string | null> {
  let finish: string | null = null;
  let done = false;
  let text = '';
  let failure: UpstreamError | null = null;
  const onEvent = (message: EventSourceMessage) => {
    if (done || failure) return;
    if (message.data === '[DONE]') {
      done = true;
      return;
    }
    let chunk: Chunk;
    try {
      chunk = JSON.parse(message.data) as Chunk;
    } catch {
      failure = new UpstreamError(MALFORMED);
      return;
    }
    if (message.event === 'error' || chunk.error) {
      failure = new UpstreamError(`The AI provider returned an error: ${chunk.error?.message ?? message.data.slice(0, 200)}`);
      return;
    }
    const choice = chunk.choices?.[0];
    if (!choice) return;
    if (choice.finish_reason) finish = choice.finish_reason;
    if (choice.delta?.content) text += choice.delta.content;
  };
  const parser = createParser({
    onEvent,
    // Unknown fields and bad `retry` values are ignored, as the event-stream format says.
    onError: (err) => {
      if (err.type === 'max-buffer-size-exceeded') failure ??= new UpstreamError(MALFORMED);
    },
    maxBufferSize: MAX_EVENT_CHARS,
  });
  const reader = body.getReader();
  const utf8 = new TextDecoder();
  // The SDK aborts the request on `signal`, but a read already waiting must end now too.
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', onAbort, { once: true });
  let received = 0;
  let ended = false;
  try {
    for (;;) {
      let read: Awaited<ReturnType<typeof reader.read>>;
      try {
        read = await reader.read();
      } catch (err) {
        if (signal.aborted) return null;
        if (timedOut(err)) throw new UpstreamError(TIMEOUT_MESSAGE);
        // A connection cut mid-answer: the text so far must not pass for a whole page.
        throw new UpstreamError('The AI provider ended the stream unexpectedly. Please try again.');
      }
      if (signal.aborted) return null;
      // At the end, a blank line delivers a last event that lacks its own, as the SDK's reader does.
      const piece = read.done ? utf8.decode() + '\n\n' : utf8.decode(read.value, { stream: true });
      received += piece.length;
      if (received > MAX_STREAM_CHARS) throw new UpstreamError('The AI provider sent more than a page can hold.');
      parser.feed(piece);
      if (failure) throw failure;
      if (text) {
        const produced = text;
        text = '';
        onText(produced);
      }
      if (read.done) {
        ended = true;
        return finish;
      }
      if (done) {
        ended = true;
        // Reading on to the end of the response keeps its connection for the next request.
        void drain(reader);
        return finish;
      }
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    if (!ended && !signal.aborted) void reader.cancel().catch(() => undefined);
  }
}

/** Reads what follows `[DONE]` (normally just the end of the body), but not without limit. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    let left = 64 * 1024;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      left -= value.byteLength;
      if (left < 0) return void (await reader.cancel());
    }
  } catch {
    // The connection is gone: nothing to keep.
  }
}

/** A whole (non-streamed) answer, for short tasks like prompt optimisation. */
export async function completeChat(target: UpstreamTarget, messages: ChatCompletionMessageParam[], opts: { maxTokens: number; timeoutMs: number }): Promise<string> {
  try {
    const res = await clientFor(target, opts.timeoutMs).chat.completions.create({
      model: target.model,
      messages,
      ...(target.reasoning ? { max_completion_tokens: opts.maxTokens } : { max_tokens: opts.maxTokens, temperature: 0.4 }),
    });
    return res.choices[0]?.message?.content ?? '';
  } catch (err) {
    throw describe(err);
  }
}
