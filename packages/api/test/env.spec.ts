import { EnvError, parseEnv } from '../src/config/env.schema';

describe('environment schema', () => {
  it('fills the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/cui',
      REDIS_URL: 'redis://127.0.0.1:6379',
      RUN_WORKERS: true,
      TRUST_PROXY: false,
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
    });
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('reads booleans and trims a trailing slash from PUBLIC_URL', () => {
    const env = parseEnv({ RUN_WORKERS: 'false', PUBLIC_URL: 'https://cui.example.com/', SITES_HOST: 'example-sites.com', PORT: '8080' });
    expect(env.RUN_WORKERS).toBe(false);
    expect(env.PUBLIC_URL).toBe('https://cui.example.com');
    expect(env.PORT).toBe(8080);
  });

  it('puts sites under PUBLIC_URL\'s host, and under localhost when that host is a loopback address', () => {
    expect(parseEnv({ NODE_ENV: 'development', PUBLIC_URL: 'https://cui.example.com' }).SITES_HOST).toBe('cui.example.com');
    expect(parseEnv({ PUBLIC_URL: 'http://127.0.0.1:3210' }).SITES_HOST).toBe('localhost:3210');
    expect(parseEnv({ PUBLIC_URL: 'http://127.0.0.1:3210', SITES_HOST: 'Example-Sites.com' }).SITES_HOST).toBe('example-sites.com');
  });

  describe('in production, sites on a registrable domain of their own', () => {
    const problemOf = (source: Record<string, string>): string | undefined => {
      try {
        parseEnv(source);
        return undefined;
      } catch (err) {
        return (err as EnvError).problems.find((p) => p.startsWith('SITES_HOST: '));
      }
    };

    it('refuses a SITES_HOST that shares the app\'s registrable domain, by the Public Suffix List', () => {
      const shared: Record<string, string>[] = [
        { PUBLIC_URL: 'https://cui.example.com', SITES_HOST: 'sites.example.com' },
        { PUBLIC_URL: 'https://cui.example.com', SITES_HOST: 'example.com' },
        { PUBLIC_URL: 'https://example.com', SITES_HOST: 'sites.example.com' },
        { PUBLIC_URL: 'https://app.example-sites.com', SITES_HOST: 'example-sites.com' },
        { PUBLIC_URL: 'https://cui.example.co.uk', SITES_HOST: 'pages.example.co.uk:8443' },
      ];
      for (const env of shared) expect([env, problemOf(env)]).toEqual([env, expect.stringMatching(/registrable domain.*cookies.*SITES_SHARE_APP_DOMAIN=true/)]);
      // The default NODE_ENV is production.
      expect(problemOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://cui.example.com', SITES_HOST: 'Sites.Example.COM' })).toMatch(/^SITES_HOST: sites\.example\.com is under example\.com/);
    });

    it('refuses an unset SITES_HOST (sites under the app\'s own host) unless PUBLIC_URL is a loopback address', () => {
      expect(problemOf({ PUBLIC_URL: 'https://cui.example.com' })).toMatch(/^SITES_HOST: unset, so sites are served under PUBLIC_URL's host \(\{folder\}\.cui\.example\.com\)/);
      expect(problemOf({ PUBLIC_URL: 'https://cui.herokuapp.com' })).toBeDefined();
      for (const url of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://cui.localhost:3000', undefined]) {
        const env = parseEnv(url ? { PUBLIC_URL: url } : {});
        expect([url, env.NODE_ENV]).toEqual([url, 'production']);
      }
    });

    it('takes a separate registrable domain, private suffixes (github.io) included, and loopback hosts in every mode', () => {
      const fine: Record<string, string>[] = [
        { PUBLIC_URL: 'https://cui.example.com', SITES_HOST: 'example-sites.com' },
        { PUBLIC_URL: 'https://cui.example.com', SITES_HOST: 'sites.example.net' },
        { PUBLIC_URL: 'https://cui.example.co.uk', SITES_HOST: 'example.co.uk.example-sites.com' },
        // Each site one label below a public suffix is a registrable domain of its own.
        { PUBLIC_URL: 'https://example.github.io', SITES_HOST: 'github.io' },
        { PUBLIC_URL: 'https://cui.example.com', SITES_HOST: 'localhost:3000' },
        { PUBLIC_URL: 'http://127.0.0.1:3000', SITES_HOST: 'localhost:3000' },
        { PUBLIC_URL: 'http://localhost:3000', SITES_HOST: 'sites.localhost:3000' },
        // An address has no subdomains to share cookies with.
        { PUBLIC_URL: 'http://192.168.1.10:3000' },
      ];
      for (const env of fine) expect([env, problemOf(env)]).toEqual([env, undefined]);
    });

    it('lets SITES_SHARE_APP_DOMAIN=true accept the risk, and checks nothing outside production', () => {
      expect(parseEnv({ PUBLIC_URL: 'https://cui.example.com', SITES_SHARE_APP_DOMAIN: 'true' }).SITES_HOST).toBe('cui.example.com');
      expect(parseEnv({ PUBLIC_URL: 'https://cui.example.com', SITES_HOST: 'sites.example.com', SITES_SHARE_APP_DOMAIN: 'true' }).SITES_HOST).toBe('sites.example.com');
      expect(problemOf({ PUBLIC_URL: 'https://cui.example.com', SITES_SHARE_APP_DOMAIN: 'false' })).toBeDefined();
      for (const mode of ['development', 'test']) expect(problemOf({ NODE_ENV: mode, PUBLIC_URL: 'https://cui.example.com', SITES_HOST: 'sites.example.com' })).toBeUndefined();
    });

    it('is listed with every other problem at once', () => {
      let error: EnvError | undefined;
      try {
        parseEnv({ PUBLIC_URL: 'https://cui.example.com', SITES_HOST: 'sites.example.com', JWT_SECRET: 'short', PORT: 'eighty' });
      } catch (err) {
        error = err as EnvError;
      }
      expect(error!.problems.map((p) => p.split(':')[0])).toEqual(expect.arrayContaining(['SITES_HOST', 'JWT_SECRET', 'PORT']));
    });
  });

  it('reads MIGRATIONS (auto by default) and an optional WORKER_HEALTH_PORT', () => {
    expect(parseEnv({}).MIGRATIONS).toBe('auto');
    expect(parseEnv({}).WORKER_HEALTH_PORT).toBeUndefined();
    expect(parseEnv({ MIGRATIONS: 'skip', WORKER_HEALTH_PORT: '3001' })).toMatchObject({ MIGRATIONS: 'skip', WORKER_HEALTH_PORT: 3001 });
    expect(parseEnv({ WORKER_HEALTH_PORT: '' }).WORKER_HEALTH_PORT).toBeUndefined();
    expect(() => parseEnv({ MIGRATIONS: 'later' })).toThrow(/MIGRATIONS/);
    expect(() => parseEnv({ WORKER_HEALTH_PORT: '70000' })).toThrow(/WORKER_HEALTH_PORT/);
  });

  it('lists every problem at once', () => {
    let error: EnvError | undefined;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope', JWT_SECRET: 'short', RUN_WORKERS: 'maybe', ADMIN_USER: 'admin' });
    } catch (err) {
      error = err as EnvError;
    }
    expect(error).toBeInstanceOf(EnvError);
    const fields = error!.problems.map((p) => p.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'RUN_WORKERS', 'ADMIN_PASSWORD']));
    expect(error!.message).toContain('Invalid configuration');
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, and refuses to trust every hop', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,loopback,fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.10', 'loopback', 'fd00::/8']);
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.example.com', '11', '1.2.3.4/8/1']) {
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: /);
    }
  });

  it('takes METRICS_PORT as a port of its own, or none', () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: ' ' }).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    for (const bad of ['metrics', '70000', '-1', '94.5']) expect(() => parseEnv({ METRICS_PORT: bad })).toThrow(/METRICS_PORT: /);
    expect(() => parseEnv({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ from PORT/);
  });

  it('keeps the staleness window at least two heartbeats long', () => {
    expect(parseEnv({})).toMatchObject({ GENERATION_HEARTBEAT_MS: 5000, GENERATION_STALE_MS: 20_000, SHUTDOWN_DRAIN_MS: 10_000 });
    expect(parseEnv({ GENERATION_HEARTBEAT_MS: '5000', GENERATION_STALE_MS: '10000' }).GENERATION_STALE_MS).toBe(10_000);
    expect(() => parseEnv({ GENERATION_HEARTBEAT_MS: '40000' })).toThrow(/GENERATION_STALE_MS: must be at least twice GENERATION_HEARTBEAT_MS/);
  });

  it('links outside the app only where the operator set a web address', () => {
    const env = parseEnv({ LINK_DOCS_URL: ' https://docs.example.com/cui ', LINK_PRIVACY_URL: '' });
    expect(env.LINK_DOCS_URL).toBe('https://docs.example.com/cui');
    expect(env.LINK_PRIVACY_URL).toBeUndefined();
    expect(env.LINK_HOME_URL).toBeUndefined();
    expect(() => parseEnv({ LINK_TERMS_URL: 'javascript:alert(1)' })).toThrow(/LINK_TERMS_URL/);
    expect(() => parseEnv({ LINK_CONTACT_URL: 'mailto:help@example.com' })).toThrow(/LINK_CONTACT_URL/);
  });
});
