/**
 * Polls `read` until `test` holds for what it returns, and resolves with that value; a read that
 * throws (a server the test stopped) counts as not yet. Rejects after `timeoutMs`, naming `what`
 * and the last thing seen.
 */
export async function eventually<T>(read: () => T | Promise<T>, test: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let seen: unknown;
  for (;;) {
    try {
      const value = await read();
      if (test(value)) return value;
      seen = value;
    } catch (err) {
      seen = err;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (last seen: ${String(seen instanceof Error ? seen.message : JSON.stringify(seen))})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves once `condition` holds; rejects after `timeoutMs` naming `what`. */
export async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  await eventually(condition, Boolean, timeoutMs, what);
}
