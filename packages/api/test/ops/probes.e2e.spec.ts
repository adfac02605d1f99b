import { liveResponseSchema } from '@cui/shared';
import request from 'supertest';
import { freePort, OwnRedis } from '../support/own-servers';
import { ServerProcess, startServerProcess } from '../support/server-process';
import { dropIsolated, isolatedEnv, startApp, TestApp } from '../support/test-app';

// Liveness follows the process, readiness its dependencies: a Redis outage takes pods out of the
// Service but restarts none of them.
describe('liveness and readiness probes', () => {
  let redis: OwnRedis;
  beforeAll(async () => {
    redis = await OwnRedis.start();
  });
  afterAll(async () => {
    await redis.close();
  });
  afterEach(() => redis.start());

  describe('the API', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Without in-process workers: BullMQ's Worker.close() can hang after Redis went away (taskforcesh/bullmq#4656).
      t = await startApp(isolatedEnv({ REDIS_URL: redis.url, RUN_WORKERS: 'false' }));
    });
    afterAll(async () => {
      await t.close();
      await dropIsolated({ ...t.env, REDIS_URL: 'redis://127.0.0.1:6379' });
    });
    it('is live and ready while PostgreSQL and Redis answer', async () => {
      const live = await request(t.url).get('/api/live').expect(200);
      expect(liveResponseSchema.parse(live.body)).toEqual({ status: 'ok' });
      expect(live.headers['cache-control']).toBe('no-store');
      await request(t.url).get('/api/ready').expect(200, { status: 'ok', database: 'up', redis: 'up' });
    });

    it('is not ready while Redis is away, stays live, and /api/health answers as before', async () => {
      await redis.kill();
      const ready = await request(t.url).get('/api/ready').expect(503);
      expect(ready.body).toEqual({ status: 'error', database: 'up', redis: 'down' });
      expect((await request(t.url).get('/api/health').expect(503)).body).toEqual(ready.body);
      await request(t.url).get('/api/live').expect(200, { status: 'ok' });
    });
  });

  describe('the worker process', () => {
    let worker: ServerProcess | undefined;
    const env = isolatedEnv();
    afterEach(() => {
      if (worker && worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    });
    afterAll(() => dropIsolated(env));

    // The process, not its dependencies: a kubelet that restarted workers for a Redis blip would
    // stop every running generation for nothing.
    it('answers /api/live on WORKER_HEALTH_PORT, and keeps answering while Redis is away', async () => {
      const port = await freePort();
      worker = await startServerProcess('worker', { ...env, REDIS_URL: redis.url }, { WORKER_HEALTH_PORT: String(port) });
      const live = `http://127.0.0.1:${port}/api/live`;
      const res = await fetch(live);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(404);
      await redis.kill();
      expect((await fetch(live)).status).toBe(200);
      expect(worker.child.exitCode).toBeNull();
    });
  });
});
