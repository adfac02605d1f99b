import { last, readStream } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

/**
 * The address every per-client limit counts is the one the trusted proxy saw: the left-most
 * `X-Forwarded-For` entries are whatever the client wrote.
 */
describe.each([
  ['a hop count', '1'],
  ['the proxy address', '127.0.0.1'],
  ['a CIDR', '127.0.0.0/8'],
])('behind a proxy named by %s (TRUST_PROXY=%s)', (_name, trust) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(isolatedEnv({ TRUST_PROXY: trust, OFFLINE_STREAM_DELAY_MS: '0', ANON_FREE_GENERATIONS: '2' }));
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  const ask = (forwardedFor: string) =>
    readStream(`${t.url}/api/ask-ai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ prompt: 'A page for a bakery', model: 'cui-core' }),
    });

  it('counts the address the proxy saw, whatever the client put before it', async () => {
    expect(last((await ask('198.51.100.1, 203.0.113.7')).events).event).toBe('done');
    expect(last((await ask('198.51.100.2, 203.0.113.7')).events).event).toBe('done');
    const third = await ask('198.51.100.3, 203.0.113.7');
    expect(third.status).toBe(401);
    const keys = await t.db.query(`SELECT client_key, count FROM anon_usage ORDER BY client_key`);
    expect(keys.rows).toEqual([{ client_key: '203.0.113.7', count: 2 }]);
    // Another client behind the same proxy has an allowance of its own.
    expect(last((await ask('203.0.113.8')).events).event).toBe('done');
  });
});

describe('with no proxy trusted (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(isolatedEnv({ OFFLINE_STREAM_DELAY_MS: '0', ANON_FREE_GENERATIONS: '1' }));
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  it('ignores X-Forwarded-For and counts the connection’s address', async () => {
    const ask = (forwardedFor: string) =>
      readStream(`${t.url}/api/ask-ai`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ prompt: 'A page for a bakery', model: 'cui-core' }),
      });
    expect(last((await ask('203.0.113.9')).events).event).toBe('done');
    expect((await ask('203.0.113.10')).status).toBe(401);
    expect((await t.db.query(`SELECT client_key FROM anon_usage`)).rows).toEqual([{ client_key: '127.0.0.1' }]);
  });
});
