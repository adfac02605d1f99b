import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Env } from '../../src/config/env.schema';
import { until } from './until';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** `Date.now()` when it exited. */
  at: number;
}

/** A built entry point (`dist/main.js`, `dist/worker.js` or `dist/start.js`) running as a child process. */
export interface ServerProcess {
  child: ChildProcess;
  /** Where the API listens (main only). */
  url: string;
  exited: Promise<Exit>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Waits until its output contains `text`. */
  waitFor(text: string): Promise<void>;
  /** Sends SIGTERM; resolves with its exit and how long it took, in ms. */
  terminate(): Promise<Exit & { tookMs: number }>;
}

/** A port nothing listens on right now (the child is given it: its PORT cannot be 0). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the built entry point on the test's database and Redis prefix, and waits until it is ready. */
export async function startServerProcess(entry: 'main' | 'worker' | 'start', env: Env, extra: Record<string, string> = {}, ready?: string): Promise<ServerProcess> {
  const script = join(__dirname, '../../dist', `${entry}.js`);
  if (!existsSync(script)) throw new Error(`${script} is missing: build the API first (pnpm --filter @cui/api build)`);
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: env.DATABASE_URL,
      REDIS_URL: env.REDIS_URL,
      REDIS_PREFIX: env.REDIS_PREFIX,
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: '',
      LOG_LEVEL: 'info',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  let gone = false;
  void exited.then(() => (gone = true));
  const waitFor = (text: string) =>
    until(`"${text}" in the ${entry} process's output`, () => {
      if (gone && !output.includes(text)) throw new Error(`The ${entry} process exited:\n${output}`);
      return output.includes(text);
    }, 20_000);
  await waitFor(ready ?? (entry === 'worker' ? 'CUI worker is running' : 'CUI is running at'));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    waitFor,
    async terminate() {
      const sent = Date.now();
      child.kill('SIGTERM');
      const exit = await exited;
      return { ...exit, tookMs: exit.at - sent };
    },
  };
}
