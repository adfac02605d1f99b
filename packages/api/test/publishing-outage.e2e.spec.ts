import supertest from 'supertest';
import { request } from 'undici';
import { TokensService } from '../src/auth/tokens.service';
import { SiteCache } from '../src/publishing/site-cache';
import { SitesService } from '../src/publishing/sites.service';
import { UsersService } from '../src/users/users.service';
import { OwnRedis } from './support/own-servers';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { testPageBuilder } from './support/test-page-builder';
import { eventually, until } from './support/until';

/** Two replicas on the shared PostgreSQL and a Redis of the test's own, which it kills and restarts. */
describe('publishing: a site changed while Redis was down', () => {
  let redis: OwnRedis;
  let a: TestApp;
  let b: TestApp;
  let owner: { id: string; token: string };

  beforeAll(async () => {
    redis = await OwnRedis.start();
    const env = isolatedEnv({ REDIS_URL: redis.url });
    a = await startApp(env, undefined, { pageBuilder: testPageBuilder });
    b = await startApp(env, undefined, { pageBuilder: testPageBuilder });
    const user = await a.app.get(UsersService).findOrCreateByEmail('outage-owner@example.com', 'outage-owner');
    owner = { id: user.id, token: await a.app.get(TokensService).issue(user.id) };
  }, 60_000);
  afterAll(async () => {
    await redis.start();
    await b.close();
    await a.close();
    await dropIsolated(a.env);
    await redis.close();
  });

  const status = async (via: TestApp, folder: string) => {
    const res = await request(`${via.url}/`, { headers: { host: `${folder}.localhost:3000` } });
    await res.body.dump();
    return res.statusCode;
  };

  it('is taken down at once on a replica whose change notices cannot arrive, and caching resumes when Redis is back', async () => {
    const html = (text: string) => `<!DOCTYPE html><html><head><title>${text}</title></head><body><h1>${text}</h1></body></html>`;
    await supertest(a.url).post('/api/publish').set('authorization', `Bearer ${owner.token}`).send({ html: html('Bakery'), folderName: 'bakery' }).expect(200);
    // Both replicas hold the page in their caches.
    for (const via of [a, b]) await eventually(() => status(via, 'bakery'), (s) => s === 200, 2000, 'the site served');
    expect(a.app.get(SiteCache).size).toBeGreaterThan(0);
    await redis.kill();
    // Unpublished on b, whose notice cannot reach a.
    await b.app.get(SitesService).unpublish(owner.id, 'bakery');
    expect(await status(b, 'bakery')).toBe(404);
    // a trusts no copy while its subscription is down: it reads PostgreSQL, and keeps nothing.
    await eventually(() => status(a, 'bakery'), (s) => s === 404, 2000, 'replica a dropping the unpublished site while Redis is down');
    expect(a.app.get(SiteCache).size).toBe(0);

    await redis.start();
    await until('replica a caching again', async () => (await status(a, 'bakery')) === 404 && a.app.get(SiteCache).size > 0, 10_000);
    // Notices arrive again: a republish shows on both.
    await supertest(b.url).post('/api/publish').set('authorization', `Bearer ${owner.token}`).send({ html: html('Bakery again'), folderName: 'bakery' }).expect(200);
    for (const via of [a, b]) await eventually(() => status(via, 'bakery'), (s) => s === 200, 2000, 'the site back');
  }, 60_000);
});
