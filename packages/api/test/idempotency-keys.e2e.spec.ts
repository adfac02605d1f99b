import { DesignerEvent, DesignerProject, GenerationEvent, IDEMPOTENCY_KEY_RULE } from '@cui/shared';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { PUBLISHED_MESSAGE } from '../src/publishing/publish.service';
import { QUEUES } from '../src/queues/queue-names';
import { UsersService } from '../src/users/users.service';
import { FakeOpenAI, gate, pieces } from './support/fake-openai';
import { ledgerMismatches } from './support/ledger-invariant';
import { last, readStream, StreamResult, textOf } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { HOLD_BUILD, releaseHeldBuilds, testPageBuilder } from './support/test-page-builder';
import { until } from './support/until';

const PAGE = '<!DOCTYPE html>\n<html lang="en">\n<head><title>Crumb</title></head>\n<body>\n<section id="hero"><h1>Crumb &amp; Co</h1></section>\n</body>\n</html>';
const DAY_MS = 24 * 3600 * 1000;
const REPLAYED = 'idempotent-replayed';

const page = (text: string, extra = '') => `<!DOCTYPE html><html><head><title>${text}</title></head><body><h1>${text}</h1>${extra}</body></html>`;

// A client that re-POSTs after a dropped connection sends the same Idempotency-Key: the same payer's
// key within a day attaches to the first request's generation, designer turn or publish, and pays
// nothing more.
describe('Idempotency-Key on the paid POSTs', () => {
  const upstream = new FakeOpenAI();
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    await upstream.start();
    t = await startApp(
      isolatedEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: upstream.url, OFFLINE_STREAM_DELAY_MS: '0', ANON_FREE_GENERATIONS: '2', PUBLISH_TIMEOUT_MS: '5000' }),
      undefined,
      { pageBuilder: testPageBuilder },
    );
  });
  afterEach(async () => expect(await ledgerMismatches(t.db)).toEqual([]));
  afterAll(async () => {
    releaseHeldBuilds();
    await t.close();
    await upstream.stop();
    await dropIsolated(t.env);
  });

  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`key${++n}@example.com`, `key${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }
  const balance = async (userId: string) => (await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [userId])).rows[0].balance as number;
  const generations = async (userId: string) =>
    (await t.db.query(`SELECT id, status, credit_status, kind FROM generations WHERE user_id = $1 ORDER BY created_at, id`, [userId])).rows as {
      id: string;
      status: string;
    }[];
  const holds = async (userId: string) => Number((await t.db.query(`SELECT count(*) FROM credit_ledger WHERE user_id = $1 AND kind = 'hold'`, [userId])).rows[0].count);
  const headers = (token: string | undefined, key: string | undefined, extra: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(key !== undefined ? { 'idempotency-key': key } : {}),
    ...extra,
  });
  const ask = (body: object, token: string | undefined, key?: string, until?: (e: GenerationEvent[]) => boolean, extra?: Record<string, string>) =>
    readStream(`${t.url}/api/ask-ai`, { method: 'POST', headers: headers(token, key, extra), body: JSON.stringify(body) }, until);
  const idOf = (res: StreamResult<{ id: number; event: string; data: unknown }>) => (res.events[0].data as { id: string }).id;

  describe('POST /api/ask-ai', () => {
    it('the same key twice: one generation, one debit, and the second answer streams the same events', async () => {
      const user = await newUser();
      const key = randomUUID();
      const first = await ask({ prompt: 'A landing page for a bakery' }, user.token, key);
      expect(last(first.events).event).toBe('done');
      expect(first.headers.get(REPLAYED)).toBeNull();
      const again = await ask({ prompt: 'A landing page for a bakery' }, user.token, key);
      expect(again.status).toBe(200);
      expect(again.headers.get(REPLAYED)).toBe('true');
      expect(again.events).toEqual(first.events);
      expect(await balance(user.id)).toBe(4);
      expect(await generations(user.id)).toHaveLength(1);
      expect(await holds(user.id)).toBe(1);
    });

    it('a re-POST after a dropped connection follows the running generation from its start', async () => {
      const user = await newUser();
      const key = randomUUID();
      const hold = gate();
      const script = pieces(PAGE, 6);
      script[6] = { ...script[6], gate: hold.promise };
      upstream.play({ pieces: script });
      const calls = upstream.requests.length;
      const dropped = await ask({ prompt: 'x', model: 'gpt-4-1' }, user.token, key, (events) => events.some((e) => e.event === 'chunk'));
      const resent = ask({ prompt: 'x', model: 'gpt-4-1' }, user.token, key);
      hold.open();
      const res = await resent;
      expect(res.headers.get(REPLAYED)).toBe('true');
      expect(idOf(res)).toBe(idOf(dropped));
      expect(res.events.map((e) => e.id)).toEqual(res.events.map((_, i) => i));
      expect(textOf(res.events)).toBe(PAGE);
      expect(last(res.events)).toMatchObject({ event: 'done', data: { html: PAGE, balance: 4 } });
      expect(upstream.requests.length - calls).toBe(1);
      expect(await balance(user.id)).toBe(4);
      expect(await holds(user.id)).toBe(1);
    });

    it('the same key sent twice at once: one hold, both answers stream the one generation', async () => {
      const user = await newUser();
      const key = randomUUID();
      const results = await Promise.all([1, 2, 3].map(() => ask({ prompt: 'A florist' }, user.token, key)));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(new Set(results.map(idOf)).size).toBe(1);
      expect(results.filter((r) => r.headers.get(REPLAYED) === 'true')).toHaveLength(2);
      for (const r of results) expect(last(r.events)).toEqual(last(results[0].events));
      expect(last(results[0].events).event).toBe('done');
      expect(await balance(user.id)).toBe(4);
      expect(await holds(user.id)).toBe(1);
    });

    it('a key whose generation spent the last credit still attaches, rather than answering 402', async () => {
      const user = await newUser();
      for (let i = 0; i < 4; i++) expect(last((await ask({ prompt: `page ${i}` }, user.token)).events).event).toBe('done');
      const key = randomUUID();
      const first = await ask({ prompt: 'the last one' }, user.token, key);
      expect(last(first.events).event).toBe('done');
      const again = await ask({ prompt: 'the last one' }, user.token, key);
      expect(again.status).toBe(200);
      expect(again.events).toEqual(first.events);
      expect(await balance(user.id)).toBe(0);
      expect((await ask({ prompt: 'another' }, user.token, randomUUID())).status).toBe(402);
    });

    it('the same key with another body is refused with 422, charging and starting nothing', async () => {
      const user = await newUser();
      const key = randomUUID();
      expect(last((await ask({ prompt: 'A bakery' }, user.token, key)).events).event).toBe('done');
      for (const body of [{ prompt: 'A butcher' }, { prompt: 'A bakery', model: 'gpt-4o' }, { prompt: 'make it blue', html: '<section id="a"><p>x</p></section>' }]) {
        const res = await ask(body, user.token, key);
        expect(res.status).toBe(422);
        expect(res.json).toEqual({ code: 'idempotency_key_reused', message: expect.stringMatching(/Idempotency-Key was already used for a different request/) });
      }
      expect(await balance(user.id)).toBe(4);
      expect(await generations(user.id)).toHaveLength(1);
      // The same request with the body's fields in another order and its defaults spelled out is the same request.
      const same = await ask({ language: 'en', prompt: 'A bakery', framework: 'htmlTailwind' }, user.token, key);
      expect(same.headers.get(REPLAYED)).toBe('true');
    });

    it('a section edit with a key is kept like a page: resent, it attaches to the same edit', async () => {
      const user = await newUser();
      const key = randomUUID();
      const body = { prompt: 'add a button', html: '<section id="pricing"><h2>Plans</h2></section>' };
      const first = await ask(body, user.token, key);
      expect(last(first.events).event).toBe('done');
      const again = await ask(body, user.token, key);
      expect(again.events).toEqual(first.events);
      expect(await generations(user.id)).toEqual([expect.objectContaining({ kind: 'section' })]);
      expect(await balance(user.id)).toBe(4);
    });

    it("a key is its payer's own: another user's same key starts their own generation", async () => {
      const [a, b] = [await newUser(), await newUser()];
      const key = randomUUID();
      const first = await ask({ prompt: 'A bakery' }, a.token, key);
      const other = await ask({ prompt: 'A bakery' }, b.token, key);
      expect(other.headers.get(REPLAYED)).toBeNull();
      expect(idOf(other)).not.toBe(idOf(first));
      expect([await balance(a.id), await balance(b.id)]).toEqual([4, 4]);
      // Each one's resend attaches to their own.
      expect(idOf(await ask({ prompt: 'A bakery' }, a.token, key))).toBe(idOf(first));
      expect(idOf(await ask({ prompt: 'A bakery' }, b.token, key))).toBe(idOf(other));
      expect([await balance(a.id), await balance(b.id)]).toEqual([4, 4]);
    });

    it('an anonymous client address resending its key attaches, within its daily allowance or past it', async () => {
      const key = randomUUID();
      const first = await ask({ prompt: 'one' }, undefined, key);
      expect(last(first.events).event).toBe('done');
      expect((await ask({ prompt: 'one' }, undefined, key)).events).toEqual(first.events);
      expect(last((await ask({ prompt: 'two' }, undefined, randomUUID())).events).event).toBe('done');
      expect((await ask({ prompt: 'three' }, undefined, randomUUID())).status).toBe(401);
      const past = await ask({ prompt: 'one' }, undefined, key);
      expect(past.headers.get(REPLAYED)).toBe('true');
      expect(past.events).toEqual(first.events);
      const used = await t.db.query(`SELECT count FROM anon_usage`);
      expect(used.rows).toEqual([{ count: 2 }]);
      // A signed-in user's same key is theirs, not the address's.
      const user = await newUser();
      expect((await ask({ prompt: 'one' }, user.token, key)).headers.get(REPLAYED)).toBeNull();
    });

    it('without a key the same request twice is two generations; with one, one', async () => {
      const user = await newUser();
      const plain = [await ask({ prompt: 'A bakery' }, user.token), await ask({ prompt: 'A bakery' }, user.token)];
      expect(plain.map((r) => r.headers.get(REPLAYED))).toEqual([null, null]);
      expect(idOf(plain[1])).not.toBe(idOf(plain[0]));
      expect(await balance(user.id)).toBe(3);
      const key = randomUUID();
      const keyed = [await ask({ prompt: 'A bakery' }, user.token, key), await ask({ prompt: 'A bakery' }, user.token, key)];
      expect(idOf(keyed[1])).toBe(idOf(keyed[0]));
      expect(await balance(user.id)).toBe(2);
    });

    it('refuses a key that is empty, too long or not printable ASCII with 400, holding nothing', async () => {
      const user = await newUser();
      for (const key of ['', 'k'.repeat(256), 'café', 'a\tb']) {
        const res = await ask({ prompt: 'A bakery' }, user.token, key);
        expect(res.status).toBe(400);
        expect(res.json).toEqual({ code: 'idempotency_key_invalid', message: IDEMPOTENCY_KEY_RULE });
      }
      expect(await generations(user.id)).toEqual([]);
      // The longest allowed key, with spaces and punctuation, works.
      const longest = `"${'k'.repeat(250)} ~!"`;
      expect(last((await ask({ prompt: 'A bakery' }, user.token, longest)).events).event).toBe('done');
      expect(idOf(await ask({ prompt: 'A bakery' }, user.token, longest))).toBe((await generations(user.id))[0].id);
    });

    it('a key binds for a day: just before, it attaches; after, it starts a new generation', async () => {
      const user = await newUser();
      const key = randomUUID();
      const started = t.clock.now();
      try {
        const first = await ask({ prompt: 'A bakery' }, user.token, key);
        t.clock.advance(DAY_MS - 1000);
        expect(idOf(await ask({ prompt: 'A bakery' }, user.token, key))).toBe(idOf(first));
        expect(await balance(user.id)).toBe(4);
        t.clock.advance(2000);
        const later = await ask({ prompt: 'A bakery' }, user.token, key);
        expect(later.headers.get(REPLAYED)).toBeNull();
        expect(idOf(later)).not.toBe(idOf(first));
        expect(last(later.events).event).toBe('done');
        expect(await balance(user.id)).toBe(3);
        // The key now belongs to the new generation; a different body under it is refused again.
        expect(idOf(await ask({ prompt: 'A bakery' }, user.token, key))).toBe(idOf(later));
        expect((await ask({ prompt: 'A butcher' }, user.token, key)).status).toBe(422);
      } finally {
        t.clock.set(started);
      }
    });
  });

  describe('POST /api/stitch-chat', () => {
    const newProject = async (token: string, first_message: string) =>
      (await request(t.url).post('/api/projects').set('authorization', `Bearer ${token}`).send({ device_type: 'mobile', first_message }).expect(201)).body
        .project as DesignerProject;
    const chat = (body: object, token: string, key?: string) =>
      readStream<DesignerEvent>(`${t.url}/api/stitch-chat`, { method: 'POST', headers: headers(token, key), body: JSON.stringify(body) });

    it('the same key twice: one turn, one debit, the same events; another body under it is refused', async () => {
      const user = await newUser();
      const message = 'A habit tracker app with streaks';
      const project = await newProject(user.token, message);
      const key = randomUUID();
      const first = await chat({ message, project_uuid: project.project_uuid }, user.token, key);
      expect(last(first.events)).toMatchObject({ event: 'done', data: { balance: 4 } });
      const again = await chat({ message, project_uuid: project.project_uuid }, user.token, key);
      expect(again.headers.get(REPLAYED)).toBe('true');
      expect(again.events).toEqual(first.events);
      const other = await chat({ message: 'make it dark', project_uuid: project.project_uuid }, user.token, key);
      expect(other.status).toBe(422);
      expect(await balance(user.id)).toBe(4);
      expect(await generations(user.id)).toEqual([expect.objectContaining({ kind: 'designer', status: 'succeeded' })]);
      const detail = (await request(t.url).get(`/api/projects/${project.project_uuid}`).set('authorization', `Bearer ${user.token}`).expect(200)).body.project;
      expect(detail.messages.filter((m: { sender: string }) => m.sender === 'ai')).toHaveLength(1);
    });

    it('the same key sent twice at once: one turn, neither answer refused as a busy project', async () => {
      const user = await newUser();
      const message = 'A recipe app';
      const project = await newProject(user.token, message);
      const key = randomUUID();
      const results = await Promise.all([1, 2].map(() => chat({ message, project_uuid: project.project_uuid }, user.token, key)));
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect(new Set(results.map(idOf)).size).toBe(1);
      for (const r of results) expect(last(r.events)).toMatchObject({ event: 'done', data: { balance: 4 } });
      expect(await holds(user.id)).toBe(1);
    });

    it("another user's same key is their own, and a key past a day starts a new turn", async () => {
      const [a, b] = [await newUser(), await newUser()];
      const key = randomUUID();
      const [pa, pb] = [await newProject(a.token, 'A notes app'), await newProject(b.token, 'A notes app')];
      const first = await chat({ message: 'A notes app', project_uuid: pa.project_uuid }, a.token, key);
      const other = await chat({ message: 'A notes app', project_uuid: pb.project_uuid }, b.token, key);
      expect(other.headers.get(REPLAYED)).toBeNull();
      expect(idOf(other)).not.toBe(idOf(first));
      const started = t.clock.now();
      try {
        expect(idOf(await chat({ message: 'A notes app', project_uuid: pa.project_uuid }, a.token, key))).toBe(idOf(first));
        t.clock.advance(DAY_MS + 1000);
        const later = await chat({ message: 'A notes app', project_uuid: pa.project_uuid }, a.token, key);
        expect(idOf(later)).not.toBe(idOf(first));
        expect(last(later.events).event).toBe('done');
        expect(await holds(a.id)).toBe(2);
      } finally {
        t.clock.set(started);
      }
      expect(await balance(b.id)).toBe(4);
    });
  });

  describe('POST /api/publish', () => {
    const publish = (token: string, body: object, key?: string) => {
      const req = request(t.url).post('/api/publish').set('authorization', `Bearer ${token}`);
      return (key !== undefined ? req.set('idempotency-key', key) : req).send(body);
    };
    const versions = async (folder: string) =>
      Number((await t.db.query(`SELECT count(*) FROM page_versions v JOIN site_pages p ON p.id = v.page_id JOIN sites s ON s.id = p.site_id WHERE s.folder_name = $1`, [folder])).rows[0].count);

    it('the same key twice answers the same JSON and stores one version, on the site the first chose', async () => {
      const user = await newUser();
      const key = randomUUID();
      const body = { html: page('Crumb'), prompt: 'A bakery called Crumb' };
      const first = await publish(user.token, body, key).expect(200);
      expect(first.body).toMatchObject({ folderName: expect.stringMatching(/^bakery-crumb/), message: PUBLISHED_MESSAGE });
      expect(first.headers[REPLAYED]).toBeUndefined();
      const again = await publish(user.token, body, key).expect(200);
      expect(again.headers[REPLAYED]).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await versions(first.body.folderName)).toBe(1);
      expect(Number((await t.db.query(`SELECT count(*) FROM sites WHERE owner_id = $1`, [user.id])).rows[0].count)).toBe(1);
    });

    it('a resend while the first is still building waits for the same publish', async () => {
      const user = await newUser();
      const key = randomUUID();
      const body = { html: page('Held', HOLD_BUILD), folderName: 'held-site' };
      const first = publish(user.token, body, key).then((r) => r);
      await until('the first publish to be claimed', async () => (await t.db.query(`SELECT 1 FROM publish_requests WHERE user_id = $1`, [user.id])).rows.length > 0);
      const again = publish(user.token, body, key).then((r) => r);
      await until('the first job to be running', async () => (await t.app.get<Queue>(getQueueToken(QUEUES.publish)).getActiveCount()) > 0);
      releaseHeldBuilds();
      const [a, b] = await Promise.all([first, again]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body).toEqual(a.body);
      expect(b.headers[REPLAYED]).toBe('true');
      expect(await versions('held-site')).toBe(1);
    });

    it('the same key sent twice at once stores one version, and both answer it', async () => {
      const user = await newUser();
      const key = randomUUID();
      const body = { html: page('Twice'), prompt: 'A twice published page' };
      const [a, b] = await Promise.all([publish(user.token, body, key), publish(user.token, body, key)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body).toEqual(a.body);
      expect([a.headers[REPLAYED], b.headers[REPLAYED]].filter(Boolean)).toEqual(['true']);
      expect(await versions(a.body.folderName)).toBe(1);
    });

    it('another body under the key is 422 and stores nothing; another user, a key past a day or no key publish anew', async () => {
      const [user, other] = [await newUser(), await newUser()];
      const key = randomUUID();
      await publish(user.token, { html: page('v1'), folderName: 'keyed-site' }, key).expect(200);
      const refused = await publish(user.token, { html: page('v2'), folderName: 'keyed-site' }, key).expect(422);
      expect(refused.body).toEqual({ code: 'idempotency_key_reused', message: expect.stringMatching(/Idempotency-Key was already used for a different request/) });
      expect(await versions('keyed-site')).toBe(1);
      // Another user's same key is theirs.
      const theirs = await publish(other.token, { html: page('v1'), folderName: 'their-site' }, key).expect(200);
      expect(theirs.headers[REPLAYED]).toBeUndefined();
      expect(await versions('their-site')).toBe(1);
      // Without a key, the same request twice is two versions.
      await publish(user.token, { html: page('v1'), folderName: 'keyed-site' }).expect(200);
      await publish(user.token, { html: page('v1'), folderName: 'keyed-site' }).expect(200);
      expect(await versions('keyed-site')).toBe(3);
      const started = t.clock.now();
      try {
        t.clock.advance(DAY_MS + 1000);
        const later = await publish(user.token, { html: page('v2'), folderName: 'keyed-site' }, key).expect(200);
        expect(later.headers[REPLAYED]).toBeUndefined();
        expect(await versions('keyed-site')).toBe(4);
      } finally {
        t.clock.set(started);
      }
    });

    it('refuses a bad key with 400, storing nothing', async () => {
      const user = await newUser();
      const res = await publish(user.token, { html: page('x'), folderName: 'bad-key-site' }, 'k'.repeat(256)).expect(400);
      expect(res.body).toEqual({ code: 'idempotency_key_invalid', message: IDEMPOTENCY_KEY_RULE });
      expect(await versions('bad-key-site')).toBe(0);
    });
  });
});
