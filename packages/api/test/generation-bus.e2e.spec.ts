import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { GenerationBus, WireEvent } from '../src/generation/generation-bus';
import { RedisKeys } from '../src/redis/redis.module';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

describe('generation bus', () => {
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    t = await startApp(isolatedEnv({ RUN_WORKERS: 'false' }));
    redis = new Redis(t.env.REDIS_URL);
  });
  afterAll(async () => {
    await redis.quit();
    await t.close();
    await dropIsolated(t.env);
  });

  /** Collects events until the one with id `last` arrives. */
  function collect(bus: GenerationBus, id: string, after: number, last: number) {
    const events: WireEvent[] = [];
    let done!: () => void;
    const finished = new Promise<void>((r) => (done = r));
    const subscribed = bus.subscribe(id, after, (e) => {
      events.push(e);
      if (e.id === last) done();
    });
    return { events, finished, subscribed };
  }
  const texts = (events: WireEvent[]) => events.map((e) => `${e.id}:${JSON.parse(e.json).text}`);

  it('delivers each event once and in order when pub/sub drops one', async () => {
    const bus = t.app.get(GenerationBus);
    const id = randomUUID();
    const seen = collect(bus, id, 0, 3);
    await seen.subscribed;
    await (await bus.writer(id, true)).write('chunk', { text: 'a' });
    // Event 2 reaches the log but its message is lost (as while a subscriber reconnects).
    await redis.rpush(t.app.get(RedisKeys).key('gen', id, 'log'), `2\nchunk\n${JSON.stringify({ text: 'b' })}`);
    await (await bus.writer(id)).write('chunk', { text: 'c' });
    await seen.finished;
    expect(texts(seen.events)).toEqual(['1:a', '2:b', '3:c']);
  });

  it('replays after Last-Event-ID, then continues live, with nothing repeated', async () => {
    const bus = t.app.get(GenerationBus);
    const id = randomUUID();
    const writer = await bus.writer(id, true);
    for (const text of ['a', 'b', 'c']) await writer.write('chunk', { text });
    const seen = collect(bus, id, 1, 4);
    await seen.subscribed;
    await writer.write('chunk', { text: 'd' });
    await seen.finished;
    expect(texts(seen.events)).toEqual(['2:b', '3:c', '4:d']);
  });
});
