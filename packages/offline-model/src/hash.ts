/** Deterministic helpers: every "random" choice in the offline model goes through these. */

/** FNV-1a 32-bit hash of a string, as an unsigned integer. */
export function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Picks one element of a non-empty list from a seed and a salt (so different choices differ). */
export function pick<T>(items: readonly T[], seed: number, salt = ''): T {
  if (items.length === 0) throw new Error('pick() needs a non-empty list');
  const h = salt ? hashString(`${seed}:${salt}`) : seed;
  return items[h % items.length];
}

/** A small deterministic pseudo-random generator (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rotates a list by a seed so that "the first N" differ between pages, deterministically. */
export function rotate<T>(items: readonly T[], seed: number): T[] {
  if (items.length === 0) return [];
  const k = seed % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}
