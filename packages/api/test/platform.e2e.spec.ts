import { spawn, ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import request from 'supertest';
import { ADMIN_FAILURES_ALLOWED } from '../src/admin/admin-auth';
import { ALL_QUEUES } from '../src/queues/queue-names';
import { preflight, ServiceUnavailableError } from '../src/database/preflight';
import { REDIS } from '../src/redis/redis.module';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

describe('feedback, templates, health and the queue board', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(isolatedEnv({ ADMIN_USER: 'admin', ADMIN_PASSWORD: 'pa55word', FEEDBACK_RATE_LIMIT: '3' }));
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  it('stores feedback and validates it', async () => {
    await request(t.url).post('/api/feedback').send({ feedback: '  Love it  ' }).expect(200, { ok: true });
    const empty = await request(t.url).post('/api/feedback').send({ feedback: '   ' }).expect(400);
    expect(empty.body.message).toBe('Feedback cannot be empty.');
    await request(t.url).post('/api/feedback').send({}).expect(400);
    await request(t.url).post('/api/feedback').send({ feedback: 'x'.repeat(2201) }).expect(400);
    const rows = await t.db.query('SELECT text FROM feedback');
    expect(rows.rows).toEqual([{ text: 'Love it' }]);
  });

  it('rate-limits feedback per client address', async () => {
    // One accepted above; the limit is 3 per window. Invalid bodies are rejected before they count.
    await request(t.url).post('/api/feedback').send({ feedback: 'two' }).expect(200);
    await request(t.url).post('/api/feedback').send({ feedback: 'three' }).expect(200);
    const res = await request(t.url).post('/api/feedback').send({ feedback: 'four' }).expect(429);
    expect(res.body.message).toMatch(/try again/i);
    expect(res.body.retry_after).toBeGreaterThan(590);
    expect(res.body.retry_after).toBeLessThanOrEqual(600);
    // The window ends: its counter expires (a counter without expiry would lock the address out for good).
    const redis = t.app.get(REDIS);
    const [key] = await redis.keys(`${t.env.REDIS_PREFIX}:rl:feedback:*`);
    expect(await redis.get(key)).toBe('4');
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('answers malformed and oversized bodies with JSON errors', async () => {
    const bad = await request(t.url).post('/api/feedback').set('content-type', 'application/json').send('{bad').expect(400);
    expect(typeof bad.body.message).toBe('string');
    const big = await request(t.url)
      .post('/api/user/login')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ email: 'a'.repeat(11 * 1024 * 1024) }))
      .expect(413);
    expect(big.body.message).toMatch(/too large/i);
  });

  it('lists starter templates', async () => {
    const res = await request(t.url).get('/api/templates').expect(200);
    expect(res.body.ok).toBe(true);
    expect(res.body.templates.length).toBeGreaterThanOrEqual(6);
    for (const tpl of res.body.templates) expect(Object.keys(tpl).sort()).toEqual(['description', 'id', 'name']);
  });

  it('reports health', async () => {
    await request(t.url).get('/api/health').expect(200, { status: 'ok', database: 'up', redis: 'up' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await request(t.url).get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Not found.' });
  });

  it('guards the queue board with HTTP Basic auth', async () => {
    const anonymous = await request(t.url).get('/admin/queues').expect(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Basic/);
    await request(t.url).get('/admin/queues').auth('admin', 'wrong').expect(401);
    const ok = await request(t.url).get('/admin/queues').auth('admin', 'pa55word').expect(200);
    expect(ok.text).toContain('CUI queues');
    const api = await request(t.url).get('/admin/queues/api/queues').auth('admin', 'pa55word').expect(200);
    expect(api.body.queues.map((q: { name: string }) => q.name)).toEqual(expect.arrayContaining([...ALL_QUEUES]));
    expect(ALL_QUEUES).toContain('designer');
  });
});

describe('wrong queue-board passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(isolatedEnv({ ADMIN_USER: 'admin', ADMIN_PASSWORD: 'pa55word', TRUST_PROXY: '1' }));
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  const board = (from: string, password?: string) => {
    const req = request(t.url).get('/admin/queues').set('x-forwarded-for', from);
    return password === undefined ? req : req.auth('admin', password);
  };

  it(`locks an address out after ${ADMIN_FAILURES_ALLOWED} wrong passwords, right ones included, and only that address`, async () => {
    // Asking without credentials (the browser's prompt) is not a guess.
    for (let i = 0; i < 3; i++) await board('203.0.113.5').expect(401);
    for (let i = 0; i < ADMIN_FAILURES_ALLOWED; i++) await board('203.0.113.5', `guess${i}`).expect(401);
    const locked = await board('203.0.113.5', 'pa55word').expect(429);
    expect(locked.body).toMatchObject({ message: expect.stringMatching(/too many failed/i), retry_after: expect.any(Number) });
    expect(locked.body.retry_after).toBeGreaterThan(0);
    await board('203.0.113.5', 'guess-again').expect(429);
    await board('203.0.113.6', 'pa55word').expect(200);
  });

  it('answers a malformed Authorization header 401 with the challenge, without counting it as a guess', async () => {
    for (const header of ['Bearer abc', 'Basic', 'Basic !!!', `Basic ${Buffer.from('no-colon').toString('base64')}`]) {
      for (let i = 0; i <= ADMIN_FAILURES_ALLOWED; i++) {
        const res = await request(t.url).get('/admin/queues').set('x-forwarded-for', '203.0.113.7').set('authorization', header).expect(401);
        expect(res.body).toEqual({ message: 'Admin credentials required.' });
        expect(res.headers['www-authenticate']).toBe('Basic realm="CUI admin", charset="UTF-8"');
      }
    }
    await board('203.0.113.7', 'pa55word').expect(200);
  });
});

