import { exportJWK, generateKeyPair, JWK, SignJWT } from 'jose';

type KeyLike = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';

export interface FakeGoogleUser {
  sub: string;
  email: string;
  name: string;
  email_verified: boolean;
}

/**
 * Google's JWKS, OAuth authorize/token endpoints and userinfo on loopback, speaking the real wire
 * formats. `authorize` approves at once as `nextUser`, like a user clicking "Continue".
 */
export class FakeGoogle {
  nextUser: FakeGoogleUser = { sub: 'g-1', email: 'grace@example.com', name: 'Grace Hopper', email_verified: true };
  readonly clientId = 'test-client.apps.googleusercontent.com';
  readonly clientSecret = 'test-secret';
  private readonly codes = new Map<string, FakeGoogleUser>();
  private readonly challenges = new Map<string, string>();
  private readonly accessTokens = new Map<string, FakeGoogleUser>();
  private keys!: { privateKey: KeyLike; jwk: JWK };
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    this.keys = { privateKey, jwk: { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' } };
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: this.clientId,
      GOOGLE_CLIENT_SECRET: this.clientSecret,
      GOOGLE_JWKS_URL: `${this.url}/oauth2/v3/certs`,
      GOOGLE_AUTH_URL: `${this.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${this.url}/token`,
      GOOGLE_USERINFO_URL: `${this.url}/oauth2/v3/userinfo`,
    };
  }

  /** An ID token as Google would issue it; override claims (or the key) to forge bad ones. */
  async idToken(
    opts: { user?: Partial<FakeGoogleUser>; aud?: string; iss?: string; iat?: number; exp?: number; key?: KeyLike } = {},
  ): Promise<string> {
    const user = { ...this.nextUser, ...opts.user };
    const iat = opts.iat ?? Math.floor(Date.now() / 1000);
    return new SignJWT({ email: user.email, email_verified: user.email_verified, name: user.name })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject(user.sub)
      .setIssuer(opts.iss ?? 'https://accounts.google.com')
      .setAudience(opts.aud ?? this.clientId)
      .setIssuedAt(iat)
      .setExpirationTime(opts.exp ?? iat + 3600)
      .sign(opts.key ?? this.keys.privateKey);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/oauth2/v3/certs') return json(200, { keys: [this.keys.jwk] });
    if (url.pathname === '/o/oauth2/v2/auth') {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      if (url.searchParams.get('client_id') !== this.clientId) return json(400, { error: 'invalid_client' });
      const code = randomBytes(8).toString('hex');
      this.codes.set(code, this.nextUser);
      // PKCE as Google does it: a code issued with an S256 challenge is swapped only with its verifier.
      const challenge = url.searchParams.get('code_challenge');
      if (challenge && url.searchParams.get('code_challenge_method') !== 'S256') return json(400, { error: 'invalid_request' });
      if (challenge) this.challenges.set(code, challenge);
      redirect.searchParams.set('code', code);
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: redirect.toString() });
      return void res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      const user = this.codes.get(form.get('code') ?? '');
      if (!user || form.get('client_secret') !== this.clientSecret) return json(400, { error: 'invalid_grant' });
      const challenge = this.challenges.get(form.get('code')!);
      const verifier = form.get('code_verifier') ?? '';
      if (challenge && createHash('sha256').update(verifier).digest('base64url') !== challenge) return json(400, { error: 'invalid_grant', error_description: 'Missing code verifier.' });
      this.challenges.delete(form.get('code')!);
      this.codes.delete(form.get('code')!);
      const accessToken = randomBytes(16).toString('hex');
      this.accessTokens.set(accessToken, user);
      return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' });
    }
    if (url.pathname === '/oauth2/v3/userinfo') {
      // Google accepts the token as a bearer header or as the access_token query parameter.
      const user = this.accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, '') || (url.searchParams.get('access_token') ?? ''));
      if (!user) return json(401, { error: 'invalid_token' });
      return json(200, { sub: user.sub, name: user.name, email: user.email, email_verified: user.email_verified });
    }
    json(404, { error: 'not_found' });
  }
}
