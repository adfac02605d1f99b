import { generateKeyPair } from 'jose';
import request from 'supertest';
import { FakeGoogle } from './support/fake-google';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

describe('Google sign-in', () => {
  const google = new FakeGoogle();
  let t: TestApp;

  beforeAll(async () => {
    await google.start();
    t = await startApp(isolatedEnv(google.env()));
    // ID tokens carry real timestamps; the app's clock must agree.
    t.clock.advance(Date.now() - t.clock.now().getTime());
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
    await dropIsolated(t.env);
  });

  const googleLogin = (credential: unknown) => request(t.url).post('/api/user/google-login').send({ credential });

  it('verifies an ID token, creates the user once and answers a token', async () => {
    const first = await googleLogin(await google.idToken()).expect(200);
    expect(first.body.user).toEqual({ name: 'Grace Hopper', email: 'grace@example.com', credit_balance: 5 });
    const me = await request(t.url).get('/api/user/me').set('authorization', `Bearer ${first.body.token}`).expect(200);
    expect(me.body.email).toBe('grace@example.com');
    await googleLogin(await google.idToken()).expect(200);
    const users = await t.db.query(`SELECT google_sub FROM users WHERE email = 'grace@example.com'`);
    expect(users.rows).toEqual([{ google_sub: 'g-1' }]);
  });

  it.each([
    ['another audience', () => google.idToken({ aud: 'someone-else' })],
    ['another issuer', () => google.idToken({ iss: 'https://evil.example.com' })],
    ['an expired token', () => google.idToken({ iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 })],
    ['an unverified e-mail', () => google.idToken({ user: { sub: 'g-2', email: 'new@example.com', email_verified: false } })],
    ['a foreign signing key', async () => google.idToken({ key: (await generateKeyPair('RS256')).privateKey })],
    ['garbage', async () => 'not.a.jwt'],
  ])('rejects %s with 401 and creates no user', async (_label, make) => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM users');
    const res = await googleLogin(await make()).expect(401);
    expect(res.body.message).toMatch(/google sign-in failed/i);
    const after = await t.db.query('SELECT count(*)::int AS n FROM users');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('rejects an empty credential with 400', async () => {
    await googleLogin('').expect(400);
    await googleLogin(undefined).expect(400);
  });

  it('runs the redirect flow to /auth/callback with a working token', async () => {
    google.nextUser = { sub: 'g-3', email: 'linus@example.com', name: 'Linus', email_verified: true };
    const start = await request(t.url).get('/api/auth/google').expect(302);
    const authorize = new URL(start.headers.location);
    expect(authorize.origin).toBe(google.url);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${t.env.PUBLIC_URL}/api/auth/google/callback`);
    expect(authorize.searchParams.get('scope')).toBe('openid profile email');
    const state = authorize.searchParams.get('state');
    expect(state).toBeTruthy();
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // The browser that starts the flow is marked with an HttpOnly, SameSite=Lax cookie.
    const cookie = browserCookie(start.headers['set-cookie']);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/api/auth/google']));

    const consent = await request(google.url).get(authorize.pathname + authorize.search).expect(302);
    const callback = new URL(consent.headers.location);
    const done = await request(t.url).get(callback.pathname + callback.search).set('cookie', cookie.pair).expect(302);
    expect(browserCookie(done.headers['set-cookie']).attributes).toContain('Max-Age=0');
    const landing = new URL(done.headers.location, t.url);
    expect(landing.pathname).toBe('/auth/callback');
    const token = landing.searchParams.get('token');
    const me = await request(t.url).get('/api/user/me').set('authorization', `Bearer ${token}`).expect(200);
    expect(me.body).toMatchObject({ email: 'linus@example.com', name: 'Linus' });

    // The state nonce is single-use.
    const replay = await request(t.url).get(callback.pathname + callback.search).set('cookie', cookie.pair).expect(302);
    expect(replay.headers.location).toMatch(/^\/auth\/error\?message=/);
  });

  it("refuses a callback from a browser other than the one that started the sign-in (an attacker's code and state)", async () => {
    google.nextUser = { sub: 'g-attacker', email: 'mallory@example.com', name: 'Mallory', email_verified: true };
    /** The attacker starts a sign-in in their own browser and consents with their own account. */
    const attackerCallback = async () => {
      const start = await request(t.url).get('/api/auth/google').expect(302);
      const authorize = new URL(start.headers.location);
      const consent = await request(google.url).get(authorize.pathname + authorize.search).expect(302);
      const callback = new URL(consent.headers.location);
      return { path: callback.pathname + callback.search, cookie: browserCookie(start.headers['set-cookie']).pair };
    };
    // The victim's browser, lured to the callback, has no cookie, or its own from another sign-in.
    const victimStart = await request(t.url).get('/api/auth/google').expect(302);
    for (const cookie of [undefined, browserCookie(victimStart.headers['set-cookie']).pair]) {
      const lure = await attackerCallback();
      const req = request(t.url).get(lure.path);
      const res = await (cookie ? req.set('cookie', cookie) : req).expect(302);
      expect(decodeURIComponent(res.headers.location)).toMatch(/^\/auth\/error\?message=.*another browser/);
      // The state is spent: not even the attacker's own browser can use it now.
      const late = await request(t.url).get(lure.path).set('cookie', lure.cookie).expect(302);
      expect(late.headers.location).toMatch(/^\/auth\/error/);
    }
    expect((await t.db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'mallory@example.com'`)).rows[0].n).toBe(0);
  });

  it('refuses a callback that carries two sign-in cookies (one tossed in by a page on a sibling host)', async () => {
    google.nextUser = { sub: 'g-tosser', email: 'tosser@example.com', name: 'Tosser', email_verified: true };
    // The attacker starts a sign-in, consents, and keeps the callback URL and their cookie's value…
    const start = await request(t.url).get('/api/auth/google').expect(302);
    const authorize = new URL(start.headers.location);
    const consent = await request(google.url).get(authorize.pathname + authorize.search).expect(302);
    const callback = new URL(consent.headers.location);
    const tossed = browserCookie(start.headers['set-cookie']).pair;
    // …which their page sets for the parent domain on the callback's path, ahead of the victim's own.
    const victims = browserCookie((await request(t.url).get('/api/auth/google').expect(302)).headers['set-cookie']).pair;
    const res = await request(t.url).get(callback.pathname + callback.search).set('cookie', `${tossed}; ${victims}`).expect(302);
    expect(decodeURIComponent(res.headers.location)).toMatch(/^\/auth\/error\?message=.*more than one sign-in cookie/);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'tosser@example.com'`)).rows[0].n).toBe(0);
  });

  it('sends a forged or missing state to /auth/error', async () => {
    const res = await request(t.url).get('/api/auth/google/callback?code=x&state=forged').expect(302);
    expect(res.headers.location).toMatch(/^\/auth\/error\?message=.*expired.*&code=google_failed$/);
    const denied = await request(t.url).get('/api/auth/google/callback?error=access_denied').expect(302);
    expect(denied.headers.location).toMatch(/^\/auth\/error\?message=/);
  });
});

describe('Google sign-in over HTTPS', () => {
  const google = new FakeGoogle();
  let t: TestApp;

  beforeAll(async () => {
    await google.start();
    t = await startApp(isolatedEnv({ ...google.env(), PUBLIC_URL: 'https://cui.example.com' }));
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
    await dropIsolated(t.env);
  });

  /** An attacker's finished consent: the callback path, and the value of the cookie their sign-in set. */
  async function consented(): Promise<{ path: string; value: string; cookie: { pair: string; attributes: string[] } }> {
    const start = await request(t.url).get('/api/auth/google').expect(302);
    const authorize = new URL(start.headers.location);
    const consent = await request(google.url).get(authorize.pathname + authorize.search).expect(302);
    const callback = new URL(consent.headers.location);
    const cookie = browserCookie(start.headers['set-cookie'], HOST_COOKIE);
    return { path: callback.pathname + callback.search, value: cookie.pair.split('=')[1], cookie };
  }

  it('marks the browser with a __Host- cookie (Secure, Path=/, no Domain), which no other host can set', async () => {
    google.nextUser = { sub: 'g-https', email: 'ada@example.com', name: 'Ada', email_verified: true };
    const { path, cookie } = await consented();
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Secure', 'Path=/']));
    expect(cookie.attributes.some((a) => /^domain=/i.test(a))).toBe(false);
    const done = await request(t.url).get(path).set('cookie', cookie.pair).expect(302);
    expect(new URL(done.headers.location, t.url).pathname).toBe('/auth/callback');
    expect(browserCookie(done.headers['set-cookie'], HOST_COOKIE).attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/', 'Secure']));
  });

  it("refuses the attacker's cookie tossed in under the unprefixed name, and two values of the __Host- one", async () => {
    google.nextUser = { sub: 'g-mallory', email: 'mallory@example.com', name: 'Mallory', email_verified: true };
    // A page on a sibling host can set `cui_google_signin` for the parent domain, never `__Host-…`.
    const tossed = await consented();
    const res = await request(t.url).get(tossed.path).set('cookie', `cui_google_signin=${tossed.value}`).expect(302);
    expect(decodeURIComponent(res.headers.location)).toMatch(/^\/auth\/error\?message=.*another browser/);
    const doubled = await consented();
    const other = await consented();
    const twice = await request(t.url).get(doubled.path).set('cookie', `${doubled.cookie.pair}; ${other.cookie.pair}`).expect(302);
    expect(decodeURIComponent(twice.headers.location)).toMatch(/^\/auth\/error\?message=.*more than one sign-in cookie/);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'mallory@example.com'`)).rows[0].n).toBe(0);
  });
});

describe('Google sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(isolatedEnv());
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  it('says so instead of failing obscurely', async () => {
    const res = await request(t.url).get('/api/auth/google').expect(302);
    expect(decodeURIComponent(res.headers.location)).toMatch(/not configured/);
    const login = await request(t.url).post('/api/user/google-login').send({ credential: 'x.y.z' }).expect(401);
    expect(login.body.message).toMatch(/not configured/);
    const config = await request(t.url).get('/api/config').expect(200);
    expect(config.body.google).toEqual({ enabled: false, clientId: null });
  });
});

const HOST_COOKIE = '__Host-cui_google_signin';

/** The sign-in cookie from a Set-Cookie header: `name=value` to send back, and its attributes. */
function browserCookie(header: string[] | string | undefined, name = 'cui_google_signin'): { pair: string; attributes: string[] } {
  const line = [header ?? []].flat().find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error('no sign-in cookie was set');
  const [pair, ...attributes] = line.split(';').map((p) => p.trim());
  return { pair, attributes };
}
