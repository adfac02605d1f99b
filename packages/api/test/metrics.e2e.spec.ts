import type { GenerationEvent } from '@cui/shared';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TokensService } from '../src/auth/tokens.service';
import { MetricsServer } from '../src/metrics/metrics-server';
import { UsersService } from '../src/users/users.service';
import { vendorAssetsDir } from '../src/vendor/vendor-assets';
import { FakeOpenAI, gate, pieces } from './support/fake-openai';
import { paddleEvent, postWebhook } from './support/paddle-webhook';
import { Scrape, scrape } from './support/prometheus-text';
import { last, openStream, readStream } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { eventually } from './support/until';

const SECRET = 'pdl_ntfset_metrics_secret';
const ADMIN = { authorization: `Basic ${Buffer.from('ops:metrics-password').toString('base64')}` };
const QUEUE_NAMES = ['mail', 'generation', 'maintenance', 'publish', 'billing-events'];
const STATES = ['waiting', 'active', 'delayed', 'failed'];

describe('/metrics after real generations', () => {
  const upstream = new FakeOpenAI();
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    await upstream.start();
    t = await startApp(
      isolatedEnv({
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: upstream.url,
        OFFLINE_STREAM_DELAY_MS: '0',
        ADMIN_USER: 'ops',
        ADMIN_PASSWORD: 'metrics-password',
        METRICS_PORT: '0',
        PADDLE_WEBHOOK_SECRET: SECRET,
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    await upstream.stop();
    await dropIsolated(t.env);
  });

  const figures = () => scrape(`${t.url}/metrics`, ADMIN);
  async function newUser(): Promise<string> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`metrics${++n}@example.com`, `metrics${n}`);
    return t.app.get(TokensService).issue(user.id);
  }
  const askInit = (token: string, body: object, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  const generations = (s: Scrape, labels: Record<string, string>) => s.sum('cui_generations_total', labels);
  const credits = (s: Scrape, op: string) => s.sum('cui_credit_operations_total', { op });

  it('is refused on the main port without the admin credentials, and served on METRICS_PORT without them', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${t.url}/metrics`, { headers: { authorization: `Basic ${Buffer.from('ops:guess').toString('base64')}` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ code: 'admin_auth_required', message: 'Admin credentials required.' });

    const port = t.app.get(MetricsServer).port();
    expect(port).toEqual(expect.any(Number));
    const own = await scrape(`http://127.0.0.1:${port}/metrics`);
    expect(own.find('cui_process_cpu_user_seconds_total')).toHaveLength(1);
    expect(own.find('cui_nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });

  it('counts a succeeded generation: route, status and model, credits held and committed, first chunk and duration', async () => {
    const before = await figures();
    const res = await readStream(`${t.url}/api/ask-ai`, askInit(await newUser(), { prompt: 'A landing page for a bakery' }));
    expect(last(res.events).event).toBe('done');
    const after = await figures();

    const askAi = { method: 'POST', route: '/api/ask-ai', status: '200' };
    expect(after.sum('cui_http_request_duration_seconds_count', askAi)).toBe(before.sum('cui_http_request_duration_seconds_count', askAi) + 1);
    // Route patterns only: no series carries an id or a raw URL.
    expect(after.find('cui_http_request_duration_seconds_count').filter((s) => /[0-9a-f]{8}-|\?/.test(s.labels.route))).toEqual([]);
    const succeeded = { status: 'succeeded', model: 'cui-core', kind: 'page' };
    expect(generations(after, succeeded)).toBe(generations(before, succeeded) + 1);
    expect(credits(after, 'hold')).toBe(credits(before, 'hold') + 1);
    expect(credits(after, 'commit')).toBe(credits(before, 'commit') + 1);
    expect(credits(after, 'refund')).toBe(credits(before, 'refund'));
    expect(after.sum('cui_generation_first_chunk_seconds_count', { model: 'cui-core' })).toBeGreaterThanOrEqual(1);
    expect(after.sum('cui_generation_stream_seconds_count', { model: 'cui-core' })).toBe(before.sum('cui_generation_stream_seconds_count', { model: 'cui-core' }) + 1);
    expect(after.sum('cui_generation_first_chunk_seconds_bucket', { model: 'cui-core', le: '+Inf' })).toBeGreaterThanOrEqual(1);
  });

  it('counts a refund when a generation fails', async () => {
    const before = await figures();
    upstream.play({ pieces: pieces('Sorry, I can only describe the page in words.', 8) });
    const res = await readStream(`${t.url}/api/ask-ai`, askInit(await newUser(), { prompt: 'a page', model: 'gpt-4-1' }));
    expect(last(res.events).event).toBe('error');
    const after = await figures();
    // Counted under the model's catalogue id (gpt-4-1 is an alias of gpt-5-5).
    const failed = { status: 'failed', model: 'gpt-5-5', kind: 'page' };
    expect(generations(after, failed)).toBe(generations(before, failed) + 1);
    expect(credits(after, 'hold')).toBe(credits(before, 'hold') + 1);
    expect(credits(after, 'refund')).toBe(credits(before, 'refund') + 1);
    expect(credits(after, 'commit')).toBe(credits(before, 'commit'));
  });

  it('shows a stream open while it is, and closed after', async () => {
    const open = (s: Scrape) => s.sum('cui_sse_open_streams');
    expect(open(await figures())).toBe(0);
    const held = gate();
    upstream.play({ pieces: [{ text: '<!DOCTYPE html><html><body><h1>Held' }, { text: '</h1></body></html>', gate: held.promise }, { finish: 'stop' }] });
    const stream = await openStream(`${t.url}/api/ask-ai`, askInit(await newUser(), { prompt: 'a page', model: 'gpt-4-1' }));
    await stream.until((events: GenerationEvent[]) => events.some((e) => e.event === 'chunk'), 10_000);
    expect(open(await figures())).toBe(1);
    held.open();
    expect(last(await stream.ended).event).toBe('done');
    await eventually(figures, (s) => open(s) === 0, 5000, 'open streams back to 0');
  });

  it('reports every queue in every state', async () => {
    const s = await figures();
    for (const queue of QUEUE_NAMES) {
      for (const state of STATES) expect(s.find('cui_queue_jobs', { queue, state })).toHaveLength(1);
    }
  });

  it('counts webhook deliveries: accepted, duplicate, rejected, invalid, and the event as the worker handled it', async () => {
    const before = await figures();
    const event = paddleEvent('customer.created', { id: 'ctm_01' }, t.clock.now());
    expect((await postWebhook(t.url, event, [SECRET], t.clock.now())).status).toBe(200);
    expect((await postWebhook(t.url, event, [SECRET], t.clock.now())).status).toBe(200);
    expect((await postWebhook(t.url, paddleEvent('customer.created', {}, t.clock.now()), [SECRET], t.clock.now(), { signature: null })).status).toBe(401);
    expect((await postWebhook(t.url, { hello: 'world' }, [SECRET], t.clock.now())).status).toBe(400);
    const webhooks = (s: Scrape, result: string) => s.sum('cui_webhook_events_total', { result });
    const after = await eventually(figures, (s) => s.sum('cui_billing_events_total', { result: 'ignored' }) > before.sum('cui_billing_events_total', { result: 'ignored' }), 10_000, 'the event handled');
    expect(webhooks(after, 'accepted')).toBe(webhooks(before, 'accepted') + 1);
    expect(webhooks(after, 'duplicate')).toBe(webhooks(before, 'duplicate') + 1);
    expect(webhooks(after, 'rejected')).toBe(webhooks(before, 'rejected') + 1);
    expect(webhooks(after, 'invalid')).toBe(webhooks(before, 'invalid') + 1);
  });

  it('labels unmatched requests and published sites by what they are, not their URL', async () => {
    const before = await figures();
    expect((await fetch(`${t.url}/no/such/page`)).status).toBe(404);
    expect((await fetch(`${t.url}/s/no-such-site/`)).status).toBe(404);
    const after = await figures();
    const count = (s: Scrape, route: string) => s.sum('cui_http_request_duration_seconds_count', { method: 'GET', route, status: '404' });
    expect(count(after, 'unmatched')).toBe(count(before, 'unmatched') + 1);
    expect(count(after, 'site')).toBe(count(before, 'site') + 1);
  });

  it('has no gauge named like a counter (`_total`), as promtool requires', async () => {
    const s = await figures();
    expect([...s.types].filter(([name, type]) => type === 'gauge' && name.endsWith('_total'))).toEqual([]);
    // The totals are the sums of the gauges by type.
    expect(s.types.get('cui_nodejs_active_handles')).toBe('gauge');
    expect(s.sum('cui_nodejs_active_handles')).toBeGreaterThan(0);
  });

  it('echoes a sane X-Request-Id and replaces any other with a UUID', async () => {
    const sane = await fetch(`${t.url}/api/models`, { headers: { 'x-request-id': 'trace-42.a_b' } });
    expect(sane.headers.get('x-request-id')).toBe('trace-42.a_b');
    const forged = await fetch(`${t.url}/api/models`, { headers: { 'x-request-id': 'x"\\n{"level":60}' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const long = await fetch(`${t.url}/api/models`, { headers: { 'x-request-id': 'a'.repeat(129) } });
    expect(long.headers.get('x-request-id')).not.toBe('a'.repeat(129));
  });
});

describe('/metrics under requests for many different files and paths', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cui-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>CUI</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets/index-AbC123.js'), 'export {};\n');
    t = await startApp(isolatedEnv({ WEB_DIST: dist, ADMIN_USER: 'ops', ADMIN_PASSWORD: 'metrics-password' }));
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
    rmSync(dist, { recursive: true, force: true });
  });

  const series = (s: Scrape) => s.find('cui_http_request_duration_seconds_count').map((x) => `${x.labels.method} ${x.labels.route} ${x.labels.status}`);

  it('counts them under one label each (static, spa, unmatched): the series are bounded by the route table, not the client', async () => {
    const vendorFiles = readdirSync(vendorAssetsDir(), { recursive: true, withFileTypes: true })
      // Not the precompressed twins, nor the build's own stamp (`pnpm start` leaves one; dotfiles are never served).
      .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name) && !e.name.startsWith('.'))
      .map((e) => `/vendor/${join(e.parentPath, e.name).slice(vendorAssetsDir().length + 1)}`)
      .slice(0, 60);
    expect(vendorFiles).toHaveLength(60);
    // The first scrape adds its own series to the next.
    await scrape(`${t.url}/metrics`, ADMIN);
    const before = series(await scrape(`${t.url}/metrics`, ADMIN));

    const asked: Array<[string, number]> = [
      ...vendorFiles.map((path): [string, number] => [path, 200]),
      ['/assets/index-AbC123.js', 200],
      ['/', 200],
      ...Array.from({ length: 20 }, (_, i): [string, number] => [`/vendor/nothing-${i}.js`, 404]),
      ...Array.from({ length: 20 }, (_, i): [string, number] => [`/assets/stale-${i}.js`, 404]),
      ...Array.from({ length: 20 }, (_, i): [string, number] => [`/page-${i}/x`, 200]),
    ];
    for (const [path, status] of asked) {
      const res = await fetch(`${t.url}${path}`);
      await res.arrayBuffer();
      expect({ path, status: res.status }).toEqual({ path, status });
    }

    const after = await scrape(`${t.url}/metrics`, ADMIN);
    const added = series(after).filter((s) => !before.includes(s));
    expect(added.sort()).toEqual(['GET spa 200', 'GET static 200', 'GET unmatched 404']);
    const count = (route: string, status: string) => after.sum('cui_http_request_duration_seconds_count', { method: 'GET', route, status });
    expect(count('static', '200')).toBe(62);
    expect(count('spa', '200')).toBe(20);
    expect(count('unmatched', '404')).toBe(40);
  });
});
