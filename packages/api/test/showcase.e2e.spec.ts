import { showcasePageSchema } from '@cui/shared';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { UsersService } from '../src/users/users.service';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { testPageBuilder } from './support/test-page-builder';

const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

describe('showcase: published sites their owners list', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await startApp(isolatedEnv({ PUBLISH_RATE_LIMIT: '1000', LINK_DOCS_URL: 'https://docs.example.com/' }), undefined, { pageBuilder: testPageBuilder });
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`lister${++n}@example.com`, `Lister Person ${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }
  const auth = (req: request.Test, token: string | undefined) => (token ? req.set('authorization', `Bearer ${token}`) : req);
  const publish = (token: string, folderName: string, html: string, fileName = 'index') =>
    auth(request(t.url).post('/api/publish'), token).send({ html, folderName, fileName, prompt: 'a private prompt' }).expect(200);
  const setShowcase = (token: string | undefined, folder: string, body: unknown) => auth(request(t.url).patch(`/api/sites/${folder}/settings`), token).send(body as object);
  const settings = (token: string | undefined, folder: string) => auth(request(t.url).get(`/api/sites/${folder}/settings`), token);
  const showcase = async (query: Record<string, string | number> = {}) => {
    const res = await request(t.url).get('/api/showcase').query(query).expect(200);
    return showcasePageSchema.strict().parse(res.body);
  };

  it('lists nothing until an owner opts a live site in, and never the owner, the prompt or an unpublished site', async () => {
    const owner = await newUser();
    await publish(owner.token, 'tea-house', page('Tea &amp; Cake — Graz'));
    await publish(owner.token, 'quiet-site', page('Not listed'));
    await publish(owner.token, 'gone-site', page('Gone soon'));
    // Settings start off: nobody's site is shown to strangers unasked.
    expect((await settings(owner.token, 'tea-house').expect(200)).body).toEqual({ folderName: 'tea-house', showcase: false });
    expect((await showcase()).items).toEqual([]);

    expect((await setShowcase(owner.token, 'tea-house', { showcase: true }).expect(200)).body).toEqual({ folderName: 'tea-house', showcase: true });
    await setShowcase(owner.token, 'gone-site', { showcase: true }).expect(200);
    await auth(request(t.url).delete('/api/sites/gone-site'), owner.token).expect(200);

    const res = await request(t.url).get('/api/showcase').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    const listed = showcasePageSchema.parse(res.body);
    expect(listed).toEqual({
      items: [{ folderName: 'tea-house', title: 'Tea & Cake — Graz', url: 'http://tea-house.localhost:3000/', listedAt: expect.any(String) }],
      nextCursor: null,
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('Lister');
    expect(text).not.toContain('example.com');
    expect(text).not.toContain('private prompt');
    expect(text).not.toContain(owner.id);

    // Published again, the unpublished site is back in the showcase where its owner left it.
    await auth(request(t.url).post('/api/sites/gone-site/publish'), owner.token).expect(200);
    expect((await showcase()).items.map((i) => i.folderName)).toEqual(['gone-site', 'tea-house']);

    // Opting out takes it off at once.
    await setShowcase(owner.token, 'gone-site', { showcase: false }).expect(200);
    await setShowcase(owner.token, 'tea-house', { showcase: false }).expect(200);
    expect((await showcase()).items).toEqual([]);
    expect((await settings(owner.token, 'tea-house').expect(200)).body.showcase).toBe(false);
  });

  it('lets only the owner switch it, and refuses a body that is not {showcase: boolean}', async () => {
    const owner = await newUser();
    const other = await newUser();
    await publish(owner.token, 'owners-site', page('Owner'));

    await setShowcase(undefined, 'owners-site', { showcase: true }).expect(401);
    await settings(undefined, 'owners-site').expect(401);
    expect((await setShowcase(other.token, 'owners-site', { showcase: true }).expect(403)).body.code).toBe('not_owner');
    expect((await settings(other.token, 'owners-site').expect(403)).body.code).toBe('not_owner');
    expect((await setShowcase(owner.token, 'no-such-site', { showcase: true }).expect(404)).body.code).toBe('site_not_found');

    for (const body of [{}, { showcase: 'yes' }, { showcase: 1 }, { showcase: true, owner: 'me' }, []]) {
      const res = await setShowcase(owner.token, 'owners-site', body).expect(400);
      expect(res.body).toMatchObject({ code: 'invalid_body', message: expect.any(String) });
    }
    expect((await showcase()).items).toEqual([]);
    expect((await settings(owner.token, 'owners-site').expect(200)).body.showcase).toBe(false);
  });

  it('pages newest listing first with a cursor, bounded, and refuses a made-up cursor or limit', async () => {
    const owner = await newUser();
    const names = ['page-one', 'page-two', 'page-three', 'page-four', 'page-five'];
    for (const name of names) {
      await publish(owner.token, name, page(name));
      await setShowcase(owner.token, name, { showcase: true }).expect(200);
    }
    // A site without an index page has nothing to show at its address.
    await publish(owner.token, 'no-index', page('Menu only'), 'menu');
    await setShowcase(owner.token, 'no-index', { showcase: true }).expect(200);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: Awaited<ReturnType<typeof showcase>> = await showcase(cursor ? { limit: 2, cursor } : { limit: 2 });
      expect(next.items.length).toBeLessThanOrEqual(2);
      seen.push(...next.items.map((i) => i.folderName));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...names].reverse());

    for (const query of [{ limit: 0 }, { limit: 25 }, { limit: 'ten' }, { cursor: 'abc' }, { cursor: "1'; DROP TABLE sites" }, { other: 1 }]) {
      expect((await request(t.url).get('/api/showcase').query(query).expect(400)).body.code).toBe('invalid_body');
    }
    for (const name of [...names, 'no-index']) await setShowcase(owner.token, name, { showcase: false }).expect(200);
  });

  it('tells the SPA only the outside links the operator configured', async () => {
    const res = await request(t.url).get('/api/config').expect(200);
    expect(res.body.links).toEqual({ home: null, about: null, privacy: null, terms: null, refunds: null, contact: null, docs: 'https://docs.example.com/' });
  });
});
