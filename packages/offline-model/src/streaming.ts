/**
 * Streaming: yields a text in token-like pieces (cut at whitespace and tag boundaries, roughly
 * 3–12 characters) with a pause between pieces, so the offline model feels like a real one.
 * The pieces always concatenate to the exact input; an abort stops the stream promptly.
 */
import { hashString, prng } from './hash';

export interface StreamOptions {
  /** Largest piece, in characters (default 12). */
  chunkChars?: number;
  /** Smallest piece, in characters, except the last (default 3). */
  minChars?: number;
  /** Pause between pieces in ms (default 5; 0 streams without pausing). */
  delayMs?: number;
  /** Injected timer, e.g. a fake in tests. Receives the abort signal. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal?: AbortSignal;
}

export const DEFAULT_CHUNK_CHARS = 12;
export const DEFAULT_MIN_CHARS = 3;
export const DEFAULT_DELAY_MS = 5;

/** A real timer that resolves early when the signal aborts. */
export function realSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

function isBoundary(text: string, p: number): boolean {
  if (p <= 0 || p >= text.length) return true;
  const a = text[p - 1];
  const b = text[p];
  if (b === '<' || a === '>') return true;
  const sa = /\s/.test(a);
  const sb = /\s/.test(b);
  if (sa !== sb) return true;
  return (a === '"' || a === '=') && !sb;
}

/** Splits text into token-like pieces. Deterministic for a given text and sizes. */
export function splitIntoPieces(text: string, maxChars = DEFAULT_CHUNK_CHARS, minChars = DEFAULT_MIN_CHARS): string[] {
  const max = Math.max(1, Math.floor(maxChars));
  const min = Math.max(1, Math.min(max, Math.floor(minChars)));
  const rand = prng(hashString(text.slice(0, 256)) ^ text.length);
  const pieces: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text.length - i <= max) {
      pieces.push(text.slice(i));
      break;
    }
    const target = i + min + Math.floor(rand() * (max - min + 1));
    let cut = -1;
    let best = Infinity;
    for (let p = i + min; p <= i + max; p++) {
      if (isBoundary(text, p) && Math.abs(p - target) < best) {
        best = Math.abs(p - target);
        cut = p;
      }
    }
    if (cut < 0) cut = target;
    pieces.push(text.slice(i, cut));
    i = cut;
  }
  return pieces;
}

export async function* streamOffline(text: string, opts: StreamOptions = {}): AsyncGenerator<string> {
  const sleep = opts.sleep ?? realSleep;
  const delay = opts.delayMs ?? DEFAULT_DELAY_MS;
  const pieces = splitIntoPieces(text, opts.chunkChars ?? DEFAULT_CHUNK_CHARS, opts.minChars ?? DEFAULT_MIN_CHARS);
  for (let i = 0; i < pieces.length; i++) {
    if (opts.signal?.aborted) return;
    yield pieces[i];
    if (delay > 0 && i < pieces.length - 1) {
      await sleep(delay, opts.signal);
      if (opts.signal?.aborted) return;
    }
  }
}
