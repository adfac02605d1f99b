import { findElement, parseElements, siteNavPages } from '@cui/shared';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { UsersService } from '../src/users/users.service';
import { FakeOpenAI, pieces } from './support/fake-openai';
import { last, readStream } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { FAIL_BUILD, testPageBuilder } from './support/test-page-builder';

const page = (text: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${text}</title></head><body><header id="navbar"><a href="#hero">Crumb</a></header><main><h1>${text}</h1></main><footer id="footer">© Crumb</footer></body></html>`;

/** The pages a served or stored page's site navigation lists, and which one it marks current. */
function nav(html: string): { pages: string[]; current: string | null } {
  const el = findElement(parseElements(html), (e) => e.tag === 'a' && e.attrs.some((a) => a.name === 'aria-current'));
  const current = el?.attrs.find((a) => a.name === 'data-cui-page')?.value ?? null;
  return { pages: siteNavPages(html), current };
}

describe('site pages: navigation, page rename and removal, whole-site remix', () => {
  const upstream = new FakeOpenAI();
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    await upstream.start();
    t = await startApp(isolatedEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: upstream.url, OFFLINE_STREAM_DELAY_MS: '0', PUBLISH_RATE_LIMIT: '100' }), undefined, {
      pageBuilder: testPageBuilder,
    });
  });
  afterAll(async () => {
    await t.close();
    await upstream.stop();
    await dropIsolated(t.env);
  });

  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`pages${++n}@example.com`, `pages${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const publish = (token: string, folderName: string, fileName: string, html = page(fileName)) =>
    request(t.url).post('/api/publish').set(auth(token)).send({ html, fileName, folderName, prompt: `the ${fileName} page`, model: 'cui-core' });
  const served = (folder: string, path: string) => request(t.url).get(path).set('host', `${folder}.localhost:3000`);
  const versionCount = async (folder: string, pageName: string) =>
    Number(
      (
        await t.db.query(
          `SELECT count(*) FROM page_versions v JOIN site_pages p ON p.id = v.page_id JOIN sites s ON s.id = p.site_id WHERE s.folder_name = $1 AND p.name = $2`,
          [folder, pageName],
        )
      ).rows[0].count,
    );
  const paths = (pages: string[]) => pages.map((p) => (p === 'index' ? '/' : `/${p}`));

  it('a single page has no navigation; each added page is listed on every page, each page a new version', async () => {
    const user = await newUser();
    await publish(user.token, 'crumb-pages', 'index').expect(200);
    expect(nav((await served('crumb-pages', '/').expect(200)).text).pages).toEqual([]);

    await publish(user.token, 'crumb-pages', 'about').expect(200);
    for (const [path, current] of [['/', 'index'], ['/about', 'about']]) {
      expect(nav((await served('crumb-pages', path).expect(200)).text)).toEqual({ pages: ['index', 'about'], current });
    }
    expect(await versionCount('crumb-pages', 'index')).toBe(2);

    await publish(user.token, 'crumb-pages', 'contact').expect(200);
    for (const path of paths(['index', 'about', 'contact'])) {
      expect(nav((await served('crumb-pages', path).expect(200)).text).pages).toEqual(['index', 'about', 'contact']);
    }
    // The index and about changed once more; a page whose navigation is already right is left alone.
    expect(await versionCount('crumb-pages', 'index')).toBe(3);
    expect(await versionCount('crumb-pages', 'about')).toBe(2);
    await publish(user.token, 'crumb-pages', 'contact', page('contact v2')).expect(200);
    expect(await versionCount('crumb-pages', 'index')).toBe(3);
    // The header of the page is kept as it was, the navigation inside it.
    const about = (await served('crumb-pages', '/about').expect(200)).text;
    expect(about).toMatch(/<header id="navbar"><a href="#hero">Crumb<\/a><nav data-cui-site-nav=""[^>]*>.*<\/nav><\/header>/);
    // The links work on the site: relative to its root.
    expect(about).toContain('<a href="./" data-cui-page="index"');
    expect(about).toContain('<a href="contact" data-cui-page="contact"');
  });

  it('renaming a page renames it in every navigation; the old address is gone', async () => {
    const user = await newUser();
    for (const p of ['index', 'about', 'contact']) await publish(user.token, 'rename-pages', p).expect(200);
    const res = await request(t.url).post('/api/sites/rename-pages/pages/about/rename').set(auth(user.token)).send({ pageName: 'team' }).expect(200);
    expect(res.body).toEqual({ folderName: 'rename-pages', pages: ['index', 'contact', 'team'] });
    await served('rename-pages', '/about').expect(404);
    for (const [path, current] of [['/', 'index'], ['/team', 'team'], ['/contact', 'contact']]) {
      expect(nav((await served('rename-pages', path).expect(200)).text)).toEqual({ pages: ['index', 'contact', 'team'], current });
    }
    // The renamed page keeps its history.
    expect(await versionCount('rename-pages', 'team')).toBeGreaterThanOrEqual(2);
  });

  it('removing a page drops it from every navigation; a site back to one page loses its navigation', async () => {
    const user = await newUser();
    for (const p of ['index', 'about', 'contact']) await publish(user.token, 'remove-pages', p).expect(200);
    const res = await request(t.url).delete('/api/sites/remove-pages/pages/contact').set(auth(user.token)).expect(200);
    expect(res.body).toEqual({ folderName: 'remove-pages', pages: ['index', 'about'] });
    await served('remove-pages', '/contact').expect(404);
    for (const path of ['/', '/about']) expect(nav((await served('remove-pages', path).expect(200)).text).pages).toEqual(['index', 'about']);
    await request(t.url).delete('/api/sites/remove-pages/pages/about').set(auth(user.token)).expect(200);
    const index = (await served('remove-pages', '/').expect(200)).text;
    expect(index).not.toContain('data-cui-site-nav');
    expect(index).toContain('<header id="navbar"><a href="#hero">Crumb</a></header>');
  });

  it('refuses what cannot be done with a reason, changing nothing', async () => {
    const user = await newUser();
    const other = await newUser();
    for (const p of ['index', 'about', 'contact']) await publish(user.token, 'guarded-pages', p).expect(200);
    const before = await t.db.query(`SELECT count(*) FROM page_versions`);
    const rename = (token: string, from: string, to: unknown) => request(t.url).post(`/api/sites/guarded-pages/pages/${from}/rename`).set(auth(token)).send({ pageName: to });
    expect((await rename(user.token, 'index', 'home').expect(400)).body.code).toBe('bad_request');
    expect((await rename(user.token, 'about', 'index').expect(400)).body.code).toBe('bad_request');
    expect((await rename(user.token, 'about', 'Not A Name').expect(400)).body.code).toBe('invalid_body');
    expect((await rename(user.token, 'about', 'contact').expect(409)).body.code).toBe('page_name_taken');
    expect((await rename(user.token, 'missing', 'other').expect(404)).body.code).toBe('site_not_found');
    // Someone else's site is as a site that does not exist.
    await rename(other.token, 'about', 'team').expect(404);
    await request(t.url).delete('/api/sites/guarded-pages/pages/about').set(auth(other.token)).expect(404);
    expect((await request(t.url).delete('/api/sites/guarded-pages/pages/index').set(auth(user.token)).expect(400)).body.code).toBe('bad_request');
    await request(t.url).delete('/api/sites/guarded-pages/pages/about').expect(401);
    expect((await t.db.query(`SELECT count(*) FROM page_versions`)).rows).toEqual(before.rows);
    for (const path of ['/', '/about', '/contact']) expect(nav((await served('guarded-pages', path).expect(200)).text).pages).toEqual(['index', 'about', 'contact']);
  });

  it('a whole-site remix copies every page into a new unpublished site of the remixer', async () => {
    const owner = await newUser();
    const remixer = await newUser();
    for (const p of ['index', 'about', 'contact']) await publish(owner.token, 'remix-source', p).expect(200);
    const single = await request(t.url).get('/api/remix/remix-source').expect(200);
    expect(single.body.pages).toEqual(['index', 'about', 'contact']);
    expect(single.body.html).toContain('<h1>index</h1>');
    // The single page remix still answers one page.
    expect((await request(t.url).get('/api/remix/remix-source%2Fabout').expect(200)).body.html).toContain('<h1>about</h1>');

    await request(t.url).post('/api/remix/remix-source/site').expect(401);
    await request(t.url).post('/api/remix/no-such-site/site').set(auth(remixer.token)).expect(404);
    const res = await request(t.url).post('/api/remix/remix-source/site').set(auth(remixer.token)).expect(200);
    expect(res.body).toEqual({ folderName: expect.stringMatching(/^remix-source-[a-z0-9]{5}$/), pages: ['index', 'about', 'contact'] });
    const copy = res.body.folderName as string;
    const mine = (await request(t.url).get('/api/sites/all').set(auth(remixer.token)).expect(200)).body;
    expect(mine).toEqual({ [copy]: ['about', 'contact', 'index'].map((name) => ({ name, live: false })) });
    // Offline until its owner publishes it, and theirs alone.
    await served(copy, '/').expect(404);
    for (const p of ['index', 'about', 'contact']) {
      const [version] = (await request(t.url).get('/api/sites/file/versions').query({ folder_name: copy, file_name: p }).set(auth(remixer.token)).expect(200)).body;
      const source = (await request(t.url).get('/api/sites/file/versions').query({ folder_name: 'remix-source', file_name: p }).set(auth(owner.token)).expect(200)).body.at(-1);
      expect(version.html).toBe(source.html);
    }
    await request(t.url).get('/api/sites/file/versions').query({ folder_name: copy, file_name: 'index' }).set(auth(owner.token)).expect(404);
    await request(t.url).post(`/api/sites/${copy}/publish`).set(auth(remixer.token)).expect(200);
    for (const path of ['/', '/about', '/contact']) expect(nav((await served(copy, path).expect(200)).text).pages).toEqual(['index', 'about', 'contact']);
    // The source is untouched.
    expect(await versionCount('remix-source', 'about')).toBe(2);
  });

  it('a remix of a page that cannot be built fails and says why', async () => {
    const owner = await newUser();
    const remixer = await newUser();
    await publish(owner.token, 'remix-broken', 'index').expect(200);
    // Stored before the build check existed: put straight into the table.
    await t.db.query(`UPDATE page_versions v SET html = html || $2 FROM site_pages p JOIN sites s ON s.id = p.site_id WHERE v.page_id = p.id AND s.folder_name = $1`, ['remix-broken', FAIL_BUILD]);
    const res = await request(t.url).post('/api/remix/remix-broken/site').set(auth(remixer.token)).expect(422);
    expect(res.body.code).toBe('build_failed');
  });

  describe('a new page of a site from the generator', () => {
    const ask = (body: object, token: string) =>
      readStream(`${t.url}/api/ask-ai`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth(token) }, body: JSON.stringify(body) });

    it('the built-in model makes it in the index page’s look: same header and footer', async () => {
      const user = await newUser();
      const index = last((await ask({ prompt: 'A bakery called Crumb in Lyon with prices', framework: 'htmlTailwind' }, user.token)).events);
      const indexHtml = (index.data as { html: string }).html;
      const res = await ask({ prompt: 'Our story and the team', framework: 'htmlTailwind', site: { index: indexHtml, page: 'about.html' } }, user.token);
      const html = (last(res.events).data as { html: string }).html;
      const part = (source: string, tag: string) => {
        const el = findElement(parseElements(source), (e) => e.tag === tag);
        return el ? source.slice(el.start, el.end) : null;
      };
      // The index's, except that its links to the index's sections lead there from this page.
      const toIndex = (source: string | null) => source?.replace(/href="\.\/#/g, 'href="#');
      expect(toIndex(part(html, 'header'))).toBe(part(indexHtml, 'header'));
      expect(toIndex(part(html, 'footer'))).toBe(part(indexHtml, 'footer'));
      expect(part(html, 'header')).toMatch(/href="\.\/#[a-z]/);
      expect(part(html, 'title')).toBe('<title>About — Crumb</title>');
    });

    it('a provider model is given the index as context', async () => {
      const user = await newUser();
      upstream.play({ pieces: pieces(page('Team'), 50) });
      const res = await ask({ prompt: 'Our team', model: 'gpt-4-1', site: { index: page('Crumb home'), page: 'team' } }, user.token);
      expect(last(res.events).event).toBe('done');
      const text = JSON.stringify(upstream.requests.at(-1)!.messages);
      expect(text).toContain('new page named \\"team\\"');
      expect(text).toContain('Crumb home');
      expect(text).toContain('Our team');
    });

    it('refuses a bad page name or a site page with a page to edit, before any credit moves', async () => {
      const user = await newUser();
      for (const site of [{ index: page('x'), page: 'index' }, { index: page('x'), page: 'Not a name' }]) {
        const res = await request(t.url).post('/api/ask-ai').set(auth(user.token)).send({ prompt: 'x', site });
        expect(res.status).toBe(400);
      }
      await request(t.url).post('/api/ask-ai').set(auth(user.token)).send({ prompt: 'x', html: page('y'), site: { index: page('x'), page: 'about' } }).expect(400);
      expect((await t.db.query(`SELECT count(*) FROM credit_ledger WHERE user_id = $1 AND kind = 'hold'`, [user.id])).rows[0].count).toBe('0');
    });
  });
});
