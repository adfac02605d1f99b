import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { EnvError, parseEnv } from './config/env.schema';
import { onChildReady } from './common/cluster-ipc';
import { serveProcessCounts } from './health/process-counts';
import { serveClusterMetrics } from './metrics/cluster-metrics';

/**
 * The default start (`pnpm start`, the image's command): every core of the machine. With
 * WEB_CONCURRENCY API processes (one per core unless set) sharing the port through Node's cluster
 * module, and WORKER_PROCESSES processes running the queue workers (decision 064). WEB_CONCURRENCY=1
 * is one process with the workers inside, as `dist/main.js` is. SIGTERM or SIGINT reaches every
 * child as SIGTERM, each drains as it does alone, and this process exits once they all have.
 */

type Role = 'api' | 'worker';

const role = process.env.CUI_ROLE as Role | undefined;

/** A child that exits when nobody asked is started again, at most this often. */
const RESTART_DELAY_MS = 1000;

function supervise(): void {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (err) {
    console.error(err instanceof EnvError ? err.message : err);
    process.exit(1);
  }
  const web = env.WEB_CONCURRENCY ?? availableParallelism();
  if (web <= 1) {
    void import('./main');
    return;
  }
  const workers = env.WORKER_PROCESSES ?? (env.RUN_WORKERS ? 1 : 0);
  const roles = new Map<Worker, { role: Role; n: number }>();
  let stopping = false;
  let failed = false;

  const start = (childRole: Role, n: number) => {
    const tag = `${childRole}-${n}`;
    const child = cluster.fork({ CUI_ROLE: childRole, PROCESS_TAG: tag, ...(childRole === 'api' ? { RUN_WORKERS: 'false' } : {}) });
    roles.set(child, { role: childRole, n });
  };

  // Running: an API process once it listens, a worker process once it consumes its queues.
  const running = new Set<Worker>();
  cluster.on('listening', (child) => running.add(child));
  onChildReady((child) => running.add(child));
  const count = (r: Role) => [...running].filter((child) => roles.get(child)?.role === r).length;
  serveProcessCounts(() => ({ api: { running: count('api'), expected: web }, worker: { running: count('worker'), expected: workers } }));

  cluster.on('exit', (child, code, signal) => {
    const who = roles.get(child);
    roles.delete(child);
    running.delete(child);
    if (!who) return;
    if (stopping) {
      // Killed by the SIGTERM it was sent: it had not yet installed its drain (it was starting), so it had nothing to drain.
      if (code !== 0 && signal !== 'SIGTERM') {
        failed = true;
        console.error(`The ${who.role}-${who.n} process did not stop cleanly (${signal ?? `code ${code}`}).`);
      }
      if (roles.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    console.error(`The ${who.role}-${who.n} process exited (${signal ?? `code ${code}`}); starting it again.`);
    setTimeout(() => {
      if (!stopping) start(who.role, who.n);
    }, RESTART_DELAY_MS).unref();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (roles.size === 0) process.exit(0);
    for (const child of roles.keys()) child.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  serveClusterMetrics();
  console.log(`CUI starts ${web} API processes and ${workers} worker process${workers === 1 ? '' : 'es'}`);
  for (let n = 1; n <= web; n++) start('api', n);
  for (let n = 1; n <= workers; n++) start('worker', n);
}

// A child drains on the first signal it gets (a terminal's Ctrl+C reaches the whole process group
// before this process's SIGTERM does); a second one only starts its watchdog, which it already has.
if (cluster.isPrimary && !role) supervise();
else void (role === 'worker' ? import('./worker') : import('./main'));
