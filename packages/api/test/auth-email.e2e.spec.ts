import { decodeJwt, SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { codeFrom, SmtpSink } from './support/smtp-sink';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

describe('e-mail code sign-in', () => {
  const sink = new SmtpSink();
  let t: TestApp;

  beforeAll(async () => {
    const smtp = await sink.start();
    t = await startApp(isolatedEnv({ SMTP_URL: smtp }));
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
    await dropIsolated(t.env);
  });

  const login = (body: object) => request(t.url).post('/api/user/login').send(body);

  async function requestCode(email: string): Promise<string> {
    await login({ email, name: email.split('@')[0] }).expect(200, { codeSent: true });
    return codeFrom(await sink.next(email));
  }

  it('mails a code, signs in with it, describes the user and signs out', async () => {
    const code = await requestCode('Ada@Example.com');
    const res = await login({ email: 'ada@example.com', name: 'ada', code }).expect(200);
    expect(res.body.user).toEqual({ name: 'ada', email: 'ada@example.com', credit_balance: 5 });
    const token: string = res.body.token;

    const me = await request(t.url).get('/api/user/me').set('authorization', `Bearer ${token}`).expect(200);
    expect(me.body).toMatchObject({
      username: 'ada',
      name: 'ada',
      email: 'ada@example.com',
      credit_balance: 5,
      credits: { balance: 5 },
      subscription: { tier: 'free', is_active: true },
    });
    expect(typeof me.body.id).toBe('string');

    await request(t.url).post('/api/user/logout').set('authorization', `Bearer ${token}`).expect(200, { ok: true });
    const after = await request(t.url).get('/api/user/me').set('authorization', `Bearer ${token}`).expect(401);
    expect(after.body.message).toMatch(/sign in/i);
  });

  it('never issues a token for a bare e-mail', async () => {
    const res = await login({ email: 'bare@example.com', name: 'bare' }).expect(200);
    expect(res.body).toEqual({ codeSent: true });
    await sink.next('bare@example.com');
    const users = await t.db.query(`SELECT 1 FROM users WHERE email = 'bare@example.com'`);
    expect(users.rowCount).toBe(0);
  });

  it('stores only a hash of the code', async () => {
    const code = await requestCode('hash@example.com');
    const rows = await t.db.query(`SELECT code_hash FROM login_codes WHERE email = 'hash@example.com'`);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].code_hash).not.toContain(code);
    expect(rows.rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rejects a wrong code with 400 and locks the code after 5 attempts', async () => {
    const code = await requestCode('guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await login({ email: 'guess@example.com', code: wrong }).expect(400);
      expect(res.body).toMatchObject({ attempts_left: left });
    }
    await login({ email: 'guess@example.com', code: wrong }).expect(401);
    const res = await login({ email: 'guess@example.com', code }).expect(401);
    expect(res.body.message).toMatch(/too many attempts/i);
  });

  it('rejects an expired code with 401', async () => {
    const code = await requestCode('late@example.com');
    t.clock.advance(10 * 60 * 1000 + 1);
    const res = await login({ email: 'late@example.com', code }).expect(401);
    expect(res.body.message).toMatch(/expired/i);
  });

  it('accepts a code only once, and only the newest code', async () => {
    const first = await requestCode('once@example.com');
    const second = await requestCode('once@example.com');
    if (first !== second) await login({ email: 'once@example.com', code: first }).expect(400);
    await login({ email: 'once@example.com', code: second }).expect(200);
    await login({ email: 'once@example.com', code: second }).expect(401);
  });

  it('validates the body and changes nothing on bad input', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM login_codes');
    const bad = await login({ email: 'not-an-email' }).expect(400);
    expect(bad.body.message).toMatch(/valid e-mail/i);
    await login({ email: 'x@example.com', code: '12ab56' }).expect(400);
    await login({ email: `${'a'.repeat(300)}@example.com` }).expect(400);
    const after = await t.db.query('SELECT count(*)::int AS n FROM login_codes');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('limits how many codes one address can ask for', async () => {
    for (let i = 0; i < 5; i++) await login({ email: 'spam@example.com' }).expect(200);
    const res = await login({ email: 'spam@example.com' }).expect(429);
    expect(res.body.message).toMatch(/too many codes/i);
  });

  it('rejects a missing, malformed or forged token with 401', async () => {
    await request(t.url).get('/api/user/me').expect(401);
    await request(t.url).get('/api/user/me').set('authorization', 'Bearer nonsense').expect(401);
    const forged = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url') + '.' + Buffer.from(JSON.stringify({ sub: 'x', jti: 'y' })).toString('base64url') + '.';
    await request(t.url).get('/api/user/me').set('authorization', `Bearer ${forged}`).expect(401);
    const code = await requestCode('forge@example.com');
    const { body } = await login({ email: 'forge@example.com', code }).expect(200);
    const claims = decodeJwt(body.token);
    // The same claims under another key: only the server's secret makes a token.
    const otherKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(randomBytes(32));
    const res = await request(t.url).get('/api/user/me').set('authorization', `Bearer ${otherKey}`).expect(401);
    expect(res.body.message).toBe('Please sign in to continue.');
    await request(t.url).get('/api/user/me').set('authorization', `bearer ${body.token}`).expect(200);
  });

  it('expires a token after its lifetime', async () => {
    const code = await requestCode('ttl@example.com');
    const { body } = await login({ email: 'ttl@example.com', code }).expect(200);
    await request(t.url).get('/api/user/me').set('authorization', `Bearer ${body.token}`).expect(200);
    t.clock.advance(31 * 24 * 3600 * 1000);
    await request(t.url).get('/api/user/me').set('authorization', `Bearer ${body.token}`).expect(401);
  });
});

describe('sign-in codes per client address (LOGIN_CODE_IP_RATE_LIMIT)', () => {
  const sink = new SmtpSink();
  let t: TestApp;

  beforeAll(async () => {
    const smtp = await sink.start();
    t = await startApp(isolatedEnv({ SMTP_URL: smtp, LOGIN_CODE_IP_RATE_LIMIT: '3', TRUST_PROXY: '1' }));
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
    await dropIsolated(t.env);
  });

  const login = (body: object, ip: string) => request(t.url).post('/api/user/login').set('x-forwarded-for', ip).send(body);

  it('lets one address ask for as many codes an hour as configured, then 429, and other addresses on', async () => {
    for (let i = 0; i < 3; i++) await login({ email: `office-${i}@example.com` }, '203.0.113.7').expect(200, { codeSent: true });
    const refused = await login({ email: 'office-3@example.com' }, '203.0.113.7').expect(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/too many codes/i) });
    await login({ email: 'office-3@example.com' }, '203.0.113.8').expect(200, { codeSent: true });
  });
});
