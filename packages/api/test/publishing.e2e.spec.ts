import { FOLDER_NAME_RULE, PAGE_NAME_RULE, PageVersion, withSiteNav } from '@cui/shared';
import type { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { PublishProcessor } from '../src/publishing/publish.processor';
import { PUBLISH_TIMEOUT_MESSAGE } from '../src/publishing/publish-jobs';
import { NOT_YOURS_MESSAGE, PUBLISHED_MESSAGE } from '../src/publishing/publish.service';
import type { PublishJob } from '../src/publishing/publish.types';
import { UsersService } from '../src/users/users.service';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { BUILD_FAILURE, FAIL_BUILD, HOLD_BUILD, releaseHeldBuilds, testPageBuilder } from './support/test-page-builder';
import { eventually } from './support/until';

const RATE_LIMIT = 12;

const page = (text: string, extra = '') => `<!DOCTYPE html><html><head><title>${text}</title></head><body><h1>${text}</h1>${extra}</body></html>`;

describe('publishing: the API', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await startApp(isolatedEnv({ PUBLISH_RATE_LIMIT: String(RATE_LIMIT), PUBLISH_TIMEOUT_MS: '3000' }), undefined, { pageBuilder: testPageBuilder });
  });
  afterAll(async () => {
    releaseHeldBuilds();
    await t.close();
    await dropIsolated(t.env);
  });

  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`publisher${++n}@example.com`, `publisher${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }
  const publish = (token: string | undefined, body: object) => {
    const req = request(t.url).post('/api/publish');
    return (token ? req.set('authorization', `Bearer ${token}`) : req).send(body);
  };
  const versions = (token: string | undefined, folder: string, file: string) => {
    const req = request(t.url).get('/api/sites/file/versions').query({ folder_name: folder, file_name: file });
    return token ? req.set('authorization', `Bearer ${token}`) : req;
  };
  const site = (folder: string, path = '/') => request(t.url).get(path).set('host', `${folder}.localhost:3000`);
  const count = async (table: string) => Number((await t.db.query(`SELECT count(*) FROM ${table}`)).rows[0].count);

  it('needs a signed-in user', async () => {
    const res = await publish(undefined, { html: page('Hi'), folderName: 'anon-site' }).expect(401);
    expect(res.body.message).toMatch(/sign in/i);
    await versions(undefined, 'anon-site', 'index').expect(401);
    expect(await count('sites')).toBe(0);
  });

  it('creates a site with a readable name from the prompt, serving the page when it answers', async () => {
    const user = await newUser();
    const res = await publish(user.token, {
      html: page('Crumb & Co'),
      title: 'CUI page',
      prompt: 'A landing page for a bakery called Crumb & Co with pricing',
      model: 'cui-core',
    }).expect(200);
    expect(res.body).toEqual({
      folderName: expect.stringMatching(/^bakery-crumb-co-pricing-[a-z0-9]{5}$/),
      fileName: 'index',
      url: `http://${res.body.folderName}.localhost:3000/`,
      message: PUBLISHED_MESSAGE,
    });
    const served = await site(res.body.folderName).expect(200);
    expect(served.text).toContain('<h1>Crumb & Co</h1>');
    expect(served.text).toMatch(/<link rel="stylesheet" href="_assets\/[0-9a-f]{16}\.css">/);
    const row = await t.db.query(`SELECT v.model, v.framework, v.title FROM page_versions v`);
    expect(row.rows).toEqual([{ model: 'cui-core', framework: 'htmlTailwind', title: 'CUI page' }]);
    // A prompt with no Latin words still gets a valid name.
    const other = await publish(user.token, { html: page('茶'), prompt: '一个茶馆的网页' }).expect(200);
    expect(other.body.folderName).toMatch(/^site-[a-z0-9]{5}$/);
  });

  it('refuses names that are not DNS labels or are reserved, with the rule, storing nothing', async () => {
    const user = await newUser();
    const before = await count('sites');
    const refused = ['ab', 'a'.repeat(41), '-bakery', 'bakery-', 'www', 'api', 'Bakery', 'bak_ery', 'bakery.co', '_dmarc'];
    // Punycode look-alikes (and every IDNA form), and labels mail clients and resolvers look up.
    refused.push('xn--pple-43d', 'ab--cd', 'mta-sts', 'autodiscover', 'autoconfig', 'wpad', 'ns3', 'smtp', 'pop3');
    for (const folderName of refused) {
      const res = await publish(user.token, { html: page('x'), folderName }).expect(400);
      expect([folderName, res.body.message]).toEqual([folderName, FOLDER_NAME_RULE]);
    }
    expect(FOLDER_NAME_RULE).toMatch(/punycode.*xn--.*reserved/);
    for (const fileName of ['About Us', 'a/b', 'x'.repeat(61), '-about.html']) {
      const res = await publish(user.token, { html: page('x'), folderName: 'fine-name', fileName }).expect(400);
      expect(res.body.message).toBe(PAGE_NAME_RULE);
    }
    // The edges that are allowed.
    await publish(user.token, { html: page('x'), folderName: 'abc' }).expect(200);
    await publish(user.token, { html: page('x'), folderName: 'a'.repeat(40), fileName: `${'p'.repeat(60)}.html` }).expect(200);
    expect(await count('sites')).toBe(before + 2);
  });

  it('answers a page over 2 MB with 413 JSON', async () => {
    const user = await newUser();
    const res = await publish(user.token, { html: page('big', 'x'.repeat(2 * 1024 * 1024)), folderName: 'too-big' }).expect(413);
    expect(res.body).toEqual({ code: 'payload_too_large', message: 'The page HTML must be at most 2 MB.' });
    // Multi-byte characters count as their UTF-8 bytes.
    await publish(user.token, { html: 'é'.repeat(1024 * 1024 + 1), folderName: 'too-big' }).expect(413);
    await publish(user.token, { html: page('fits', 'x'.repeat(2 * 1024 * 1024 - 200)), folderName: 'fits-exactly' }).expect(200);
    expect((await t.db.query(`SELECT folder_name FROM sites WHERE folder_name LIKE 'too-big%'`)).rows).toEqual([]);
  });

  it('keeps every version, oldest first, and overwrites none', async () => {
    const user = await newUser();
    for (const [i, fileName] of ['about.html', 'about', 'ABOUT.HTML'.toLowerCase()].entries()) {
      await publish(user.token, { html: page(`About v${i + 1}`), prompt: `version ${i + 1}`, folderName: 'history-site', fileName }).expect(200);
    }
    for (const file of ['about', 'about.html']) {
      const res = await versions(user.token, 'history-site', file).expect(200);
      const list = res.body as PageVersion[];
      expect(list.map((v) => v.prompt)).toEqual(['version 1', 'version 2', 'version 3']);
      expect(list.map((v) => v.html)).toEqual([page('About v1'), page('About v2'), page('About v3')]);
      for (const v of list) expect(new Date(v.created_at).toISOString()).toBe(v.created_at);
      expect([...list.map((v) => v.created_at)].sort()).toEqual(list.map((v) => v.created_at));
    }
    expect((await site('history-site', '/about').expect(200)).text).toContain('About v3');
    await versions(user.token, 'history-site', 'index').expect(404);
    const all = await request(t.url).get('/api/sites/all').set('authorization', `Bearer ${user.token}`).expect(200);
    expect(all.body).toEqual({ 'history-site': [{ name: 'about', live: true }] });
  });

  it('lists the caller’s live sites with their pages by name, and nothing for anonymous callers', async () => {
    const user = await newUser();
    for (const fileName of ['pricing', 'index', 'about']) await publish(user.token, { html: page(fileName), folderName: 'listed-site', fileName }).expect(200);
    await publish(user.token, { html: page('b'), folderName: 'listed-other' }).expect(200);
    const res = await request(t.url).get('/api/sites/all').set('authorization', `Bearer ${user.token}`).expect(200);
    expect(res.body).toEqual({
      'listed-other': [{ name: 'index', live: true }],
      'listed-site': [{ name: 'about', live: true }, { name: 'index', live: true }, { name: 'pricing', live: true }],
    });
    await request(t.url).get('/api/sites/all').expect(200, {});
    await request(t.url).get('/api/sites/all').set('authorization', 'Bearer nonsense').expect(401);
  });

  it('lists an unpublished site, marked so, and publishes it again as it was: its owner only', async () => {
    const owner = await newUser();
    const other = await newUser();
    await publish(owner.token, { html: page('Home v1'), folderName: 'resting-site' }).expect(200);
    await publish(owner.token, { html: page('Home v2'), folderName: 'resting-site' }).expect(200);
    await publish(owner.token, { html: page('Menu'), folderName: 'resting-site', fileName: 'menu' }).expect(200);
    await request(t.url).delete('/api/sites/resting-site').set('authorization', `Bearer ${owner.token}`).expect(200);
    await site('resting-site').expect(404);
    const listed = await request(t.url).get('/api/sites/all').set('authorization', `Bearer ${owner.token}`).expect(200);
    expect(listed.body).toEqual({ 'resting-site': [{ name: 'index', live: false }, { name: 'menu', live: false }] });
    expect((await request(t.url).get('/api/sites/all').set('authorization', `Bearer ${other.token}`).expect(200)).body).toEqual({});

    const republish = (token: string | undefined, folder: string) => {
      const req = request(t.url).post(`/api/sites/${folder}/publish`);
      return token ? req.set('authorization', `Bearer ${token}`) : req;
    };
    await republish(undefined, 'resting-site').expect(401);
    expect((await republish(other.token, 'resting-site').expect(403)).body.code).toBe('not_owner');
    expect((await republish(owner.token, 'no-such-site').expect(404)).body.code).toBe('site_not_found');
    expect((await republish(owner.token, 'Not_A_Name').expect(404)).body.code).toBe('site_not_found');
    await site('resting-site').expect(404);

    const versionsBefore = await count('page_versions');
    const res = await republish(owner.token, 'resting-site').expect(200);
    expect(res.body).toEqual({ folderName: 'resting-site', fileName: 'index', url: 'http://resting-site.localhost:3000/', message: PUBLISHED_MESSAGE });
    // Every page is back at its latest version, and nothing new was stored.
    expect((await site('resting-site').expect(200)).text).toContain('<h1>Home v2</h1>');
    expect((await site('resting-site', '/menu').expect(200)).text).toContain('<h1>Menu</h1>');
    expect(await count('page_versions')).toBe(versionsBefore);
    const relisted = await request(t.url).get('/api/sites/all').set('authorization', `Bearer ${owner.token}`).expect(200);
    expect(relisted.body).toEqual({ 'resting-site': [{ name: 'index', live: true }, { name: 'menu', live: true }] });
    // A live site published again stays as it is.
    await republish(owner.token, 'resting-site').expect(200);
    expect((await site('resting-site').expect(200)).text).toContain('<h1>Home v2</h1>');
  });

  it('checks a site name against the rules and who has it', async () => {
    const owner = await newUser();
    const other = await newUser();
    await publish(owner.token, { html: page('x'), folderName: 'checked-site' }).expect(200);
    const check = (token: string | undefined, name?: string) => {
      const req = request(t.url).get('/api/sites/name-check').query(name === undefined ? {} : { name });
      return token ? req.set('authorization', `Bearer ${token}`) : req;
    };
    for (const name of ['ab', 'www', 'Bakery', 'ns1', 'xn--pple-43d', '-x-', 'a'.repeat(41)]) {
      expect((await check(other.token, name).expect(200)).body).toEqual({ name, available: false, reason: 'invalid' });
    }
    // Taken for everyone, its owner included: a new site cannot have it.
    for (const token of [owner.token, other.token]) expect((await check(token, 'checked-site').expect(200)).body).toEqual({ name: 'checked-site', available: false, reason: 'taken' });
    expect((await check(other.token, 'free-name-42').expect(200)).body).toEqual({ name: 'free-name-42', available: true, reason: null });
    await check(undefined, 'free-name-42').expect(401);
    await check(other.token).expect(400);
    await check(other.token, 'x'.repeat(101)).expect(400);
  });

  it('limits name checks to 60 a minute per user', async () => {
    const user = await newUser();
    for (let i = 0; i < 60; i++) await request(t.url).get('/api/sites/name-check').query({ name: `n-${i}-x` }).set('authorization', `Bearer ${user.token}`).expect(200);
    const res = await request(t.url).get('/api/sites/name-check').query({ name: 'one-more' }).set('authorization', `Bearer ${user.token}`).expect(429);
    expect(res.body.code).toBe('rate_limited');
  });

  it('renames a site: the old address redirects to the new one and stays the owner’s until it expires', async () => {
    const owner = await newUser();
    const other = await newUser();
    await publish(owner.token, { html: page('Home'), prompt: 'home', folderName: 'first-name' }).expect(200);
    await publish(owner.token, { html: page('Menu'), folderName: 'first-name', fileName: 'menu' }).expect(200);
    await publish(other.token, { html: page('Theirs'), folderName: 'their-site' }).expect(200);
    const rename = (token: string | undefined, folder: string, body: object) => {
      const req = request(t.url).post(`/api/sites/${folder}/rename`);
      return (token ? req.set('authorization', `Bearer ${token}`) : req).send(body);
    };
    const check = async (token: string, name: string) => (await request(t.url).get('/api/sites/name-check').query({ name }).set('authorization', `Bearer ${token}`).expect(200)).body;

    // Owners only: anyone else's site is as unknown as one that does not exist.
    for (const [token, folder] of [[other.token, 'first-name'], [owner.token, 'no-such-site'], [owner.token, 'Bad_Name']]) {
      expect((await rename(token, folder, { folderName: 'stolen-name' }).expect(404)).body).toEqual({ code: 'site_not_found', message: 'Site not found.' });
    }
    await rename(undefined, 'first-name', { folderName: 'stolen-name' }).expect(401);
    expect((await rename(owner.token, 'first-name', { folderName: 'www' }).expect(400)).body.message).toBe(FOLDER_NAME_RULE);
    await rename(owner.token, 'first-name', {}).expect(400);
    await rename(owner.token, 'first-name', { folderName: 'first-name' }).expect(400);
    expect((await rename(owner.token, 'first-name', { folderName: 'their-site' }).expect(409)).body).toEqual({ code: 'site_name_taken', message: expect.any(String) });
    await site('stolen-name').expect(404);

    const before = Date.now();
    const res = await rename(owner.token, 'first-name', { folderName: 'second-name' }).expect(200);
    expect(res.body).toEqual({ folderName: 'second-name', url: 'http://second-name.localhost:3000/', redirectsUntil: expect.any(String) });
    const days = (Date.parse(res.body.redirectsUntil) - before) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);
    // The new name serves the site, its history and pages with it.
    expect((await site('second-name').expect(200)).text).toContain('<h1>Home</h1>');
    expect((await site('second-name', '/menu').expect(200)).text).toContain('<h1>Menu</h1>');
    // Two versions: the second is the build's, when the menu page joined the site's navigation.
    expect((await versions(owner.token, 'second-name', 'index').expect(200)).body.map((v: PageVersion) => v.prompt)).toEqual(['home', 'home']);
    expect(Object.keys((await request(t.url).get('/api/sites/all').set('authorization', `Bearer ${owner.token}`).expect(200)).body)).toEqual(['second-name']);
    // The old address answers a permanent redirect, path and query kept, by host and by the /s/ path.
    const moved = await site('first-name', '/menu?from=card').expect(308);
    expect(moved.headers.location).toBe('http://second-name.localhost:3000/menu?from=card');
    expect((await site('first-name', '/').expect(308)).headers.location).toBe('http://second-name.localhost:3000/');
    expect((await request(t.url).get('/s/first-name/menu').set('host', 'localhost:3000').expect(308)).headers.location).toBe('http://localhost:3000/s/second-name/menu');
    // Meanwhile the old name is the owner's: nobody else can have it.
    expect(await check(other.token, 'first-name')).toEqual({ name: 'first-name', available: false, reason: 'taken' });
    expect(await check(owner.token, 'first-name')).toEqual({ name: 'first-name', available: true, reason: null });
    await publish(other.token, { html: page('Squat'), folderName: 'first-name' }).expect(403);
    expect((await rename(other.token, 'their-site', { folderName: 'first-name' }).expect(409)).body.code).toBe('site_name_taken');
    await rename(other.token, 'first-name', { folderName: 'stolen-name' }).expect(404);

    // Renamed again, both old names lead to the newest.
    await rename(owner.token, 'second-name', { folderName: 'third-name' }).expect(200);
    expect((await site('first-name').expect(308)).headers.location).toBe('http://third-name.localhost:3000/');
    expect((await site('second-name', '/menu').expect(308)).headers.location).toBe('http://third-name.localhost:3000/menu');
    // Its own old name may be its name again.
    await rename(owner.token, 'third-name', { folderName: 'first-name' }).expect(200);
    expect((await site('first-name').expect(200)).text).toContain('<h1>Home</h1>');
    expect((await site('third-name').expect(308)).headers.location).toBe('http://first-name.localhost:3000/');
    // Or a new site's.
    await publish(owner.token, { html: page('Another'), folderName: 'third-name' }).expect(200);
    expect((await site('third-name').expect(200)).text).toContain('<h1>Another</h1>');
    expect((await site('first-name').expect(200)).text).toContain('<h1>Home</h1>');

    // Once the redirect has expired the old name answers nothing and anyone may have it.
    await t.db.query(`UPDATE site_redirects SET expires_at = now() - interval '1 second' WHERE folder_name = 'second-name'`);
    await site('second-name').expect(404);
    expect(await check(other.token, 'second-name')).toEqual({ name: 'second-name', available: true, reason: null });
    await publish(other.token, { html: page('Mine now'), folderName: 'second-name' }).expect(200);
    expect((await site('second-name').expect(200)).text).toContain('Mine now');
  });

  it('keeps a folder its owner’s: another user gets 403 publishing or unpublishing, 404 for its history', async () => {
    const owner = await newUser();
    const other = await newUser();
    await publish(owner.token, { html: page('Mine'), prompt: 'private prompt', folderName: 'owned-site' }).expect(200);
    const res = await publish(other.token, { html: page('Theirs'), folderName: 'owned-site' }).expect(403);
    expect(res.body).toEqual({ code: 'not_owner', message: NOT_YOURS_MESSAGE });
    await publish(other.token, { html: page('Theirs'), folderName: 'owned-site', fileName: 'new-page' }).expect(403);
    const hidden = await versions(other.token, 'owned-site', 'index').expect(404);
    expect(hidden.body).toEqual({ code: 'site_not_found', message: 'Page not found.' });
    expect(JSON.stringify(hidden.body)).not.toContain('private prompt');
    const refused = await request(t.url).delete('/api/sites/owned-site').set('authorization', `Bearer ${other.token}`).expect(403);
    expect(typeof refused.body.message).toBe('string');
    await request(t.url).delete('/api/sites/no-such-site').set('authorization', `Bearer ${other.token}`).expect(404);
    await request(t.url).delete('/api/sites/owned-site').expect(401);
    expect((await site('owned-site').expect(200)).text).toContain('Mine');
    expect((await versions(owner.token, 'owned-site', 'index').expect(200)).body).toHaveLength(1);
    await versions(owner.token, 'no-such-site', 'index').expect(404);
    await versions(owner.token, 'Not A Name', 'index').expect(404);
  });

  it('bounds the history query', async () => {
    const user = await newUser();
    await request(t.url).get('/api/sites/file/versions').set('authorization', `Bearer ${user.token}`).query({ file_name: 'index' }).expect(400);
    await versions(user.token, 'x'.repeat(101), 'index').expect(400);
  });

  it('keeps all of five publishes to one new page at once', async () => {
    const user = await newUser();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => publish(user.token, { html: page(`Burst ${i}`), prompt: `burst ${i}`, folderName: 'burst-site' })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const list = (await versions(user.token, 'burst-site', 'index').expect(200)).body as PageVersion[];
    expect(list.map((v) => v.prompt).sort()).toEqual(['burst 1', 'burst 2', 'burst 3', 'burst 4', 'burst 5']);
    expect((await t.db.query(`SELECT count(*) FROM sites WHERE folder_name = 'burst-site'`)).rows[0].count).toBe('1');
    // The site serves the last one stored.
    expect((await site('burst-site').expect(200)).text).toContain(`<h1>Burst ${list[4].prompt.slice(-1)}</h1>`);
  });

  it('gives a new folder to one of two users racing for it; the other gets 403 and stores nothing', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const [ra, rb] = await Promise.all([
      publish(a.token, { html: page('A'), folderName: 'contested' }),
      publish(b.token, { html: page('B'), folderName: 'contested' }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 403]);
    const winner = ra.status === 200 ? a : b;
    const rows = await t.db.query(`SELECT owner_id FROM sites WHERE folder_name = 'contested'`);
    expect(rows.rows).toEqual([{ owner_id: winner.id }]);
    expect(await count(`page_versions v JOIN site_pages p ON p.id = v.page_id JOIN sites s ON s.id = p.site_id WHERE s.folder_name = 'contested'`)).toBe(1);
  });

  it('answers 422 with the reason when the build fails, keeping the previous version live', async () => {
    const user = await newUser();
    await publish(user.token, { html: page('Good'), folderName: 'fragile-site' }).expect(200);
    const versionsBefore = await count('page_versions');
    const assetsBefore = await count('site_assets');
    const res = await publish(user.token, { html: page('Broken', FAIL_BUILD), folderName: 'fragile-site' }).expect(422);
    expect(res.body).toEqual({ code: 'build_failed', message: BUILD_FAILURE });
    expect(await count('page_versions')).toBe(versionsBefore);
    expect(await count('site_assets')).toBe(assetsBefore);
    expect((await site('fragile-site').expect(200)).text).toContain('<h1>Good</h1>');
    // A failed first publish creates no site at all.
    await publish(user.token, { html: page('Broken', FAIL_BUILD), folderName: 'never-built' }).expect(422);
    expect((await t.db.query(`SELECT 1 FROM sites WHERE folder_name = 'never-built'`)).rows).toEqual([]);
    await site('never-built').expect(404);
  });

  it('adds one version for a job run twice (a worker that died after committing)', async () => {
    const user = await newUser();
    const job: PublishJob = {
      publishId: randomUUID(),
      userId: user.id,
      folderName: 'retried-site',
      pageName: 'index',
      html: page('Once'),
      title: '',
      prompt: 'once',
      model: '',
    };
    const processor = t.app.get(PublishProcessor);
    expect(await processor.process({ data: job } as Job<PublishJob>)).toEqual({ status: 'published' });
    expect(await processor.process({ data: job } as Job<PublishJob>)).toEqual({ status: 'published' });
    expect((await versions(user.token, 'retried-site', 'index').expect(200)).body).toHaveLength(1);
    // The worker checks ownership itself, whatever the API checked.
    const intruder = await newUser();
    expect(await processor.process({ data: { ...job, publishId: randomUUID(), userId: intruder.id } } as Job<PublishJob>)).toEqual({ status: 'forbidden' });
    expect((await versions(user.token, 'retried-site', 'index').expect(200)).body).toHaveLength(1);
  });

  it('gives remix the latest source of a live site’s page', async () => {
    const user = await newUser();
    await publish(user.token, { html: page('Index v1'), folderName: 'remix-site' }).expect(200);
    await publish(user.token, { html: page('Index v2'), folderName: 'remix-site' }).expect(200);
    await publish(user.token, { html: page('Contact'), folderName: 'remix-site', fileName: 'contact.html' }).expect(200);
    // Each page as stored: with the site navigation the build keeps on a site of two pages (decision 059).
    const withNav = (html: string, current: string) => withSiteNav(html, ['index', 'contact'], current);
    const pages = ['index', 'contact'];
    await request(t.url).get('/api/remix/remix-site').expect(200, { html: withNav(page('Index v2'), 'index'), pages, screens: false });
    await request(t.url).get('/api/remix/remix-site/contact').expect(200, { html: withNav(page('Contact'), 'contact'), pages, screens: false });
    await request(t.url).get('/api/remix/remix-site/contact.html').expect(200, { html: withNav(page('Contact'), 'contact'), pages, screens: false });
    await request(t.url).get('/api/remix/remix-site%2Fcontact').expect(200, { html: withNav(page('Contact'), 'contact'), pages, screens: false });
    for (const path of ['/api/remix/unknown-site', '/api/remix/remix-site/nope', '/api/remix/remix-site%2Fa%2Fb', '/api/remix/BAD_NAME']) {
      const res = await request(t.url).get(path).expect(404);
      expect(res.body).toEqual({ code: 'site_not_found', message: 'Site not found.' });
    }
    await request(t.url).delete('/api/sites/remix-site').set('authorization', `Bearer ${user.token}`).expect(200);
    await request(t.url).get('/api/remix/remix-site').expect(404);
  });

  it('answers 504 when the build outlasts PUBLISH_TIMEOUT_MS; the publish may still land', async () => {
    const user = await newUser();
    const res = await publish(user.token, { html: page('Slow', HOLD_BUILD), folderName: 'slow-site' }).expect(504);
    expect(res.body).toEqual({ code: 'publish_timeout', message: PUBLISH_TIMEOUT_MESSAGE });
    releaseHeldBuilds();
    await eventually(() => versions(user.token, 'slow-site', 'index'), (r) => r.status === 200, 5000, 'the held publish landing');
  });

  it(`limits publishes to ${RATE_LIMIT} a minute per user`, async () => {
    const user = await newUser();
    for (let i = 0; i < RATE_LIMIT; i++) await publish(user.token, { html: page(`n${i}`), folderName: 'busy-site' }).expect(200);
    const res = await publish(user.token, { html: page('one too many'), folderName: 'busy-site' }).expect(429);
    expect(res.body).toMatchObject({ message: expect.stringMatching(/too many publishes/i), retry_after: expect.any(Number) });
    expect((await versions(user.token, 'busy-site', 'index').expect(200)).body).toHaveLength(RATE_LIMIT);
    // Publishing a site again is a publish too.
    await request(t.url).post('/api/sites/busy-site/publish').set('authorization', `Bearer ${user.token}`).expect(429);
    // Another user is not held back.
    const other = await newUser();
    await publish(other.token, { html: page('free'), folderName: 'other-busy-site' }).expect(200);
  });
});
