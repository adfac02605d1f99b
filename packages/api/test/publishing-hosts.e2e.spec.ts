import { connect } from 'node:net';
import supertest from 'supertest';
import { request } from 'undici';
import { TokensService } from '../src/auth/tokens.service';
import { UsersService } from '../src/users/users.service';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { testPageBuilder } from './support/test-page-builder';

const APP_HOST = 'cui.example.com';
const SITES_HOST = 'example-sites.com';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * Sites on a registrable domain of their own, behind one trusted proxy (the test's connection comes
 * from loopback, the proxy's place): which host a request is for, and what each host may reach.
 */
describe('publishing: which host answers what', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(isolatedEnv({ PUBLIC_URL: `https://${APP_HOST}`, SITES_HOST, TRUST_PROXY: '1' }), undefined, { pageBuilder: testPageBuilder });
    const user = await t.app.get(UsersService).findOrCreateByEmail('hosts@example.com', 'hosts');
    const token = await t.app.get(TokensService).issue(user.id);
    const html = '<!DOCTYPE html><html><head><title>Bakery</title></head><body><h1>Bakery home</h1></body></html>';
    await supertest(t.url).post('/api/publish').set('authorization', `Bearer ${token}`).send({ html, folderName: 'bakery' }).expect(200);
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  async function get(path: string, headers: Record<string, string>): Promise<Answer> {
    const res = await request(`${t.url}${path}`, { headers });
    return { status: res.statusCode, headers: res.headers, text: await res.body.text() };
  }

  /** A request written by hand, for what HTTP clients refuse to send (two Host headers). */
  function raw(lines: string[]): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const socket = connect(Number(new URL(t.url).port), '127.0.0.1', () => socket.write(`${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`));
      let data = '';
      socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
      socket.on('error', reject);
      socket.on('end', () => {
        const [head, text] = [data.slice(0, data.indexOf('\r\n\r\n')), data.slice(data.indexOf('\r\n\r\n') + 4)];
        const [status, ...fields] = head.split('\r\n');
        const headers = Object.fromEntries(fields.map((f) => [f.slice(0, f.indexOf(':')).toLowerCase(), f.slice(f.indexOf(':') + 1).trim()]));
        resolve({ status: Number(status.split(' ')[1]), headers, text });
      });
    });
  }

  it('serves a site at {folder}.{SITES_HOST}', async () => {
    const res = await get('/', { host: `bakery.${SITES_HOST}` });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Bakery home');
  });

  it('serves nothing of the app on a reserved label of the sites domain', async () => {
    for (const label of ['app', 'www', 'api', 'cui', 'admin', 'mta-sts', 'autodiscover']) {
      for (const path of ['/', '/api/health', '/api/config', '/s/bakery/', '/vendor/vue/vue.global.prod.js', '/admin/queues']) {
        const res = await get(path, { host: `${label}.${SITES_HOST}` });
        expect([label, path, res.status]).toEqual([label, path, 404]);
        expect(res.text).toContain('Page not found');
        expect(res.headers['content-security-policy']).toBeUndefined();
      }
    }
  });

  it('redirects the bare sites domain to the app, for every path', async () => {
    for (const path of ['/', '/api/health', '/s/bakery/']) {
      const res = await get(path, { host: SITES_HOST });
      expect([path, res.status, res.headers.location]).toEqual([path, 301, `https://${APP_HOST}/`]);
    }
  });

  it('answers the app on its own host whatever X-Forwarded-Host says', async () => {
    const res = await get('/', { host: APP_HOST, 'x-forwarded-host': `bakery.${SITES_HOST}` });
    expect(res.text).not.toContain('Bakery home');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const health = await get('/api/health', { host: APP_HOST, 'x-forwarded-host': `bakery.${SITES_HOST}` });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toMatchObject({ status: 'ok' });
  });

  it('routes by the host the trusted proxy names, and says the answer varies with it', async () => {
    // A proxy that connects with a Host of its own (an upstream name) and names the site in X-Forwarded-Host.
    const viaProxy = await get('/', { host: 'cui-api:3000', 'x-forwarded-host': `bakery.${SITES_HOST}`, 'accept-encoding': 'gzip' });
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.headers.vary).toBe('Accept-Encoding, X-Forwarded-Host');
    const direct = await get('/', { host: `bakery.${SITES_HOST}` });
    expect(direct.headers.vary).toBe('Accept-Encoding, X-Forwarded-Host');
    for (const path of ['/missing', '/robots.txt', '/favicon.ico']) {
      expect([path, (await get(path, { host: `bakery.${SITES_HOST}` })).headers.vary]).toEqual([path, 'X-Forwarded-Host']);
    }
    const fallback = await get('/s/bakery/', { host: APP_HOST });
    expect(fallback.status).toBe(200);
    expect(fallback.headers.vary).toContain('X-Forwarded-Host');
    expect((await get('/s/bakery', { host: APP_HOST })).headers.vary).toBe('X-Forwarded-Host');
  });

  it('spells robots.txt and sitemap.xml in https URLs on the site’s own host, or the app’s /s/ path', async () => {
    expect((await get('/robots.txt', { host: `bakery.${SITES_HOST}` })).text).toContain(`Sitemap: https://bakery.${SITES_HOST}/sitemap.xml`);
    expect((await get('/sitemap.xml', { host: `bakery.${SITES_HOST}` })).text).toContain(`<loc>https://bakery.${SITES_HOST}/</loc>`);
    expect((await get('/s/bakery/robots.txt', { host: APP_HOST })).text).toContain(`Sitemap: https://${APP_HOST}/s/bakery/sitemap.xml`);
    expect((await get('/s/bakery/sitemap.xml', { host: APP_HOST })).text).toContain(`<loc>https://${APP_HOST}/s/bakery/</loc>`);
  });

  it('refuses a request with two Host headers with 400 JSON, app and sites alike', async () => {
    const cases = [
      ['/api/health', APP_HOST, `bakery.${SITES_HOST}`],
      ['/', `bakery.${SITES_HOST}`, APP_HOST],
      ['/api/health', APP_HOST, APP_HOST],
      ['/s/bakery/', APP_HOST, `www.${SITES_HOST}`],
    ];
    for (const [path, first, second] of cases) {
      const res = await raw([`GET ${path} HTTP/1.1`, `Host: ${first}`, `host: ${second}`]);
      expect([path, first, second, res.status]).toEqual([path, first, second, 400]);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(res.text)).toEqual({ code: 'two_hosts', message: expect.stringMatching(/Host headers/) });
    }
    // One Host header is fine.
    expect((await raw(['GET /api/health HTTP/1.1', `Host: ${APP_HOST}`])).status).toBe(200);
  });
});
