import { HtmlStreamFilter } from '@cui/shared';
import { ChunkCleaner, ChunkPump } from '../src/generation/chunk-pump';
import type { StreamWriter } from '../src/generation/generation-bus';

/** A writer whose writes complete when the test says so, and a clock and sleep the test drives. */
function harness(initialMs: number, cleaner?: ChunkCleaner) {
  let intervalMs = initialMs;
  let now = 0;
  const writes: string[] = [];
  const inFlight: (() => void)[] = [];
  const sleeps: { until: number; resume: () => void }[] = [];
  const writer = {
    write: (_event: string, data: { text: string }) => {
      writes.push(data.text);
      return new Promise<number>((resolve) => inFlight.push(() => resolve(writes.length)));
    },
  } as unknown as StreamWriter;
  const pump = new ChunkPump(writer, {
    intervalMs: () => intervalMs,
    now: () => now,
    sleep: (ms, wake) =>
      new Promise<void>((resume) => {
        sleeps.push({ until: now + ms, resume });
        wake(resume);
      }),
  }, cleaner);
  const settle = () => new Promise<void>((r) => setImmediate(r));
  return {
    pump,
    writes,
    setInterval: (ms: number) => (intervalMs = ms),
    sleeps,
    settle,
    /** Completes the oldest write in flight. */
    async complete() {
      inFlight.shift()?.();
      await settle();
    },
    /** Moves the clock and ends the sleeps that are due. */
    async advance(ms: number) {
      now += ms;
      for (const s of sleeps.splice(0)) {
        if (s.until <= now) s.resume();
        else sleeps.push(s);
      }
      await settle();
    },
  };
}

describe('ChunkPump', () => {
  it('writes the first piece at once and coalesces the rest until the interval has passed', async () => {
    const h = harness(25);
    h.pump.push('<!DOCTYPE');
    expect(h.writes).toEqual(['<!DOCTYPE']);
    h.pump.push(' html>');
    h.pump.push('<html>');
    await h.complete();
    // The interval since the first write has not passed: nothing more is written yet.
    expect(h.writes).toEqual(['<!DOCTYPE']);
    h.pump.push('<body>');
    await h.advance(24);
    expect(h.writes).toEqual(['<!DOCTYPE']);
    await h.advance(1);
    expect(h.writes).toEqual(['<!DOCTYPE', ' html><html><body>']);
  });

  it('does not wait when the last write is older than the interval', async () => {
    const h = harness(25);
    h.pump.push('a');
    await h.complete();
    await h.advance(100);
    h.pump.push('b');
    expect(h.writes).toEqual(['a', 'b']);
  });

  it('writes at once what comes within a fifth of the interval of being due (a paced read lands with some jitter)', async () => {
    const h = harness(50);
    h.pump.push('a');
    await h.complete();
    await h.advance(40);
    h.pump.push('b');
    expect(h.writes).toEqual(['a', 'b']);
    await h.complete();
    await h.advance(39);
    h.pump.push('c');
    expect(h.writes).toEqual(['a', 'b']);
    await h.advance(11);
    expect(h.writes).toEqual(['a', 'b', 'c']);
  });

  it('follows the interval as it changes with load', async () => {
    const h = harness(50);
    h.pump.push('a');
    await h.complete();
    h.setInterval(100);
    await h.advance(60);
    h.pump.push('b');
    expect(h.writes).toEqual(['a']);
    await h.advance(40);
    expect(h.writes).toEqual(['a', 'b']);
  });

  it('never holds back the end of the stream', async () => {
    const h = harness(1000);
    h.pump.push('a');
    await h.complete();
    h.pump.push('b');
    await h.settle();
    expect(h.writes).toEqual(['a']);
    const drained = h.pump.drain();
    await h.settle();
    expect(h.writes).toEqual(['a', 'b']);
    await h.complete();
    await drained;
  });

  it('with no interval, writes whatever arrived while a write was in flight as one chunk', async () => {
    const h = harness(0);
    h.pump.push('a');
    h.pump.push('b');
    h.pump.push('c');
    expect(h.writes).toEqual(['a']);
    await h.complete();
    expect(h.writes).toEqual(['a', 'bc']);
  });

  it('reports a failed write to the next push and to drain', async () => {
    const writer = { write: () => Promise.reject(new Error('redis down')) } as unknown as StreamWriter;
    const pump = new ChunkPump(writer, { intervalMs: () => 0 });
    pump.push('a');
    await new Promise<void>((r) => setImmediate(r));
    expect(() => pump.push('b')).toThrow('redis down');
    await expect(pump.drain()).rejects.toThrow('redis down');
  });

  it('cleans what it sends once per chunk, sends nothing for text the cleaner holds back, and flushes the cleaner at the end', async () => {
    const filter = new HtmlStreamFilter('document');
    const calls: string[] = [];
    const h = harness(50, { push: (text) => (calls.push(text), filter.push(text)), end: () => filter.end() });
    h.pump.push('Sure! Here is your page:\n');
    // Prose before the markup is held back: it is not a write, so the markup's first token still leaves at once.
    expect(h.writes).toEqual([]);
    h.pump.push('<!DOCTYPE html>');
    await h.settle();
    expect(h.writes).toEqual(['<!DOCTYPE html>']);
    await h.complete();
    for (const token of ['<html>', '<body>', '<h1>', 'Hi', '</h1>']) h.pump.push(token);
    await h.advance(50);
    expect(h.writes).toEqual(['<!DOCTYPE html>', '<html><body><h1>Hi</h1>']);
    // Five tokens, one cleaner call.
    expect(calls.slice(2)).toEqual(['<html><body><h1>Hi</h1>']);
    await h.complete();
    h.pump.push('</body></html>\nHope you like it!');
    const drained = h.pump.drain();
    await h.settle();
    await h.complete();
    await drained;
    expect(h.writes.join('')).toBe('<!DOCTYPE html><html><body><h1>Hi</h1></body></html>');
  });
});
