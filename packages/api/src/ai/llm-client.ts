import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';

export interface UpstreamTarget {
  baseURL: string;
  apiKey: string;
  model: string;
  reasoning: boolean;
}

export interface StreamPiece {
  text: string;
  finishReason: string | null;
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
    client = new OpenAI({ baseURL: target.baseURL, apiKey: target.apiKey, timeout: timeoutMs, maxRetries: 1 });
    clients.set(key, client);
  }
  return client;
}

function describe(err: unknown): UpstreamError {
  if (err instanceof OpenAI.APIError) {
    if (err.status === 429) return new UpstreamError('The AI provider is rate-limiting requests. Please try again in a minute.', 429);
    if (err.status === 401 || err.status === 403) return new UpstreamError('The AI provider rejected the server’s API key.', err.status);
    return new UpstreamError(`The AI provider returned an error${err.status ? ` (${err.status})` : ''}: ${err.message}`, err.status);
  }
  return new UpstreamError(`Could not reach the AI provider: ${(err as Error).message ?? String(err)}`);
}

/** Streams a chat completion from any OpenAI-compatible server. */
export async function* streamChat(
  target: UpstreamTarget,
  messages: ChatCompletionMessageParam[],
  opts: { maxTokens: number; temperature: number; signal: AbortSignal; timeoutMs: number },
): AsyncGenerator<StreamPiece> {
  let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
  try {
    stream = await clientFor(target, opts.timeoutMs).chat.completions.create(
      {
        model: target.model,
        messages,
        stream: true,
        ...(target.reasoning ? { max_completion_tokens: opts.maxTokens } : { max_tokens: opts.maxTokens, temperature: opts.temperature }),
      },
      { signal: opts.signal },
    );
  } catch (err) {
    if (opts.signal.aborted) return;
    throw describe(err);
  }
  try {
    for await (const chunk of stream) {
      const choice = chunk.choices?.[0];
      if (!choice) continue;
      const text = choice.delta?.content ?? '';
      if (text || choice.finish_reason) yield { text, finishReason: choice.finish_reason ?? null };
    }
  } catch (err) {
    if (opts.signal.aborted) return;
    throw describe(err);
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
