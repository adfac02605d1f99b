/**
 * Streaming: yields a text in a bounded number of chunks, each made of token-like pieces (cut at
 * whitespace and tag boundaries), released on a schedule: chunk i at start + i × delay. Pacing is by
 * time, not by piece: a 80 KB page cut into 10,000 pieces with a 2 ms pause each took 23 s (the
 * timer's overhead included), while the client redraws a few times a second anyway. The chunks
 * always concatenate to the exact input; an abort stops the stream promptly.
 */
import { hashString, prng } from './hash';

export interface StreamOptions {
  /** Largest piece, in characters (default 12). */
  chunkChars?: number;
  /** Smallest piece, in characters, except the last (default 3). */
  minChars?: number;
  /** Time between two chunks in ms (default 50; 0 streams without pausing). */
  delayMs?: number;
  /** At most this many chunks (default 48): the whole stream takes at most (maxChunks − 1) × delayMs. */
  maxChunks?: number;
  /** Injected clock in ms (default `performance.now`): time spent elsewhere counts towards the next pause. */
  now?: () => number;
  /** Injected timer, e.g. a fake in tests. Receives the abort signal. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal?: AbortSignal;
}

export const DEFAULT_CHUNK_CHARS = 12;
export const DEFAULT_MIN_CHARS = 3;
export const DEFAULT_DELAY_MS = 50;
export const DEFAULT_MAX_CHUNKS = 48;

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

/** Joins consecutive pieces into at most `max` chunks of about equal length, never splitting a piece. */
export function groupPieces(pieces: string[], max: number): string[] {
  const limit = Math.max(1, Math.floor(max));
  if (pieces.length <= limit) return pieces;
  const total = pieces.reduce((n, p) => n + p.length, 0);
  const chunks: string[] = [];
  let current = '';
  let done = 0;
  for (const piece of pieces) {
    current += piece;
    done += piece.length;
    // The chunk ends once the text so far reaches its share of the whole.
    if (done >= ((chunks.length + 1) * total) / limit && chunks.length < limit - 1) {
      chunks.push(current);
      current = '';
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

export async function* streamOffline(text: string, opts: StreamOptions = {}): AsyncGenerator<string> {
  const sleep = opts.sleep ?? realSleep;
  const now = opts.now ?? (() => performance.now());
  const delay = Math.max(0, opts.delayMs ?? DEFAULT_DELAY_MS);
  const pieces = splitIntoPieces(text, opts.chunkChars ?? DEFAULT_CHUNK_CHARS, opts.minChars ?? DEFAULT_MIN_CHARS);
  const chunks = groupPieces(pieces, opts.maxChunks ?? DEFAULT_MAX_CHUNKS);
  const start = now();
  for (let i = 0; i < chunks.length; i++) {
    if (opts.signal?.aborted) return;
    if (delay > 0 && i > 0) {
      const wait = start + i * delay - now();
      if (wait > 0) await sleep(wait, opts.signal);
      if (opts.signal?.aborted) return;
    }
    yield chunks[i];
  }
}
