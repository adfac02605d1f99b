import { isIP } from 'node:net';
import { getDomain } from 'tldts';
import { z } from 'zod';

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4/IPv6 address with an optional prefix length, or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Which proxies' `X-Forwarded-For` to believe. `false`: none (the socket's peer is the client); a
 * hop count: the address that many proxies in front of the API saw; a list of proxy addresses or
 * CIDRs: the right-most address not in the list. Never "all": the left-most entries are whatever
 * the client wrote, so believing them lets anyone choose the address every per-client limit counts.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = (raw ?? '').trim().toLowerCase();
    if (['', 'false', 'no', '0'].includes(value)) return false;
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    if (value === 'true' || value === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message: 'true would believe any X-Forwarded-For a client writes; set how many proxies stand in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length || !entries.length) {
      ctx.addIssue({ code: 'custom', message: `must be false, a hop count (1–10) or proxy addresses/CIDRs; not ${bad.join(', ') || raw}` });
      return z.NEVER;
    }
    return entries;
  });

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const url = (protocols: string[]) =>
  z.url({ message: `must be a URL (${protocols.join(', ')})` }).refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))
    .pipe(url(protocols).optional());

/** Every variable the API and the workers read. Parsed once, at start-up. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number({ message: 'must be a port number' }).int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl(['http', 'https']),
    DATABASE_URL: url(['postgres', 'postgresql']).default('postgres://postgres@127.0.0.1:5432/cui'),
    REDIS_URL: url(['redis', 'rediss']).default('redis://127.0.0.1:6379'),
    /** Namespaces every Redis key and BullMQ queue, so instances or test runs can share one Redis. */
    REDIS_PREFIX: z.string().regex(/^[a-zA-Z0-9_-]{1,40}$/, { message: 'letters, digits, - and _ only' }).default('cui'),
    JWT_SECRET: optionalString.pipe(z.string().min(32, { message: 'must be at least 32 characters' }).optional()),
    JWT_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().default('CUI <no-reply@cui.local>'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_JWKS_URL: url(['http', 'https']).default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_ISSUERS: z.string().default('accounts.google.com,https://accounts.google.com'),
    GOOGLE_AUTH_URL: url(['http', 'https']).default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: url(['http', 'https']).default('https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: url(['http', 'https']).default('https://www.googleapis.com/oauth2/v3/userinfo'),
    RUN_WORKERS: bool(true),
    /**
     * How many API processes `dist/start.js` (`pnpm start`, the image's default) runs, sharing the
     * port: unset, one per core; 1 runs one process with the queue workers inside, as `dist/main.js` does.
     */
    WEB_CONCURRENCY: optionalString.pipe(z.coerce.number<string | undefined>({ message: 'must be a whole number from 1 to 64' }).int().min(1).max(64).optional()),
    /**
     * With more than one API process: how many processes run the queue workers beside them (0: they
     * run elsewhere). Unset: 1, or 0 when RUN_WORKERS=false says the workers run elsewhere.
     */
    WORKER_PROCESSES: optionalString.pipe(z.coerce.number<string | undefined>({ message: 'must be a whole number from 0 to 64' }).int().min(0).max(64).optional()),
    /** Set by `dist/start.js` for the processes it runs (`api-2`, `worker-1`): every log line says which it is. */
    PROCESS_TAG: optionalString,
    ADMIN_USER: optionalString,
    ADMIN_PASSWORD: optionalString,
    TRUST_PROXY: trustProxy,
    /** The whole request (headers and body) must arrive within this: a stalled or trickled body is cut with 408. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
    /** Open connections the HTTP server accepts at once; more are closed as they arrive. */
    MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
    /** Serves `GET /metrics` (Prometheus) on this port, unauthenticated, in every process that sets it: API and worker. Unset: no such port. */
    METRICS_PORT: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? Number(v) : undefined))
      .pipe(z.number({ message: 'must be a port number' }).int().min(0).max(65535).optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Built SPA to serve; empty serves none (API-only instances). */
    WEB_DIST: z.string().optional(),
    FEEDBACK_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(5),
    /**
     * Sign-in codes one client address may ask for per hour (and three times as many code checks). An
     * office or school behind one address may need more.
     */
    LOGIN_CODE_IP_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
    /** Published sites answer at `{folder}.{SITES_HOST}` (a wildcard DNS name); default: PUBLIC_URL's host and port. */
    SITES_HOST: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, { message: 'must be a host name with an optional port, e.g. example-sites.com' })
        .optional(),
    ),
    /**
     * Lets production sites share the app's registrable domain (SITES_HOST under it, or unset). Their
     * pages can then set cookies the app reads: only for operators who accept that (README).
     */
    SITES_SHARE_APP_DOMAIN: bool(false),
    /** `subdomain`: sites' URLs are `{folder}.{SITES_HOST}`; `path`: `{PUBLIC_URL}/s/{folder}/` (no wildcard DNS). Both are always served. */
    SITES_URL_STYLE: z.enum(['subdomain', 'path']).default('subdomain'),
    /** Longest POST /api/publish waits for its build; past it the answer is 504 and the publish may still land. */
    PUBLISH_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
    /** Publishes one user may make per minute. */
    PUBLISH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
    /** Pages one requester (account, or address when signed out) may export for Download or Copy per 10 minutes. */
    EXPORT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(60),
    /** Page builds one worker process runs at once (each is CPU work: CSS compile, JSX, compression). */
    PUBLISH_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
    /** Memory each API process keeps for built site responses (all encodings counted), in MB. */
    SITES_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(64),

    /**
     * Pages outside the app the SPA may link to: the operator's home page, legal pages, support and
     * docs. Each unset one is not linked at all (the app never links out on its own).
     */
    LINK_HOME_URL: optionalUrl(['http', 'https']),
    LINK_ABOUT_URL: optionalUrl(['http', 'https']),
    LINK_PRIVACY_URL: optionalUrl(['http', 'https']),
    LINK_TERMS_URL: optionalUrl(['http', 'https']),
    LINK_REFUNDS_URL: optionalUrl(['http', 'https']),
    LINK_CONTACT_URL: optionalUrl(['http', 'https']),
    LINK_DOCS_URL: optionalUrl(['http', 'https']),

    // Paddle Billing. None set: plans show, paid plans have no checkout, the webhook answers 404.
    PADDLE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
    PADDLE_API_KEY: optionalString,
    /** Public: the SPA's Paddle.js opens checkout with it. */
    PADDLE_CLIENT_TOKEN: optionalString,
    /** The notification destination's secret; several, comma-separated, while one is being rotated out. */
    PADDLE_WEBHOOK_SECRET: optionalString.transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean)),
    /** Overrides the API base URL PADDLE_ENV picks (tests point it at a fake). */
    PADDLE_API_URL: optionalUrl(['http', 'https']),
    PADDLE_PRICE_STARTER: optionalString,
    PADDLE_PRICE_PRO: optionalString,
    PADDLE_PRICE_STUDIO: optionalString,

    // AI providers: each is called through the openai SDK at its OpenAI-compatible base URL.
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalUrl(['http', 'https']),
    ANTHROPIC_API_KEY: optionalString,
    ANTHROPIC_BASE_URL: optionalUrl(['http', 'https']),
    GEMINI_API_KEY: optionalString,
    GEMINI_BASE_URL: optionalUrl(['http', 'https']),
    OPENROUTER_API_KEY: optionalString,
    OPENROUTER_BASE_URL: optionalUrl(['http', 'https']),
    DEEPSEEK_API_KEY: optionalString,
    DEEPSEEK_BASE_URL: optionalUrl(['http', 'https']),
    XAI_API_KEY: optionalString,
    XAI_BASE_URL: optionalUrl(['http', 'https']),
    OLLAMA_BASE_URL: optionalUrl(['http', 'https']),
    /** The model catalogue (YAML or JSON, see models.yaml and the README); unset: the shipped models.yaml. */
    MODELS_FILE: optionalString,
    /** How often the models of local and discoverable servers are listed again, in ms. */
    MODELS_REFRESH_MS: z.coerce.number().int().min(10_000).max(86_400_000).default(300_000),
    /** `provider:model` (e.g. `ollama:qwen2.5-coder`) serves `cui-core`; unset uses the built-in offline model. */
    CUI_CORE_MODEL: optionalString.pipe(
      z
        .string()
        .regex(/^(openai|anthropic|gemini|openrouter|deepseek|xai|ollama):.+$/, { message: 'must be provider:model, e.g. ollama:qwen2.5-coder' })
        .optional(),
    ),
    /**
     * Time between two of the built-in model's chunks, in ms (0 in tests and benchmarks). A page is sent in at most 48 chunks and
     * an edit in at most 16, so this bounds a whole answer's time (decision 044); the built-in designer takes 8 of these per screen.
     */
    OFFLINE_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(50),
    /** Least time between two chunks of one stream after the first, in ms (0: as fast as Redis takes them). */
    STREAM_CHUNK_INTERVAL_MS: z.coerce.number().int().min(0).max(1000).default(50),
    /** Chunks a second one worker process sends over all its streams before their interval grows (decision 009). */
    STREAM_MAX_CHUNKS_PER_SECOND: z.coerce.number().int().min(100).max(1_000_000).default(4000),
    /** An open stream that has heard nothing for this long checks its generation's row, and ends if the row has (after an outage). */
    STREAM_IDLE_CHECK_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
    ANON_FREE_GENERATIONS: z.coerce.number().int().min(0).max(1000).default(2),
    /** Longest a generation waits in the queue, and longest it runs; past either it is stopped and refunded. */
    GENERATION_TIMEOUT_MS: z.coerce.number().int().min(10_000).max(3_600_000).default(600_000),
    /**
     * How often a worker process marks its running generations alive (one statement for all of
     * them), and how often the sweeper looks for generations whose worker went silent.
     */
    GENERATION_HEARTBEAT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(5000),
    /**
     * A running generation not marked alive for this long belongs to a dead or hung worker: the
     * sweeper refunds it. With the defaults a killed worker's clients hear so within 25 s (20 s of
     * silence, then the next sweep), and a live one misses three beats in a row before it could be.
     */
    GENERATION_STALE_MS: z.coerce.number().int().min(2000).max(7_200_000).default(20_000),
    /**
     * `auto`: each process applies pending migrations at start-up (under an advisory lock), as the
     * one-command start needs. `skip`: it applies none and waits until something else (the migrate
     * entry point, Kubernetes' migrate Job) has applied every migration this build knows.
     */
    MIGRATIONS: z.enum(['auto', 'skip']).default('auto'),
    /** The worker entry point answers `GET /api/live` on this port (its liveness probe); unset: no HTTP at all. */
    WORKER_HEALTH_PORT: optionalString.pipe(z.coerce.number<string | undefined>({ message: 'must be a port number' }).int().min(1).max(65535).optional()),
    /** On SIGTERM, how long running generations may take to finish before they are stopped and refunded. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(5000).default(500),
    /** Screens one designer turn builds at once (each is one model request). */
    DESIGNER_SCREEN_CONCURRENCY: z.coerce.number().int().min(1).max(10).default(3),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT === 0 || env.METRICS_PORT !== env.PORT, {
    path: ['METRICS_PORT'],
    message: 'must differ from PORT: the metrics port is never the public one',
  })
  .refine((env) => env.GENERATION_STALE_MS >= 2 * env.GENERATION_HEARTBEAT_MS, {
    path: ['GENERATION_STALE_MS'],
    message: 'must be at least twice GENERATION_HEARTBEAT_MS, or one late heartbeat gets a live generation refunded',
  })
  .superRefine(
    (env, ctx) => {
      const problem = sitesDomainProblem(env);
      if (problem) ctx.addIssue({ code: 'custom', path: ['SITES_HOST'], message: problem });
    },
    // Run beside other fields' problems (so all are listed at once), unless one it reads is bad.
    { when: (payload) => !payload.issues.some((issue) => SITES_DOMAIN_INPUTS.has(String(issue.path?.[0]))) },
  )
  .transform((env) => {
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    return { ...env, PUBLIC_URL: publicUrl, SITES_HOST: (env.SITES_HOST ?? defaultSitesHost(new URL(publicUrl))).toLowerCase() };
  });

