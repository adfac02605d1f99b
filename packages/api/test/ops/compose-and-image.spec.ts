import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from '../../src/config/env.schema';
import { SHUTDOWN_MARGIN_MS } from '../../src/shutdown-watchdog';
import { readYamlDocuments } from './manifests';

const ROOT = join(__dirname, '../../../..');
const VERSION = (JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { version: string }).version;

interface ComposeService {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  read_only?: boolean;
  tmpfs?: string[];
  cap_drop?: string[];
  stop_grace_period?: string;
}

/** `${NAME:-default}` as docker compose fills it in with `shell`'s variables set (none: the defaults). */
const withDefaults = (env: Record<string, string> = {}, shell: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v).replace(/\$\{(\w+):-([^}]*)\}/g, (_, name: string, fallback: string) => shell[name] ?? fallback)]));

/** Debian's `docker-compose` (CI installs it): where it is missing, its one check shows as skipped. */
const hasDockerCompose = spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0;

// `docker compose config` is not on every machine that runs the tests: the file is checked as parsed
// YAML, anchors and merge keys resolved as compose resolves them, and by docker-compose where it is.
describe('docker-compose.yml', () => {
  (hasDockerCompose ? it : it.skip)('is a valid compose file to `docker-compose config`', () => {
    const res = spawnSync('docker-compose', ['-f', join(ROOT, 'docker-compose.yml'), 'config', '-q'], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    expect(res.stderr.trim()).toBe('');
    expect(res.status).toBe(0);
  });

  const [compose] = readYamlDocuments(join(ROOT, 'docker-compose.yml')) as Array<{ services: Record<string, ComposeService>; volumes: Record<string, unknown> }>;
  const { services } = compose;
  const app = ['migrate', 'api', 'worker'].map((name) => [name, services[name]] as const);

  it('runs PostgreSQL, Redis, a one-shot migrate, the API and the workers', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'migrate', 'postgres', 'redis', 'worker']);
    expect(services.migrate.command).toEqual(['node', 'api/dist/migrate.js']);
    expect(services.worker.command).toEqual(['node', 'api/dist/worker.js']);
    expect(services.api.command).toBeUndefined(); // the image's CMD: the API
    for (const [, s] of app) expect(s.build).toBe('.');
  });

  it('tags every image, never `latest`: the app’s with CUI_VERSION, this release by default', () => {
    for (const [name, s] of Object.entries(services)) {
      const image = s.image === undefined ? undefined : withDefaults({ image: s.image }).image;
      expect({ name, image }).toEqual({ name, image: expect.stringMatching(/^[\w./-]+:[\w.-]+$/) });
      expect(image).not.toMatch(/:latest$/);
    }
    for (const [, s] of app) expect(s.image).toBe(`cui:\${CUI_VERSION:-${VERSION}}`);
  });

  it('starts the API and the workers after healthy services and a successful migrate', () => {
    expect(services.migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of ['api', 'worker']) {
      expect(services[name].depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
      });
      expect(parseEnv(withDefaults(services[name].environment)).MIGRATIONS).toBe('skip');
    }
  });

  it('health-checks every long-running service: the API on readiness, a worker on its liveness port', () => {
    for (const name of ['postgres', 'redis', 'api', 'worker']) expect(services[name].healthcheck?.test.length).toBeGreaterThan(0);
    expect(services.api.healthcheck!.test.join(' ')).toContain('/api/ready');
    const workerEnv = parseEnv(withDefaults(services.worker.environment));
    expect(services.worker.healthcheck!.test.join(' ')).toContain(`:${workerEnv.WORKER_HEALTH_PORT}/api/live`);
  });

  it('lets the workers scale (no published port) and keeps the API out of worker duty', () => {
    expect(services.worker.ports).toBeUndefined();
    expect(parseEnv(withDefaults(services.api.environment)).RUN_WORKERS).toBe(false);
    // Its API processes, one per core unless WEB_CONCURRENCY says otherwise, run no worker process beside them.
    expect(parseEnv(withDefaults(services.api.environment))).toMatchObject({ WEB_CONCURRENCY: undefined, WORKER_PROCESSES: 0 });
    expect(parseEnv(withDefaults(services.api.environment, { WEB_CONCURRENCY: '3' })).WEB_CONCURRENCY).toBe(3);
    expect(services.api.ports).toEqual(['3000:3000']);
  });

  it('starts in production with its defaults (sites under localhost), and passes on a sites domain or its override', () => {
    // The image sets NODE_ENV=production.
    const apiEnv = (shell: Record<string, string> = {}) => ({ ...withDefaults(services.api.environment, shell), NODE_ENV: 'production' });
    expect(parseEnv(apiEnv()).SITES_HOST).toBe('localhost:3000');
    expect(() => parseEnv(apiEnv({ PUBLIC_URL: 'https://cui.example.com' }))).toThrow(/SITES_HOST: unset/);
    expect(parseEnv(apiEnv({ PUBLIC_URL: 'https://cui.example.com', SITES_HOST: 'example-sites.com' })).SITES_HOST).toBe('example-sites.com');
    expect(parseEnv(apiEnv({ PUBLIC_URL: 'https://cui.example.com', SITES_SHARE_APP_DOMAIN: 'true' })).SITES_HOST).toBe('cui.example.com');
  });

  it('keeps PostgreSQL and Redis on loopback for a local `pnpm start`, with persistent volumes', () => {
    expect(services.postgres.ports).toEqual(['127.0.0.1:5432:5432']);
    expect(services.redis.ports).toEqual(['127.0.0.1:6379:6379']);
    expect(services.postgres.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    expect(services.redis.volumes).toEqual(['redisdata:/data']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['pgdata', 'redisdata']);
  });

  it('runs the app containers read-only with /tmp in memory and no capabilities, and stops them gently', () => {
    for (const [, s] of app) {
      expect(s).toMatchObject({ read_only: true, tmpfs: ['/tmp'], cap_drop: ['ALL'] });
    }
    for (const name of ['api', 'worker']) {
      const drain = parseEnv(withDefaults(services[name].environment)).SHUTDOWN_DRAIN_MS;
      expect(Number(services[name].stop_grace_period!.replace(/s$/, '')) * 1000).toBeGreaterThan(drain + SHUTDOWN_MARGIN_MS);
    }
  });
});

describe('Dockerfile', () => {
  const lines = readFileSync(join(ROOT, 'Dockerfile'), 'utf8').split('\n');
  const finalStage = lines.slice(lines.findLastIndex((l) => l.startsWith('FROM ')));
  const instruction = (name: string) => finalStage.filter((l) => l.startsWith(`${name} `));

  it('runs as a numeric non-root user, so runAsNonRoot can check it', () => {
    const [user] = instruction('USER');
    expect(user).toMatch(/^USER [1-9]\d*(:\d+)?$/);
  });

  it('has a healthcheck and starts the API by default', () => {
    expect(instruction('HEALTHCHECK')).toHaveLength(1);
    expect(instruction('HEALTHCHECK')[0]).toContain('/api/ready');
    expect(instruction('CMD')).toEqual(['CMD ["node", "api/dist/start.js"]']);
  });
});
