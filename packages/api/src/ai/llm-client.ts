import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ErrorCode } from '@cui/shared';
import OpenAI from 'openai';
import type { ChatCompletionChunk, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { StringDecoder } from 'node:string_decoder';
import { Readable } from 'node:stream';
import { MAX_BODY_BYTES, nodeBodyOf, upstreamFetch } from './upstream-transport';

export interface UpstreamTarget {
  baseURL: string;
  apiKey: string;
  model: string;
  reasoning: boolean;
  /** The most the model may write in one answer (the catalogue's): a request for more is cut to it. */
  maxOutputTokens?: number;
}

/** The tokens a request asks for, within what the model may write. */
const tokensFor = (target: UpstreamTarget, asked: number) => Math.min(asked, target.maxOutputTokens ?? asked);

/** Thrown for upstream failures, with a message safe to show the user (and a reason code when the generation's own one is not the right word). */
/** The least temperature an alternative design (of a page or a screen) is asked with, so it comes out unlike the others. */
export const VARIANT_TEMPERATURE = 0.8;

export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
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
      fetch: upstreamFetch(timeoutMs),
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
 * without one) or, once `signal` aborts, quietly with null; rejects with an UpstreamError, or with
 * what `onText` threw.
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
          ...(target.reasoning ? { max_completion_tokens: tokensFor(target, opts.maxTokens) } : { max_tokens: tokensFor(target, opts.maxTokens), temperature: opts.temperature }),
        },
        { signal: opts.signal },
      )
      .asResponse();
  } catch (err) {
    if (opts.signal.aborted) return null;
    throw describe(err);
  }
  if (!response.body) throw new UpstreamError('The AI provider answered without a stream.');
  return readCompletion(nodeBodyOf(response) ?? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>), opts.signal, onText);
}

type Chunk = ChatCompletionChunk & { error?: { message?: string } };

const MALFORMED = 'The AI provider sent a malformed stream.';

/** One event (or one line) larger than this is a malformed stream, not something to buffer. */
const MAX_EVENT_CHARS = 1024 * 1024;

const TOO_LARGE = 'The AI provider sent more than a page can hold.';
const CUT = 'The AI provider ended the stream unexpectedly. Please try again.';

const tooLarge = (err: unknown) => causes(err).some((c) => c.code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE');

/**
 * Decodes the events of each network read and hands their text to `onText`, one call per read,
 * synchronously in the body's `data` event: no promise or queue per token between the socket and
 * the chunk pump.
 */
function readCompletion(body: Readable, signal: AbortSignal, onText: (text: string) => void): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let finish: string | null = null;
    let done = false;
    let text = '';
    let failure: UpstreamError | null = null;
    let received = 0;
    let settled = false;
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
    const utf8 = new StringDecoder('utf8');
    const settle = (err: unknown) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      // Destroying an undici body emits its abort as an error: nobody is left to hear it.
      body.off('data', onData).off('end', onEnd).off('error', onError).on('error', () => undefined);
      if (signal.aborted) {
        body.destroy();
        resolve(null);
      } else if (err) {
        body.destroy();
        reject(err);
      } else {
        // Reading on to the end of the response (normally just its end) keeps its connection for the
        // next request; past 64 KB it is not worth keeping.
        let left = 64 * 1024;
        if (!body.readableEnded) body.on('data', (rest: Buffer) => (left -= rest.length) < 0 && body.destroy());
        resolve(finish);
      }
    };
    const deliver = (piece: string) => {
      received += piece.length;
      if (received > MAX_BODY_BYTES) return settle(new UpstreamError(TOO_LARGE));
      try {
        parser.feed(piece);
      } catch {
        return settle(new UpstreamError(CUT));
      }
      if (failure) return settle(failure);
      if (text) {
        const produced = text;
        text = '';
        try {
          onText(produced);
        } catch (err) {
          // The reader's own failure (its stream could not be written, say), not the provider's: it is
          // rejected as it is, so the generation ends saying what went wrong.
          return settle(err);
        }
      }
      if (done) settle(null);
    };
    const onData = (chunk: Buffer) => deliver(utf8.write(chunk));
    // At the end, a blank line delivers a last event that lacks its own, as the SDK's reader does.
    const onEnd = () => {
      deliver(utf8.end() + '\n\n');
      settle(null);
    };
    const onError = (err: unknown) => {
      if (timedOut(err)) return settle(new UpstreamError(TIMEOUT_MESSAGE));
      if (tooLarge(err)) return settle(new UpstreamError(TOO_LARGE));
      // A connection cut mid-answer: the text so far must not pass for a whole page.
      settle(new UpstreamError(CUT));
    };
    // The SDK aborts the request on `signal`, but a body already flowing must stop now too.
    const onAbort = () => settle(null);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    body.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** A whole (non-streamed) answer, for short tasks like prompt optimisation. */
export async function completeChat(target: UpstreamTarget, messages: ChatCompletionMessageParam[], opts: { maxTokens: number; timeoutMs: number }): Promise<string> {
  try {
    const res = await clientFor(target, opts.timeoutMs).chat.completions.create({
      model: target.model,
      messages,
      ...(target.reasoning ? { max_completion_tokens: tokensFor(target, opts.maxTokens) } : { max_tokens: tokensFor(target, opts.maxTokens), temperature: 0.4 }),
    });
    return res.choices[0]?.message?.content ?? '';
  } catch (err) {
    throw describe(err);
  }
}
