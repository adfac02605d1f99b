import { splitIntoPieces, streamOffline } from '../src';

async function collect(gen: AsyncGenerator<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of gen) out.push(piece);
  return out;
}

const TEXT = '<!DOCTYPE html>\n<html lang="en">\n  <body class="bg-page text-ink">\n    <h1>Hello, “world” — ünïcödé 👋</h1>\n  </body>\n</html>\n';

describe('streamOffline', () => {
  let timers: jest.SpyInstance;
  beforeEach(() => {
    timers = jest.spyOn(global, 'setTimeout');
  });
  afterEach(() => {
    expect(timers).not.toHaveBeenCalled();
    timers.mockRestore();
  });

  const instant = () => jest.fn((_ms: number, _signal?: AbortSignal) => Promise.resolve());

  it('yields pieces that concatenate to exactly the input', async () => {
    const sleep = instant();
    const pieces = await collect(streamOffline(TEXT, { sleep }));
    expect(pieces.join('')).toBe(TEXT);
    expect(pieces.length).toBeGreaterThan(5);
  });

  it('cuts token-like pieces of roughly 3–12 characters at natural boundaries', () => {
    const big = TEXT.repeat(20);
    const pieces = splitIntoPieces(big);
    expect(pieces.join('')).toBe(big);
    for (const p of pieces.slice(0, -1)) {
      expect(p.length).toBeGreaterThanOrEqual(3);
      expect(p.length).toBeLessThanOrEqual(12);
    }
    const atBoundary = pieces.slice(0, -1).filter((p, i) => /[\s>]$/.test(p) || /^[\s<]/.test(pieces[i + 1]) || /"$/.test(p));
    expect(atBoundary.length / (pieces.length - 1)).toBeGreaterThan(0.6);
  });

  it('honours a custom chunk size', () => {
    const pieces = splitIntoPieces(TEXT, 5, 2);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(5);
    expect(pieces.join('')).toBe(TEXT);
  });

  it('releases chunk i at start + i × delayMs on the injected clock, so time spent elsewhere is not added', async () => {
    let clock = 1000;
    const sleep = jest.fn((ms: number) => {
      clock += ms;
      return Promise.resolve();
    });
    const got: string[] = [];
    for await (const piece of streamOffline(TEXT, { sleep, delayMs: 25, now: () => clock })) {
      got.push(piece);
      clock += 10; // the consumer's own time counts towards the next pause
    }
    expect(got.join('')).toBe(TEXT);
    expect(sleep).toHaveBeenCalledTimes(got.length - 1);
    expect(sleep.mock.calls.every(([ms]) => ms === 15)).toBe(true);
  });

  it('sends a long text in at most maxChunks chunks, so its duration is bounded by time, not by its length', async () => {
    const big = TEXT.repeat(500);
    let clock = 0;
    const sleep = jest.fn((ms: number) => {
      clock += ms;
      return Promise.resolve();
    });
    const got = await collect(streamOffline(big, { sleep, delayMs: 50, maxChunks: 40, now: () => clock }));
    expect(got.join('')).toBe(big);
    expect(got.length).toBe(40);
    expect(clock).toBe(39 * 50);
    // Chunks are of about equal size: visible pieces, none empty.
    expect(Math.min(...got.map((c) => c.length))).toBeGreaterThan(big.length / 80);
  });

  it('does not sleep when delayMs is 0', async () => {
    const sleep = instant();
    await collect(streamOffline(TEXT, { sleep, delayMs: 0 }));
    expect(sleep).not.toHaveBeenCalled();
  });

  it('stops promptly when aborted between pieces', async () => {
    const controller = new AbortController();
    const sleep = instant();
    const got: string[] = [];
    for await (const piece of streamOffline(TEXT, { sleep, signal: controller.signal })) {
      got.push(piece);
      if (got.length === 3) controller.abort();
    }
    expect(got).toHaveLength(3);
    expect(TEXT.startsWith(got.join(''))).toBe(true);
  });

  it('stops promptly when aborted during a pause, and passes the signal to sleep', async () => {
    const controller = new AbortController();
    let calls = 0;
    const sleep = jest.fn((_ms: number, signal?: AbortSignal) => {
      calls++;
      expect(signal).toBe(controller.signal);
      if (calls === 2) controller.abort();
      return Promise.resolve();
    });
    const got = await collect(streamOffline(TEXT, { sleep, signal: controller.signal, delayMs: 10 }));
    expect(got).toHaveLength(2);
  });

  it('yields nothing for an already-aborted signal or empty text', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await collect(streamOffline(TEXT, { sleep: instant(), signal: controller.signal }))).toEqual([]);
    expect(await collect(streamOffline('', { sleep: instant() }))).toEqual([]);
  });
});

describe('streamOffline default timer', () => {
  it('uses a real timer when no sleep is injected, and an abort cuts the wait short', async () => {
    jest.useFakeTimers();
    try {
      const controller = new AbortController();
      const gen = streamOffline('one two three four five six seven', { delayMs: 60_000, signal: controller.signal });
      expect((await gen.next()).value).toBeDefined();
      const pending = gen.next();
      controller.abort();
      expect((await pending).done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
