import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { last, readStream } from '../support/sse-client';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { dropIsolated, isolatedEnv } from '../support/test-app';
import { eventually, until } from '../support/until';

/** The processes whose parent is `pid`. */
function children(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n').map((l) => Number(l.trim())).filter(Boolean);
  } catch {
    return [];
  }
}

// `dist/start.js` (pnpm start, the image's command): API processes sharing the port and a process of
// queue workers, one log stream tagged by process, one scrape of every process's metrics, and a
// SIGTERM that drains them all.
describe('the default start on every core', () => {
  const env = isolatedEnv();
  let server: ServerProcess | undefined;
  afterEach(() => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  afterAll(() => dropIsolated(env));

  it('runs WEB_CONCURRENCY API processes and the workers apart, answers from them, and drains them all on SIGTERM', async () => {
    server = await startServerProcess('start', env, { WEB_CONCURRENCY: '2', WORKER_PROCESSES: '1', OFFLINE_STREAM_DELAY_MS: '0', ADMIN_USER: 'ops', ADMIN_PASSWORD: 'ops-secret' }, 'CUI worker is running');
    const pid = server.child.pid!;
    await until('both API processes', () => server!.output().split('CUI is running at').length - 1 === 2, 20_000);
    expect(server.output()).toContain('CUI starts 2 API processes and 1 worker process');
    expect(children(pid)).toHaveLength(3);
    // Health answers for the whole set, whichever API process takes it.
    for (let i = 0; i < 3; i++) {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'up', redis: 'up', processes: { api: { running: 2, expected: 2 }, worker: { running: 1, expected: 1 } } });
    }

    // A generation: asked of an API process, run by the worker process, streamed back.
    const page = await readStream(`${server.url}/api/ask-ai`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'A page for a bakery' }) });
    expect(last(page.events).event).toBe('done');
    for (let i = 0; i < 6; i++) expect((await fetch(`${server.url}/api/live`)).status).toBe(200);
    // One scrape, whichever API process takes it, counts every process: the generation was settled
    // by the worker process, the requests served by both API processes.
    for (let i = 0; i < 3; i++) {
      const scrape = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Basic ${Buffer.from('ops:ops-secret').toString('base64')}` } })).text();
      expect(scrape).toMatch(/^cui_generations_total\{[^}]*status="succeeded"[^}]*\} 1$/m);
      const served = [...scrape.matchAll(/^cui_http_request_duration_seconds_count\{[^}]*route="\/api\/live"[^}]*\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
      expect(served).toBeGreaterThanOrEqual(6);
    }
    // One stream of logs, each line saying which process wrote it.
    await until('tagged lines from every process', () => ['"proc":"api-1"', '"proc":"api-2"', '"proc":"worker-1"'].every((tag) => server!.output().includes(tag)));

    // A worker process that dies: health says the set cannot generate until it is started again.
    const worker = children(pid).find((child) => readFileSync(`/proc/${child}/environ`, 'utf8').split('\0').includes('CUI_ROLE=worker'));
    process.kill(worker!, 'SIGKILL');
    const health = async () => {
      const res = await fetch(`${server!.url}/api/health`);
      return { status: res.status, body: (await res.json()) as { processes: { worker: { running: number; expected: number } } } };
    };
    const down = await eventually(health, (h) => h.status === 503, 5000, 'health without the worker process');
    expect(down.body.processes.worker).toEqual({ running: 0, expected: 1 });
    const back = await eventually(health, (h) => h.status === 200, 15_000, 'the worker process started again');
    expect(back.body.processes.worker).toEqual({ running: 1, expected: 1 });

    const exit = await server.terminate();
    // With the log: it says which process did not stop cleanly, and why.
    expect({ code: exit.code, log: exit.code === 0 ? '' : server.output() }).toEqual({ code: 0, log: '' });
    expect(children(pid)).toEqual([]);
  });

  it('stops cleanly when SIGTERM comes while a process is starting again', async () => {
    server = await startServerProcess('start', env, { WEB_CONCURRENCY: '2', WORKER_PROCESSES: '1' }, 'CUI worker is running');
    const pid = server.child.pid!;
    const before = children(pid);
    expect(before).toHaveLength(3);
    process.kill(before[before.length - 1], 'SIGKILL');
    // The moment the replacement exists, before it could have set up its drain.
    await eventually(() => children(pid), (now) => now.some((child) => !before.includes(child)), 15_000, 'a process started again');
    const exit = await server.terminate();
    expect(exit.code).toBe(0);
    expect(children(pid)).toEqual([]);
  });

  it('is one process with the workers inside when WEB_CONCURRENCY is 1', async () => {
    server = await startServerProcess('start', env, { WEB_CONCURRENCY: '1', OFFLINE_STREAM_DELAY_MS: '0' });
    expect(children(server.child.pid!)).toEqual([]);
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    const page = await readStream(`${server.url}/api/ask-ai`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'A page for a bakery' }) });
    expect(last(page.events).event).toBe('done');
    expect((await server.terminate()).code).toBe(0);
  });
});
