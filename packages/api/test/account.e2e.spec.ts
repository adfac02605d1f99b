import { AVATAR_MAX_BYTES, type GenerationEvent } from '@cui/shared';
import sharp from 'sharp';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { UsersService } from '../src/users/users.service';
import { ledgerMismatches } from './support/ledger-invariant';
import { readStream } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { testPageBuilder } from './support/test-page-builder';
import { unzip } from './support/zip';

const page = (text: string) => `<!DOCTYPE html><html><head><title>${text}</title></head><body><h1>${text}</h1></body></html>`;

/** Parses a binary supertest answer into one Buffer. */
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('account: profile, export and deletion', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await startApp(isolatedEnv({ OFFLINE_STREAM_DELAY_MS: '0' }), undefined, { pageBuilder: testPageBuilder });
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  async function newUser(): Promise<{ id: string; email: string; token: string }> {
    const email = `owner${++n}@example.com`;
    const user = await t.app.get(UsersService).findOrCreateByEmail(email, `owner${n}`);
    return { id: user.id, email, token: await t.app.get(TokensService).issue(user.id) };
  }
  const as = (token: string, req: request.Test) => req.set('authorization', `Bearer ${token}`);
  const me = (token: string) => as(token, request(t.url).get('/api/user/me'));
  const upload = (token: string, bytes: Buffer) => as(token, request(t.url).put('/api/user/avatar').send({ image: bytes.toString('base64') }));
  const exportZip = async (token: string) => {
    const res = await as(token, request(t.url).get('/api/user/account/export')).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cui-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    return unzip(res.body as Buffer);
  };
  const remove = (token: string, confirm: string) => as(token, request(t.url).delete('/api/user/account').send({ confirm }));
  const count = async (sql: string, params: unknown[] = []) => Number((await t.db.query(sql, params)).rows[0].count);
  const png = (w = 40, h = 30) => sharp({ create: { width: w, height: h, channels: 3, background: '#3366cc' } }).png().toBuffer();

  /** A page from the built-in model, paid with a credit like any. */
  async function generate(token: string, prompt: string): Promise<string> {
    const res = await readStream<GenerationEvent>(`${t.url}/api/ask-ai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ prompt }),
    });
    const done = res.events.at(-1)!;
    expect(done.event).toBe('done');
    return (done.data as { html: string }).html;
  }
  async function publish(token: string, folderName: string, html: string): Promise<void> {
    await as(token, request(t.url).post('/api/publish')).send({ html, folderName, prompt: 'my site' }).expect(200);
  }
  const site = (folder: string) => request(t.url).get('/').set('host', `${folder}.localhost:3000`);

  describe('profile', () => {
    it('renames the user, shown by /me; a blank, long or multi-line name is refused and changes nothing', async () => {
      const user = await newUser();
      const res = await as(user.token, request(t.url).patch('/api/user/profile')).send({ name: '  Ada Lovelace ' }).expect(200);
      expect(res.body).toEqual({ name: 'Ada Lovelace', avatar_url: null });
      expect((await me(user.token).expect(200)).body).toMatchObject({ name: 'Ada Lovelace', avatar_url: null });
      for (const name of ['   ', 'x'.repeat(61), 'two\nlines', 42]) {
        const bad = await as(user.token, request(t.url).patch('/api/user/profile')).send({ name }).expect(400);
        expect(bad.body.code).toBe('invalid_body');
      }
      expect((await me(user.token)).body.name).toBe('Ada Lovelace');
      await request(t.url).patch('/api/user/profile').send({ name: 'Mallory' }).expect(401);
    });

    it('stores an uploaded picture re-encoded as a square WebP, served with its type and nosniff', async () => {
      const user = await newUser();
      const res = await upload(user.token, await png()).expect(200);
      expect(res.body.avatar_url).toMatch(/^\/api\/user\/avatars\/[0-9a-f-]{36}$/);
      expect((await me(user.token)).body.avatar_url).toBe(res.body.avatar_url);
      const served = await request(t.url).get(res.body.avatar_url).buffer(true).parse(binary).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      const meta = await sharp(served.body as Buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

      // A new picture has a new address; the old one is gone.
      const next = await upload(user.token, await sharp(await png(300, 500)).jpeg().toBuffer()).expect(200);
      expect(next.body.avatar_url).not.toBe(res.body.avatar_url);
      await request(t.url).get(res.body.avatar_url).expect(404);
      await as(user.token, request(t.url).delete('/api/user/avatar')).expect(200, { name: 'owner' + user.email.match(/\d+/)![0], avatar_url: null });
      await request(t.url).get(next.body.avatar_url).expect(404);
      await request(t.url).get('/api/user/avatars/not-a-uuid').expect(400);
    });

    it('refuses bytes that are not an accepted picture with 400 avatar_invalid, storing nothing', async () => {
      const user = await newUser();
      const kept = (await upload(user.token, await png()).expect(200)).body.avatar_url as string;
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
      const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
      const pngHead = Buffer.concat([(await png()).subarray(0, 16), Buffer.from('<script>alert(1)</script>'.repeat(20))]);
      const gifLooksLikePng = Buffer.concat([Buffer.from('GIF89a'), (await png()).subarray(6)]);
      const before = await count(`SELECT count(*) FROM user_avatars`);
      for (const bytes of [svg, html, pngHead, gifLooksLikePng, Buffer.alloc(0), Buffer.from('%PDF-1.7\n')]) {
        const res = await upload(user.token, bytes).expect(400);
        expect(res.body).toMatchObject({ code: 'avatar_invalid' });
      }
      const huge = Buffer.concat([await png(), Buffer.alloc(AVATAR_MAX_BYTES)]);
      expect((await upload(user.token, huge).expect(413)).body.code).toBe('avatar_too_large');
      expect(await count(`SELECT count(*) FROM user_avatars`)).toBe(before);
      expect((await me(user.token)).body.avatar_url).toBe(kept);
      const notBase64 = await as(user.token, request(t.url).put('/api/user/avatar')).send({ image: '<svg>' }).expect(400);
      expect(notBase64.body.code).toBe('invalid_body');
    });
  });

  describe('export', () => {
    it('is a ZIP of the account JSON with its ledger, the generated pages, the sites as served with their history, and the designer projects', async () => {
      const user = await newUser();
      const other = await newUser();
      const html = await generate(user.token, 'A landing page for a bakery called Crumb & Co');
      await publish(user.token, 'crumb-export', page('Crumb v1'));
      await publish(user.token, 'crumb-export', page('Crumb v2'));
      const project = (await as(user.token, request(t.url).post('/api/projects')).send({ device_type: 'mobile', first_message: 'A habit tracker' }).expect(201)).body.project;
      await t.db.query(`INSERT INTO designer_screens (project_id, name, description, html, status, position) VALUES ($1, 'Home', 'Start', '<html><body>Habit home</body></html>', 'completed', 0)`, [project.project_uuid]);
      await upload(user.token, await png()).expect(200);
      await publish(other.token, 'not-mine-export', page('Not mine'));

      const files = await exportZip(user.token);
      const names = [...files.keys()];
      const account = JSON.parse(files.get('account.json')!.toString());
      expect(account.user).toMatchObject({ id: user.id, email: user.email });
      expect(account.credits.balance).toBe(4);
      expect(account.credit_ledger.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
        ['grant', 5],
        ['hold', -1],
        ['commit', 0],
      ]);

      const pages = JSON.parse(files.get('pages/index.json')!.toString());
      expect(pages).toHaveLength(1);
      expect(pages[0]).toMatchObject({ prompt: 'A landing page for a bakery called Crumb & Co', status: 'succeeded' });
      expect(files.get(`pages/${pages[0].file}`)!.toString()).toBe(html);

      expect(files.get('sites/crumb-export/index.html')!.toString()).toContain('<h1>Crumb v2</h1>');
      const sites = JSON.parse(files.get('sites/index.json')!.toString());
      expect(sites).toEqual([expect.objectContaining({ name: 'crumb-export', live: true, pages: [expect.objectContaining({ name: 'index', file: 'index.html' })] })]);
      const history = sites[0].pages[0].versions.map((v: { file: string }) => files.get(`sites/crumb-export/${v.file}`)!.toString());
      expect(history).toEqual([page('Crumb v1'), page('Crumb v2')]);
      // The served page's stylesheet is beside it, where its relative link points.
      const css = /href="(_assets\/[0-9a-f]+\.css)"/.exec(files.get('sites/crumb-export/index.html')!.toString())![1];
      expect(files.get(`sites/crumb-export/${css}`)!.toString()).toContain('rebeccapurple');

      expect(JSON.parse(files.get(`designer/${project.project_uuid}/project.json`)!.toString())).toMatchObject({
        title: expect.any(String),
        messages: [{ sender: 'user', text: 'A habit tracker' }],
      });
      expect(files.get(`designer/${project.project_uuid}/screens/01-home.html`)!.toString()).toContain('Habit home');
      expect((await sharp(files.get('avatar.webp')!).metadata()).format).toBe('webp');
      expect(names.some((name) => name.includes('not-mine'))).toBe(false);
      expect([...files.values()].some((b) => b.toString().includes('Not mine'))).toBe(false);
    });

    it('needs the bearer token', async () => {
      await request(t.url).get('/api/user/account/export').expect(401);
    });
  });

  describe('deletion', () => {
    it('refuses without the e-mail typed, and another user cannot delete it: nothing changes', async () => {
      const user = await newUser();
      const other = await newUser();
      expect((await remove(user.token, 'yes').expect(400)).body.code).toBe('delete_confirmation_mismatch');
      // Another user naming this user's e-mail only fails their own confirmation.
      expect((await remove(other.token, user.email).expect(400)).body.code).toBe('delete_confirmation_mismatch');
      await request(t.url).delete('/api/user/account').send({ confirm: user.email }).expect(401);
      await me(user.token).expect(200);
      await me(other.token).expect(200);
    });

    it('unpublishes the sites at once, removes the rows, revokes the sessions and keeps the ledger without a name, its sums intact', async () => {
      const user = await newUser();
      const other = await newUser();
      const secondSession = await t.app.get(TokensService).issue(user.id);
      await generate(user.token, 'A portfolio for a potter named Mira');
      await publish(user.token, 'mira-pottery', page('Mira'));
      await as(user.token, request(t.url).post('/api/sites/mira-pottery/rename')).send({ folderName: 'mira-ceramics' }).expect(200);
      await publish(other.token, 'other-pottery', page('Other'));
      await as(user.token, request(t.url).post('/api/projects')).send({ device_type: 'web', first_message: 'A studio site' }).expect(201);
      await as(user.token, request(t.url).post('/api/feedback')).send({ feedback: 'Lovely' });
      await upload(user.token, await png()).expect(200);
      // Served (and so cached) before the deletion.
      expect((await site('mira-ceramics').expect(200)).text).toContain('<h1>Mira</h1>');
      await site('mira-pottery').expect(308);

      const ledgerBefore = (await t.db.query(`SELECT id, kind, amount, created_at FROM credit_ledger WHERE user_id = $1 ORDER BY id`, [user.id])).rows;
      const balanceBefore = (await t.db.query(`SELECT balance FROM credit_accounts WHERE user_id = $1`, [user.id])).rows[0].balance as number;
      const totalBefore = Number((await t.db.query(`SELECT COALESCE(sum(amount), 0) AS s FROM credit_ledger WHERE kind <> 'close'`)).rows[0].s);
      expect(ledgerBefore.reduce((sum, e) => sum + e.amount, 0)).toBe(balanceBefore);

      const res = await remove(user.token, ` ${user.email.toUpperCase()} `).expect(200);
      expect(res.body).toEqual({ deleted: true, sites_unpublished: 1, subscription: 'none' });

      await site('mira-ceramics').expect(404);
      await site('mira-pottery').expect(404);
      await site('other-pottery').expect(200);
      await me(user.token).expect(401);
      await me(secondSession).expect(401);
      await me(other.token).expect(200);

      for (const [table, column] of [
        ['users', 'id'],
        ['sessions', 'user_id'],
        ['sites', 'owner_id'],
        ['generations', 'user_id'],
        ['designer_projects', 'owner_id'],
        ['credit_accounts', 'user_id'],
        ['credit_ledger', 'user_id'],
        ['feedback', 'user_id'],
        ['user_avatars', 'user_id'],
        ['publish_requests', 'user_id'],
      ]) {
        expect([table, await count(`SELECT count(*) FROM ${table} WHERE ${column} = $1`, [user.id])]).toEqual([table, 0]);
      }
      expect(await count(`SELECT count(*) FROM login_codes WHERE email = $1`, [user.email])).toBe(0);
      expect(await count(`SELECT count(*) FROM site_redirects WHERE folder_name = 'mira-pottery'`)).toBe(0);
      expect(await count(`SELECT count(*) FROM page_versions v JOIN site_pages p ON p.id = v.page_id JOIN sites s ON s.id = p.site_id WHERE s.folder_name = 'other-pottery'`)).toBe(1);

      const kept = (await t.db.query(`SELECT id, kind, amount, created_at, closed_account, reference FROM credit_ledger WHERE id = ANY($1::bigint[]) ORDER BY id`, [ledgerBefore.map((e) => e.id)])).rows;
      expect(kept.map(({ id, kind, amount, created_at }) => ({ id, kind, amount, created_at }))).toEqual(ledgerBefore);
      const closed = kept[0].closed_account as string;
      expect(closed).toMatch(/^[0-9a-f-]{36}$/);
      expect(closed).not.toBe(user.id);
      const group = (await t.db.query(`SELECT kind, amount FROM credit_ledger WHERE closed_account = $1 ORDER BY id`, [closed])).rows;
      expect(group.slice(0, -1).map((e) => e.kind)).toEqual(ledgerBefore.map((e) => e.kind));
      expect(group.at(-1)).toEqual({ kind: 'close', amount: -balanceBefore });
      expect(group.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
      expect(Number((await t.db.query(`SELECT COALESCE(sum(amount), 0) AS s FROM credit_ledger WHERE kind <> 'close'`)).rows[0].s)).toBe(totalBefore);
      // Nothing left names the user.
      const dump = JSON.stringify((await t.db.query(`SELECT * FROM credit_ledger WHERE closed_account = $1`, [closed])).rows);
      expect(dump).not.toContain(user.id);
      expect(dump).not.toContain(user.email);
      expect(await ledgerMismatches(t.db)).toEqual([]);

      // The e-mail can sign up again: a new, empty account.
      const again = await t.app.get(UsersService).findOrCreateByEmail(user.email, 'again');
      expect(again.id).not.toBe(user.id);
      expect(await count(`SELECT count(*) FROM sites WHERE owner_id = $1`, [again.id])).toBe(0);
    });

    it('tells when a paid subscription could not be cancelled because Paddle is not configured here', async () => {
      const user = await newUser();
      await t.db.query(
        `INSERT INTO billing_subscriptions (paddle_subscription_id, user_id, paddle_customer_id, tier, status, current_period_end, last_occurred_at)
         VALUES ('sub_del_1', $1, 'ctm_del_1', 'pro', 'active', now() + interval '20 days', now())`,
        [user.id],
      );
      const res = await remove(user.token, user.email).expect(200);
      expect(res.body.subscription).toBe('not_cancelled');
      expect(await count(`SELECT count(*) FROM billing_subscriptions WHERE user_id = $1`, [user.id])).toBe(0);
    });
  });
});
