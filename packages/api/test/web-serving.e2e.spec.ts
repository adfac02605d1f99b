import { PREVIEW_MESSAGE } from '@cui/shared';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

const PRECOMPRESS = resolve(__dirname, '../../../scripts/precompress.mjs');
/** What Vite copies into the build as it is. */
const WEB_PUBLIC = resolve(__dirname, '../../web/public');

/** A CSP header as directive → sources. */
function policy(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The response as sent: no decompression on our side. */
async function raw(url: string, acceptEncoding?: string) {
  const res = await request(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
  return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) };
}

describe('what the browser is sent', () => {
  let t: TestApp;
  let dist: string;
  const script = `export const page = ${JSON.stringify('CUI '.repeat(2000))};\n`;
  const index = `<!doctype html><html><head><title>CUI</title><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cui-web-'));
    cpSync(WEB_PUBLIC, dist, { recursive: true });
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), index);
    writeFileSync(join(dist, 'assets/index-AbC123.js'), script);
    execFileSync(process.execPath, [PRECOMPRESS, dist]);
    t = await startApp(isolatedEnv({ WEB_DIST: dist }));
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
    rmSync(dist, { recursive: true, force: true });
  });

  describe('the app', () => {
    it('allows only its own scripts and Paddle’s checkout: nothing inline, nothing eval’d, images from itself', async () => {
      const res = await raw(`${t.url}/`);
      expect(res.status).toBe(200);
      const csp = policy(res.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.paddle.com']);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('img-src')).not.toContain('*');
      expect(csp.get('frame-src')).toEqual(["'self'", 'https://buy.paddle.com', 'https://sandbox-buy.paddle.com']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://checkout-service.paddle.com', 'https://sandbox-checkout-service.paddle.com']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.has('sandbox')).toBe(false);
      for (const [name, sources] of csp) {
        if (name !== 'style-src') expect(sources).not.toContain("'unsafe-inline'");
        expect(sources).not.toContain("'unsafe-eval'");
      }
      // The tabs it opens keep it as their opener (the new-tab handshake).
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    });

    it('keeps styles and fonts to its own build (inline styles aside)', async () => {
      const csp = policy((await raw(`${t.url}/`)).headers['content-security-policy']);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    });

    it('has the same policy on its API and on the pages it answers with index.html', async () => {
      for (const path of ['/api/health', '/dashboard']) {
        const res = await raw(`${t.url}${path}`);
        expect(policy(res.headers['content-security-policy']).get('script-src')).toEqual(["'self'", 'https://cdn.paddle.com']);
      }
    });
  });

  describe('the queue dashboard', () => {
    const ADMIN = { authorization: `Basic ${Buffer.from('ops:board-password').toString('base64')}` };
    let admin: TestApp;
    beforeAll(async () => {
      admin = await startApp(isolatedEnv({ WEB_DIST: dist, ADMIN_USER: 'ops', ADMIN_PASSWORD: 'board-password' }));
    });
    afterAll(async () => {
      await admin.close();
      await dropIsolated(admin.env);
    });
    const board = (path: string) => request(`${admin.url}/admin/queues${path}`, { headers: ADMIN });

    it('has a policy of its own that lets in the stylesheets its page links and their fonts, and still no inline script', async () => {
      const page = await board('');
      expect(page.statusCode).toBe(200);
      const html = await page.body.text();
      const csp = policy(page.headers['content-security-policy']);
      const linked = [...html.matchAll(/<link [^>]*href="(https?:\/\/[^"]+)"[^>]*rel="stylesheet"/g)].map(([, href]) => new URL(href).origin);
      expect(linked).toEqual(['https://fonts.googleapis.com']);
      for (const origin of linked) expect(csp.get('style-src')).toContain(origin);
      expect(csp.get('font-src')).toContain('https://fonts.gstatic.com');
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      for (const sources of csp.values()) expect(sources).not.toContain("'unsafe-eval'");
    });

    it('sends that policy with its scripts and its API too, and the app’s everywhere else', async () => {
      const html = await (await board('')).body.text();
      const [, script] = /<script defer src="([^"]+)"/.exec(html) ?? [];
      for (const path of [`/${script}`, '/api/queues']) {
        const res = await board(path);
        await res.body.dump();
        expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
        expect(policy(res.headers['content-security-policy']).get('style-src')).toContain('https://fonts.googleapis.com');
      }
      for (const path of ['/', '/api/health', '/dashboard', '/admin/other']) {
        const csp = policy((await raw(`${admin.url}${path}`)).headers['content-security-policy']);
        expect({ path, styles: csp.get('style-src') }).toEqual({ path, styles: ["'self'", "'unsafe-inline'"] });
      }
    });
  });

  describe('missing files and SPA pages', () => {
    it('answers a missing asset, runtime or file with a JSON 404, never the app shell', async () => {
      const missing = [
        '/assets/index-Old999.js',
        '/assets/index-Old999.css',
        '/assets/nested/chunk.js',
        '/assets/',
        '/vendor/vue/vue.global.dev.js',
        '/vendor/',
        '/sitemap.xml',
        '/manifest.webmanifest',
        '/apple-touch-icon.png',
        '/index.js.map',
        '/dashboard/data.json',
        '/.well-known/security.txt',
        '/.well-known/change-password',
      ];
      for (const path of missing) {
        const res = await raw(`${t.url}${path}?v=2`, 'br');
        expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({ path, status: 404, type: 'application/json; charset=utf-8' });
        expect(JSON.parse(res.body.toString())).toEqual({ code: 'not_found', message: 'Not found.' });
      }
    });

    it('answers the SPA’s pages and unknown pages with the app shell', async () => {
      for (const path of ['/dashboard', '/stitch/create?project=1.2', '/auth/callback', '/no/such/page', '/users/v1']) {
        const res = await raw(`${t.url}${path}`);
        expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({ path, status: 200, type: 'text/html; charset=utf-8' });
        expect(res.body.toString()).toBe(index);
      }
    });

    it('serves a robots.txt that opens the public pages and closes the API, the admin pages and the account’s', async () => {
      const res = await raw(`${t.url}/robots.txt`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const body = res.body.toString();
      expect(body).toBe(readFileSync(join(WEB_PUBLIC, 'robots.txt'), 'utf8'));
      const rules = body.split('\n').filter((l) => /^(user-agent|allow|disallow):/i.test(l));
      expect(rules.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
      const disallowed = rules.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
      expect(disallowed).toEqual(expect.arrayContaining(['/api/', '/admin/', '/auth/', '/billing/', '/dashboard', '/preview', '/metrics']));
      // The generator and the designer's start stay open.
      for (const page of ['/', '/stitch']) expect(disallowed.filter((d) => page.startsWith(d))).toEqual([]);
    });
  });

  describe('the preview document', () => {
    it('runs sandboxed without same-origin, framed by the app alone, with what generated pages need', async () => {
      const res = await raw(`${t.url}/preview`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = policy(res.headers['content-security-policy']);
      expect(csp.get('sandbox')).toEqual(['allow-scripts', 'allow-forms', 'allow-popups', 'allow-modals']);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'", "'unsafe-eval'"]));
      expect(csp.get('img-src')).toEqual(expect.arrayContaining(['*', 'data:', 'blob:']));
      expect(csp.has('script-src-attr')).toBe(false);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // An opener policy would cut a preview tab off from the app tab it asks for its page.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.body.toString();
      for (const type of Object.values(PREVIEW_MESSAGE)) expect(html).toContain(type);
    });

    it('answers a preview tab’s request for /favicon.ico with nothing its opaque origin may not read', async () => {
      const res = await raw(`${t.url}/favicon.ico`);
      expect(res.status).toBe(204);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('is served without a web build too', async () => {
      const apiOnly = await startApp(isolatedEnv());
      try {
        const res = await raw(`${apiOnly.url}/preview`);
        expect(res.status).toBe(200);
        expect(policy(res.headers['content-security-policy']).get('sandbox')).toContain('allow-scripts');
      } finally {
        await apiOnly.close();
        await dropIsolated(apiOnly.env);
      }
    });
  });

  describe('precompressed files', () => {
    const asset = () => `${t.url}/assets/index-AbC123.js`;

    it('sends brotli to a browser that takes it, gzip to one that takes only gzip, and plain otherwise', async () => {
      const br = await raw(asset(), 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(script);
      expect(br.body.length).toBeLessThan(script.length / 10);
      expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');

      const gz = await raw(asset(), 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(script);

      for (const accept of [undefined, 'identity']) {
        const plain = await raw(asset(), accept);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.toString()).toBe(script);
      }
      for (const res of [br, gz]) expect(res.headers.vary).toMatch(/accept-encoding/i);
    });

    it('caches hashed assets for a year and revalidates index.html', async () => {
      const hashed = await raw(asset(), 'br');
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const path of ['/', '/index.html', '/dashboard']) {
        const page = await raw(`${t.url}${path}`, 'br');
        expect(page.status).toBe(200);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.headers['content-encoding']).toBe('br');
        expect(page.headers.vary).toMatch(/accept-encoding/i);
        expect(brotliDecompressSync(page.body).toString()).toBe(index);
      }
    });

    it('answers /metrics without admin credentials configured with a JSON 404, not the app shell', async () => {
      const res = await raw(`${t.url}/metrics`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });

    it('gives the compressed copies no URLs of their own', async () => {
      const web = await raw(`${asset()}.br`);
      expect(web.status).toBe(404);
      expect(web.headers['content-type']).toMatch(/^application\/json/);
      expect(web.headers['content-encoding']).toBeUndefined();
      const vendor = await raw(`${t.url}/vendor/vue/vue.global.prod.js.br`);
      expect(vendor.status).toBe(404);
      expect(vendor.headers['content-type']).toMatch(/^application\/json/);
    });

    it('sends the vendored runtimes compressed too', async () => {
      const vue = await raw(`${t.url}/vendor/vue/vue.global.prod.js`, 'br, gzip');
      expect(vue.status).toBe(200);
      expect(vue.headers['content-encoding']).toBe('br');
      expect(vue.headers['access-control-allow-origin']).toBe('*');
      expect(vue.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(brotliDecompressSync(vue.body).toString()).toContain('Vue');
    });
  });
});
