import { StringDecoder } from 'node:string_decoder';
import OpenAI from 'openai';
import type { ChatCompletionChunk, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { createTransport, TransportBody } from './http-transport';
import { SseDecoder } from './sse-decoder';

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

const clients = new Map<string, OpenAI>();

/** One SDK client per base URL and key, so connections are pooled across generations. */
function clientFor(target: UpstreamTarget, timeoutMs: number): OpenAI {
  const key = `${target.baseURL}\u0000${target.apiKey}`;
  let client = clients.get(key);
  if (!client) {
    client = new OpenAI({ baseURL: target.baseURL, apiKey: target.apiKey, timeout: timeoutMs, maxRetries: 1, fetch: createTransport({ idleTimeoutMs: timeoutMs }) });
    clients.set(key, client);
  }
  return client;
}

/** The innermost cause's message: "connect ECONNREFUSED …" rather than "Connection error.". */
function rootMessage(err: unknown): string {
  let current = err as { message?: string; cause?: unknown };
  while (current?.cause && typeof current.cause === 'object') current = current.cause as typeof current;
  return current?.message ?? String(err);
}

function describe(err: unknown): UpstreamError {
  // Connection errors are APIErrors without a status: check them first.
  if (err instanceof OpenAI.APIConnectionTimeoutError) return new UpstreamError('The AI provider did not answer in time. Please try again.');
  if (err instanceof OpenAI.APIConnectionError) return new UpstreamError(`Could not reach the AI provider: ${rootMessage(err)}`);
  if (err instanceof OpenAI.APIError) {
    if (err.status === 429) return new UpstreamError('The AI provider is rate-limiting requests. Please try again in a minute.', 429);
    if (err.status === 401 || err.status === 403) return new UpstreamError('The AI provider rejected the server’s API key.', err.status);
    return new UpstreamError(`The AI provider returned an error${err.status ? ` (${err.status})` : ''}: ${err.message}`, err.status);
  }
  return new UpstreamError(`Could not reach the AI provider: ${rootMessage(err)}`);
}

/**
 * Streams a chat completion from any OpenAI-compatible server, handing each piece of text to
 * `onText` as it arrives. Resolves with the finish reason (null when the stream ended without one)
 * or, once `signal` aborts, quietly with null.
 *
 * The SDK makes the request (URL, auth, headers, retries before the first byte, HTTP errors as
 * `APIError`); the events are decoded here, synchronously per network read, because the SDK's
 * async-iterator chain costs ~3× the CPU per event and this loop runs for every token of every
 * stream (decision 008).
 */
export async function streamChat(
  target: UpstreamTarget,
  messages: ChatCompletionMessageParam[],
  opts: { maxTokens: number; temperature: number; signal: AbortSignal; timeoutMs: number; paceMs?: () => number },
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
  const body = response.body as unknown;
  if (!(body instanceof TransportBody)) throw new UpstreamError('The AI provider answered without a stream.');
  return readCompletion(body, opts.signal, opts.paceMs ?? (() => 0), onText);
}

/**
 * Decodes the events of each network read and hands their text to `onText` at once, one call per
 * read. After a read that carried text, the next read waits `paceMs()`: the kernel gathers the
 * tokens that arrive meanwhile, so one read (and one `onText`) carries several.
 */
function readCompletion(body: TransportBody, signal: AbortSignal, paceMs: () => number, onText: (text: string) => void): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let finish: string | null = null;
    let settled = false;
    let text = '';
    const settle = (err: Error | null) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (signal.aborted) resolve(null);
      else if (err) reject(err);
      else resolve(finish);
    };
    const onAbort = () => {
      void body.cancel();
      settle(null);
    };
    const decoder = new SseDecoder((event, data) => {
      if (settled) return;
      if (data === '[DONE]') return settle(null);
      let chunk: ChatCompletionChunk & { error?: { message?: string } };
      try {
        chunk = JSON.parse(data);
      } catch {
        throw new UpstreamError('The AI provider sent a malformed stream.');
      }
      if (event === 'error' || chunk.error) {
        throw new UpstreamError(`The AI provider returned an error: ${chunk.error?.message ?? data.slice(0, 200)}`);
      }
      const choice = chunk.choices?.[0];
      if (!choice) return;
      if (choice.finish_reason) finish = choice.finish_reason;
      if (choice.delta?.content) text += choice.delta.content;
    });
    // Characters split between two reads stay whole.
    const utf8 = new StringDecoder('utf8');
    const decode = (piece: string, last: boolean): number => {
      try {
        decoder.push(piece);
        if (last) decoder.end();
      } catch (err) {
        void body.cancel();
        settle(err as Error);
      }
      const produced = text;
      text = '';
      if (!produced) return 0;
      onText(produced);
      return paceMs();
    };
    // Aborted while the headers were on their way: the listener below would never fire.
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    body.read(
      {
        data: (chunk) => (settled ? 0 : decode(utf8.write(chunk), false)),
        end: () => {
          if (!settled) decode(utf8.end(), true);
          settle(null);
        },
        // A connection cut mid-answer: the text so far must not pass for a whole page.
        error: () => settle(new UpstreamError('The AI provider ended the stream unexpectedly. Please try again.')),
      },
    );
  });
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
