import { PERSONAL_TOKEN_PREFIX, TOKENS_MAX, type CreatedToken, type PersonalToken } from '@cui/shared';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { UsersService } from '../src/users/users.service';
import { last, readStream } from './support/sse-client';
import { ledgerMismatches } from './support/ledger-invariant';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

describe('personal access tokens', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await startApp(isolatedEnv({ OFFLINE_STREAM_DELAY_MS: '0' }));
  });
  afterEach(async () => expect(await ledgerMismatches(t.db)).toEqual([]));
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  async function newUser(): Promise<{ id: string; session: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`pat${++n}@example.com`, `pat${n}`);
    return { id: user.id, session: await t.app.get(TokensService).issue(user.id) };
  }
  const as = (credential: string) => ({ authorization: `Bearer ${credential}` });
  const make = async (session: string, body: object = { name: 'CI script' }) => (await request(t.url).post('/api/tokens').set(as(session)).send(body).expect(201)).body as CreatedToken;
  const list = async (session: string) => ((await request(t.url).get('/api/tokens').set(as(session)).expect(200)).body as { tokens: PersonalToken[] }).tokens;

  it('is made by a signed-in session, shown once, kept only as a hash, and acts as its user with the user’s credits', async () => {
    const user = await newUser();
    const made = await make(user.session, { name: '  Claude Code  ' });
    expect(made).toEqual({ id: expect.any(String), name: 'Claude Code', token: expect.stringMatching(new RegExp(`^${PERSONAL_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`)), expiresAt: null });
    const stored = (await t.db.query('SELECT * FROM personal_tokens WHERE id = $1', [made.id])).rows[0];
    expect(JSON.stringify(stored)).not.toContain(made.token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await list(user.session)).toEqual([{ id: made.id, name: 'Claude Code', createdAt: t.clock.now().toISOString(), lastUsedAt: null, expiresAt: null }]);

    const me = await request(t.url).get('/api/user/me').set(as(made.token)).expect(200);
    expect(me.body.email).toBe(`pat${n}@example.com`);
    expect((await list(user.session))[0].lastUsedAt).toBe(t.clock.now().toISOString());
    const page = await readStream(`${t.url}/api/ask-ai`, { method: 'POST', headers: { 'content-type': 'application/json', ...as(made.token) }, body: JSON.stringify({ prompt: 'A page for a bakery' }) });
    expect(last(page.events).event).toBe('done');
    expect((await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [user.id])).rows[0].balance).toBe(4);
  });

  it('cannot manage tokens, sign out, change billing or delete the account', async () => {
    const user = await newUser();
    const { token, id } = await make(user.session);
    const refused = await Promise.all([
      request(t.url).post('/api/tokens').set(as(token)).send({ name: 'another' }),
      request(t.url).get('/api/tokens').set(as(token)),
      request(t.url).delete(`/api/tokens/${id}`).set(as(token)),
      request(t.url).post('/api/user/logout').set(as(token)),
      request(t.url).post('/api/billing/cancel').set(as(token)),
      request(t.url).post('/api/billing/change-plan').set(as(token)).send({ tier: 'pro' }),
      request(t.url).delete('/api/user/account').set(as(token)).send({ confirm: `pat${n}@example.com` }),
    ]);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(Array.from({ length: 7 }, () => [403, 'session_required']));
    // Nothing changed: the token still works and is still the only one.
    await request(t.url).get('/api/user/me').set(as(token)).expect(200);
    expect((await list(user.session)).map((x) => x.id)).toEqual([id]);
  });

  it('is refused at once when revoked or expired, and only its owner revokes it', async () => {
    const user = await newUser();
    const other = await newUser();
    const kept = await make(user.session, { name: 'kept' });
    const revoked = await make(user.session, { name: 'revoked' });
    const brief = await make(user.session, { name: 'brief', expiresInDays: 1 });
    expect(brief.expiresAt).toBe(new Date(t.clock.now().getTime() + 24 * 3600_000).toISOString());

    expect((await request(t.url).delete(`/api/tokens/${revoked.id}`).set(as(other.session)).expect(404)).body.code).toBe('token_not_found');
    await request(t.url).get('/api/user/me').set(as(revoked.token)).expect(200);
    await request(t.url).delete(`/api/tokens/${revoked.id}`).set(as(user.session)).expect(200);
    const after = await request(t.url).get('/api/user/me').set(as(revoked.token)).expect(401);
    expect(after.body.code).toBe('unauthorized');
    await request(t.url).delete(`/api/tokens/${revoked.id}`).set(as(user.session)).expect(404);

    await request(t.url).get('/api/user/me').set(as(brief.token)).expect(200);
    t.clock.advance(24 * 3600_000);
    await request(t.url).get('/api/user/me').set(as(brief.token)).expect(401);
    expect((await list(user.session)).map((x) => x.name)).toEqual(['kept']);
    await request(t.url).get('/api/user/me').set(as(kept.token)).expect(200);
    // A made-up token of the right shape is no one's.
    await request(t.url).get('/api/user/me').set(as(`${PERSONAL_TOKEN_PREFIX}${'A'.repeat(43)}`)).expect(401);
  });

  it('refuses bad requests and more tokens than an account may hold, writing nothing', async () => {
    const user = await newUser();
    const bad = await Promise.all(
      [{}, { name: '   ' }, { name: 'x'.repeat(101) }, { name: 'ok', expiresInDays: 0 }, { name: 'ok', expiresInDays: 366 }, { name: 'ok', expiresInDays: 1.5 }].map((body) =>
        request(t.url).post('/api/tokens').set(as(user.session)).send(body),
      ),
    );
    expect(bad.map((r) => [r.status, r.body.code])).toEqual(Array.from({ length: 6 }, () => [400, 'invalid_body']));
    expect(await list(user.session)).toEqual([]);
    await request(t.url).post('/api/tokens').send({ name: 'nobody' }).expect(401);
    // Made side by side, no more than the limit get through.
    const all = await Promise.all(Array.from({ length: TOKENS_MAX + 3 }, (_, i) => request(t.url).post('/api/tokens').set(as(user.session)).send({ name: `t${i}` })));
    expect(all.filter((r) => r.status === 201)).toHaveLength(TOKENS_MAX);
    expect(all.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(['too_many_tokens', 'too_many_tokens', 'too_many_tokens']);
    expect(await list(user.session)).toHaveLength(TOKENS_MAX);
  });
});
