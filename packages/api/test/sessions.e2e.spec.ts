import { decodeJwt } from 'jose';
import request from 'supertest';
import { SESSION_CACHE_MS, TokensService } from '../src/auth/tokens.service';
import { UsersService } from '../src/users/users.service';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

/** Two API instances on one database and one Redis, as behind a load balancer. */
describe('sessions across instances', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const env = isolatedEnv();
    a = await startApp(env);
    b = await startApp({ ...env, RUN_WORKERS: false });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await dropIsolated(a.env);
  });

  async function signedIn(email: string): Promise<string> {
    const user = await a.app.get(UsersService).findOrCreateByEmail(email, email.split('@')[0]);
    return a.app.get(TokensService).issue(user.id);
  }
  const me = (t: TestApp, token: string) => request(t.url).get('/api/user/me').set('authorization', `Bearer ${token}`);

  /** The status of `me` on `t` once it is not 200, trying a bounded number of times (pub/sub is asynchronous). */
  async function statusOnceRejected(t: TestApp, token: string): Promise<number> {
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i++) status = (await me(t, token)).status;
    return status;
  }

  it('a sign-out on one instance ends the session on the others at once', async () => {
    const token = await signedIn('roam@example.com');
    await me(b, token).expect(200);
    await me(b, token).expect(200);
    await request(a.url).post('/api/user/logout').set('authorization', `Bearer ${token}`).expect(200);
    // b trusts a live session for SESSION_CACHE_MS; only the revocation message can end it sooner.
    expect(await statusOnceRejected(b, token)).toBe(401);
    await me(a, token).expect(401);
  });

  it('trusts a session found live for SESSION_CACHE_MS at most', async () => {
    const token = await signedIn('quiet@example.com');
    await me(b, token).expect(200);
    // Revoked behind the API's back: no message tells the instances.
    await b.db.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = (SELECT id FROM users WHERE email = 'quiet@example.com')`);
    await me(b, token).expect(200);
    b.clock.advance(SESSION_CACHE_MS);
    await me(b, token).expect(401);
  });

  it('never trusts a token whose session belongs to another user', async () => {
    const token = await signedIn('owner@example.com');
    await me(b, token).expect(200);
    const claims = decodeJwt(token) as { jti: string; iat: number; exp: number };
    const other = await a.app.get(UsersService).findOrCreateByEmail('other@example.com', 'other');
    // Correctly signed, but naming a session (now remembered as live) that is not the other user's.
    const borrowed = await a.app.get(TokensService).sign({ sub: other.id, jti: claims.jti }, claims.iat, claims.exp);
    await me(b, borrowed).expect(401);
  });

  it('checks a token’s signature once, and still its expiry and its exact bytes every time', async () => {
    const token = await signedIn('again@example.com');
    await me(b, token).expect(200);
    // A forged signature on the same claims is another string: it is checked, and refused.
    const [head, body, signature] = token.split('.');
    const forged = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await me(b, forged).expect(401);
    await me(b, token).expect(200);
    // A token whose signature was checked still expires on time.
    const { exp } = decodeJwt(token) as { exp: number };
    b.clock.set(new Date(exp * 1000));
    const expired = await me(b, token).expect(401);
    expect(expired.body.message).toBe('Your session has expired. Please sign in again.');
  });
});