describe('without admin credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(isolatedEnv());
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  it('does not mount the queue board', async () => {
    await request(t.url).get('/admin/queues').auth('admin', 'x').expect(404);
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('when services are down', () => {
  it('names PostgreSQL, the URL tried and how to start it', async () => {
    const port = await freePort();
    const env = { DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/cui`, REDIS_URL: 'redis://127.0.0.1:6379' };
    const err = await preflight(env, { migrations: 'none' }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(ServiceUnavailableError);
    expect((err as Error).message).toMatch(new RegExp(`^PostgreSQL is unreachable at postgres://postgres:\\*\\*\\*@127\\.0\\.0\\.1:${port}/cui`));
    expect((err as Error).message).toMatch(/docker compose up -d postgres/);
    expect((err as Error).message).not.toContain('secret');
  });

  it('names Redis, the URL tried and how to start it', async () => {
    const port = await freePort();
    const env = isolatedEnv({ REDIS_URL: `redis://127.0.0.1:${port}` });
    const err = await preflight(env, { migrations: 'none' }).catch((e: Error) => e);
    expect((err as Error).message).toMatch(new RegExp(`^Redis is unreachable at redis://127\\.0\\.0\\.1:${port}`));
    await dropIsolated({ ...env, REDIS_URL: 'redis://127.0.0.1:6379' });
  });

  it('reports 503 from /api/health while Redis is away, and 200 once it is back', async () => {
    const port = await freePort();
    const startRedis = async (): Promise<ChildProcess> => {
      const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
      await new Promise<void>((resolve) => child.stdout!.on('data', (d: Buffer) => d.toString().includes('Ready to accept') && resolve()));
      return child;
    };
    let redis = await startRedis();
    // Without in-process workers: BullMQ's Worker.close() can hang after Redis went away (taskforcesh/bullmq#4656).
    const env = isolatedEnv({ REDIS_URL: `redis://127.0.0.1:${port}`, RUN_WORKERS: 'false' });
    const t = await startApp(env);
    try {
      await request(t.url).get('/api/health').expect(200);
      const exited = new Promise((resolve) => redis.once('exit', resolve));
      redis.kill('SIGKILL');
      await exited;
      const res = await request(t.url).get('/api/health').expect(503);
      expect(res.body).toEqual({ status: 'error', database: 'up', redis: 'down' });
      redis = await startRedis();
      await t.app.get(REDIS).ping();
      await request(t.url).get('/api/health').expect(200);
    } finally {
      await t.close();
      redis.kill('SIGKILL');
      await dropIsolated({ ...env, REDIS_URL: 'redis://127.0.0.1:6379' });
    }
  });
});

describe('restarting on the same database', () => {
  it('keeps users and the generated JWT secret', async () => {
    const env = isolatedEnv();
    const first = await startApp(env);
    await first.db.query(`INSERT INTO users (email, username, name) VALUES ('keep@example.com', 'keep', 'Keep')`);
    const secret = await first.db.query(`SELECT value FROM app_settings WHERE key = 'jwt_secret'`);
    expect(secret.rows[0].value.length).toBeGreaterThanOrEqual(32);
    await first.close();

    const second = await startApp(env);
    try {
      const users = await second.db.query(`SELECT name FROM users WHERE email = 'keep@example.com'`);
      expect(users.rows).toEqual([{ name: 'Keep' }]);
      const again = await second.db.query(`SELECT value FROM app_settings WHERE key = 'jwt_secret'`);
      expect(again.rows[0].value).toBe(secret.rows[0].value);
    } finally {
      await second.close();
      await dropIsolated(env);
    }
  });
});
