import { defineConfig } from '@playwright/test';

// Every port and the database can be moved (E2E_PORT_OFFSET), so two checkouts can run e2e side by side.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const PORT = Number(process.env.E2E_PORT ?? 3210 + OFFSET);
const SMTP_PORT = 2525 + OFFSET;
const MAIL_PORT = 2580 + OFFSET;
// Apart from the mail ports, so checkouts whose offsets differ by 10 never share one.
const LLM_PORT = 2690 + OFFSET;
export const MAIL_URL = `http://127.0.0.1:${MAIL_PORT}`;
/** A loopback stand-in for an image-capable provider (OpenAI-compatible). */
export const LLM_URL = `http://127.0.0.1:${LLM_PORT}`;
export const DATABASE = OFFSET ? `cui_e2e_${OFFSET}` : 'cui_e2e';
export const PADDLE_WEBHOOK_SECRET = 'pdl_ntfset_e2e_secret';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/test-reports/e2e.json' }]],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [
    {
      command: `node e2e/support/smtp-sink-server.mjs`,
      cwd: '..',
      url: `${MAIL_URL}/health`,
      env: { SMTP_PORT: String(SMTP_PORT), HTTP_PORT: String(MAIL_PORT) },
      reuseExistingServer: false,
    },
    {
      // The benchmark's fake provider, at a quick pace: it also records what each request carried.
      command: `node bench/fake-upstream.mjs`,
      cwd: '..',
      url: `${LLM_URL}/v1/models`,
      env: { FAKE_PORT: String(LLM_PORT), FAKE_CHUNKS: '60', FAKE_CHUNK_DELAY_MS: '2' },
      reuseExistingServer: false,
    },
    {
      // A fresh database each run; the app creates and migrates it.
      command: `psql -q -h 127.0.0.1 -U postgres -d postgres -c 'DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)' && node packages/api/dist/main.js`,
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DATABASE}`,
        REDIS_PREFIX: `cuie2e${Date.now()}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        OPENAI_API_KEY: 'e2e-key',
        OPENAI_BASE_URL: `${LLM_URL}/v1`,
        // The same stand-in answers as a local Ollama: its pulled model shows in the picker.
        OLLAMA_BASE_URL: LLM_URL,
        LOG_LEVEL: 'warn',
        // The built-in model sends a page in 48 pieces: at its default pace (50 ms) the whole page is
        // out in 2.4 s, before a test can reload or stop it mid-stream. 250 ms gives those tests 12 s.
        OFFLINE_STREAM_DELAY_MS: '250',
        // Every test signs in from 127.0.0.1: the suite asks for more codes an hour than one address may.
        LOGIN_CODE_IP_RATE_LIMIT: '1000',
        // Paddle in sandbox with made-up ids: checkout runs against a stand-in Paddle.js (request
        // interception), payments arrive as webhooks the tests sign with this secret.
        PADDLE_ENV: 'sandbox',
        PADDLE_CLIENT_TOKEN: 'test_e2e_client_token',
        PADDLE_WEBHOOK_SECRET: PADDLE_WEBHOOK_SECRET,
        PADDLE_PRICE_STARTER: 'pri_e2e_starter',
        PADDLE_PRICE_PRO: 'pri_e2e_pro',
        PADDLE_PRICE_STUDIO: 'pri_e2e_studio',
      },
    },
  ],
});
