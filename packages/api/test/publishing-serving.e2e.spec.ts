import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import supertest from 'supertest';
import { request } from 'undici';
import { TokensService } from '../src/auth/tokens.service';
import { PATH_FALLBACK_CSP } from '../src/publishing/site-responses';
import { UsersService } from '../src/users/users.service';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { assetPathIn, testPageBuilder } from './support/test-page-builder';
import { eventually } from './support/until';

/** Long enough that every encoding is kept (a compressed variant must be smaller). */
const page = (text: string) =>
  `<!DOCTYPE html><html><head><title>${text}</title></head><body><h1>${text}</h1>${'<p class="card">Fresh bread every morning.</p>'.repeat(30)}</body></html>`;

const SITES_HOST = 'localhost:3000';
const host = (folder: string) => `${folder}.${SITES_HOST}`;

/** The headers helmet adds to the app's responses; none may reach a site's. */
const APP_ONLY_HEADERS = ['content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'x-frame-options', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];

/** The `<loc>`s of a sitemap, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

describe('publishing: serving sites', () => {
  let a: TestApp;
  let b: TestApp;
  let owner: { id: string; token: string };

  beforeAll(async () => {
    const env = isolatedEnv();
    // Two replicas on one database and one Redis, as behind a load balancer.
    a = await startApp(env, undefined, { pageBuilder: testPageBuilder });
    b = await startApp(env, undefined, { pageBuilder: testPageBuilder });
    const user = await a.app.get(UsersService).findOrCreateByEmail('site-owner@example.com', 'site-owner');
    owner = { id: user.id, token: await a.app.get(TokensService).issue(user.id) };
    for (const [folder, fileName, text] of [
      ['bakery', 'index', 'Bakery home'],
      ['bakery', 'about', 'About the bakery'],
      ['florist', 'index', 'Florist home'],
    ]) {
      await publish(folder, fileName, text);
    }
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await dropIsolated(a.env);
  });

  async function publish(folderName: string, fileName: string, text: string, via = a): Promise<void> {
    await supertest(via.url).post('/api/publish').set('authorization', `Bearer ${owner.token}`).send({ html: page(text), folderName, fileName }).expect(200);
  }

  /** The response as sent (no decompression), with the Host given. */
  async function get(path: string, hostHeader: string, headers: Record<string, string> = {}, via = a, method: 'GET' | 'HEAD' | 'POST' = 'GET'): Promise<Raw> {
    const res = await request(`${via.url}${path}`, { method, headers: { host: hostHeader, ...headers } });
    const body = Buffer.from(await res.body.arrayBuffer());
    return { status: res.statusCode, headers: res.headers, body, text: body.toString() };
  }
  const site = (folder: string, path = '/', headers: Record<string, string> = {}, via = a) => get(path, host(folder), headers, via);

  describe('at {folder}.{SITES_HOST}', () => {
    it('serves the index at /, pages at /{page} and /{page}.html, and a 404 page for anything else', async () => {
      expect((await site('bakery')).text).toContain('<h1>Bakery home</h1>');
      for (const path of ['/about', '/about.html', '/about?utm=x']) {
        const res = await site('bakery', path);
        expect(res.status).toBe(200);
        expect(res.text).toContain('<h1>About the bakery</h1>');
      }
      expect((await site('bakery', '/index.html')).text).toContain('Bakery home');
      expect((await site('florist')).text).toContain('Florist home');
      for (const path of ['/contact', '/about/', '/a/b', '/About', '/api/health', '/api/sites/all', '/admin/queues', '/preview', '/_assets/nope.css', '/_assets/../x']) {
        const res = await site('bakery', path);
        expect([path, res.status]).toEqual([path, 404]);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.text).toContain('Page not found');
      }
      for (const folder of ['unknown-site', 'a.b', 'x_y', '-bad']) {
        const res = await site(folder);
        expect([folder, res.status]).toEqual([folder, 404]);
        expect(res.text).toContain('Page not found');
      }
    });

    it('answers /favicon.ico with no content, so a page without an icon logs no 404', async () => {
      const res = await site('bakery', '/favicon.ico');
      expect(res.status).toBe(204);
      expect(res.body.length).toBe(0);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('answers its own robots.txt and sitemap.xml, with absolute URLs on its own host', async () => {
      const robots = await site('bakery', '/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(robots.text).toBe(`User-agent: *\nAllow: /\n\nSitemap: http://${host('bakery')}/sitemap.xml\n`);
      const sitemap = await site('bakery', '/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(sitemap.text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
      expect(locs(sitemap.text)).toEqual([`http://${host('bakery')}/`, `http://${host('bakery')}/about`]);
      expect(sitemap.text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
      expect(locs((await site('florist', '/sitemap.xml')).text)).toEqual([`http://${host('florist')}/`]);
      for (const path of ['/robots.txt', '/sitemap.xml']) expect((await site('unknown-site', path)).status).toBe(404);
    });

    it('matches the host case-insensitively', async () => {
      const res = await get('/', 'BAKERY.LocalHost:3000');
      expect(res.status).toBe(200);
      expect(res.text).toContain('Bakery home');
    });

    it('answers nothing of the app on a label that cannot be a site, and leaves the app’s own host to the app', async () => {
      // www., api., punycode: not sites, and not the app either (an origin same-site with every site).
      for (const label of ['www', 'api', 'app', 'mta-sts', 'xn--pple-43d']) {
        for (const path of ['/', '/api/health', '/s/bakery/', '/vendor/vue/vue.global.prod.js']) {
          const res = await get(path, host(label));
          expect([label, path, res.status]).toEqual([label, path, 404]);
          expect(res.text).toContain('Page not found');
          expect(res.headers['content-security-policy']).toBeUndefined();
        }
      }
      const health = await get('/api/health', SITES_HOST);
      expect(health.status).toBe(200);
      expect(JSON.parse(health.text)).toMatchObject({ status: 'ok' });
    });

    it('serves the vendor runtimes on a site host', async () => {
      const res = await site('bakery', '/vendor/vue/vue.global.prod.js');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
    });

    it('serves the page’s hashed assets for a year, and only the assets of that site', async () => {
      const html = (await site('bakery')).text;
      const asset = `/${assetPathIn(html)}`;
      const res = await site('bakery', asset);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.text).toContain('rebeccapurple');
      const br = await site('bakery', asset, { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(res.text);
      // The same file name on another site's host names nothing there.
      expect((await site('florist', asset)).status).toBe(404);
    });

    it('sends nosniff and a referrer policy, and none of the app’s headers', async () => {
      for (const path of ['/', '/about', '/missing']) {
        const res = await site('bakery', path);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        for (const name of APP_ONLY_HEADERS) expect([path, name, res.headers[name]]).toEqual([path, name, undefined]);
      }
      // The app keeps its own.
      expect((await get('/api/health', SITES_HOST)).headers['content-security-policy']).toContain("script-src 'self'");
    });

    it('validates with a strong ETag: a matching If-None-Match is 304 with no body', async () => {
      const first = await site('bakery');
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      const again = await site('bakery', '/', { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=60');
      // The brotli representation's tag validates too.
      const br = await site('bakery', '/', { 'accept-encoding': 'br' });
      expect(br.headers.etag).toBe(etag.replace(/"$/, '-br"'));
      expect((await site('bakery', '/', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string })).status).toBe(304);
      expect((await site('bakery', '/', { 'if-none-match': '"something-else"' })).status).toBe(200);
      // A weak comparison, `*`, and a forced reload, which always gets the body.
      expect((await site('bakery', '/', { 'if-none-match': `W/${etag}` })).status).toBe(304);
      expect((await site('bakery', '/', { 'if-none-match': '*' })).status).toBe(304);
      expect((await site('bakery', '/', { 'if-none-match': etag, 'cache-control': 'no-cache' })).status).toBe(200);
      // Another page has another tag.
      expect((await site('bakery', '/about')).headers.etag).not.toBe(etag);
    });

    it('negotiates brotli and gzip from Accept-Encoding, with Vary', async () => {
      const plain = await site('bakery');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
      const cases: [string, string | undefined][] = [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['gzip;q=1, br;q=0.5', 'gzip'],
        ['*', 'br'],
        ['identity', undefined],
        ['gzip;q=0', undefined],
      ];
      for (const [accept, expected] of cases) {
        const res = await site('bakery', '/', { 'accept-encoding': accept });
        expect([accept, res.headers['content-encoding']]).toEqual([accept, expected]);
        expect(res.headers.vary).toBe('Accept-Encoding');
        const decoded = expected === 'br' ? brotliDecompressSync(res.body) : expected === 'gzip' ? gunzipSync(res.body) : res.body;
        expect(decoded.toString()).toBe(plain.text);
        expect(res.body.length).toBeLessThanOrEqual(plain.body.length);
      }
    });

    it('answers HEAD with the headers alone and other methods with 405', async () => {
      const head = await get('/', host('bakery'), { 'accept-encoding': 'gzip' }, a, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers['content-encoding']).toBe('gzip');
      const post = await get('/', host('bakery'), {}, a, 'POST');
      expect(post.status).toBe(405);
      expect(post.headers.allow).toBe('GET, HEAD');
    });
  });

  describe('at {PUBLIC_URL}/s/{folder}/', () => {
    it('redirects /s/{folder} to /s/{folder}/ so relative asset URLs resolve', async () => {
      const res = await get('/s/bakery?x=1', SITES_HOST);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/s/bakery/?x=1');
    });

    it('answers robots.txt and sitemap.xml with the site’s /s/ URLs', async () => {
      const robots = await get('/s/bakery/robots.txt', SITES_HOST);
      expect(robots.status).toBe(200);
      expect(robots.text).toBe(`User-agent: *\nAllow: /s/bakery/\n\nSitemap: http://${SITES_HOST}/s/bakery/sitemap.xml\n`);
      const sitemap = await get('/s/bakery/sitemap.xml', SITES_HOST);
      expect(locs(sitemap.text)).toEqual([`http://${SITES_HOST}/s/bakery/`, `http://${SITES_HOST}/s/bakery/about`]);
      // Asked for the other way first, each keeps its own URLs.
      expect(locs((await site('bakery', '/sitemap.xml')).text)[0]).toBe(`http://${host('bakery')}/`);
      expect((await get('/s/unknown-site/sitemap.xml', SITES_HOST)).status).toBe(404);
    });

    it('serves the same pages and assets, sandboxed without same-origin', async () => {
      const index = await get('/s/bakery/', SITES_HOST);
      expect(index.status).toBe(200);
      expect(index.text).toBe((await site('bakery')).text);
      expect((await get('/s/bakery/about', SITES_HOST)).text).toContain('About the bakery');
      expect((await get('/s/bakery/about.html', SITES_HOST)).text).toContain('About the bakery');
      const asset = await get(`/s/bakery/${assetPathIn(index.text)}`, SITES_HOST);
      expect(asset.status).toBe(200);
      expect(asset.headers['content-type']).toBe('text/css; charset=utf-8');
      // The sandboxed page's origin is opaque: module scripts and fonts it loads need CORS, without credentials.
      expect(asset.headers['access-control-allow-origin']).toBe('*');
      expect(asset.headers['access-control-allow-credentials']).toBeUndefined();
      for (const res of [index, asset]) {
        expect(res.headers['content-security-policy']).toBe(PATH_FALLBACK_CSP);
        expect(res.headers['content-security-policy']).not.toContain('allow-same-origin');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      }
      const missing = await get('/s/unknown-site/', SITES_HOST);
      expect(missing.status).toBe(404);
      expect(missing.headers['content-security-policy']).toBe(PATH_FALLBACK_CSP);
      expect((await get('/s/bakery/nope', SITES_HOST)).status).toBe(404);
    });
  });

  it('gives site origins no CORS on the API', async () => {
    const origin = `http://bakery.${SITES_HOST}`;
    const res = await get('/api/sites/all', SITES_HOST, { origin, authorization: `Bearer ${owner.token}` });
    expect(res.status).toBe(200);
    const preflight = await request(`${a.url}/api/publish`, {
      method: 'OPTIONS',
      headers: { host: SITES_HOST, origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    await preflight.body.dump();
    for (const headers of [res.headers, preflight.headers]) {
      expect(headers['access-control-allow-origin']).toBeUndefined();
      expect(headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  describe('across replicas', () => {
    it('shows a new version on every replica once the publish answers', async () => {
      // Both replicas hold the page.
      expect((await site('florist', '/', {}, a)).text).toContain('Florist home');
      expect((await site('florist', '/', {}, b)).text).toContain('Florist home');
      await publish('florist', 'index', 'Florist spring', a);
      expect((await site('florist', '/', {}, a)).text).toContain('Florist spring');
      await eventually(() => site('florist', '/', {}, b), (r) => r.text.includes('Florist spring'), 2000, 'replica b showing the new version');
    });

    it('lists a new page in the sitemap on every replica once published', async () => {
      for (const via of [a, b]) expect(locs((await site('florist', '/sitemap.xml', {}, via)).text)).toEqual([`http://${host('florist')}/`]);
      await publish('florist', 'contact', 'Contact the florist', a);
      for (const via of [a, b]) {
        await eventually(() => site('florist', '/sitemap.xml', {}, via), (r) => locs(r.text).length === 2, 2000, 'the sitemap listing the new page');
      }
      expect(locs((await site('florist', '/sitemap.xml', {}, b)).text)).toEqual([`http://${host('florist')}/`, `http://${host('florist')}/contact`]);
    });

    it('serves a site on every replica once published, even where its 404 was cached', async () => {
      expect((await site('late-site', '/', {}, b)).status).toBe(404);
      await publish('late-site', 'index', 'Late', a);
      await eventually(() => site('late-site', '/', {}, b), (r) => r.status === 200, 2000, 'replica b serving the new site');
    });

    it('takes an unpublished site down on every replica, keeps its history, and brings it back on republish', async () => {
      await publish('seasonal', 'index', 'Seasonal', a);
      await publish('seasonal', 'menu', 'Menu', a);
      const asset = `/${assetPathIn((await site('seasonal', '/', {}, b)).text)}`;
      for (const via of [a, b]) {
        expect((await site('seasonal', '/', {}, via)).status).toBe(200);
        expect((await site('seasonal', asset, {}, via)).status).toBe(200);
        expect((await get('/s/seasonal/menu', SITES_HOST, {}, via)).status).toBe(200);
      }
      const res = await supertest(b.url).delete('/api/sites/seasonal').set('authorization', `Bearer ${owner.token}`).expect(200);
      expect(res.body).toEqual({ folderName: 'seasonal', message: 'Site unpublished.' });
      // The replica that answered is already current.
      for (const path of ['/', '/menu', asset, '/sitemap.xml', '/robots.txt']) expect((await site('seasonal', path, {}, b)).status).toBe(404);
      for (const path of ['/', '/menu', asset]) {
        await eventually(() => site('seasonal', path, {}, a), (r) => r.status === 404, 2000, `replica a dropping ${path}`);
      }
      expect((await get('/s/seasonal/', SITES_HOST, {}, a)).status).toBe(404);
      await supertest(a.url).get('/api/remix/seasonal').expect(404);
      const all = await supertest(a.url).get('/api/sites/all').set('authorization', `Bearer ${owner.token}`).expect(200);
      expect(all.body.seasonal).toEqual([
        { name: 'index', live: false },
        { name: 'menu', live: false },
      ]);
      // History is kept for the owner; unpublishing again changes nothing.
      const history = await supertest(a.url).get('/api/sites/file/versions').query({ folder_name: 'seasonal', file_name: 'menu' }).set('authorization', `Bearer ${owner.token}`).expect(200);
      expect(history.body).toHaveLength(1);
      await supertest(a.url).delete('/api/sites/seasonal').set('authorization', `Bearer ${owner.token}`).expect(200);

      await publish('seasonal', 'index', 'Seasonal again', b);
      for (const via of [a, b]) {
        await eventually(() => site('seasonal', '/', {}, via), (r) => r.text.includes('Seasonal again'), 2000, 'the site back');
        // Its other pages come back with it.
        expect((await site('seasonal', '/menu', {}, via)).status).toBe(200);
      }
      // Published again as it was, without a new version: every replica serves it.
      await supertest(a.url).delete('/api/sites/seasonal').set('authorization', `Bearer ${owner.token}`).expect(200);
      for (const via of [a, b]) await eventually(() => site('seasonal', '/', {}, via), (r) => r.status === 404, 2000, 'the site down again');
      await supertest(b.url).post('/api/sites/seasonal/publish').set('authorization', `Bearer ${owner.token}`).expect(200);
      for (const via of [a, b]) {
        await eventually(() => site('seasonal', '/', {}, via), (r) => r.text.includes('Seasonal again'), 2000, 'the site back as it was');
        expect((await site('seasonal', asset, {}, via)).status).toBe(200);
      }
    });
  });
});
