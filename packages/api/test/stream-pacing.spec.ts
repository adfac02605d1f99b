import { StreamPacing } from '../src/generation/stream-pacing';

describe('StreamPacing', () => {
  it('keeps the base interval while the streams fit the budget, then grows it in 25 ms steps to stay within it', () => {
    const pacing = new StreamPacing({ STREAM_CHUNK_INTERVAL_MS: 50, STREAM_MAX_CHUNKS_PER_SECOND: 5000 });
    const closes = Array.from({ length: 250 }, () => pacing.open());
    expect(pacing.intervalMs()).toBe(50);
    closes.push(pacing.open());
    expect(pacing.intervalMs()).toBe(75);
    closes.push(...Array.from({ length: 249 }, () => pacing.open()));
    expect(pacing.intervalMs()).toBe(100);
    closes.push(...Array.from({ length: 100_000 }, () => pacing.open()));
    expect(pacing.intervalMs()).toBe(1000);
    closes.forEach((close) => close());
    expect(pacing.intervalMs()).toBe(50);
  });

  it('counts a stream once however often it is closed, and never paces with a base of 0', () => {
    const pacing = new StreamPacing({ STREAM_CHUNK_INTERVAL_MS: 50, STREAM_MAX_CHUNKS_PER_SECOND: 100 });
    const first = pacing.open();
    const second = pacing.open();
    const third = pacing.open();
    expect(pacing.intervalMs()).toBe(50);
    pacing.open();
    pacing.open();
    pacing.open();
    expect(pacing.intervalMs()).toBe(75);
    first();
    first();
    second();
    third();
    expect(pacing.intervalMs()).toBe(50);
    expect(new StreamPacing({ STREAM_CHUNK_INTERVAL_MS: 0, STREAM_MAX_CHUNKS_PER_SECOND: 100 }).intervalMs()).toBe(0);
  });
});
