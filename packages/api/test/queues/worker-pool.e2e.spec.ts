import type { Worker } from 'bullmq';
import type Redis from 'ioredis';
import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { WorkerPool } from '../../src/queues/worker-pool';
import { QUEUES } from '../../src/queues/queue-names';
import { isolatedEnv } from '../support/test-app';

/** A turn of the event loop: an unheard error or rejection is reported by the end of one. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Redis through a loopback proxy that can hold Redis's answers back (a slow network, on demand). */
async function holdingProxy(redisUrl: string) {
  const target = new URL(redisUrl);
  let held = false;
  const waiting: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const redis = connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, redis]) {
      sockets.add(s);
      s.on('error', () => undefined).on('close', () => sockets.delete(s));
    }
    client.pipe(redis);
    redis.on('data', (data: Buffer) => (held ? waiting.push(() => client.write(data)) : client.write(data)));
    redis.on('close', () => client.destroy());
    client.on('close', () => redis.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: () => (held = true),
    release: () => {
      held = false;
      waiting.splice(0).forEach((write) => write());
    },
    close: async () => {
      sockets.forEach((s) => s.destroy());
      server.close();
      await once(server, 'close');
    },
  };
}

// Closing a pool (a SIGTERM) while its connections are still starting: BullMQ would drop a connection
// in its start-up, whose failure then has nobody to hear it (an unhandled rejection: exit code 1).
describe('a worker pool closed while it is starting', () => {
  const env = isolatedEnv();

  it('waits for its connections to finish starting, then closes them cleanly', async () => {
    const proxy = await holdingProxy(env.REDIS_URL);
    // What would end the process: an error nobody listens for (thrown from an emit) or a rejection nobody handles.
    const unheard: unknown[] = [];
    const onUnheard = (err: unknown) => unheard.push(err);
    process.on('uncaughtException', onUnheard).on('unhandledRejection', onUnheard);
    try {
      const pool = new WorkerPool({ ...env, REDIS_URL: proxy.url }, QUEUES.mail, async () => undefined, { concurrency: 1 });
      const [worker] = (pool as unknown as { workers: Worker[] }).workers;
      const client = (worker as unknown as { blockingConnection: { _client: Redis } }).blockingConnection._client;
      // Connected, and from here Redis's answers wait: BullMQ's own start-up on the connection (its
      // INFO and version check) is under way when the pool is closed.
      client.once('ready', () => proxy.hold());
      await once(client, 'ready');
      const closing = pool.close();
      await turn();
      await turn();
      proxy.release();
      await closing;
      await turn();
      await turn();
    } finally {
      process.off('uncaughtException', onUnheard).off('unhandledRejection', onUnheard);
      await proxy.close();
    }
    expect(unheard).toEqual([]);
  });
});