export type Env = z.infer<typeof envSchema>;

const SITES_DOMAIN_INPUTS = new Set(['NODE_ENV', 'PUBLIC_URL', 'SITES_HOST', 'SITES_SHARE_APP_DOMAIN']);

/** Names that never leave this machine: `localhost`, `*.localhost`, 127.0.0.0/8 and ::1 (brackets or not). */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || (isIP(name) === 4 && name.startsWith('127.'));
}

/** The host name of `host[:port]` (brackets kept off an IPv6 address). */
function hostnameOf(host: string): string {
  return URL.parse(`http://${host}`)?.hostname.replace(/^\[(.*)\]$/, '$1') ?? host.toLowerCase();
}

/**
 * Why production must not serve sites at SITES_HOST: a site's page could set cookies for the app's
 * registrable domain (the Public Suffix List's, private section included, as browsers decide) and
 * so plant values the app reads, such as the Google sign-in cookie. Loopback hosts are exempt: they
 * serve one developer's browser. Null when fine.
 */
function sitesDomainProblem(env: { NODE_ENV: string; PORT: number; PUBLIC_URL?: string; SITES_HOST?: string; SITES_SHARE_APP_DOMAIN: boolean }): string | null {
  if (env.NODE_ENV !== 'production' || env.SITES_SHARE_APP_DOMAIN) return null;
  // Unset, PUBLIC_URL is loopback; a bad PORT is reported on its own.
  const publicUrl = URL.parse(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  if (!publicUrl) return null;
  const sitesHost = (env.SITES_HOST ?? defaultSitesHost(publicUrl)).toLowerCase();
  const sites = hostnameOf(sitesHost);
  const app = hostnameOf(publicUrl.host);
  // Cookies set for an address are its own: no other host can set them.
  if (isLoopbackHost(sites) || isIP(app)) return null;
  const options = { allowPrivateDomains: true };
  // A site lives one label below SITES_HOST: its registrable domain is the one cookies can be set for.
  const sitesDomain = getDomain(`site.${sites}`, options);
  const appDomain = getDomain(app, options) ?? app;
  if (!sitesDomain || sitesDomain !== appDomain) return null;
  const fix = 'give sites a registrable domain of their own (e.g. SITES_HOST=example-sites.com beside cui.example.com, as github.io is to github.com), or set SITES_SHARE_APP_DOMAIN=true to accept the risk (README)';
  const where = env.SITES_HOST === undefined ? `unset, so sites are served under PUBLIC_URL's host ({folder}.${sitesHost})` : `${sitesHost} is under ${appDomain}, PUBLIC_URL's registrable domain`;
  return `${where}: a published page could set cookies the app reads, its sign-in cookie included; ${fix}`;
}

/**
 * PUBLIC_URL's host and port. An address has no subdomains, so a loopback address becomes
 * `localhost` (browsers resolve `{folder}.localhost` to loopback with no DNS set-up).
 */
function defaultSitesHost(publicUrl: URL): string {
  const loopback = publicUrl.hostname === '127.0.0.1' || publicUrl.hostname === '[::1]';
  return loopback ? `localhost${publicUrl.port ? `:${publicUrl.port}` : ''}` : publicUrl.host;
}

/** Whether sites live under the app's own host: SITES_HOST is PUBLIC_URL's host, or the loopback default for it. */
export function sitesOnAppHost(env: Pick<Env, 'PUBLIC_URL' | 'SITES_HOST'>): boolean {
  const publicUrl = new URL(env.PUBLIC_URL);
  return env.SITES_HOST === publicUrl.host.toLowerCase() || env.SITES_HOST === defaultSitesHost(publicUrl);
}

/** Where published sites live, as the SPA and the publish answer spell it (`{folder}` to fill in). */
export function sitesUrlTemplate(env: Pick<Env, 'PUBLIC_URL' | 'SITES_HOST' | 'SITES_URL_STYLE'>): string {
  if (env.SITES_URL_STYLE === 'path') return `${env.PUBLIC_URL}/s/{folder}/`;
  return `${new URL(env.PUBLIC_URL).protocol}//{folder}.${env.SITES_HOST}/`;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Rules across variables, checked on the raw values so they are reported alongside field errors. */
function crossFieldProblems(source: Record<string, string | undefined>): string[] {
  const set = (name: string) => Boolean(source[name]?.trim());
  const problems: string[] = [];
  if (set('ADMIN_USER') !== set('ADMIN_PASSWORD')) problems.push('ADMIN_PASSWORD: ADMIN_USER and ADMIN_PASSWORD are set together');
  if (set('GOOGLE_CLIENT_SECRET') && !set('GOOGLE_CLIENT_ID')) problems.push('GOOGLE_CLIENT_ID: is required when GOOGLE_CLIENT_SECRET is set');
  return problems;
}

/** Parses the environment, reporting every problem at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`)),
    ...crossFieldProblems(source),
  ];
  if (problems.length || !result.success) throw new EnvError(problems);
  return result.data;
}

export const ENV = Symbol('ENV');
