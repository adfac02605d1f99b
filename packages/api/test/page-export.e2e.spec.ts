import { FRAMEWORKS, HTML_MAX_BYTES, pageExportResponseSchema, VENDOR } from '@cui/shared';
import { composePage } from '@cui/offline-model';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { QUEUES } from '../src/queues/queue-names';
import { TokensService } from '../src/auth/tokens.service';
import { UsersService } from '../src/users/users.service';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

const RATE_LIMIT = 40;

describe('POST /api/pages/export', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(isolatedEnv({ EXPORT_RATE_LIMIT: String(RATE_LIMIT), TRUST_PROXY: '1' }));
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  const exportPage = (body: unknown, opts: { token?: string; ip?: string } = {}) => {
    let req = request(t.url).post('/api/pages/export').set('x-forwarded-for', opts.ip ?? '203.0.113.1');
    if (opts.token) req = req.set('authorization', `Bearer ${opts.token}`);
    return req.send(body as object);
  };
  const count = async (table: string) => Number((await t.db.query(`SELECT count(*) FROM ${table}`)).rows[0].count);

  it('answers every framework’s page as one file that fetches nothing from the app, signed out and free', async () => {
    const ledger = await count('credit_ledger');
    for (const framework of FRAMEWORKS) {
      const html = composePage({ prompt: 'A landing page for a bakery called Crumb & Co with pricing', framework });
      const res = await exportPage({ html }, { ip: '203.0.113.2' }).expect(200);
      const body = pageExportResponseSchema.parse(res.body);
      expect([framework, body.framework]).toEqual([framework, framework]);
      expect(body.html).not.toContain('/vendor/');
      expect(body.html).not.toContain('_assets/');
      expect(body.html).not.toMatch(/\s(?:src|href)="\/(?!\/)/);
      expect(body.html).not.toContain(t.url);
    }
    expect(await count('credit_ledger')).toBe(ledger);
  });

  // A page can take seconds to build: the build is a worker's job, never the API's event loop.
  it('builds the file in an export job on the publish queue, with no site stored', async () => {
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.publish));
    const before = (await queue.getCompleted()).filter((j) => j.name === 'export').length;
    const sites = await count('sites');
    await exportPage({ html: composePage({ prompt: 'A page for a chess club', framework: 'htmlTailwind' }) }, { ip: '203.0.113.9' }).expect(200);
    const done = (await queue.getCompleted()).filter((j) => j.name === 'export');
    expect(done.length).toBe(before + 1);
    expect(done.every((j) => j.returnvalue?.status === 'exported')).toBe(true);
    expect(await count('sites')).toBe(sites);
  });

  it('has the CSS of the page’s Tailwind classes inline', async () => {
    const html = `<!DOCTYPE html><html><head><script src="${VENDOR.tailwind}"></script></head><body><p class="text-emerald-700 p-13">x</p></body></html>`;
    const res = await exportPage({ html }, { ip: '203.0.113.3' }).expect(200);
    expect(res.body.html).toMatch(/<style>[^<]*\.text-emerald-700\{/);
    expect(res.body.html).toMatch(/<style>[^<]*\.p-13\{/);
  });

  it('answers the CDN variant on asking, with integrity', async () => {
    const html = composePage({ prompt: 'A todo app', framework: 'vue3' });
    const res = await exportPage({ html, runtimes: 'cdn' }, { ip: '203.0.113.4' }).expect(200);
    expect(res.body.html).toMatch(/<script src="https:\/\/cdn\.jsdelivr\.net\/npm\/vue@[\d.]+\/dist\/vue\.global\.prod\.js" integrity="sha384-[\w+/=]+" crossorigin="anonymous"><\/script>/);
  });

  it('answers the same to a signed-in user', async () => {
    const user = await t.app.get(UsersService).findOrCreateByEmail('exporter@example.com', 'exporter');
    const token = await t.app.get(TokensService).issue(user.id);
    const res = await exportPage({ html: '<p class="flex">x</p>' }, { token }).expect(200);
    expect(res.body.framework).toBe('htmlCss');
  });

  it('refuses a bad body with 400 {code, message}', async () => {
    for (const body of [{}, { html: '' }, { html: 42 }, { html: '<p>x</p>', runtimes: 'ftp' }]) {
      const res = await exportPage(body, { ip: '203.0.113.5' }).expect(400);
      expect([res.body.code, typeof res.body.message]).toEqual(['invalid_body', 'string']);
    }
  });

  it('refuses a page over 2 MB with 413 {code, message}', async () => {
    const res = await exportPage({ html: `<p>${'x'.repeat(HTML_MAX_BYTES)}</p>` }, { ip: '203.0.113.6' }).expect(413);
    expect(res.body).toEqual({ code: 'payload_too_large', message: 'The page HTML must be at most 2 MB.' });
  });

  it('answers 422 export_failed with the reason for a page publishing could not build', async () => {
    const html = `<script src="${VENDOR.react}"></script><script type="text/babel">const a = <div>;</script>`;
    const res = await exportPage({ html }, { ip: '203.0.113.7' }).expect(422);
    expect(res.body.code).toBe('export_failed');
    expect(res.body.message).toMatch(/does not compile/);
  });

  it('is rate-limited per requester: 429 past the limit, others unaffected', async () => {
    for (let i = 0; i < RATE_LIMIT; i++) await exportPage({ html: '<p>x</p>' }, { ip: '203.0.113.8' }).expect(200);
    const res = await exportPage({ html: '<p>x</p>' }, { ip: '203.0.113.8' }).expect(429);
    expect(res.body.code).toBe('rate_limited');
    await exportPage({ html: '<p>x</p>' }, { ip: '203.0.113.9' }).expect(200);
  });
});
