import { ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eventually } from './until';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on the port; rejects after `ms`. */
async function listening(port: number, ms: number): Promise<void> {
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('connect', () => (socket.destroy(), resolve(true))).once('error', () => resolve(false));
      socket.connect(port, '127.0.0.1');
    });
  await eventually(accepts, Boolean, ms, `something listening on ${port}`);
}

/**
 * Runs `cleanup` (shell) once the test process is gone, however it ends (a crash, a timeout,
 * jest's forced exit): a shell waits for the end of a pipe only this process holds open.
 * Returns what to call when the test cleaned up itself.
 */
function reaper(cleanup: string): () => void {
  const child = spawn('sh', ['-c', `cat >/dev/null; ${cleanup}`], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  child.unref();
  (child.stdin as unknown as Socket).unref();
  return () => child.stdin?.end();
}

/**
 * A Redis server of the test's own (never the shared one) on a free port. It keeps nothing on
 * disk, so a restart comes back empty, as a Redis that lost its data would.
 */
export class OwnRedis {
  private child: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'cui-redis-'));
  private readonly release = reaper(`kill -9 "$(cat '${this.dir}/redis.pid' 2>/dev/null)" 2>/dev/null; rm -rf '${this.dir}'`);

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server, empty, unless it is running. */
  async start(): Promise<void> {
    if (this.child) return;
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir, '--pidfile', join(this.dir, 'redis.pid')];
    this.child = spawn('redis-server', args, { stdio: 'ignore' });
    await listening(this.port, 10_000);
  }

  /** SIGKILL: no goodbye to its clients, and everything it held is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async close(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
    this.release();
  }
}

/** The directory of PostgreSQL's server programs (initdb, pg_ctl), the newest installed. */
function pgBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('no PostgreSQL server programs under /usr/lib/postgresql');
  return join('/usr/lib/postgresql', versions[0], 'bin');
}

/** Runs a PostgreSQL program; initdb and postgres refuse to run as root, so as root it runs as `postgres`. */
function pgCommand(program: string, args: string[]): [string, string[]] {
  const path = join(pgBin(), program);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

/** A PostgreSQL cluster of the test's own, in a temporary directory, on a free port. */
export class OwnPostgres {
  private readonly dir = mkdtempSync(join(tmpdir(), 'cui-pg-'));
  private readonly data = join(this.dir, 'data');
  private running = false;
  private readonly release: () => void;

  private constructor(readonly port: number) {
    const [file, args] = pgCommand('pg_ctl', ['-D', this.data, '-m', 'immediate', 'stop']);
    this.release = reaper(`${[file, ...args].map((a) => `'${a}'`).join(' ')} >/dev/null 2>&1; rm -rf '${this.dir}'`);
  }

  static async start(): Promise<OwnPostgres> {
    const pg = new OwnPostgres(await freePort());
    if (asRoot) {
      const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
      chownSync(pg.dir, Number(uid.stdout), Number(gid.stdout));
    }
    await pg.pg('initdb', ['-D', pg.data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await pg.start();
    return pg;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}`;
  }

  /** Starts the server unless it is running. */
  async start(): Promise<void> {
    if (this.running) return;
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off`;
    await this.pg('pg_ctl', ['-D', this.data, '-l', join(this.dir, 'log'), '-o', options, '-w', 'start']);
    this.running = true;
  }

  /** Immediate mode: every connection is cut at once, as when the database server dies. */
  async stop(): Promise<void> {
    if (!this.running) return;
    await this.pg('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', 'stop']);
    this.running = false;
  }

  async close(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
    this.release();
  }

  private async pg(program: string, args: string[]): Promise<void> {
    const [file, argv] = pgCommand(program, args);
    await run(file, argv, { cwd: this.dir, timeout: 60_000 });
  }
}
